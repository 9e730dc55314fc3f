import { cityKey } from "./city-key.ts";
import { formatCount } from "./count-label.ts";

/** Clinic cards per state page; a state with more clinics gets ?page=2 and so on. */
export const STATE_PAGE_SIZE = 24;

export interface RatingAverage {
  /** The mean of the rated clinics' ratings. */
  average: number;
  /** How many clinics had a rating: the average rests on these alone. */
  rated: number;
}

/**
 * The average rating of the clinics that have one, with how many that is. A clinic without a rating is left
 * out rather than counted as 4.7 as the spec says (docs/decisions/0010-honest-listings.md). Null when no
 * clinic is rated.
 */
export function averageRating(ratings: readonly (number | null)[]): RatingAverage | null {
  let sum = 0;
  let rated = 0;
  for (const rating of ratings) {
    if (rating === null || !Number.isFinite(rating)) continue;
    sum += rating;
    rated++;
  }
  return rated === 0 ? null : { average: sum / rated, rated };
}

/** "4.6 average across 52 rated clinics" (one decimal, as ratings are shown). */
export function ratingAverageLabel(average: RatingAverage): string {
  const value = (Math.round(average.average * 10) / 10).toFixed(1);
  return `${value} average across ${formatCount(average.rated)} rated clinic${average.rated === 1 ? "" : "s"}`;
}

export function reviewTotal(reviewCounts: readonly number[]): number {
  return reviewCounts.reduce((total, count) => total + Math.max(0, count), 0);
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

export interface PriceRow {
  low: number | null;
  high: number | null;
  unit: string | null;
}

export interface MonthlyCost {
  low: number;
  high: number;
  /** How many monthly prices the figure comes from. */
  basedOn: number;
}

/**
 * A typical monthly treatment cost: the median of the lowest and of the highest prices among the pricing rows
 * quoted per month (a row with only one end counts as both). Null when the clinics list no monthly price: the
 * spec's fixed $200–400 is no figure of the state's, so it is not shown as one (docs/decisions/0033).
 */
export function typicalMonthlyCost(rows: readonly PriceRow[]): MonthlyCost | null {
  const monthly = rows
    .filter((row) => row.unit?.trim().toLowerCase() === "month")
    .map((row) => ({ low: row.low ?? row.high, high: row.high ?? row.low }))
    .filter((row): row is { low: number; high: number } => row.low !== null && row.high !== null);
  const low = median(monthly.map((row) => row.low));
  const high = median(monthly.map((row) => row.high));
  if (low === null || high === null) return null;
  return { low: Math.round(low), high: Math.round(Math.max(low, high)), basedOn: monthly.length };
}

/** "$200–400", or "$250" when both ends are equal. */
export function formatCostRange(cost: { low: number; high: number }): string {
  const low = formatCount(cost.low);
  return cost.low === cost.high ? `$${low}` : `$${low}–${formatCount(cost.high)}`;
}

export interface CityCount {
  /** The spelling most of the city's clinics use. */
  city: string;
  count: number;
}

/**
 * A state's cities by number of clinics, most first (ties by name). Spellings of one city ("St. Louis",
 * "Saint Louis") are counted together.
 */
export function citiesByClinicCount(cities: readonly string[], limit: number): CityCount[] {
  const groups = new Map<string, Map<string, number>>();
  for (const city of cities) {
    const key = cityKey(city);
    if (!key) continue;
    const spellings = groups.get(key) ?? new Map<string, number>();
    spellings.set(city, (spellings.get(city) ?? 0) + 1);
    groups.set(key, spellings);
  }
  const counted = [...groups.values()].map((spellings) => {
    const [city] = [...spellings.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] as [
      string,
      number,
    ];
    const count = [...spellings.values()].reduce((total, n) => total + n, 0);
    return { city, count };
  });
  return counted
    .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city))
    .slice(0, Math.max(0, limit));
}

/** The figures of a state page's tiles and lists. */
export interface StateFacts {
  clinicsCount: number;
  /** Average of the rated clinics only; null when none is rated. */
  averageRating: RatingAverage | null;
  reviewsCount: number;
  /** Null when no clinic of the state lists a monthly price. */
  monthlyCost: MonthlyCost | null;
  /** The state's cities with the most clinics. */
  topCities: CityCount[];
}
