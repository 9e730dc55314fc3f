import { lazy, Suspense } from "react";
import { data, redirect } from "react-router";
import { Breadcrumbs } from "../components/clinic-profile/breadcrumbs.tsx";
import { ClinicsUnavailable } from "../components/clinics-unavailable.tsx";
import { MisspelledPlace } from "../components/not-found-section.tsx";
import { StateClinicGrid } from "../components/state-clinic-grid.tsx";
import { StateInfoLists } from "../components/state-info-lists.tsx";
import { StateNotFound } from "../components/state-not-found.tsx";
import { StateStatsTiles } from "../components/state-stats-tiles.tsx";
import { servicesContext } from "../context.ts";
import { cardOfferings, type Offering, offeringsPhrase, offeringsShown } from "../domain/listed-facts.ts";
import { clinicHref } from "../domain/map-plot.ts";
import { STATE_PAGE_SIZE } from "../domain/state-stats.ts";
import { matchStateSlug, STATE_PATH_PREFIX, statePath } from "../domain/state-url.ts";
import type { UsState } from "../domain/us-states.ts";
import { pageMeta } from "../lib/meta.ts";
import { stateDescription } from "../lib/page-descriptions.ts";
import { stateTitles } from "../lib/page-titles.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import { breadcrumbList, clinicItemList } from "../lib/structured-data.ts";
import { pageUrl } from "../server/http/page-url.server.ts";
import { loadStatePage, type StatePageData } from "../server/pages/state-page.server.ts";
import { suggestStatePage } from "../server/place-suggestion.server.ts";
import type { Route } from "./+types/state";

// Loaded only for a path that is no state page: the home page's parts (and the location search) it shows are
// no part of a state page's own JavaScript.
const NotFoundPage = lazy(() =>
  import("../components/not-found-page.tsx").then((module) => ({ default: module.NotFoundPage })),
);

import { notFoundResponse } from "../server/content/not-found.server.ts";

/** The page number from ?page=; null when the parameter is not a page number at all. */
function pageNumber(url: URL): number | null {
  const value = url.searchParams.get("page");
  if (value === null) return 1;
  return /^[1-9]\d{0,4}$/.test(value) ? Number(value) : null;
}

function pagePath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const match = matchStateSlug(params.slug);
  // Every single-segment path no other route claims lands here: anything but a state page is an unknown path.
  if (match.kind === "not-a-state-path") return notFoundResponse(services);
  if (match.kind === "unknown-state") {
    const head = pageMeta({
      ...services.publicConfig,
      title: "State not found",
      description: "There is no state page at this address. Choose one of the 50 US states.",
      path: pageUrl(request).pathname,
      noindex: true,
    });
    const didYouMean = suggestStatePage(params.slug.slice(STATE_PATH_PREFIX.length));
    return data({ stateNotFound: true as const, didYouMean, head }, { status: 404 });
  }

  const path = statePath(match.state);
  const url = pageUrl(request);
  const page = pageNumber(url);
  if (page === null) throw redirect(path, 301);
  // One URL per page: the state's own spelling, and no ?page=1.
  if (!match.canonical || url.searchParams.get("page") === "1") throw redirect(pagePath(path, page), 301);

  let statePage: StatePageData | null;
  try {
    statePage = await loadStatePage(services.directory, match.state, page);
  } catch (error) {
    services.logger.error({ err: error, state: match.state.code }, "state page: reading clinics failed");
    const head = pageMeta({
      ...services.publicConfig,
      title: `TRT Clinics in ${match.state.name}`,
      description: `Testosterone replacement therapy clinics in ${match.state.name}.`,
      path,
      noindex: true,
    });
    return data({ stateFailed: true as const, state: match.state, head }, { status: 503 });
  }
  if (!statePage) throw redirect(path, 302);
  return { statePage, head: stateHead(services.publicConfig, statePage) };
}

/** What this page shows of its clinics: its cards, and the telehealth clinics licensed in the state. */
function pageOfferings(statePage: StatePageData): Offering[] {
  return offeringsShown(
    [...statePage.clinics.map(cardOfferings), statePage.telehealth.clinics.length > 0 ? ["telehealth"] : []],
    ["ratings", "prices", "insurance", "telehealth"],
  );
}

function stateHead(site: PublicConfig, statePage: StatePageData) {
  const path = statePath(statePage.state);
  return pageMeta({
    ...site,
    title: stateTitles(statePage.state.name, statePage.facts.clinicsCount, statePage.page),
    description: stateDescription(statePage, pageOfferings(statePage)),
    path: pagePath(path, statePage.page),
    // A page listing only fictional demo clinics stays out of search indexes, as out of the sitemap.
    noindex: statePage.listsOnlyDemo ? "follow" : false,
    jsonLd: [
      clinicItemList(site.siteUrl, {
        name: `TRT clinics in ${statePage.state.name}`,
        total: statePage.facts.clinicsCount,
        offset: (statePage.page - 1) * STATE_PAGE_SIZE,
        clinics: statePage.clinics.map((clinic) => ({ name: clinic.name, path: clinicHref(clinic) })),
      }),
      breadcrumbList(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: statePage.state.name, path },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = headFromLoader;

function StatePage({ statePage }: { statePage: StatePageData }) {
  const { state, facts } = statePage;
  const offered = offeringsPhrase(pageOfferings(statePage));
  return (
    <>
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

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <StateInfoLists statePage={statePage} />

        <StateClinicGrid statePage={statePage} />
      </div>
    </>
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

export default function StateRoute({ loaderData }: Route.ComponentProps) {
  if ("notFound" in loaderData) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage home={loaderData.home} />
      </Suspense>
    );
  }
  if ("stateNotFound" in loaderData) {
    return loaderData.didYouMean ? (
      <MisspelledPlace title="State not found" suggestion={loaderData.didYouMean} />
    ) : (
      <StateNotFound />
    );
  }
  if ("stateFailed" in loaderData) return <StateUnavailable state={loaderData.state} />;
  return <StatePage statePage={loaderData.statePage} />;
}
