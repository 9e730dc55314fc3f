import type { ReactNode } from "react";
import type { ClinicCard } from "../domain/clinic-card.ts";
import { countOf } from "../domain/count-label.ts";
import { joinNames } from "../domain/filter-relaxations.ts";
import type { SuggestedLink, ZeroResultsHelp } from "../domain/zero-results.ts";
import { ClinicResultCard } from "./clinic-result-card.tsx";
import { ZERO_RESULTS_HEADING_ID } from "./route-focus.tsx";
import { SiteLink } from "./site-link.tsx";

const LINK = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";

/** The spec's sentence, when no filter or place can be named. */
const SPEC_ADVICE = "Try adjusting your search criteria or location to find more results.";

function filtersSentence(help: ZeroResultsHelp | null, where: string | null): string {
  const names = help?.filters.map((filter) => filter.name) ?? [];
  if (names.length === 0) return where ? `No clinics are listed ${where}. ${SPEC_ADVICE}` : SPEC_ADVICE;
  const clinics = where ? `No clinics ${where}` : "No clinics";
  return names.length === 1
    ? `${clinics} match the filter ${names[0]}.`
    : `${clinics} match all of these filters together: ${joinNames(names)}.`;
}

export function DidYouMean({ suggestion }: { suggestion: SuggestedLink }) {
  return (
    <p className="text-lg text-slate-800" data-zero-results-announce="">
      {"Did you mean "}
      <SiteLink to={suggestion.href} className={LINK}>
        {suggestion.label}
      </SiteLink>
      ?
    </p>
  );
}

function Relaxations({ help }: { help: ZeroResultsHelp }) {
  if (help.relaxations.length === 0) {
    return help.filters.length > 0 ? (
      <p className="mt-3 text-slate-700">Removing a filter would not find any clinic here either.</p>
    ) : null;
  }
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-slate-900">Widen the search</h3>
      <ul className="mt-2 flex flex-col gap-2 sm:items-start">
        {help.relaxations.map((relaxation) => (
          <li key={relaxation.key}>
            <SiteLink
              to={relaxation.href}
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-200 bg-brand-50 px-3 text-left font-semibold text-brand-800 hover:bg-brand-100"
            >
              {`${relaxation.label}: ${countOf(relaxation.count, "clinic")}`}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NearestInPerson({
  nearest,
  where,
}: {
  nearest: { clinics: ClinicCard[]; radiusMiles: number };
  where: string | null;
}) {
  const { clinics, radiusMiles } = nearest;
  return (
    <section aria-labelledby="zero-nearest-heading" className="mt-6 text-left">
      <h3 id="zero-nearest-heading" className="text-lg font-bold text-slate-900">
        Nearest in-person clinics
      </h3>
      <p className="mt-1 text-slate-700">
        {clinics.length === 0
          ? `We list no clinic you can visit within ${radiusMiles} miles${where ? ` ${where}` : ""}. Online clinics can treat patients by video visit.`
          : `None is within the search radius. ${
              clinics.length === 1 ? "The nearest" : `The ${clinics.length} nearest`
            } within ${radiusMiles} miles, with the straight-line distance:`}
      </p>
      {clinics.length > 0 ? (
        <ul className="mt-3 grid gap-4" aria-label="Nearest in-person clinics">
          {clinics.map((clinic) => (
            <li key={clinic.id}>
              <ClinicResultCard clinic={clinic} headingLevel={4} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * A search that found no clinic (docs/decisions/0046): which filters emptied the list and one link per
 * relaxation with what it would list, "did you mean" for a place name we could not match, and when nothing is
 * within the radius at all, the nearest in-person clinics. Its heading takes focus after a search or Apply.
 */
export function ZeroResults({
  help,
  actions,
  title = "No clinics found",
  advice = null,
}: {
  help: ZeroResultsHelp | null;
  actions: ReactNode;
  title?: string;
  /** The page's own words under the sentence that names the filters. */
  advice?: ReactNode;
}) {
  const where = help?.where ?? null;
  return (
    <div
      className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 sm:px-6"
      data-zero-results=""
    >
      <div className="text-center">
        <h2
          id={ZERO_RESULTS_HEADING_ID}
          tabIndex={-1}
          data-zero-results-announce=""
          className="text-xl font-bold text-slate-900 focus:outline-none"
        >
          {title}
        </h2>
        <p className="mx-auto mt-2 max-w-md text-slate-700" data-zero-results-announce="">
          {filtersSentence(help, where)}
        </p>
        {advice ? <div className="mx-auto mt-2 max-w-md text-slate-700">{advice}</div> : null}
        {help?.didYouMean ? (
          <div className="mt-3">
            <DidYouMean suggestion={help.didYouMean} />
          </div>
        ) : null}
      </div>
      {help ? <Relaxations help={help} /> : null}
      {help?.nearest ? <NearestInPerson nearest={help.nearest} where={where} /> : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
