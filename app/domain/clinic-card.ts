import type { Clinic } from "./clinic.ts";
import type { LocationPrecision } from "./location-precision.ts";
import type { OpeningPeriod } from "./open-now.ts";
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
  priceRange: string | null;
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
