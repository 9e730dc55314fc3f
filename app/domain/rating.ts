/** Ratings show one decimal: 4 -> "4.0", 4.25 -> "4.3". */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1);
}

/** How much of each of the five stars is filled (0 to 1), for a rating from 0 to 5. */
export function starFills(rating: number): number[] {
  const clamped = Math.min(5, Math.max(0, rating));
  return [0, 1, 2, 3, 4].map((index) => Math.min(1, Math.max(0, clamped - index)));
}
