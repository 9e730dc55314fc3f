import { findInsurance, findService } from "./catalog.ts";
import { type ClinicSearch, type ClinicSort, DEFAULT_RADIUS_MILES, SORTS } from "./clinic-query.ts";
import {
  ANY_INSURANCE,
  ANY_INSURANCE_PARAM,
  INSURER_IDS,
  type InsuranceAnswer,
  insuranceParam,
} from "./insurance.ts";
import { formatBounds, type MapBounds, parseBounds } from "./map-bounds.ts";
import { parseMaxPrice } from "./price-limit.ts";
import { cleanText, MAX_SEARCH_TEXT_LENGTH } from "./text-input.ts";

export { cleanText };

/** Search radius options in miles; point searches (ZIP, city, coordinates) default to the largest. */
export const DISTANCE_OPTIONS = [5, 10, 25, 50] as const;
export type Distance = (typeof DISTANCE_OPTIONS)[number];
export const DEFAULT_DISTANCE: Distance = DEFAULT_RADIUS_MILES;

/** Minimum rating options of the search filter panel (0 = any rating). */
export const RATING_OPTIONS = [4, 3, 0] as const;
/** The spec: a `rating` parameter, whatever its value, means a minimum of 4 stars. */
export const RATING_PARAM_MINIMUM = 4;

export const SEARCH_SORTS = SORTS;
export type SearchSort = ClinicSort;

export const SEARCH_VIEWS = ["list", "map"] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

export const PAGE_SIZE = 12;
export const MAX_PAGE = 1000;
/** Longest location text we read from a URL. */
export const MAX_LOCATION_LENGTH = MAX_SEARCH_TEXT_LENGTH;

/**
 * Where the visitor searches, from the URL. The spec's precedence: location, then q, then city together with
 * state, then lat together with lng, then nearme=true. Ours beyond the spec: `bounds`, a map's visible area
 * ("Search this area"), read after lat and lng.
 */
export type SearchLocation =
  | { kind: "text"; text: string; param: "location" | "q" }
  | { kind: "city"; city: string; state: string }
  | { kind: "point"; latitude: number; longitude: number; nearMe: boolean }
  | { kind: "area"; bounds: MapBounds }
  /** nearme=true without coordinates: the browser has to supply its position first. */
  | { kind: "near-me" }
  | { kind: "none" };

export interface SearchFilters {
  distance: Distance;
  /** Service ids. */
  services: string[];
  /** The one insurance question's answer (see InsuranceAnswer); null when not asked. */
  insurance: InsuranceAnswer | null;
  /** 0 means any rating. */
  minRating: number;
  /** The most a clinic's lowest monthly price may be, in dollars; null for no maximum. */
  maxPrice: number | null;
  telehealth: boolean;
  telemedicine: boolean;
  onlinePrescriptions: boolean;
}

export interface SearchQuery {
  location: SearchLocation;
  filters: SearchFilters;
  /** null: the default order (distance around a point, else rating). */
  sort: SearchSort | null;
  view: SearchView;
  page: number;
  /** Names of parameters whose values were not understood and were left out. */
  ignored: string[];
}

/** Filters with nothing selected; a new object each time, so callers may change it. */
export function emptyFilters(): SearchFilters {
  return {
    distance: DEFAULT_DISTANCE,
    services: [],
    insurance: null,
    minRating: 0,
    maxPrice: null,
    telehealth: false,
    telemedicine: false,
    onlinePrescriptions: false,
  };
}

export const EMPTY_FILTERS: Readonly<SearchFilters> = Object.freeze(emptyFilters());

/** Values of a repeatable, comma-separated parameter: "a,b" and "a&…=b" both give [a, b]. */
export function listValues(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value.length > 0)
    .slice(0, 50);
}

function parseCoordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === "") return null;
  const number = Number(value.trim());
  if (!Number.isFinite(number) || Math.abs(number) > limit) return null;
  return number;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** The search location from the URL, by the spec's precedence; a map area that does not apply is named. */
export function parseLocation(params: URLSearchParams, ignored: string[] = []): SearchLocation {
  const location = placeLocation(params, ignored);
  if (params.has("bounds") && (location.kind !== "area" || params.getAll("bounds").length > 1)) {
    ignored.push("bounds");
  }
  return location;
}

