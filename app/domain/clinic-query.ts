import { PRICE_RANGES, type PriceRange } from "./catalog.ts";
import type { MapBounds } from "./map-bounds.ts";

/** Radius of a search around a ZIP, a city or a position when none is given, in miles. */
export const DEFAULT_RADIUS_MILES = 50;

/** Words people use for the price symbols. */
const PRICE_ALIASES: Record<string, PriceRange> = { budget: "$", mid: "$$", premium: "$$$", luxury: "$$$$" };

/** A price range from "$".."$$$$" or budget, mid, premium, luxury (any case); undefined for anything else. */
export function parsePriceRange(text: string): PriceRange | undefined {
  const value = text.trim();
  if ((PRICE_RANGES as readonly string[]).includes(value)) return value as PriceRange;
  return PRICE_ALIASES[value.toLowerCase()];
}

export const SORTS = ["distance", "rating", "reviews", "name"] as const;
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
  priceRanges?: PriceRange[];
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
