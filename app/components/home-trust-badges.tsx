import { countPlus, formatCount } from "../domain/count-label.ts";

export interface HomeStats {
  clinicsCount: number;
  verifiedCount: number;
  statesCovered: number;
}

export interface TrustBadge {
  key: string;
  value: string;
  label: string;
}

/**
 * Only figures the directory holds, and nothing for a count of zero or one that could not be read: the spec's
 * fixed '451+' and '96,000+' may be more than the directory holds (docs/decisions/0033). Clinics as 'N+' (never
 * more than we have); verified clinics exactly, as the side menu says them. No review total: the review counts
 * we hold are each clinic's figure on another platform, not reviews of ours to add up (decision 47).
 * 'All 50 States Covered' appears only when it is true.
 * The spec's 'HIPAA compliant' is replaced by what is actually true: we hold no patient data at all.
 */
export function trustBadges(stats: HomeStats | null): TrustBadge[] {
  const count = (value: number | undefined) => (value && value > 0 ? countPlus(value) : null);
  const exact = (value: number | undefined) => (value && value > 0 ? formatCount(value) : null);
  const badges: (TrustBadge | null)[] = [
    withValue("clinics", count(stats?.clinicsCount), ["TRT clinic listed", "TRT clinics listed"]),
    withValue("verified", exact(stats?.verifiedCount), ["verified clinic", "verified clinics"]),
    stats?.statesCovered === 50 ? { key: "states", value: "All 50", label: "States Covered" } : null,
    { key: "privacy", value: "Private", label: "by design: no accounts, no tracking" },
  ];
  return badges.filter((badge): badge is TrustBadge => badge !== null);
}

/** The badge for a count, its label in the singular for exactly one ("1 TRT clinic listed"). */
function withValue(
  key: string,
  value: string | null,
  [singular, plural]: readonly [string, string],
): TrustBadge | null {
  return value === null ? null : { key, value, label: value === "1" ? singular : plural };
}

export function HomeTrustBadges({ stats }: { stats: HomeStats | null }) {
  const badges = trustBadges(stats);
  return (
    <section aria-label="Why visitors trust us" className="border-y border-slate-200 bg-white">
      <ul className="mx-auto flex max-w-7xl flex-wrap justify-center px-2 py-2 sm:px-6">
        {badges.map((badge) => (
          <li key={badge.key} className="basis-1/2 px-3 py-4 text-center sm:basis-1/3 lg:flex-1 lg:basis-0">
            <span className="block text-2xl font-extrabold tracking-tight text-brand-800 sm:text-3xl">
              {badge.value}
            </span>
            <span className="mt-1 block text-sm text-slate-700">{badge.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