function placeLocation(params: URLSearchParams, ignored: string[]): SearchLocation {
  const location = cleanText(params.get("location"));
  if (location) return { kind: "text", text: location, param: "location" };
  const q = cleanText(params.get("q"));
  if (q) return { kind: "text", text: q, param: "q" };
  const city = cleanText(params.get("city"));
  const state = cleanText(params.get("state"));
  if (city && state) return { kind: "city", city, state };
  const hasLat = params.has("lat");
  const hasLng = params.has("lng");
  if (hasLat || hasLng) {
    const latitude = parseCoordinate(params.get("lat"), 90);
    const longitude = parseCoordinate(params.get("lng"), 180);
    if (latitude !== null && longitude !== null) {
      return { kind: "point", latitude, longitude, nearMe: params.get("nearme") === "true" };
    }
    ignored.push("lat/lng");
  }
  const bounds = params.getAll("bounds").length === 1 ? parseBounds(params.get("bounds")) : null;
  if (bounds) return { kind: "area", bounds };
  if (params.get("nearme") === "true") return { kind: "near-me" };
  return { kind: "none" };
}

export type PaymentFilters = Pick<SearchFilters, "insurance" | "maxPrice">;

/**
 * The insurance question and the maximum monthly price from a URL (every list reads them, the online page
 * only them). Insurance takes one answer: the first understood; any other is named as left out, never combined.
 * A $-$$$$ tier (`priceRange`) is no longer a filter (decision 44): it is named, and every price is listed.
 */
export function parsePaymentFilters(params: URLSearchParams, ignored: string[] = []): PaymentFilters {
  const answers = unique(
    listValues(params, "insurance")
      .filter((value) => value !== "false")
      .map((value) => (value === ANY_INSURANCE_PARAM ? ANY_INSURANCE : findInsurance(value)?.id)),
  );
  const insurance = answers.find((answer) => answer !== undefined) ?? null;
  if (answers.length > 1 || answers.includes(undefined)) ignored.push("insurance");

  let maxPrice: number | null = null;
  const values = params.getAll("maxPrice").filter((value) => value.trim() !== "");
  if (values.length > 0) {
    const dollars = values.length === 1 ? parseMaxPrice(values[0] as string) : undefined;
    if (dollars !== undefined) maxPrice = dollars;
    else ignored.push("maxPrice");
  }
  if (params.has("priceRange")) ignored.push("priceRange");
  return { insurance, maxPrice };
}

/** Writes the insurance answer and the maximum price as URL parameters (when set). */
export function writePaymentFilters(params: URLSearchParams, filters: PaymentFilters): void {
  if (filters.insurance !== null) params.set("insurance", insuranceParam(filters.insurance));
  if (filters.maxPrice !== null) params.set("maxPrice", String(filters.maxPrice));
}

/** Filters from the URL; values we do not know are left out and their parameter named in `ignored`. */
export function parseFilters(params: URLSearchParams, ignored: string[] = []): SearchFilters {
  const filters = emptyFilters();

  const distance = params.get("distance");
  if (distance !== null) {
    const value = Number(distance);
    if ((DISTANCE_OPTIONS as readonly number[]).includes(value)) filters.distance = value as Distance;
    else ignored.push("distance");
  }

  const services = listValues(params, "services");
  const serviceIds = services.map((value) => findService(value)?.id);
  if (serviceIds.some((id) => id === undefined)) ignored.push("services");
  filters.services = unique(serviceIds.filter((id): id is NonNullable<typeof id> => id !== undefined));

  Object.assign(filters, parsePaymentFilters(params, ignored));

  if (params.has("rating")) {
    filters.minRating = RATING_PARAM_MINIMUM;
  } else if (params.has("minRating")) {
    const value = Number(params.get("minRating"));
    if (Number.isFinite(value) && value >= 0 && value <= 5) filters.minRating = value;
    else ignored.push("minRating");
  }

  filters.telehealth = params.get("telehealth") === "true";
  filters.telemedicine = params.get("telemedicine") === "true";
  filters.onlinePrescriptions = params.get("online_prescriptions") === "true";
  return filters;
}

/**
 * The filters as the one clinic query: "Any insurance" keeps the clinics that accept at least one real insurer;
 * "Self-pay only" and an insurer keep the clinics that list it.
 */
export function filterSearch(filters: SearchFilters): ClinicSearch {
  const answer = filters.insurance;
  return {
    services: filters.services,
    insurance: answer !== null && answer !== ANY_INSURANCE ? [answer] : [],
    anyInsurance: answer === ANY_INSURANCE ? [...INSURER_IDS] : undefined,
    minRating: filters.minRating > 0 ? filters.minRating : undefined,
    maxMonthlyPrice: filters.maxPrice ?? undefined,
    telehealth: filters.telehealth || undefined,
    telemedicine: filters.telemedicine || undefined,
    onlinePrescriptions: filters.onlinePrescriptions || undefined,
  };
}

