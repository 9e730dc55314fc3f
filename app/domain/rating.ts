/** Ratings show one decimal: 4 -> "4.0", 4.25 -> "4.3". */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1);
}

/** How much of each of the five stars is filled (0 to 1), for a rating from 0 to 5. */
/** How much of a row of five stars is filled, in percent: 4.5 fills four and a half stars (90%). */
export function starFillPercent(rating: number): number {
  const clamped = Math.min(5, Math.max(0, rating));
  return Math.round(clamped * 20 * 10) / 10;
}
