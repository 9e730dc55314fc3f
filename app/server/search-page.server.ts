import type { Kysely } from "kysely";
import type { AppServices } from "../context.ts";
import { INSURANCE_PROVIDERS } from "../domain/catalog.ts";
import { cityKey } from "../domain/city-key.ts";
import type { Clinic } from "../domain/clinic.ts";
import { type MapPoint, toMapPoint } from "../domain/map-plot.ts";
import {
  formatCoordinate,
  nearMeLabel,
  PAGE_SIZE,
  parseSearchParams,
  type SearchFilters,
  type SearchLocation,
  type SearchQuery,
  type SearchSort,
} from "../domain/search-params.ts";
import { findState } from "../domain/us-states.ts";
import { verificationOf } from "../domain/verification.ts";
import { listInsurance, listServices } from "./clinics/catalog.server.ts";
import { type ClinicSearch, searchClinics } from "./clinics/search.server.ts";
import type { Database } from "./db/schema.server.ts";
import type { Gazetteer } from "./gazetteer/types.server.ts";

/** Most clinics one map shows; with clustering this stays fast, and the payload stays small. */
export const MAP_LIMIT = 700;
/** Online clinics shown beside local results. */
export const TELEHEALTH_GROUP_SIZE = 6;
/** Insurers that do not make a clinic "accept insurance". */
const NOT_INSURANCE = new Set(["self-pay", "hsa-fsa"]);

/** How the searched place was understood. */
export interface ResolvedPlace {
  /** What the 'Active Search' banner shows. */
  label: string;
  /** What the location box starts with. */
  inputText: string;
  /** The page heading: "TRT Clinics near Austin, TX". */
  heading: string;
  /** Two-letter state, when the place lies in one (for the online-clinic group). */
  stateCode: string | null;
  /** True when results are limited to a radius around a point. */
  point: { latitude: number; longitude: number } | null;
  /** The location was free text we could not place: clinics are matched by name and city instead. */
  textMatch: boolean;
}

export interface TelehealthGroup {
  stateCode: string;
  stateName: string;
  clinics: Clinic[];
  /** Matching online clinics in all (the group shows at most TELEHEALTH_GROUP_SIZE). */
  total: number;
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
  clinics: Clinic[];
  total: number;
  pageCount: number;
  sort: SearchSort;
  /** Light copies of every match for the map view (null in list view). */
  mapPoints: MapPoint[] | null;
  telehealth: TelehealthGroup | null;
  options: { services: CatalogOption[]; insurance: CatalogOption[] };
  /** The clinics could not be read. */
  failed: boolean;
}

/** The spec's filter panel shows the first 6 services and first 4 insurers (plus any already selected). */
export const SERVICE_OPTIONS_SHOWN = 6;
export const INSURANCE_OPTIONS_SHOWN = 4;

