import type { ReactNode } from "react";
import { formatCount } from "../domain/count-label.ts";
import { formatRating } from "../domain/rating.ts";
import { formatCostRange, ratingAverageLabel, type StateFacts } from "../domain/state-stats.ts";
import { SiteLink } from "./site-link.tsx";

/** Where a visitor reads what treatment costs in general when no clinic of the state lists a price. */
const COST_GUIDE_PATH = "/blog/trt-cost-guide-2025-what-to-expect-how-to-save";

/**
 * The state's four figures: clinics, average rating, reviews and a typical monthly cost. The cost is the
 * state's own (the median of its clinics' monthly prices) or not given: the spec's fixed $200–400 is no figure
 * of any state's, so without prices the tile says none is listed and points to the cost guide.
 */
export function StateStatsTiles({ facts, stateName }: { facts: StateFacts; stateName: string }) {
  const cost = facts.monthlyCost;
  const tiles: { label: string; value: string; note: ReactNode }[] = [
    {
      label: "TRT clinics",
      value: formatCount(facts.clinicsCount),
      note: `Listed in ${stateName}`,
    },
    {
      label: "Average rating",
      value: facts.averageRating === null ? "–" : formatRating(facts.averageRating.average),
      note:
        facts.averageRating === null
          ? "No clinic here has a rating yet"
          : `Google rating, ${ratingAverageLabel(facts.averageRating).replace(/^[\d.]+ /, "")}`,
    },
    {
      label: "Patient reviews",
      value: formatCount(facts.reviewsCount),
      note: "On Google, across all listed clinics",
    },
    {
      label: "Typical monthly treatment cost",
      value: cost ? formatCostRange(cost) : "–",
      note: cost ? (
        `Median of ${cost.basedOn} monthly price${cost.basedOn === 1 ? "" : "s"} listed by clinics here`
      ) : (
        <>
          {"No clinic here lists a monthly price yet. "}
          <SiteLink
            to={COST_GUIDE_PATH}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            What TRT costs in general
          </SiteLink>
        </>
      ),
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-brand-800 sm:text-3xl">{tile.value}</dd>
          <dd className="mt-1 text-xs leading-snug text-slate-600">{tile.note}</dd>
        </div>
      ))}
    </dl>
  );
}
