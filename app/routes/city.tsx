import { data, redirect, useNavigation } from "react-router";
import { CityAbout, CityNearby } from "../components/city-about.tsx";
import { NearestClinics, OnlineClinicsInState } from "../components/city-nearby-help.tsx";
import { CityNotFound } from "../components/city-not-found.tsx";
import { Breadcrumbs } from "../components/clinic-profile/breadcrumbs.tsx";
import { ClinicsUnavailable } from "../components/clinics-unavailable.tsx";
import { ClinicCardSkeleton, DirectoryClinicCard } from "../components/state-clinic-card.tsx";
import { servicesContext } from "../context.ts";
import { cityHeading, cityPath } from "../domain/city-url.ts";
import { countOf } from "../domain/count-label.ts";
import { cardOfferings, offeringsShown } from "../domain/listed-facts.ts";
import { clinicHref } from "../domain/map-plot.ts";
import { cityPageHeading, type NearbyHelp } from "../domain/nearby-help.ts";
import { statePath } from "../domain/state-url.ts";
import { isThinList } from "../domain/thin-pages.ts";
import { findState, type UsState } from "../domain/us-states.ts";
import { pageMeta } from "../lib/meta.ts";
import { cityDescription } from "../lib/page-descriptions.ts";
import { cityTitles } from "../lib/page-titles.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import { breadcrumbList, clinicItemList } from "../lib/structured-data.ts";
import { pageUrl } from "../server/http/page-url.server.ts";
import { loadCityHelp } from "../server/pages/city-help.server.ts";
import { type CityPageData, loadCityPage } from "../server/pages/city-page.server.ts";
import type { Route } from "./+types/city";

/** The spec's number of placeholder cards while a city's clinics load. */
export const CITY_SKELETONS = 5;

/** "san-antonio" -> "San Antonio": the city as its address spells it, for a page that could not load it. */
function cityFromSlug(slug: string | undefined): string {
  return (slug ?? "")
    .slice(0, 60)
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { directory, gazetteer, logger, publicConfig } = context.get(servicesContext);
  const missingHead = () => cityHead(publicConfig, null, pageUrl(request).pathname);
  const state =
    params.state && params.state.length <= 40 ? (findState(params.state.replaceAll("-", " ")) ?? null) : null;
  let result: Awaited<ReturnType<typeof loadCityPage>>;
  let help: NearbyHelp | null = null;
  try {
    result = await loadCityPage({ directory, gazetteer, city: params.city, state: params.state });
    if (result.kind === "found") help = await loadCityHelp(directory, gazetteer, result.data);
  } catch (error) {
    logger.error({ err: error }, "city page: reading clinics failed");
    const failedCity = cityFromSlug(params.city);
    return data({ cityPage: null, help, state, failedCity, head: missingHead() }, { status: 503 });
  }
  if (result.kind === "redirect") throw redirect(result.location, 301);
  if (result.kind === "not-found") {
    return data({ cityPage: null, help, state, failedCity: null, head: missingHead() }, { status: 404 });
  }
  const cityPage = result.data;
  const head = cityHead(publicConfig, cityPage, cityPath(cityPage.city, cityPage.state.code));
  return { cityPage, help, state: cityPage.state, failedCity: null, head };
}

/** Page titles: the heading first, as the page says it (decision 15 for the shorter forms). */
function titlesFor(page: CityPageData): string[] {
  if (page.total >= 2) return cityTitles(page.city, page.state.code, page.total);
  return [
    cityPageHeading(page.city, page.state.code, page.total),
    `TRT Clinics in ${page.city}, ${page.state.code}`,
  ];
}

