import { countPlusOf, formatCount } from "./count-label.ts";

/**
 * The side menu's two chips (docs/decisions/0033): each shows a real count or is left out. The spec's fixed
 * '400+ Clinics' and bare 'Verified' said something the directory may not hold: with no count (the stats could
 * not be read) or a count of zero there is nothing true to show, so there is no chip.
 */
export interface MenuChips {
  /** "520+ Clinics" (rounded down, never more than we list). */
  clinics: string | null;
  /** "565 verified clinics", linking to what a check covers. */
  verified: string | null;
}

export function menuChips(clinicsCount: number | null, verifiedCount: number | null): MenuChips {
  return {
    clinics: clinicsCount && clinicsCount > 0 ? countPlusOf(clinicsCount, "Clinic") : null,
    verified:
      verifiedCount && verifiedCount > 0
        ? `${formatCount(verifiedCount)} verified clinic${verifiedCount === 1 ? "" : "s"}`
        : null,
  };
}
