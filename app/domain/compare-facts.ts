import { DAYS_MONDAY_FIRST, type DayOfWeek } from "./catalog.ts";
import type { Clinic } from "./clinic.ts";
import { classifyPriceRow, type PriceRowKind } from "./first-year-cost.ts";
import { formatShortDate, type Verification, verificationLabel, verificationOf } from "./verification.ts";

/**
 * What the compare table says about one clinic, row by row (decision 45). Every fact is the clinic's own
 * listing: a missing one is "Not listed", never an average or another clinic's figure. Prices carry their own
 * source and date; the other facts are as of the listing's last check.
 */

export type ComparePriceRow = Clinic["pricing"][number];

/** One clinic of the comparison, with its listing check and its distance from where the visitor said. */
export interface ComparedClinic {
  clinic: Clinic;
  verification: Verification;
  /** "3.4 mi from Austin, TX", when the visitor gave a location and the clinic has coordinates. */
  distance: string | null;
}

/** A clinic found by name, to add to the comparison. */
export interface FoundClinic {
  slug: string;
  name: string;
  city: string;
  state: string;
}

/** Where distances are measured from: a place the visitor gave, or why it could not be used. */
export type CompareOrigin =
  | { kind: "none" }
  | { kind: "place"; label: string; inputText: string; latitude: number; longitude: number }
  | { kind: "unplaced"; inputText: string };

/** The clinic's price rows of these kinds (first-year-cost's reading of unit and service text), in its order. */
export function pricesOfKind(
  clinic: Pick<Clinic, "pricing">,
  kinds: readonly PriceRowKind[],
): ComparePriceRow[] {
  return clinic.pricing.filter((row) => kinds.includes(classifyPriceRow(row)));
}

/** Monthly treatment prices: the "Monthly price" row. */
export function monthlyPrices(clinic: Pick<Clinic, "pricing">): ComparePriceRow[] {
  return clinic.pricing.filter(
    (row) => row.unit === "month" && classifyPriceRow(row) === "monthly-treatment",
  );
}

/** Treatment prices billed otherwise (per year, week or procedure), shown as listed under the monthly ones. */
export function otherTreatmentPrices(clinic: Pick<Clinic, "pricing">): ComparePriceRow[] {
  return pricesOfKind(clinic, ["yearly-treatment", "weekly", "per-procedure"]);
}

const SHORT_DAY: Record<DayOfWeek, string> = {
  monday: "Mon",
  tuesday: "Tue",
  wednesday: "Wed",
  thursday: "Thu",
  friday: "Fri",
  saturday: "Sat",
  sunday: "Sun",
};

/**
 * The week's hours in a few lines, consecutive days with the same hours joined: "Mon–Fri: 8:00 AM – 6:00 PM",
 * "Sat–Sun: Closed". A day the clinic leaves out of published hours is closed (as on the profile); an empty
 * week is null (not published).
 */
export function compactHours(hours: Clinic["hoursOfOperation"]): string[] | null {
  if (Object.keys(hours).length === 0) return null;
  const lines: string[] = [];
  let start = 0;
  for (let index = 1; index <= DAYS_MONDAY_FIRST.length; index++) {
    const text = (day: number) => {
      const name = DAYS_MONDAY_FIRST[day];
      return name ? (hours[name] ?? "Closed") : null;
    };
    if (index < DAYS_MONDAY_FIRST.length && text(index) === text(start)) continue;
    const first = DAYS_MONDAY_FIRST[start] as DayOfWeek;
    const last = DAYS_MONDAY_FIRST[index - 1] as DayOfWeek;
    const days = first === last ? SHORT_DAY[first] : `${SHORT_DAY[first]}–${SHORT_DAY[last]}`;
    lines.push(`${days}: ${text(start)}`);
    start = index;
  }
  return lines;
}

/** The telehealth cell: what the clinic offers remotely and where it is licensed to. */
export function telehealthFacts(
  clinic: Pick<Clinic, "telehealth" | "telemedicineOptions" | "license_states">,
): { offers: string[]; licensedIn: string[] } {
  const offers: string[] = [];
  if (clinic.telehealth) offers.push("Telehealth visits");
  if (clinic.telemedicineOptions.video_consult) offers.push("Video consultations");
  if (clinic.telemedicineOptions.e_prescriptions) offers.push("Online prescriptions");
  return { offers, licensedIn: [...clinic.license_states].sort() };
}

/** "Verified Mar 3, 2026", "Last verified Mar 3, 2025" or "Not verified": the row and every listing fact's date. */
export function listingCheckText(verification: Verification): string {
  return verification.state === "unverified" ? "Not verified" : verificationLabel(verification);
}

/** The date note under a fact taken from the listing (insurance, telehealth, hours). */
export function listingSourceNote(verification: Verification): string {
  switch (verification.state) {
    case "verified":
    case "lapsed":
      return `As listed; listing checked ${formatShortDate(verification.date)}`;
    case "unverified":
      return "As listed; listing not verified";
  }
}

/** The listing check of a clinic at `now`, for the notes above. */
export function compareVerification(
  clinic: Pick<Clinic, "verified" | "lastVerifiedAt">,
  now: Date,
): Verification {
  return verificationOf(clinic, now);
}
