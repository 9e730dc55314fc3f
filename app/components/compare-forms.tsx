import { useId } from "react";
import type { CompareOrigin, FoundClinic } from "../domain/compare-facts.ts";
import { COMPARE_PARAM, compareHref, MAX_COMPARED } from "../domain/compare-selection.ts";
import { SiteLink } from "./site-link.tsx";

const inputClass =
  "min-h-11 w-full rounded-control border border-slate-400 bg-white px-3 text-base text-slate-900 sm:w-72";

/** Hidden fields that keep the page's other choices when one of its forms is sent. */
function Kept({ values }: { values: Record<string, string> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/** "Distances from": a place to measure each clinic's distance from (a plain GET form). */
export function CompareDistanceForm({ slugs, origin }: { slugs: readonly string[]; origin: CompareOrigin }) {
  const id = useId();
  const value = origin.kind === "none" ? "" : origin.inputText;
  return (
    <form method="get" action="/compare" className="compare-no-print" aria-labelledby={`${id}-label`}>
      <Kept values={slugs.length > 0 ? { [COMPARE_PARAM]: slugs.join(",") } : {}} />
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-semibold text-navy-900">
        Distances from
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          id={id}
          name="location"
          type="text"
          defaultValue={value}
          placeholder="City, state or ZIP code"
          autoComplete="postal-code"
          className={inputClass}
          aria-describedby={origin.kind === "unplaced" ? `${id}-problem` : undefined}
        />
        <button type="submit" className="btn-secondary">
          Show distances
        </button>
        {origin.kind === "place" ? (
          <SiteLink to={compareHref(slugs)} className="btn-quiet" rel="nofollow">
            Hide distances
          </SiteLink>
        ) : null}
      </div>
      {origin.kind === "unplaced" ? (
        <p id={`${id}-problem`} className="mt-1 text-sm font-medium text-accent-800">
          {`We could not find “${origin.inputText}” on the map. Try a city and state, or a ZIP code.`}
        </p>
      ) : null}
    </form>
  );
}

/** Adding a clinic: a name search among listed clinics, then an Add link for each match. */
export function CompareAddForm({
  slugs,
  kept,
  find,
}: {
  slugs: readonly string[];
  /** The location parameters to keep. */
  kept: Record<string, string>;
  find: { text: string; results: FoundClinic[]; tooShort: boolean } | null;
}) {
  const id = useId();
  if (slugs.length >= MAX_COMPARED) {
    return (
      <p className="compare-no-print text-sm text-slate-700">
        {`You are comparing ${MAX_COMPARED} clinics, the most at once. Remove one to add another.`}
      </p>
    );
  }
  return (
    <div className="compare-no-print">
      <form method="get" action="/compare">
        <Kept values={{ ...(slugs.length > 0 ? { [COMPARE_PARAM]: slugs.join(",") } : {}), ...kept }} />
        <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
          Add a clinic by name
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <input
            id={id}
            name="find"
            type="search"
            defaultValue={find?.text ?? ""}
            className={inputClass}
            aria-describedby={`${id}-hint`}
          />
          <button type="submit" className="btn-secondary">
            Find clinic
          </button>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          Part of the clinic's name or its city. Or{" "}
          <SiteLink to="/search" className="font-semibold text-brand-800 underline">
            search for clinics
          </SiteLink>{" "}
          and choose Compare on their cards.
        </p>
      </form>
      {find ? <FindResults find={find} slugs={slugs} kept={kept} /> : null}
    </div>
  );
}

function FindResults({
  find,
  slugs,
  kept,
}: {
  find: { text: string; results: FoundClinic[]; tooShort: boolean };
  slugs: readonly string[];
  kept: Record<string, string>;
}) {
  if (find.tooShort) {
    return <p className="mt-2 text-sm font-medium text-accent-800">Type at least 3 letters of the name.</p>;
  }
  if (find.results.length === 0) {
    return (
      <p className="mt-2 text-sm font-medium text-accent-800">{`No listed clinic matches “${find.text}”.`}</p>
    );
  }
  return (
    <section aria-label={`Clinics matching “${find.text}”`} className="mt-3">
      <p className="text-sm text-slate-700">{`Clinics matching “${find.text}”:`}</p>
      <ul className="mt-1 space-y-1" data-testid="compare-find-results">
        {find.results.map((clinic) => (
          <li key={clinic.slug}>
            <SiteLink
              to={compareHref([...slugs, clinic.slug], kept)}
              className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline"
              rel="nofollow"
            >
              Add {clinic.name}
              <span className="font-normal text-slate-700">{` (${clinic.city}, ${clinic.state})`}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
