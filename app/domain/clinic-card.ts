import { formatCount } from "./count-label.ts";
import type { LocationPrecision } from "./location-precision.ts";
import type { PriceSource } from "./price-source.ts";

/**
 * What a clinic card shows, on every listing (search, finder, online, state and city pages): a small part of
 * the clinic, so pages stay light; services and insurers stay on the profile (decision 43). A client-side
 * navigation brings every field; a page sent whole brings the browser only what the card's live lines read
 * (`HydratedCard`, decision 57).
 */
export interface ClinicCard {
  id: number;
  slug: string;
  name: string;
  city: string;
  state: string;
  /** The one-line address, for the maps search link. */
  address: string;
  zipCode: string;
  /** "zip": the coordinates are the ZIP code's centre, so distances are approximate (approximate-location.ts). */
  locationPrecision: LocationPrecision;
  phone: string | null;
  rating: number | null;
  reviewCount: number;
  /** "From $X/mo": the clinic's lowest price billed per month, with its day and source; null without one. */
  monthlyPrice: CardMonthlyPrice | null;
  featured: boolean;
  /** Verified within the last 12 months (see verification.ts), as of when the card was made. */
  verified: boolean;
  virtualCare: boolean;
  /** For the open-now line, worked out in the browser: the week as `weekText` (weekly-hours.ts), "" for none. */
  weeklyHours: string;
  timeZone: string | null;
  /** What the card says after "Takes" when the visitor asked about insurance and the clinic matches. */
  insuranceMatch?: string;
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

/**
 * "$150", "$1,200", "$99.50": a listed amount as the card shows it. Written out like `formatCount`: a
 * `toLocaleString` with options builds a number formatter on every call, which made the cards' prices the
 * largest piece of a results page's hydration.
 */
export function dollarAmount(amount: number): string {
  if (Number.isInteger(amount)) return `$${formatCount(amount)}`;
  const cents = Math.round(Math.abs(amount) * 100);
  const sign = amount < 0 ? "-" : "";
  return `${sign}$${formatCount(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, "0")}`;
}

/** The first `shown` items and how many more there are: the spec's "3 services plus '+N more'". */
export function firstWithMore<T>(items: readonly T[], shown: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, shown), more: Math.max(0, items.length - shown) };
}
