import type { Clinic } from "./clinic.ts";
import type { ClinicCard } from "./clinic-card.ts";
import { hasVirtualCare } from "./virtual-care.ts";

/**
 * What a page's title and description may promise about its clinics (docs/decisions/0033): only what the page
 * shows of at least one of them. A page of registry listings shows no prices, so its description names none.
 */

export type Offering = "ratings" | "services" | "prices" | "insurance" | "hours" | "telehealth";

const WORDS: Record<Offering, string> = {
  ratings: "ratings",
  services: "services",
  prices: "prices",
  insurance: "insurance",
  hours: "hours",
  telehealth: "telehealth options",
};

/**
 * What a card shows of its clinic (decision 43): the stars, "From $X/mo", the open status and virtual care.
 * Services and insurers are on the profile; a card names an insurer only when the visitor asked about it.
 */
export function cardOfferings(
  card: Pick<ClinicCard, "rating" | "reviewCount" | "monthlyPrice" | "weeklyHours" | "virtualCare">,
): Offering[] {
  const offerings: Offering[] = [];
  if (card.rating !== null && card.reviewCount > 0) offerings.push("ratings");
  if (card.monthlyPrice) offerings.push("prices");
  if (card.weeklyHours !== "") offerings.push("hours");
  if (card.virtualCare) offerings.push("telehealth");
  return offerings;
}

/** What a clinic's own page shows of it. */
export function clinicOfferings(
  clinic: Pick<
    Clinic,
    | "rating"
    | "services"
    | "pricing"
    | "priceRange"
    | "acceptedInsurance"
    | "openingHours"
    | "telehealth"
    | "telemedicineOptions"
  >,
): Offering[] {
  const offerings: Offering[] = [];
  if (clinic.rating !== null) offerings.push("ratings");
  if (clinic.services.length > 0) offerings.push("services");
  if (clinic.pricing.length > 0 || clinic.priceRange) offerings.push("prices");
  if (clinic.acceptedInsurance.length > 0) offerings.push("insurance");
  if (clinic.openingHours.length > 0) offerings.push("hours");
  if (hasVirtualCare(clinic)) offerings.push("telehealth");
  return offerings;
}

/**
 * Of the offerings a page could name (`candidates`, in the order the text names them), those at least one of
 * the listed clinics has.
 */
export function offeringsShown(
  listed: readonly (readonly Offering[])[],
  candidates: readonly Offering[],
): Offering[] {
  const held = new Set(listed.flat());
  return candidates.filter((offering) => held.has(offering));
}

/** "a", "a and b", "a, b and c". */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "ratings, prices and telehealth options"; empty for none. `words` replaces some of the words. */
export function offeringsPhrase(
  offerings: readonly Offering[],
  words: Partial<Record<Offering, string>> = {},
): string {
  return joinWords(offerings.map((offering) => words[offering] ?? WORDS[offering]));
}

/** The phrase as a sentence of its own: "Ratings, prices and telehealth options."; empty for none. */
export function offeringsSentence(offerings: readonly Offering[], tail = ""): string {
  const phrase = offeringsPhrase(offerings);
  if (!phrase) return "";
  return `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}${tail}.`;
}
