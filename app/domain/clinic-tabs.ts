export const CLINIC_TABS = ["overview", "services", "pricing", "reviews", "location"] as const;
export type ClinicTab = (typeof CLINIC_TABS)[number];

export const REVIEW_TABS = ["overview", "platforms", "statistics", "write"] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

function pick<T extends string>(options: readonly T[], value: string | null | undefined): T {
  return options.find((option) => option === value) ?? (options[0] as T);
}

/** The profile tab a URL asks for (`?tab=pricing`); anything unknown is the overview. */
export function clinicTabFromParams(params: URLSearchParams): ClinicTab {
  return pick(CLINIC_TABS, params.get("tab"));
}

/** The reviews sub-tab a URL asks for (`?tab=reviews&review=platforms`); anything unknown is its overview. */
export function reviewTabFromParams(params: URLSearchParams): ReviewTab {
  return pick(REVIEW_TABS, params.get("review"));
}

/**
 * The query string for a tab: the overview has none, and the review sub-tab is kept only on the reviews tab,
 * so each view has one URL. Other parameters are kept.
 */
export function tabSearchParams(
  current: URLSearchParams,
  tab: ClinicTab,
  review?: ReviewTab,
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === "overview") next.delete("tab");
  else next.set("tab", tab);
  if (tab === "reviews" && review && review !== "overview") next.set("review", review);
  else next.delete("review");
  return next;
}
