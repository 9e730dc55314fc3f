import type { Clinic } from "./clinic.ts";
import type { LocationPrecision } from "./location-precision.ts";
import { lowestMonthlyPrice, monthlyFromAmount } from "./monthly-price.ts";
import type { OpeningPeriod } from "./open-now.ts";
import { isStalePrice, type PriceSource } from "./price-source.ts";
import { verificationOf } from "./verification.ts";
import { hasVirtualCare } from "./virtual-care.ts";

/**
 * What a clinic card shows, on every listing (search, finder, online, state and city pages): a small part of
 * the clinic, so pages stay light.
 */
export interface ClinicCard {
  id: number;
  slug: string;
  name: string;
  city: string;
  state: string;
  address: string;
  /** For the maps search link. */
  addressLine1: string;
  zipCode: string;
  /** "zip": the coordinates are the ZIP code's centre, so distances are approximate (approximate-location.ts). */
  locationPrecision: LocationPrecision;
  phone: string | null;
  rating: number | null;
  reviewCount: number;
  /** The price tier as imported: kept for what the listing holds (listed-facts.ts), never shown as dollars. */
  priceRange: string | null;
  /** "From $X/mo": the clinic's lowest price billed per month, with its day and source; null without one. */
  monthlyPrice: CardMonthlyPrice | null;
  featured: boolean;
  /** Verified within the last 12 months (see verification.ts), as of when the card was made. */
  verified: boolean;
  virtualCare: boolean;
  /** For the open-now line, worked out in the browser. */
  openingHours: OpeningPeriod[];
  timeZone: string | null;
  /** Service names in the clinic's order. */
  services: string[];
  /** Insurer names in the clinic's order. */
  insurance: string[];
  /** Miles from the searched point, when there was one. */
  distance?: number;
  /** Only on cards that show it (featured clinics). */
  description?: string | null;
}

export interface CardMonthlyPrice {
  /** Dollars, as the clinic lists them. */
  amount: number;
  /** The day the price was true, YYYY-MM-DD. */
  asOf: string;
  source: PriceSource;
  /** Over 12 months old when the card was made: the card says it may have changed. */
  stale: boolean;
}

/** The card's "From $X/mo", from the rows billed per month only (monthly-price.ts). */
export function cardMonthlyPrice(pricing: Clinic["pricing"], now: Date): CardMonthlyPrice | null {
  const row = lowestMonthlyPrice(pricing);
  const amount = row ? monthlyFromAmount(row) : null;
  if (!row || amount === null) return null;
  return { amount, asOf: row.asOf, source: row.source, stale: isStalePrice(row.asOf, now) };
}

/** "$150", "$1,200", "$99.50": a listed amount as the card shows it. */
export function dollarAmount(amount: number): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return `$${amount.toLocaleString("en-US", { minimumFractionDigits: cents, maximumFractionDigits: 2 })}`;
}

export function toClinicCard(
  clinic: Readonly<Clinic>,
  now: Date,
  keep: { description?: boolean } = {},
): ClinicCard {
  const card: ClinicCard = {
    id: clinic.id,
    slug: clinic.slug,
    name: clinic.name,
    city: clinic.city,
    state: clinic.state,
    address: clinic.address,
    addressLine1: clinic.addressLine1,
    zipCode: clinic.zipCode,
    locationPrecision: clinic.locationPrecision,
    phone: clinic.phone,
    rating: clinic.rating,
    reviewCount: clinic.reviewCount,
    priceRange: clinic.priceRange,
    monthlyPrice: cardMonthlyPrice(clinic.pricing, now),
    featured: clinic.featured,
    verified: verificationOf(clinic, now).state === "verified",
    virtualCare: hasVirtualCare(clinic),
    openingHours: clinic.openingHours,
    timeZone: clinic.timeZone,
    services: clinic.services.map((service) => service.name),
    insurance: clinic.acceptedInsurance,
  };
  if (clinic.distance !== undefined) card.distance = clinic.distance;
  if (keep.description) card.description = clinic.description;
  return card;
}

/** The first `shown` items and how many more there are: the spec's "3 services plus '+N more'". */
export function firstWithMore<T>(items: readonly T[], shown: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}

/** Kept here for older imports; outbound links live in outbound-links.ts. */
export { telHref } from "./outbound-links.ts";
