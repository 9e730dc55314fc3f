import type { Clinic } from "./clinic.ts";
import { hasVirtualCare } from "./virtual-care.ts";

export const CLINIC_TABS = ["overview", "services", "pricing", "reviews", "location"] as const;
export type ClinicTab = (typeof CLINIC_TABS)[number];

/**
 * The tabs a clinic's profile shows: a tab that would hold nothing of the clinic's own is left out, rather than
 * implying services or prices we do not hold (docs/decisions/0033). The overview says what is not listed; the
 * reviews tab always links to the review sites, and the location tab always has the address.
 */
export function profileTabs(
  clinic: Pick<
    Clinic,
    "services" | "telehealth" | "telemedicineOptions" | "pricing" | "priceRange" | "acceptedInsurance"
  >,
): ClinicTab[] {
  return CLINIC_TABS.filter((tab) => {
    if (tab === "services") return clinic.services.length > 0 || hasVirtualCare(clinic);
    if (tab === "pricing")
      return clinic.pricing.length > 0 || Boolean(clinic.priceRange) || clinic.acceptedInsurance.length > 0;
    return true;
  });
}

export const REVIEW_TABS = ["overview", "platforms", "statistics", "write"] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

function pick<T extends string>(options: readonly T[], value: string | null | undefined): T {
  return options.find((option) => option === value) ?? (options[0] as T);
}

/** The profile tab a URL asks for (`?tab=pricing`); anything unknown, or not shown for this clinic, is the overview. */
export function clinicTabFromParams(
  params: URLSearchParams,
  shown: readonly ClinicTab[] = CLINIC_TABS,
): ClinicTab {
  const tab = pick(CLINIC_TABS, params.get("tab"));
  return shown.includes(tab) ? tab : "overview";
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