/** The head of a city page, or of the answer for a city we could not show (`page` null) at `path`. */
function cityHead(site: PublicConfig, page: CityPageData | null, path: string) {
  if (!page) {
    return pageMeta({
      ...site,
      title: "City not found",
      description: "We could not find that city. Search for TRT clinics by city, state or ZIP code.",
      path,
      noindex: true,
    });
  }
  return pageMeta({
    ...site,
    title: titlesFor(page),
    description: cityDescription(
      page,
      offeringsShown(page.clinics.map(cardOfferings), [
        "ratings",
        "services",
        "prices",
        "insurance",
        "telehealth",
      ]),
    ),
    path,
    // A city listing fewer than two clinics is thin: its clinics' own pages are indexed instead (decision 15);
    // one listing only fictional demo clinics is no page for search engines either (decision 33).
    noindex: isThinList(page.total) || page.listsOnlyDemo ? "follow" : false,
    jsonLd: [
      clinicItemList(site.siteUrl, {
        name: `TRT clinics in ${page.city}, ${page.state.code}`,
        total: page.total,
        clinics: page.clinics.map((clinic) => ({ name: clinic.name, path: clinicHref(clinic) })),
      }),
      breadcrumbList(site.siteUrl, [
        { name: "Home", path: "/" },
        { name: page.state.name, path: statePath(page.state) },
        { name: page.city, path },
      ]),
    ],
  });
}

export const meta: Route.MetaFunction = headFromLoader;

function CityClinics({ page, loading }: { page: CityPageData; loading: boolean }) {
  if (loading) {
    return (
      <div role="status" className="grid gap-5 md:grid-cols-2">
        <span className="sr-only">Loading clinics…</span>
        {Array.from({ length: CITY_SKELETONS }, (_, index) => (
          <ClinicCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  // A city without clinics says so under its heading; the nearest and online clinics follow.
  if (page.clinics.length === 0) return null;
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {page.clinics.map((clinic) => (
        <li key={clinic.id}>
          <DirectoryClinicCard
            clinic={clinic}
            headingLevel={2}
            showMoreServices={false}
            showDistance={page.hasCentre}
          />
        </li>
      ))}
    </ul>
  );
}

function CountLine({ page }: { page: CityPageData }) {
  if (page.total === 0) {
    return (
      <>
        <span className="block font-semibold text-slate-900">{`No TRT clinics found in ${page.city}, ${page.state.code}`}</span>
        <span className="mt-1 block">
          Try expanding your search to nearby cities or check back later as we add more clinics.
        </span>
      </>
    );
  }
  return (
    <>
      <span className="font-semibold text-slate-900">{`${countOf(page.total, "clinic")} found`}</span>
      {page.hasCentre && page.total > 1 ? ", nearest to the city center first" : ""}
      {page.total > page.clinics.length
        ? ` (showing the ${page.hasCentre ? "nearest " : "first "}${page.clinics.length})`
        : ""}
    </>
  );
}

function CityPage({ page, help }: { page: CityPageData; help: NearbyHelp | null }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/city/");
  return (
    <>
      <section className="hero border-b border-slate-200">
        <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 sm:px-6 sm:pt-6">
          <Breadcrumbs
            items={[
              { name: "Home", href: "/" },
              { name: page.state.name, href: statePath(page.state) },
              { name: page.city },
            ]}
          />
          <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {cityPageHeading(page.city, page.state.code, page.total)}
          </h1>
          <p className="mt-3 text-lg text-slate-700">
            <CountLine page={page} />
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6">
        <CityClinics page={page} loading={loading} />
        {help && !loading ? (
          <>
            <NearestClinics help={help} city={page.city} hasOwnClinics={page.total > 0} />
            <OnlineClinicsInState help={help} state={page.state} />
          </>
        ) : null}
        {page.total > 0 && !loading ? <CityAbout page={page} /> : null}
        {page.otherCities.length > 0 ? <CityNearby page={page} /> : null}
      </div>
    </>
  );
}

/** The clinics could not be read: the spec's 'Failed to fetch clinics' (503), not "no clinics found". */
function CityUnavailable({ city, state }: { city: string; state: UsState | null }) {
  return (
    <section className="hero border-b border-slate-200">
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-10 sm:px-6 sm:pt-6">
        <Breadcrumbs
          items={[
            { name: "Home", href: "/" },
            ...(state ? [{ name: state.name, href: statePath(state) }] : []),
            { name: city },
          ]}
        />
        <h1 className="mt-6 mb-8 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {state ? cityHeading(city, state.code) : `TRT Clinics in ${city}`}
        </h1>
        <ClinicsUnavailable />
      </div>
    </section>
  );
}

export default function CityRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.failedCity) return <CityUnavailable city={loaderData.failedCity} state={loaderData.state} />;
  if (!loaderData.cityPage) return <CityNotFound state={loaderData.state} />;
  return <CityPage page={loaderData.cityPage} help={loaderData.help} />;
}
