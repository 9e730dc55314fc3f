/** Services a clinic can offer. The first six are the finder's treatment options, in the spec's order. */
export const SERVICES = [
  { id: "testosterone-injections", name: "Testosterone Injections" },
  { id: "testosterone-pellets", name: "Testosterone Pellets" },
  { id: "testosterone-gel", name: "Testosterone Gel" },
  { id: "hcg-therapy", name: "HCG Therapy" },
  { id: "hormone-testing", name: "Hormone Testing" },
  { id: "telehealth", name: "Telehealth Consultations" },
  { id: "testosterone-cream", name: "Testosterone Cream" },
  { id: "testosterone-patches", name: "Testosterone Patches" },
  { id: "estrogen-management", name: "Estrogen Management" },
  { id: "thyroid-testing", name: "Thyroid Testing" },
  { id: "ed-treatment", name: "Erectile Dysfunction Treatment" },
  { id: "weight-management", name: "Medical Weight Management" },
  { id: "nutrition-counseling", name: "Nutrition Counseling" },
] as const;

/** Insurance and payment options. The first six are the finder's options, in the spec's order. */
export const INSURANCE_PROVIDERS = [
  { id: "aetna", name: "Aetna" },
  { id: "blue-cross", name: "Blue Cross Blue Shield" },
  { id: "cigna", name: "Cigna" },
  { id: "humana", name: "Humana" },
  { id: "medicare", name: "Medicare" },
  { id: "self-pay", name: "Self-Pay" },
  { id: "unitedhealthcare", name: "UnitedHealthcare" },
  { id: "tricare", name: "TRICARE" },
  { id: "medicaid", name: "Medicaid" },
  { id: "hsa-fsa", name: "HSA/FSA" },
] as const;

export type ServiceId = (typeof SERVICES)[number]["id"];
export type InsuranceId = (typeof INSURANCE_PROVIDERS)[number]["id"];

/** Review sites whose figures a listing may hold (Google's are the listing's rating and review count). */
export const REVIEW_PLATFORMS = [
  { id: "google", name: "Google" },
  { id: "yelp", name: "Yelp" },
  { id: "healthgrades", name: "Healthgrades" },
] as const;
export type ReviewPlatformId = (typeof REVIEW_PLATFORMS)[number]["id"];

export const PRICE_RANGES = ["$", "$$", "$$$", "$$$$"] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export const PRICE_RANGE_LABELS: Record<PriceRange, string> = {
  $: "Budget Friendly",
  $$: "Moderate",
  $$$: "Premium",
  $$$$: "Luxury",
};

// In a module of their own, so that the code that works out opening hours in the browser loads only them.
export { DAYS_MONDAY_FIRST, DAYS_OF_WEEK, type DayOfWeek } from "./days-of-week.ts";

function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function lookup<T extends { id: string; name: string }>(
  items: readonly T[],
  idOrName: string,
): T | undefined {
  const key = normalise(idOrName);
  return items.find((item) => normalise(item.id) === key || normalise(item.name) === key);
}

/** Finds a service by id or name, ignoring case and punctuation. */
export function findService(idOrName: string) {
  return lookup(SERVICES, idOrName);
}

/** Finds an insurance provider by id or name, ignoring case and punctuation. */
export function findInsurance(idOrName: string) {
  return lookup(INSURANCE_PROVIDERS, idOrName);
}
