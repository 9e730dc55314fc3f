import { INSURANCE_PROVIDERS, type PriceRange, SERVICES } from "./catalog.ts";
import {
  type SearchFilters,
  type SearchLocation,
  withQuery,
  writeFilters,
  writeLocation,
} from "./search-params.ts";

export const FINDER_PATH = "/trt-clinics-near-me";

/** SPEC section 9: the finder's treatment and insurance options. */
export const FINDER_SERVICES = SERVICES.slice(0, 6);
export const FINDER_INSURANCE = INSURANCE_PROVIDERS.slice(0, 6);

export interface PriceBudget {
  id: "budget" | "mid" | "premium";
  label: string;
  ranges: readonly PriceRange[];
}

/** Budget under $200/month, mid $200-400/month, premium $400+/month, as clinic price ranges. */
export const FINDER_PRICES: readonly PriceBudget[] = [
  { id: "budget", label: "Budget (under $200/month)", ranges: ["$"] },
  { id: "mid", label: "Mid-range ($200-400/month)", ranges: ["$$"] },
  { id: "premium", label: "Premium ($400+/month)", ranges: ["$$$", "$$$$"] },
];

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

export function priceChecked(selected: readonly PriceRange[], budget: PriceBudget): boolean {
  return budget.ranges.every((range) => selected.includes(range));
}

export function togglePrice(selected: readonly PriceRange[], budget: PriceBudget, on: boolean): PriceRange[] {
  const next = new Set(selected);
  for (const range of budget.ranges) {
    if (on) next.add(range);
    else next.delete(range);
  }
  return (["$", "$$", "$$$", "$$$$"] as const).filter((range) => next.has(range));
}

/** The finder's own URL: its location filter and its filters. */
export function finderHref(location: SearchLocation, filters: SearchFilters): string {
  const params = new URLSearchParams();
  writeLocation(params, location);
  writeFilters(params, filters);
  return withQuery(FINDER_PATH, params);
}
