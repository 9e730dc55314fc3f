import type { Kysely } from "kysely";
import type { AppServices } from "../context.ts";
import type { Clinic } from "../domain/clinic.ts";
import { countPlus } from "../domain/count-label.ts";
import {
  COVERAGE_STATES,
  DEFAULT_QUICK_SEARCHES,
  FEATURED_REQUEST_LIMIT,
  FINDER_LIST_SIZE,
} from "../domain/finder-options.ts";
import { CURRENT_LOCATION } from "../domain/geolocation-messages.ts";
import { type MapPoint, toMapPoint } from "../domain/map-plot.ts";
import { parseSearchParams, type SearchQuery } from "../domain/search-params.ts";
import { stateByCode } from "../domain/us-states.ts";
import { type ClinicSearch, searchClinics } from "./clinics/search.server.ts";
import type { Database } from "./db/schema.server.ts";
import {
  filterSearch,
  forCard,
  MAP_LIMIT,
  type ResolvedPlace,
  resolvePlace,
  runSearch,
} from "./search-page.server.ts";

/** The spec's fallbacks when live numbers are unavailable. */
export const FINDER_FALLBACK_CLINICS = "353+";
export const FINDER_FALLBACK_REVIEWS = "62,661+";

export interface CoverageState {
  code: string;
  name: string;
  count: number;
}

export interface FinderPageData {
  query: SearchQuery;
  place: ResolvedPlace | null;
  clinics: Clinic[];
  total: number;
  mapPoints: MapPoint[];
  featured: Clinic[];
  coverage: CoverageState[];
  quickSearches: string[];
  badges: { clinics: string; reviews: string; allStates: boolean; statesCovered: number | null };
  failed: boolean;
}

/** The states with the most clinics, most first. */
export async function topStates(db: Kysely<Database>, limit: number): Promise<CoverageState[]> {
  const rows = await db
    .selectFrom("clinics")
    .select((eb) => ["state", eb.fn.countAll<number>().as("count")])
    .groupBy("state")
    .orderBy("count", "desc")
    .orderBy("state")
    .limit(limit)
    .execute();
  return rows.flatMap((row) => {
    const state = stateByCode(row.state);
    return state ? [{ code: state.code, name: state.name, count: Number(row.count) }] : [];
  });
}

async function featuredFor(db: Kysely<Database>, stateCode: string | null): Promise<Clinic[]> {
  const search: ClinicSearch = { featured: true, sort: "rating", limit: FEATURED_REQUEST_LIMIT };
  if (stateCode) {
    const local = await searchClinics(db, { ...search, state: stateCode });
    if (local.clinics.length > 0) return local.clinics;
  }
  return (await searchClinics(db, search)).clinics;
}

/** Everything /trt-clinics-near-me shows, from its URL (the finder's own location filter and filters). */
export async function loadFinderPage(services: AppServices, url: URL): Promise<FinderPageData> {
  const { db, gazetteer, stats } = services;
  const query = parseSearchParams(url.searchParams);
  // The finder searches a text location, or the raw position when no city could be found for it.
  if (query.location.kind === "near-me") query.location = { kind: "none" };
  const resolved = resolvePlace(query.location, gazetteer);
  const place =
    resolved.place && query.location.kind === "point"
      ? { ...resolved.place, label: CURRENT_LOCATION, inputText: CURRENT_LOCATION }
      : resolved.place;

  const search: ClinicSearch = {
    ...filterSearch(query.filters),
    ...resolved.search,
    sort: place?.point ? "distance" : "rating",
  };
  if (place?.point) search.near = { ...place.point, radiusMiles: query.filters.distance };

  const current = await stats.get().catch(() => null);
  const badges = {
    clinics: current ? countPlus(current.clinicsCount) : FINDER_FALLBACK_CLINICS,
    reviews: current ? countPlus(current.reviewsCount) : FINDER_FALLBACK_REVIEWS,
    allStates: current ? current.statesCovered >= 50 : true,
    statesCovered: current?.statesCovered ?? null,
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
    clinics: [],
    total: 0,
    mapPoints: [],
    featured: [],
    coverage: [],
    quickSearches,
    badges,
    failed: false,
  };
  try {
    const [list, map, featured, coverage] = await Promise.all([
      runSearch(db, { ...search, limit: FINDER_LIST_SIZE, offset: 0 }, query.filters.acceptsInsurance),
      runSearch(db, { ...search, limit: MAP_LIMIT, offset: 0 }, query.filters.acceptsInsurance),
      featuredFor(db, place?.stateCode ?? null),
      topStates(db, COVERAGE_STATES),
    ]);
    return {
      ...base,
      clinics: list.clinics.map((clinic) => forCard(clinic)),
      total: list.total,
      mapPoints: map.clinics.map(toMapPoint),
      featured: featured.map((clinic) => forCard(clinic, { description: true })),
      coverage,
    };
  } catch (error) {
    console.error("finder page: reading clinics failed", error);
    return { ...base, failed: true };
  }
}
