import { z } from "zod";
import { findInsurance, findService } from "../../domain/catalog.ts";
import { cityKey } from "../../domain/city-key.ts";
import { type ClinicSearch, DEFAULT_RADIUS_MILES, SORTS } from "../../domain/clinic-query.ts";
import { ANY_INSURANCE_PARAM, INSURER_IDS } from "../../domain/insurance.ts";
import { BOUNDS_PROBLEMS, isBoundsProblem, type MapBounds, readBounds } from "../../domain/map-bounds.ts";
import { MAX_PRICE_LIMIT } from "../../domain/price-limit.ts";
import type { SearchLocation } from "../../domain/search-params.ts";
import { findState } from "../../domain/us-states.ts";
import type { Gazetteer } from "../gazetteer/types.server.ts";
import { type ResolvedPlace, resolvePlace } from "../place-resolver.server.ts";
import {
  BadRequest,
  booleanParam,
  numberParam,
  type ParamSpec,
  readParam,
  textParam,
} from "./params.server.ts";

export { DEFAULT_RADIUS_MILES };
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

const stateParam = z
  .string()
  .trim()
  .refine((value) => findState(value) !== undefined, "must be a US state code or name, such as TX or Texas")
  .transform((value) => findState(value)?.code ?? value);

/** Every query parameter of GET /api/clinics, in documentation order. */
export const CLINIC_PARAMS = {
  location: {
    name: "location",
    description:
      'Where to search: a ZIP code, "City, ST", "City, State", a state name or code, or a city name. ZIP codes and cities search within `radius` miles; a state lists that state\'s clinics; other text matches clinic names and cities.',
    schema: textParam(200),
    example: "Austin, TX",
  },
  latitude: {
    name: "latitude",
    description: "Latitude of the search centre (with longitude). Used when no location text is given.",
    schema: numberParam({ min: -90, max: 90 }),
    example: "30.2672",
  },
  longitude: {
    name: "longitude",
    description: "Longitude of the search centre (with latitude).",
    schema: numberParam({ min: -180, max: 180 }),
    example: "-97.7431",
  },
  radius: {
    name: "radius",
    description: `Search radius in miles around the location or coordinates (default ${DEFAULT_RADIUS_MILES}).`,
    schema: numberParam({ min: 1, max: 500 }),
    example: "25",
  },
  bounds: {
    name: "bounds",
    description:
      "Only clinics inside this map area: south,west,north,east in degrees (west greater than east crosses the antimeridian). Combines with the other filters; with a location or coordinates, both apply.",
    schema: z.string().transform((value, context): MapBounds => {
      const bounds = readBounds(value);
      if (!isBoundsProblem(bounds)) return bounds;
      context.addIssue({ code: "custom", message: BOUNDS_PROBLEMS[bounds] });
      return z.NEVER;
    }),
    example: "30.1,-97.95,30.5,-97.55",
  },
  state: {
    name: "state",
    description: "Only clinics in this state (two-letter code or name).",
    schema: stateParam,
    example: "TX",
  },
  city: {
    name: "city",
    description: "Only clinics in this city (requires state).",
    schema: textParam(100).refine((value) => value.length > 0, "must not be empty"),
    example: "Austin",
  },
  services: {
    name: "services",
    description:
      "Service ids or names; every one must be offered. Repeat the parameter or separate with commas.",
    schema: z
      .string()
      .refine(
        (value) => findService(value) !== undefined,
        "must be a known service id or name (see /api/services)",
      )
      .transform((value) => findService(value)?.id ?? value),
    repeated: true,
    example: "testosterone-injections",
  },
  insurance: {
    name: "insurance",
    description:
      'Insurance provider ids or names; every one must be accepted. Repeat or separate with commas. "true": clinics that accept at least one insurer (not only self-pay or HSA/FSA); "self-pay": clinics that list self-pay.',
    schema: z
      .string()
      .trim()
      .refine(
        (value) => value === ANY_INSURANCE_PARAM || findInsurance(value) !== undefined,
        'must be "true" or a known insurance id or name (see /api/insurance)',
      )
      .transform((value) => (value === ANY_INSURANCE_PARAM ? value : (findInsurance(value)?.id ?? value))),
    repeated: true,
    example: "aetna",
  },
  rating: {
    name: "rating",
    description: "Minimum average rating, 0 to 5.",
    schema: numberParam({ min: 0, max: 5 }),
    example: "4",
  },
  maxPrice: {
    name: "maxPrice",
    description:
      "Only clinics whose lowest monthly price (of the prices they bill per month) is at most this many dollars; clinics that list no monthly price are left out.",
    schema: numberParam({ min: 1, max: MAX_PRICE_LIMIT, integer: true, what: "a whole number of dollars" }),
    example: "200",
  },
  priceRange: {
    name: "priceRange",
    description:
      "No longer accepted: the $-$$$$ tiers are not a filter (they did not order the clinics' prices). Use maxPrice.",
    schema: z.string().refine(() => false, "is no longer a filter: use maxPrice, in dollars per month"),
    repeated: true,
    deprecated: true,
  },
  telehealth: {
    name: "telehealth",
    description: "true: only clinics offering telehealth.",
    schema: booleanParam,
  },
  telemedicine: {
    name: "telemedicine",
    description: "true: only clinics offering video consultations.",
    schema: booleanParam,
  },
  online_prescriptions: {
    name: "online_prescriptions",
    description: "true: only clinics offering e-prescriptions.",
    schema: booleanParam,
  },
  featured: {
    name: "featured",
    description: "true: only featured clinics; false: only others.",
    schema: booleanParam,
  },
  licensed_state: {
    name: "licensed_state",
    description: "Only clinics licensed to treat patients in this state (telehealth licences).",
    schema: stateParam,
    example: "CA",
  },
  sort: {
    name: "sort",
    description:
      "distance (default when searching around a point), rating (default otherwise), reviews, name, or price (lowest monthly price first; clinics that list none last).",
    schema: z.enum(SORTS, { message: `must be one of ${SORTS.join(", ")}` }),
  },
  limit: {
    name: "limit",
    description: `Clinics per page, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT}).`,
    schema: numberParam({ min: 1, max: MAX_LIMIT, integer: true }),
  },
  offset: {
    name: "offset",
    description: "Clinics to skip, for paging (default 0).",
    schema: numberParam({ min: 0, max: 100_000, integer: true }),
  },
} satisfies Record<string, ParamSpec<unknown>>;

