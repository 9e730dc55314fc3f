/**
 * The maximum monthly price filter (`maxPrice`): whole dollars per month, compared with each clinic's lowest
 * monthly price (lowestMonthlyPrice: only rows the clinic bills per month). A clinic that lists no monthly price
 * is left out while a maximum is set, since nothing it lists says it is under the limit.
 */
import { formatCount } from "./count-label.ts";

/** The steps the control offers, in dollars per month. */
export const PRICE_STEPS = [50, 100, 150, 200, 250, 300, 400, 500] as const;

/** The largest maximum a URL may ask for. */
export const MAX_PRICE_LIMIT = 100_000;

/** Said next to the control, since the filter hides them. */
export const UNPRICED_NOTE = "Clinics that list no monthly price are hidden.";

/** A maximum from a URL value: a whole number of dollars from 1 to MAX_PRICE_LIMIT ("$200" too); else undefined. */
export function parseMaxPrice(text: string): number | undefined {
  const value = text.trim().replace(/^\$/, "");
  if (!/^\d{1,6}$/.test(value)) return undefined;
  const dollars = Number(value);
  return dollars >= 1 && dollars <= MAX_PRICE_LIMIT ? dollars : undefined;
}

/** How many of a search's clinics each choice of the control would keep. */
export interface PriceStepCounts {
  /** Every clinic of the search, priced or not (no maximum). */
  any: number;
  /** Per limit: the clinics whose lowest monthly price is at most that many dollars. */
  steps: { limit: number; count: number }[];
}

/**
 * Counts for each limit from the lowest monthly prices of a search's clinics (NaN or Infinity for a clinic that
 * lists none).
 */
export function countPriceSteps(lowestPrices: Iterable<number>, limits: readonly number[]): PriceStepCounts {
  const sorted = [...limits].sort((a, b) => a - b);
  const counts = new Array<number>(sorted.length).fill(0);
  let any = 0;
  for (const price of lowestPrices) {
    any++;
    if (!Number.isFinite(price)) continue;
    for (let i = sorted.length - 1; i >= 0 && price <= (sorted[i] as number); i--)
      counts[i] = (counts[i] as number) + 1;
  }
  return { any, steps: sorted.map((limit, i) => ({ limit, count: counts[i] as number })) };
}

/** The limits a control offers: the steps, plus a limit from the URL that is not one of them. */
export function priceLimits(selected: number | null): number[] {
  const limits: number[] = [...PRICE_STEPS];
  if (selected !== null && !limits.includes(selected)) limits.push(selected);
  return limits.sort((a, b) => a - b);
}

export function priceLimitLabel(limit: number): string {
  return `Up to $${formatCount(limit)}/mo`;
}

export interface PriceOption {
  /** The URL value (`maxPrice=`); "" for no maximum. */
  value: string;
  label: string;
}

/** The control's choices, "Up to $150/mo (12)", with counts when they are known. */
export function priceOptions(selected: number | null, counts: PriceStepCounts | null): PriceOption[] {
  const countOf = (limit: number) => counts?.steps.find((step) => step.limit === limit)?.count;
  const suffix = (count: number | undefined) => (count === undefined ? "" : ` (${count})`);
  return [
    { value: "", label: `Any price${suffix(counts?.any)}` },
    ...priceLimits(selected).map((limit) => ({
      value: String(limit),
      label: `${priceLimitLabel(limit)}${suffix(countOf(limit))}`,
    })),
  ];
}
