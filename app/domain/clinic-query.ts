import type { MapBounds } from "./map-bounds.ts";

/** Radius of a search around a ZIP, a city or a position when none is given, in miles. */
export const DEFAULT_RADIUS_MILES = 50;

/** "price": the lowest monthly price first, clinics that list no monthly price last. */
export const SORTS = ["distance", "rating", "reviews", "name", "price"] as const;
export type ClinicSort = (typeof SORTS)[number];

/**
 * A search for clinics: the one query every page and API endpoint translates its parameters into, and the
 * directory answers.
 */
export interface ClinicSearch {
  /** Radius search around a point, in miles. */
  near?: { latitude: number; longitude: number; radiusMiles: number };
  /** Report (and allow sorting by) distance from this point without limiting the radius. */
  distanceFrom?: { latitude: number; longitude: number };
  /** Only clinics inside this area (a map's visible bounds). */
  within?: MapBounds;
  state?: string;
  /** cityKey() of a city; used together with state. */
  cityKey?: string;
  /** Free text matched against clinic name and city. */
  text?: string;
  services?: string[];
  insurance?: string[];
  /** Clinics accepting at least one of these insurers. */
  anyInsurance?: string[];
  minRating?: number;
  /**
   * Only clinics whose lowest monthly price (lowestMonthlyPrice: rows billed per month) is at most this many
   * dollars; a clinic that lists no monthly price is left out.
   */
  maxMonthlyPrice?: number;
  telehealth?: boolean;
  telemedicine?: boolean;
  onlinePrescriptions?: boolean;
  featured?: boolean;
  /** Clinics holding a licence (telehealth) in this state. */
  licensedIn?: string;
  sort?: ClinicSort;
  limit?: number;
  offset?: number;
}
