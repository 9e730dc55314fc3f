export interface SatisfactionGrade {
  label: "Excellent" | "Very Good" | "Good" | "Fair" | "Needs Improvement";
  /** The spec's score for the grade, in percent. */
  percent: number;
}

/**
 * The satisfaction grade of an average rating (spec): 4.5 and above Excellent (95%), 4 Very Good (85%),
 * 3.5 Good (75%), 3 Fair (65%), lower Needs Improvement (50%). Null when the clinic has no rating.
 */
export function satisfactionGrade(rating: number | null | undefined): SatisfactionGrade | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  if (rating >= 4.5) return { label: "Excellent", percent: 95 };
  if (rating >= 4) return { label: "Very Good", percent: 85 };
  if (rating >= 3.5) return { label: "Good", percent: 75 };
  if (rating >= 3) return { label: "Fair", percent: 65 };
  return { label: "Needs Improvement", percent: 50 };
}