/** What a search location means: a point with a radius, a state, a city, or text matched against names. */
export function resolvePlace(
  location: SearchLocation,
  gazetteer: Gazetteer,
): {
  place: ResolvedPlace | null;
  search: Partial<ClinicSearch>;
  radiusApplies: boolean;
} {
  switch (location.kind) {
    case "text": {
      const resolved = gazetteer.resolveLocation(location.text);
      if (resolved.kind === "zip" || resolved.kind === "city") {
        return {
          place: {
            label: resolved.label,
            inputText: location.text,
            heading: `TRT Clinics near ${resolved.label}`,
            stateCode: resolved.stateCode,
            point: { latitude: resolved.latitude, longitude: resolved.longitude },
            textMatch: false,
          },
          search: {},
          radiusApplies: true,
        };
      }
      if (resolved.kind === "state") {
        return {
          place: {
            label: resolved.stateName,
            inputText: location.text,
            heading: `TRT Clinics in ${resolved.stateName}`,
            stateCode: resolved.stateCode,
            point: null,
            textMatch: false,
          },
          search: { state: resolved.stateCode },
          radiusApplies: false,
        };
      }
      if (resolved.kind === "text") {
        return {
          place: {
            label: resolved.text,
            inputText: location.text,
            heading: `TRT Clinics matching “${resolved.text}”`,
            stateCode: null,
            point: null,
            textMatch: true,
          },
          search: { text: resolved.text },
          radiusApplies: false,
        };
      }
      return { place: null, search: {}, radiusApplies: false };
    }
    case "city": {
      const state = findState(location.state);
      if (!state)
        return resolvePlace(
          { kind: "text", text: `${location.city}, ${location.state}`, param: "location" },
          gazetteer,
        );
      const center = gazetteer.cityCenter(location.city, state.code);
      const label = `${center?.city ?? location.city}, ${state.code}`;
      if (center) {
        return {
          place: {
            label,
            inputText: label,
            heading: `TRT Clinics near ${label}`,
            stateCode: state.code,
            point: { latitude: center.latitude, longitude: center.longitude },
            textMatch: false,
          },
          search: {},
          radiusApplies: true,
        };
      }
      return {
        place: {
          label,
          inputText: label,
          heading: `TRT Clinics in ${label}`,
          stateCode: state.code,
          point: null,
          textMatch: false,
        },
        search: { state: state.code, cityKey: cityKey(location.city) },
        radiusApplies: false,
      };
    }
    case "point": {
      const { latitude, longitude } = location;
      const nearest = gazetteer.nearestPlace(latitude, longitude);
      const coordinates = `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
      return {
        place: {
          label: location.nearMe ? nearMeLabel(latitude, longitude) : coordinates,
          inputText: nearest?.label ?? "",
          heading: location.nearMe
            ? "TRT Clinics Near You"
            : `TRT Clinics near ${nearest?.label ?? coordinates}`,
          stateCode: nearest?.stateCode ?? null,
          point: { latitude, longitude },
          textMatch: false,
        },
        search: {},
        radiusApplies: true,
      };
    }
    case "near-me":
    case "none":
      return { place: null, search: {}, radiusApplies: false };
  }
}

export function filterSearch(filters: SearchFilters): ClinicSearch {
  return {
    services: filters.services,
    insurance: filters.insurance,
    minRating: filters.minRating > 0 ? filters.minRating : undefined,
    priceRanges: filters.priceRanges,
    telehealth: filters.telehealth || undefined,
    telemedicine: filters.telemedicine || undefined,
    onlinePrescriptions: filters.onlinePrescriptions || undefined,
  };
}

export function acceptsInsurance(clinic: Pick<Clinic, "insuranceProviders">): boolean {
  return clinic.insuranceProviders.some((provider) => !NOT_INSURANCE.has(provider.id));
}

/** Insurers that count as "accepts insurance" (insurance=true): every one but self-pay and HSA/FSA. */
const REAL_INSURERS = INSURANCE_PROVIDERS.map((provider) => provider.id).filter(
  (id) => !NOT_INSURANCE.has(id),
);

/** Runs a search; insurance=true keeps the clinics that accept at least one real insurer. */
export function runSearch(db: Kysely<Database>, search: ClinicSearch, acceptsOnly: boolean) {
  return searchClinics(db, acceptsOnly ? { ...search, anyInsurance: REAL_INSURERS } : search);
}

/**
 * A clinic with only what result cards show (no prices, licences or long texts), to keep pages small.
 * `verified` becomes whether the listing is verified now: checked within the last 12 months.
 */
export function forCard(clinic: Clinic, keep: { description?: boolean } = {}, now = new Date()): Clinic {
  return {
    ...clinic,
    verified: verificationOf(clinic, now).state === "verified",
    description: keep.description ? clinic.description : null,
    services: clinic.services.map(({ id, name }) => ({ id, name, description: null })),
    acceptedInsurance: [],
    insuranceProviders: [],
    pricing: [],
    license_states: [],
    hoursOfOperation: {},
    reviewPlatforms: [],
    supportHours: null,
    responseRate: null,
    responseTime: null,
  };
}

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
  db: Kysely<Database>,
  place: ResolvedPlace,
  filters: SearchFilters,
  radiusMiles: number,
): Promise<TelehealthGroup | null> {
  const state = place.stateCode ? findState(place.stateCode) : undefined;
  if (!state || place.textMatch) return null;
  const { clinics } = await runSearch(
    db,
    {
      ...filterSearch(filters),
      telehealth: true,
      licensedIn: state.code,
      distanceFrom: place.point ?? undefined,
      sort: "rating",
      limit: 200,
    },
    filters.acceptsInsurance,
  );
  // Clinics that are already local results stay there only.
  const others = clinics.filter((clinic) =>
    place.point ? (clinic.distance ?? Number.POSITIVE_INFINITY) > radiusMiles : clinic.state !== state.code,
  );
  if (others.length === 0) return null;
  return {
    stateCode: state.code,
    stateName: state.name,
    clinics: others
      .slice(0, TELEHEALTH_GROUP_SIZE)
      .map((clinic) => ({ ...forCard(clinic), distance: undefined })),
    total: others.length,
  };
}

/** Everything /search shows, from its URL. Never throws for bad input; database failures set `failed`. */
export async function loadSearchPage(services: AppServices, url: URL): Promise<SearchPageData> {
  const { db, gazetteer } = services;
  const query = parseSearchParams(url.searchParams);
  const { filters } = query;
  const { place, search: placeSearch, radiusApplies } = resolvePlace(query.location, gazetteer);
  const needsPosition = query.location.kind === "near-me";

  let sort: SearchSort = place?.point ? "distance" : "rating";
  if (query.sort === "distance" && !place?.point) query.ignored.push("sort");
  else if (query.sort) sort = query.sort;

  const search: ClinicSearch = { ...filterSearch(filters), ...placeSearch, sort };
  if (place?.point && radiusApplies) {
    search.near = { ...place.point, radiusMiles: filters.distance };
  }

  const [serviceList, insuranceList] = await Promise.all([
    listServices(db).catch(() => []),
    listInsurance(db).catch(() => []),
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
    telehealth: null,
    options: {
      services: options(serviceList, SERVICE_OPTIONS_SHOWN, filters.services),
      insurance: options(insuranceList, INSURANCE_OPTIONS_SHOWN, filters.insurance),
    },
    failed: false,
  };
  if (needsPosition) return base;

  try {
    const [pageResult, mapResult, telehealth] = await Promise.all([
      runSearch(
        db,
        { ...search, limit: PAGE_SIZE, offset: (query.page - 1) * PAGE_SIZE },
        filters.acceptsInsurance,
      ),
      query.view === "map"
        ? runSearch(db, { ...search, limit: MAP_LIMIT, offset: 0 }, filters.acceptsInsurance)
        : Promise.resolve(null),
      place && query.page === 1
        ? telehealthGroup(db, place, filters, filters.distance)
        : Promise.resolve(null),
    ]);
    return {
      ...base,
      clinics: pageResult.clinics.map((clinic) => forCard(clinic)),
      total: pageResult.total,
      pageCount: Math.ceil(pageResult.total / PAGE_SIZE),
      mapPoints: mapResult ? mapResult.clinics.map(toMapPoint) : null,
      telehealth,
    };
  } catch (error) {
    console.error("search page: reading clinics failed", error);
    return { ...base, failed: true };
  }
}