export interface ParsedClinicQuery {
  search: ClinicSearch;
  /** Where the search is, when it has a location or coordinates (the pages' resolver). */
  place: ResolvedPlace | null;
}

/** Validates GET /api/clinics parameters and turns them into a search; throws BadRequest. */
export function parseClinicQuery(params: URLSearchParams, gazetteer: Gazetteer): ParsedClinicQuery {
  const p = CLINIC_PARAMS;
  const locationText = readParam(params, p.location);
  const latitude = readParam(params, p.latitude);
  const longitude = readParam(params, p.longitude);
  const radius = readParam(params, p.radius) ?? DEFAULT_RADIUS_MILES;
  const state = readParam(params, p.state);
  const city = readParam(params, p.city);
  if ((latitude === undefined) !== (longitude === undefined)) {
    throw new BadRequest(
      latitude === undefined ? "latitude" : "longitude",
      "latitude and longitude go together",
    );
  }
  if (city !== undefined && state === undefined) throw new BadRequest("state", "is required with city");

  readParam(params, p.priceRange);
  const insurance = readParam(params, p.insurance);
  const search: ClinicSearch = {
    services: readParam(params, p.services),
    insurance: insurance.filter((value) => value !== ANY_INSURANCE_PARAM),
    anyInsurance: insurance.includes(ANY_INSURANCE_PARAM) ? [...INSURER_IDS] : undefined,
    minRating: readParam(params, p.rating),
    maxMonthlyPrice: readParam(params, p.maxPrice),
    telehealth: readParam(params, p.telehealth),
    telemedicine: readParam(params, p.telemedicine),
    onlinePrescriptions: readParam(params, p.online_prescriptions),
    featured: readParam(params, p.featured),
    licensedIn: readParam(params, p.licensed_state),
    sort: readParam(params, p.sort),
    limit: readParam(params, p.limit) ?? DEFAULT_LIMIT,
    offset: readParam(params, p.offset) ?? 0,
    state,
    cityKey: city === undefined ? undefined : cityKey(city),
    within: readParam(params, p.bounds),
  };

  // Location text first, then coordinates: the same resolver as the pages' location box.
  let where: SearchLocation = { kind: "none" };
  if (locationText) where = { kind: "text", text: locationText, param: "location" };
  else if (latitude !== undefined && longitude !== undefined) {
    where = { kind: "point", latitude, longitude, nearMe: false };
  }
  const { place, search: placeSearch } = resolvePlace(where, gazetteer, radius);
  if (state && placeSearch.state && placeSearch.state !== state) {
    throw new BadRequest("state", "does not match the location");
  }
  Object.assign(search, placeSearch);
  if (search.sort === "distance" && !search.near) {
    throw new BadRequest("sort", "distance needs a ZIP code, a city, or latitude and longitude");
  }
  return { search, place };
}
