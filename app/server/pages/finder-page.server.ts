import type { AppServices } from "../../context.ts";
import type { Clinic } from "../../domain/clinic.ts";
import type { ClinicCard } from "../../domain/clinic-card.ts";
import type { ClinicSearch } from "../../domain/clinic-query.ts";
import { countPlus } from "../../domain/count-label.ts";
import {
  COVERAGE_STATES,
  DEFAULT_QUICK_SEARCHES,
  FEATURED_REQUEST_LIMIT,
  FEATURED_SHOWN,
  FINDER_LIST_SIZE,
  FINDER_PATH,
} from "../../domain/finder-options.ts";
import { CURRENT_LOCATION } from "../../domain/geolocation-messages.ts";
import { cardOfferings, offeringsPhrase, offeringsShown } from "../../domain/listed-facts.ts";
import { MAP_LIMIT, type MapPoint, plottableClinics, toMapPoint } from "../../domain/map-plot.ts";
import type { PriceSpread } from "../../domain/price-spread.ts";
import {
  filterSearch,
  parseSearchParams,
  type SearchQuery,
  type SearchSort,
} from "../../domain/search-params.ts";
import { toClinicCard } from "../../domain/to-clinic-card.ts";
import { pageMeta } from "../../lib/meta.ts";
import type { PublicConfig } from "../../lib/site.ts";
import type { Directory } from "../clinics/directory.server.ts";
import { type StateCount, statesByClinicCount } from "../clinics/directory-views.server.ts";
import { listedMonthlyPriceSpread } from "../clinics/listed-prices.server.ts";
import { type PaymentChoices, paymentChoices } from "../clinics/payment-choices.server.ts";
import { searchClinics } from "../clinics/search.server.ts";
import { type ResolvedPlace, resolvePlace } from "../place-resolver.server.ts";

export type CoverageState = StateCount;

export interface FinderPageData {
  query: SearchQuery;
  place: ResolvedPlace | null;
  /** The list's order: the visitor's choice, else nearest first around a point, else best rated. */
  sort: SearchSort;
  clinics: ClinicCard[];
  total: number;
  /** How many clinics the map plots; their points load only when the map is shown (`loadFinderMapPoints`). */
  mapCount: number;
  featured: ClinicCard[];
  coverage: CoverageState[];
  quickSearches: string[];
  /**
   * Live counts only: a count that could not be read or is zero is null and its badge left out, rather than the
   * spec's fixed '353+' and '62,661+' (docs/decisions/0033).
   */
  badges: {
    clinics: string | null;
    reviews: string | null;
    allStates: boolean;
    statesCovered: number | null;
  };
  failed: boolean;
  /** The FAQ's cost figures, from the clinics' listed monthly prices; null when there are none to go on. */
  faqPrices: PriceSpread | null;
  /** The insurance question's and the monthly price control's choices, with counts. */
  payment: PaymentChoices;
}

/** The states with the most clinics, most first. */
export async function topStates(directory: Directory, limit: number): Promise<CoverageState[]> {
  return (await statesByClinicCount(directory)).slice(0, limit);
}

async function featuredFor(directory: Directory, stateCode: string | null): Promise<Clinic[]> {
  const search: ClinicSearch = { featured: true, sort: "rating", limit: FEATURED_REQUEST_LIMIT };
  if (stateCode) {
    const local = await searchClinics(directory, { ...search, state: stateCode });
    if (local.clinics.length > 0) return local.clinics;
  }
  return (await searchClinics(directory, search)).clinics;
}

/** The finder's place and search, from its URL (the finder's own location filter and filters). */
function finderSearch(services: AppServices, url: URL) {
  const query = parseSearchParams(url.searchParams);
  // The finder searches a text location, or the raw position when no city could be found for it.
  if (query.location.kind === "near-me") query.location = { kind: "none" };
  const resolved = resolvePlace(query.location, services.gazetteer, query.filters.distance);
  const place =
    resolved.place && query.location.kind === "point"
      ? { ...resolved.place, label: CURRENT_LOCATION, inputText: CURRENT_LOCATION }
      : resolved.place;
  let sort: SearchSort = place?.point ? "distance" : "rating";
  if (query.sort === "distance" && !place?.point) query.ignored.push("sort");
  else if (query.sort) sort = query.sort;
  const search: ClinicSearch = { ...filterSearch(query.filters), ...resolved.search, sort };
  return { query, place, search, sort };
}

