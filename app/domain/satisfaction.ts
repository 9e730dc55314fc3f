export type SatisfactionGrade = "Excellent" | "Very Good" | "Good" | "Fair" | "Needs Improvement";

/**
 * The grade word of an average rating (spec): 4.5 and above Excellent, 4 Very Good, 3.5 Good, 3 Fair, lower
 * Needs Improvement. The spec's percentages (95%, 85%…) are not shown: no survey measured them
 * (docs/decisions/0010-honest-listings.md). Null when the clinic has no rating.
 */
export function satisfactionGrade(rating: number | null | undefined): SatisfactionGrade | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  if (rating >= 4.5) return "Excellent";
  if (rating >= 4) return "Very Good";
  if (rating >= 3.5) return "Good";
  if (rating >= 3) return "Fair";
  return "Needs Improvement";
}
