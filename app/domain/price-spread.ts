/** How the clinics' lowest monthly prices spread: the middle one and the middle half, in whole dollars. */
export interface PriceSpread {
  median: number;
  /** A quarter of the prices are at or below this, three quarters at or below `upperQuartile`. */
  lowerQuartile: number;
  upperQuartile: number;
  /** How many clinics' prices the figures come from. */
  basedOn: number;
}

/** The q-quantile of sorted values, interpolated between the two nearest (the usual "type 7" definition). */
function quantile(sorted: readonly number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const low = sorted[below] as number;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return low + (high - low) * (at - below);
}

/**
 * The spread of one price per clinic (each clinic's lowest listed monthly price, `lowestMonthlyPrice`): only
 * finite, positive amounts count, and each figure is rounded to whole dollars. Null when there are none, so no
 * figure is ever shown without prices behind it.
 */
export function priceSpread(amounts: Iterable<number>): PriceSpread | null {
  const sorted = [...amounts].filter((amount) => Number.isFinite(amount) && amount > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return {
    median: Math.round(quantile(sorted, 0.5)),
    lowerQuartile: Math.round(quantile(sorted, 0.25)),
    upperQuartile: Math.round(quantile(sorted, 0.75)),
    basedOn: sorted.length,
  };
}
