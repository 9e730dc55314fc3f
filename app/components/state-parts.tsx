import { offeringsPhrase } from "../domain/listed-facts.ts";
import type { StatePageData } from "../domain/place-pages.ts";
import { stateOfferings } from "../domain/state-offerings.ts";
import { STATE_PAGE_SIZE } from "../domain/state-stats.ts";
import { statePath } from "../domain/state-url.ts";
import type { UsState } from "../domain/us-states.ts";
import type { SuggestedLink } from "../domain/zero-results.ts";
import { Breadcrumbs } from "./clinic-profile/breadcrumbs.tsx";
import { ClinicsUnavailable } from "./clinics-unavailable.tsx";
import { MisspelledPlace } from "./not-found-section.tsx";
import { StateInfoLists } from "./state-info-lists.tsx";
import { StateNotFound } from "./state-not-found.tsx";
import { StatePagination } from "./state-pagination.tsx";
import { StateStatsTiles } from "./state-stats-tiles.tsx";
import { ButtonLink } from "./ui/button.tsx";
import { EmptyState } from "./ui/empty-state.tsx";

/** The parts of a state's page that do nothing in the browser: all of it but its clinic cards. */
export type StatePartProps =
  | { part: "hero" | "info" | "grid-head" | "empty" | "pagination"; statePage: StatePageData }
  | { part: "not-found" }
  | { part: "misspelled"; suggestion: SuggestedLink }
  | { part: "unavailable"; state: UsState };

export function StatePart(props: StatePartProps) {
  switch (props.part) {
    case "hero":
      return <StateHero statePage={props.statePage} />;
    case "info":
      return <StateInfoLists statePage={props.statePage} />;
    case "grid-head":
      return <GridHead statePage={props.statePage} />;
    case "empty":
      return <NoClinics state={props.statePage.state} />;
    case "pagination": {
      const { state, page, pageCount } = props.statePage;
      return <StatePagination path={statePath(state)} page={page} pageCount={pageCount} />;
    }
    case "not-found":
      return <StateNotFound />;
    case "misspelled":
      return <MisspelledPlace title="State not found" suggestion={props.suggestion} />;
    case "unavailable":
      return <StateUnavailable state={props.state} />;
  }
}

function StateHero({ statePage }: { statePage: StatePageData }) {
  const { state, facts } = statePage;
  const offered = offeringsPhrase(stateOfferings(statePage));
  return (
    <section className="hero border-b border-slate-200">
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-10 sm:px-6 sm:pt-6">
        <Breadcrumbs items={[{ name: "Home", href: "/" }, { name: state.name }]} />
        <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {`TRT Clinics in ${state.name}`}
        </h1>
        <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">
          {facts.clinicsCount > 0
            ? `Compare ${facts.clinicsCount} testosterone replacement therapy clinic${facts.clinicsCount === 1 ? "" : "s"} in ${state.name}${offered ? `: ${offered}` : ""}.`
            : `Find testosterone replacement therapy in ${state.name}, in person or by telehealth.`}
        </p>
        <div className="mt-8">
          <StateStatsTiles facts={facts} stateName={state.name} />
        </div>
      </div>
    </section>
  );
}

/** The grid's heading, and which clinics of how many it shows. */
function GridHead({ statePage }: { statePage: StatePageData }) {
  const { state, facts, clinics, page, pageCount } = statePage;
  const first = (page - 1) * STATE_PAGE_SIZE + 1;
  const last = first + clinics.length - 1;
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <h2 id="state-clinics-heading" className="text-heading text-navy-900">
        {`All TRT clinics in ${state.name}`}
      </h2>
      {clinics.length > 0 ? (
        <p className="text-sm text-slate-700">
          {pageCount > 1
            ? `Showing ${first}–${last} of ${facts.clinicsCount}, best rated first`
            : "Best rated first"}
        </p>
      ) : null}
    </div>
  );
}

function NoClinics({ state }: { state: UsState }) {
  return (
    <EmptyState
      title="No TRT Clinics Found"
      headingLevel={3}
      className="mt-6"
      actions={
        <ButtonLink to="/search" variant="primary">
          Find TRT Clinics
        </ButtonLink>
      }
    >
      <p>
        {`We have no clinics listed in ${state.name} yet. Telehealth clinics licensed here are listed above, or search near you.`}
      </p>
    </EmptyState>
  );
}

/** The clinics could not be read: the page with its heading and no list, and why. */
function StateUnavailable({ state }: { state: UsState }) {
  return (
    <section className="hero border-b border-slate-200">
      <div className="mx-auto max-w-7xl px-4 pt-4 pb-10 sm:px-6 sm:pt-6">
        <Breadcrumbs items={[{ name: "Home", href: "/" }, { name: state.name }]} />
        <h1 className="mt-6 mb-8 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {`TRT Clinics in ${state.name}`}
        </h1>
        <ClinicsUnavailable />
      </div>
    </section>
  );
}
