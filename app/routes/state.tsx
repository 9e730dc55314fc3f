import { lazy, Suspense } from "react";
import { data, redirect } from "react-router";
import { KeptStatePart } from "../components/kept-state-part.tsx";
import { StateClinicGrid } from "../components/state-clinic-grid.tsx";
import { servicesContext } from "../context.ts";
import { clinicHref } from "../domain/map-plot.ts";
import { stateOfferings } from "../domain/state-offerings.ts";
import { STATE_PAGE_SIZE } from "../domain/state-stats.ts";
import { matchStateSlug, STATE_PATH_PREFIX, statePath } from "../domain/state-url.ts";
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

function stateHead(site: PublicConfig, statePage: StatePageData) {
  const path = statePath(statePage.state);
  return pageMeta({
    ...site,
    title: stateTitles(statePage.state.name, statePage.facts.clinicsCount, statePage.page),
    description: stateDescription(statePage, stateOfferings(statePage)),
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

/** A state's page: only its clinic cards work in the browser; the rest is kept as the server drew it. */
function StatePage({ statePage }: { statePage: StatePageData }) {
  return (
    <>
      <KeptStatePart part="hero" statePage={statePage} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <KeptStatePart part="info" statePage={statePage} />
        <StateClinicGrid statePage={statePage} />
      </div>
    </>
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
      <KeptStatePart part="misspelled" suggestion={loaderData.didYouMean} />
    ) : (
      <KeptStatePart part="not-found" />
    );
  }
  if ("stateFailed" in loaderData) return <KeptStatePart part="unavailable" state={loaderData.state} />;
  return <StatePage statePage={loaderData.statePage} />;
}
