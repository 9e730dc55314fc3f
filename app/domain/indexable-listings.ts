import { DEMO_SOURCE } from "./clinic-source.ts";
import { verificationOf } from "./verification.ts";

/**
 * Which listings and lists search engines should index, beside the thin-page rule of thin-pages.ts
 * (docs/decisions/0033):
 * - a listing that holds nothing beyond the registry's record (name, address, phone, NPI) is `noindex` until it
 *   gains a fact of its own: published hours, a price, or a current verification;
 * - a place's list (city page, state page, location search) that lists only fictional demo clinics is
 *   `noindex`, as the sitemap already left those clinics out.
 */

/** A fact that makes a listing more than a registry record. */
export type OwnFact = "hours" | "price" | "verification";

/** What the rule reads of a listing: the clinic, or a row of the directory's snapshot. */
export interface ListingFacts {
  /** The clinic publishes opening hours (at least one open day). */
  hasHours: boolean;
  /**
   * The clinic lists a price: a pricing row, which the import format defines as a price the clinic itself
   * quotes. A price range ($ to $$$$) alone names no amount and no source, so it does not count.
   */
  hasPrice: boolean;
  verified: boolean;
  lastVerifiedAt: string | null;
}

/** The rule's facts of a whole clinic. */
export function listingFactsOf(clinic: {
  openingHours: readonly unknown[];
  pricing: readonly unknown[];
  verified: boolean;
  lastVerifiedAt: string | null;
}): ListingFacts {
  return {
    hasHours: clinic.openingHours.length > 0,
    hasPrice: clinic.pricing.length > 0,
    verified: clinic.verified,
    lastVerifiedAt: clinic.lastVerifiedAt,
  };
}

/**
 * The facts of its own a listing holds. A verification counts while it is current (12 months, as the badge);
 * a description, services, insurance, a website or review figures do not: none of them was checked, and they
 * are what an unverified listing cannot vouch for.
 */
export function ownFactsOf(facts: ListingFacts, now: Date): OwnFact[] {
  const own: OwnFact[] = [];
  if (facts.hasHours) own.push("hours");
  if (facts.hasPrice) own.push("price");
  if (verificationOf(facts, now).state === "verified") own.push("verification");
  return own;
}

/** A listing with no fact of its own: its page says what the registry says, and is not indexed. */
export function isRegistryOnly(facts: ListingFacts, now: Date): boolean {
  return ownFactsOf(facts, now).length === 0;
}

/** A listing of the bundled fictional demo data. */
export function isDemoListing(listing: { source: string | null }): boolean {
  return listing.source === DEMO_SOURCE;
}

/** A clinic's page is left out of search indexes when the clinic is fictional or only a registry record. */
export function clinicPageNoindex(
  clinic: Parameters<typeof listingFactsOf>[0] & { source: string | null },
  now: Date,
): boolean {
  return isDemoListing(clinic) || isRegistryOnly(listingFactsOf(clinic), now);
}

/**
 * A list of clinics (a city or state page, a location search) whose every listed clinic is fictional. An empty
 * list is not: it lists no fictional business, and the thin-page rule decides about it.
 */
export function listsOnlyDemoClinics(listed: readonly { source: string | null }[]): boolean {
  return allDemo(listed.map(isDemoListing));
}

/** The same rule over whether each listed clinic is a demo one (the directory's snapshot holds a flag). */
export function allDemo(demo: readonly boolean[]): boolean {
  return demo.length > 0 && demo.every(Boolean);
}
