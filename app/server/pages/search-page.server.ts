import type { AppServices } from "../../context.ts";
import { cityKey } from "../../domain/city-key.ts";
import type { ClinicCard } from "../../domain/clinic-card.ts";
import type { ClinicSearch } from "../../domain/clinic-query.ts";
import { allDemo, isDemoListing, listsOnlyDemoClinics } from "../../domain/indexable-listings.ts";
import { cardOfferings, offeringsPhrase, offeringsShown } from "../../domain/listed-facts.ts";
import { clinicHref, MAP_LIMIT, type MapPoint, toMapPoint } from "../../domain/map-plot.ts";
import {
  filterSearch,
  PAGE_SIZE,
  parseSearchParams,
  type SearchFilters,
  type SearchQuery,
  type SearchSort,
} from "../../domain/search-params.ts";
import { isThinList, type PlaceArea, placePagePath } from "../../domain/thin-pages.ts";
import { toClinicCard } from "../../domain/to-clinic-card.ts";
import { findState } from "../../domain/us-states.ts";
import { pageMeta } from "../../lib/meta.ts";
import type { PublicConfig } from "../../lib/site.ts";
import { listServices } from "../clinics/catalog.server.ts";
import type { Directory } from "../clinics/directory.server.ts";
import { type PaymentChoices, paymentChoices } from "../clinics/payment-choices.server.ts";
import { searchClinics } from "../clinics/search.server.ts";
import { type ResolvedPlace, resolvePlace } from "../place-resolver.server.ts";

export type { ResolvedPlace };

/** Online clinics shown beside local results. */
export const TELEHEALTH_GROUP_SIZE = 6;

export interface TelehealthGroup {
  stateCode: string;
  stateName: string;
  clinics: ClinicCard[];
  /** Matching online clinics in all (the group shows at most TELEHEALTH_GROUP_SIZE). */
  total: number;
  /** Every clinic of the group is a fictional demo one. */
  onlyDemo: boolean;
}

export interface CatalogOption {
  id: string;
  name: string;
}

export interface SearchPageData {
  query: SearchQuery;
  place: ResolvedPlace | null;
  /** nearme=true without coordinates: the browser must supply its position. */
  needsPosition: boolean;
  clinics: ClinicCard[];
  total: number;
  pageCount: number;
  sort: SearchSort;
  /** Light copies of every match for the map view (null in list view). */
  mapPoints: MapPoint[] | null;
  /** The clinics of this page as map points, for the map beside the list on wide screens. */
  pagePoints: MapPoint[];
  telehealth: TelehealthGroup | null;
  options: { services: CatalogOption[] };
  /** The insurance question's and the monthly price control's choices, with counts. */
  payment: PaymentChoices;
  /** The clinics could not be read. */
  failed: boolean;
  /** The state or city page that lists what this place's search lists, for the canonical link (decision 15). */
  placePage: string | null;
  /** Every clinic the page lists (results and telehealth group) is fictional demo data: noindex (decision 33). */
  listsOnlyDemo: boolean;
}

/**
 * The spec's filter panel shows the first 6 services (plus any already selected). Its 4 insurers became the one
 * insurance question beside the location box (decision 44).
 */
export const SERVICE_OPTIONS_SHOWN = 6;

function options<T extends CatalogOption>(
  all: readonly T[],
  shown: number,
  selected: string[],
): CatalogOption[] {
  return all
    .filter((item, index) => index < shown || selected.includes(item.id))
    .map(({ id, name }) => ({ id, name }));
}

async function telehealthGroup(
  directory: Directory,
  place: ResolvedPlace,
  filters: SearchFilters,
  radiusMiles: number,
): Promise<TelehealthGroup | null> {
  const state = place.stateCode ? findState(place.stateCode) : undefined;
  if (!state || place.textMatch) return null;
  const now = new Date();
  const { clinics } = await searchClinics(directory, {
    ...filterSearch(filters),
    telehealth: true,
    licensedIn: state.code,
    distanceFrom: place.point ?? undefined,
    sort: "rating",
    limit: 200,
  });
  // Clinics that are already local results stay there only.
  const others = clinics.filter((clinic) =>
    place.point ? (clinic.distance ?? Number.POSITIVE_INFINITY) > radiusMiles : clinic.state !== state.code,
  );
  if (others.length === 0) return null;
  const shown = others.slice(0, TELEHEALTH_GROUP_SIZE);
  return {
    stateCode: state.code,
    stateName: state.name,
    clinics: shown.map((clinic) =>
      toClinicCard({ ...clinic, distance: undefined }, now, { insurance: filters.insurance }),
    ),
    total: others.length,
    onlyDemo: listsOnlyDemoClinics(shown),
  };
}

/** The page of its own for the state or city a search names, if it has one that is not thin. */
async function ownPageOf(directory: Directory, area: PlaceArea | null): Promise<string | null> {
  if (!area?.city) return placePagePath(area, 0);
  const { total } = await directory.search({ state: area.stateCode, cityKey: cityKey(area.city), limit: 1 });
  return placePagePath(area, total);
}