/**
 * The map's points for a finder URL: what its map plots. They are not part of the page (for all clinics they
 * would be most of its HTML); the map asks for them when it comes on screen.
 */
export async function loadFinderMapPoints(services: AppServices, url: URL): Promise<MapPoint[]> {
  const { search } = finderSearch(services, url);
  const map = await searchClinics(services.directory, { ...search, limit: MAP_LIMIT, offset: 0 });
  return plottableClinics(map.clinics).map(toMapPoint);
}

/** Everything /trt-clinics-near-me shows, from its URL (the finder's own location filter and filters). */
export async function loadFinderPage(services: AppServices, url: URL): Promise<FinderPageData> {
  const { directory, gazetteer, stats } = services;
  const now = new Date();
  const { query, place, search, sort } = finderSearch(services, url);

  const current = await stats.get().catch(() => null);
  const live = (count: number | undefined) => (count && count > 0 ? countPlus(count) : null);
  const badges = {
    clinics: live(current?.clinicsCount),
    reviews: live(current?.reviewsCount),
    allStates: (current?.statesCovered ?? 0) >= 50,
    statesCovered: current?.statesCovered || null,
  };
  const quickSearches = place?.stateCode
    ? gazetteer
        .statePlaces(place.stateCode, 8)
        .map((suggestion) => suggestion.label)
        .filter((label) => label !== place.label)
        .slice(0, 6)
    : [...DEFAULT_QUICK_SEARCHES];

  const base: FinderPageData = {
    query,
    place,
    sort,
    clinics: [],
    total: 0,
    mapCount: 0,
    featured: [],
    coverage: [],
    quickSearches,
    badges,
    failed: false,
    faqPrices: null,
    payment: await paymentChoices(directory, search, query.filters),
  };
  try {
    const [list, map, featured, coverage, faqPrices] = await Promise.all([
      searchClinics(directory, { ...search, limit: FINDER_LIST_SIZE, offset: 0 }),
      searchClinics(directory, { ...search, limit: MAP_LIMIT, offset: 0 }),
      featuredFor(directory, place?.stateCode ?? null),
      topStates(directory, COVERAGE_STATES),
      listedMonthlyPriceSpread(directory),
    ]);
    return {
      ...base,
      clinics: list.clinics.map((clinic) =>
        toClinicCard(clinic, now, { insurance: query.filters.insurance }),
      ),
      total: list.total,
      mapCount: plottableClinics(map.clinics).length,
      // The spec's request limit is 6; only the 4 the page shows go to the browser.
      featured: featured
        .slice(0, FEATURED_SHOWN)
        .map((clinic) => toClinicCard(clinic, now, { description: true })),
      coverage,
      faqPrices,
    };
  } catch (error) {
    services.logger.error({ err: error }, "finder page: reading clinics failed");
    return { ...base, failed: true };
  }
}

/** The finder's head at `url`; any query makes it noindex. */
export function finderHead(site: PublicConfig, url: URL, page: FinderPageData) {
  const { place } = page;
  // Only what the finder's cards show of at least one clinic (decision 33).
  const offered = offeringsPhrase(offeringsShown(page.clinics.map(cardOfferings), ["ratings", "prices"]));
  return pageMeta({
    ...site,
    title: place ? `TRT Clinics Near ${place.label}` : "Find TRT Clinics Near Me",
    description: `Find testosterone replacement therapy clinics near you: use your location or search a city${
      offered ? `, compare ${offered}` : ""
    }, and see clinics on a map.`,
    path: FINDER_PATH,
    noindex: url.search.length > 1,
    // The FAQPage is in the page's FAQ section (finder-sections.tsx).
  });
}
