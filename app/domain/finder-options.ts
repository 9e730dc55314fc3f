import { SERVICES } from "./catalog.ts";
import {
  type SearchFilters,
  type SearchLocation,
  type SearchSort,
  withQuery,
  writeFilters,
  writeLocation,
} from "./search-params.ts";

export const FINDER_PATH = "/trt-clinics-near-me";

/**
 * SPEC section 9: the finder's treatment options. Its insurance and price options became the one insurance
 * question and the maximum monthly price in dollars that every list shares (decision 44).
 */
export const FINDER_SERVICES = SERVICES.slice(0, 6);

export const FINDER_RATINGS = [4.5, 4.0, 3.5, 3.0] as const;

export const POPULAR_SEARCHES = [
  "Los Angeles, CA",
  "Houston, TX",
  "Miami, FL",
  "Phoenix, AZ",
  "Dallas, TX",
  "Atlanta, GA",
  "Chicago, IL",
  "Denver, CO",
] as const;

/** Quick-search chips when no location is set. */
export const DEFAULT_QUICK_SEARCHES = [
  "New York, NY",
  "San Diego, CA",
  "Seattle, WA",
  "Boston, MA",
  "Austin, TX",
  "Nashville, TN",
] as const;

export const FINDER_LIST_SIZE = 9;
export const FINDER_SKELETONS = 6;
export const FEATURED_REQUEST_LIMIT = 6;
export const FEATURED_SHOWN = 4;
export const COVERAGE_STATES = 9;
export const FINDER_MAP_HEIGHT = 500;

/** The finder's own URL: its location filter, its filters and the order the visitor chose (if any). */
export function finderHref(
  location: SearchLocation,
  filters: SearchFilters,
  sort: SearchSort | null = null,
): string {
  const params = new URLSearchParams();
  writeLocation(params, location);
  writeFilters(params, filters);
  if (sort) params.set("sort", sort);
  return withQuery(FINDER_PATH, params);
}