/** Everything the search page reads from its URL. Never throws: bad values are ignored and named. */
export function parseSearchParams(params: URLSearchParams): SearchQuery {
  const ignored: string[] = [];
  const location = parseLocation(params, ignored);
  const filters = parseFilters(params, ignored);

  let sort: SearchSort | null = null;
  const sortParam = params.get("sort");
  if (sortParam !== null) {
    if ((SEARCH_SORTS as readonly string[]).includes(sortParam)) sort = sortParam as SearchSort;
    else ignored.push("sort");
  }

  const view: SearchView = params.get("view") === "map" ? "map" : "list";

  let page = 1;
  const pageParam = params.get("page");
  if (pageParam !== null) {
    const value = Number(pageParam);
    if (Number.isInteger(value) && value >= 1 && value <= MAX_PAGE) page = value;
    else ignored.push("page");
  }
  return { location, filters, sort, view, page, ignored };
}

/** Coordinates as shown to visitors: four decimals. */
export function formatCoordinate(value: number): string {
  return value.toFixed(4);
}

export function nearMeLabel(latitude: number, longitude: number): string {
  return `Near me (${formatCoordinate(latitude)}, ${formatCoordinate(longitude)})`;
}

/** A path with its query; spaces as %20 rather than "+", which reads better in a shared link. */
export function withQuery(path: string, params: URLSearchParams): string {
  const search = params.toString().replaceAll("+", "%20");
  return search ? `${path}?${search}` : path;
}

/** Writes the filters as URL parameters (only those that differ from the defaults). */
export function writeFilters(params: URLSearchParams, filters: SearchFilters): void {
  if (filters.distance !== DEFAULT_DISTANCE) params.set("distance", String(filters.distance));
  if (filters.services.length > 0) params.set("services", filters.services.join(","));
  writePaymentFilters(params, filters);
  if (filters.minRating > 0) params.set("minRating", String(filters.minRating));
  if (filters.telehealth) params.set("telehealth", "true");
  if (filters.telemedicine) params.set("telemedicine", "true");
  if (filters.onlinePrescriptions) params.set("online_prescriptions", "true");
}

export function writeLocation(params: URLSearchParams, location: SearchLocation): void {
  switch (location.kind) {
    case "text":
      params.set("location", location.text);
      break;
    case "city":
      params.set("city", location.city);
      params.set("state", location.state);
      break;
    case "point":
      params.set("lat", formatCoordinate(location.latitude));
      params.set("lng", formatCoordinate(location.longitude));
      if (location.nearMe) params.set("nearme", "true");
      break;
    case "area":
      params.set("bounds", formatBounds(location.bounds));
      break;
    case "near-me":
      params.set("nearme", "true");
      break;
    case "none":
      break;
  }
}

/** The URL of a search: location first, then filters, sort, view and page (defaults left out). */
export function searchHref(query: Pick<SearchQuery, "location" | "filters"> & Partial<SearchQuery>): string {
  const params = new URLSearchParams();
  writeLocation(params, query.location);
  writeFilters(params, query.filters);
  if (query.sort) params.set("sort", query.sort);
  if (query.view === "map") params.set("view", "map");
  if (query.page !== undefined && query.page > 1) params.set("page", String(query.page));
  return withQuery("/search", params);
}

/** How many filters differ from the defaults (for the "Filters (n)" button). */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    (filters.distance !== DEFAULT_DISTANCE ? 1 : 0) +
    filters.services.length +
    (filters.insurance !== null ? 1 : 0) +
    (filters.minRating > 0 ? 1 : 0) +
    (filters.maxPrice !== null ? 1 : 0) +
    (filters.telehealth ? 1 : 0) +
    (filters.telemedicine ? 1 : 0) +
    (filters.onlinePrescriptions ? 1 : 0)
  );
}

/** Said when a link still carries a $-$$$$ tier (`priceRange`): every price is listed, never a narrower list. */
export const PRICE_TIER_NOTICE =
  "Price tiers ($ to $$$$) are no longer a filter, so clinics at every price are listed. Choose a maximum monthly price in dollars instead.";

/** What a page says of the parameters its link carried that it left out. */
export function ignoredNotices(ignored: readonly string[]): string[] {
  const notices: string[] = [];
  if (ignored.includes("priceRange")) notices.push(PRICE_TIER_NOTICE);
  const others = ignored.filter((name) => name !== "priceRange");
  if (others.length > 0)
    notices.push(`Some settings in this link were not understood and were left out: ${others.join(", ")}.`);
  return notices;
}