/** Everything /search shows, from its URL. Never throws for bad input; database failures set `failed`. */
export async function loadSearchPage(services: AppServices, url: URL): Promise<SearchPageData> {
  const { directory, gazetteer } = services;
  const now = new Date();
  const query = parseSearchParams(url.searchParams);
  const { filters } = query;
  const { place, search: placeSearch } = resolvePlace(query.location, gazetteer, filters.distance);
  const needsPosition = query.location.kind === "near-me";

  let sort: SearchSort = place?.point ? "distance" : "rating";
  if (query.sort === "distance" && !place?.point) query.ignored.push("sort");
  else if (query.sort) sort = query.sort;

  const search: ClinicSearch = { ...filterSearch(filters), ...placeSearch, sort };

  const [serviceList, payment] = await Promise.all([
    listServices(directory).catch(() => []),
    paymentChoices(directory, search, filters),
  ]);
  const base: SearchPageData = {
    query,
    place,
    needsPosition,
    clinics: [],
    total: 0,
    pageCount: 0,
    sort,
    mapPoints: null,
    pagePoints: [],
    telehealth: null,
    options: {
      services: options(serviceList, SERVICE_OPTIONS_SHOWN, filters.services),
    },
    payment,
    failed: false,
    placePage: null,
    listsOnlyDemo: false,
  };
  if (needsPosition) return base;

  try {
    const [pageResult, mapResult, telehealth, placePage] = await Promise.all([
      searchClinics(directory, { ...search, limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE }),
      query.view === "map"
        ? searchClinics(directory, { ...search, limit: MAP_LIMIT, offset: 0 })
        : Promise.resolve(null),
      place && query.page === 1
        ? telehealthGroup(directory, place, filters, filters.distance)
        : Promise.resolve(null),
      ownPageOf(directory, place?.area ?? null),
    ]);
    return {
      ...base,
      clinics: pageResult.clinics.map((clinic) =>
        toClinicCard(clinic, now, { insurance: filters.insurance }),
      ),
      total: pageResult.total,
      pageCount: Math.ceil(pageResult.total / PAGE_SIZE),
      mapPoints: mapResult ? mapResult.clinics.map(toMapPoint) : null,
      pagePoints: pageResult.clinics.map(toMapPoint),
      telehealth,
      placePage,
      listsOnlyDemo: allDemo([
        ...pageResult.clinics.map(isDemoListing),
        ...(telehealth ? [telehealth.onlyDemo] : []),
      ]),
    };
  } catch (error) {
    services.logger.error({ err: error }, "search page: reading clinics failed");
    return { ...base, failed: true };
  }
}

const DEFAULT_DESCRIPTION =
  "Search testosterone replacement therapy (TRT) clinics by city, state or ZIP code. Filter by distance, services, insurance, rating, price and telehealth.";

/**
 * Only the bare page and the plain location URL listing at least two clinics are indexed; filtered, sorted,
 * paged and map variants are not (decision 7), nor thin lists (decision 15), nor a list of only fictional demo
 * clinics (decision 33).
 */
function indexable(url: URL, page: SearchPageData): boolean {
  // The map view shows the list's results: it carries the list's canonical link and no noindex, since a
  // canonical link on a noindex page sends search engines mixed signals (docs/decisions/0024).
  const keys = [...new Set(url.searchParams.keys())].filter(
    (key) => !(key === "view" && url.searchParams.getAll("view").every((view) => view === "map")),
  );
  if (keys.length === 0) return true;
  return (
    keys.length === 1 &&
    keys[0] === "location" &&
    page.place !== null &&
    !page.place.textMatch &&
    !isThinList(page.total) &&
    !page.listsOnlyDemo &&
    !page.failed
  );
}

/**
 * Where the canonical link points: the state or city page when the place has one (decision 15), else the
 * plain location search with the resolved label, which filtered, sorted, paged and map variants point at too.
 */
function canonicalPath(page: SearchPageData): string {
  if (page.placePage) return page.placePage;
  const place = page.place;
  const kind = page.query.location.kind;
  return place && !place.textMatch && (kind === "text" || kind === "city")
    ? `/search?location=${encodeURIComponent(place.label)}`
    : "/search";
}

/** The head of /search at `url`. */
export function searchHead(site: PublicConfig, url: URL, page: SearchPageData) {
  const place = page.place;
  const title = place ? place.heading : "Find TRT Clinics Near You";
  const where = `${place?.point ? "near" : "in"} ${place?.label}`;
  // What the result cards and the telehealth group show of at least one clinic (decision 33).
  const offered = offeringsPhrase(
    offeringsShown(
      [...page.clinics.map(cardOfferings), page.telehealth ? ["telehealth"] : []],
      ["ratings", "prices", "telehealth"],
    ),
  );
  let description = DEFAULT_DESCRIPTION;
  if (place && page.total === 0) {
    description = `No testosterone replacement therapy clinics are listed ${where} yet. Search another city, state or ZIP code.`;
  } else if (place) {
    description = `Compare ${page.total} testosterone replacement therapy clinic${page.total === 1 ? "" : "s"} ${where}${
      offered ? `: ${offered}` : ""
    }.`;
  }
  const offset = (page.query.page - 1) * PAGE_SIZE;
  return pageMeta({
    ...site,
    title: page.query.page > 1 ? `${title} (page ${page.query.page})` : title,
    description,
    path: canonicalPath(page),
    noindex: !indexable(url, page),
    jsonLd:
      page.clinics.length > 0
        ? {
            "@type": "ItemList",
            name: title,
            itemListElement: page.clinics.map((clinic, index) => ({
              "@type": "ListItem",
              position: offset + index + 1,
              name: clinic.name,
              url: `${site.siteUrl}${clinicHref(clinic)}`,
            })),
          }
        : undefined,
  });
}
