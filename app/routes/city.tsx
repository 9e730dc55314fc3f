import { data, redirect } from "react-router";
import { CityPage } from "../components/city-page.tsx";
import { KeptCityPart } from "../components/kept-city-part.tsx";
import { servicesContext } from "../context.ts";
import { cityPath } from "../domain/city-url.ts";
import { cardOfferings, offeringsShown } from "../domain/listed-facts.ts";
import { clinicHref } from "../domain/map-plot.ts";
import { cityPageHeading, type NearbyHelp } from "../domain/nearby-help.ts";
import { statePath } from "../domain/state-url.ts";
import { isThinList } from "../domain/thin-pages.ts";
import { findState } from "../domain/us-states.ts";
import { pageMeta } from "../lib/meta.ts";
import { cityDescription } from "../lib/page-descriptions.ts";
import { cityTitles } from "../lib/page-titles.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import { breadcrumbList, clinicItemList } from "../lib/structured-data.ts";
import { pageUrl } from "../server/http/page-url.server.ts";
import { loadCityHelp } from "../server/pages/city-help.server.ts";
import { type CityPageData, loadCityPage } from "../server/pages/city-page.server.ts";
import { suggestCityPage } from "../server/place-suggestion.server.ts";
import type { Route } from "./+types/city";

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
    const didYouMean = suggestCityPage(params.city, params.state, gazetteer);
    return data(
      { cityPage: null, help, state, failedCity: null, didYouMean, head: missingHead() },
      { status: 404 },
    );
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

export default function CityRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.failedCity)
    return <KeptCityPart part="unavailable" city={loaderData.failedCity} state={loaderData.state} />;
  if (!loaderData.cityPage) {
    const didYouMean = "didYouMean" in loaderData ? loaderData.didYouMean : null;
    return <KeptCityPart part="not-found" state={loaderData.state} didYouMean={didYouMean} />;
  }
  return <CityPage page={loaderData.cityPage} help={loaderData.help} />;
}
