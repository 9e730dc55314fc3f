import { cityKey } from "../../domain/city-key.ts";
import { SLUG_PATTERN } from "../../domain/clinic-input.ts";
import type { ClinicSearch } from "../../domain/clinic-query.ts";
import { hasControlCharacters } from "../../domain/text-input.ts";
import { findState } from "../../domain/us-states.ts";
import { listInsurance, listServices } from "../clinics/catalog.server.ts";
import { clinicMatchesBody } from "./clinic-json.server.ts";
import { parseClinicQuery } from "./clinic-query.server.ts";
import { REVERSE_PARAMS, SUGGEST_PARAMS } from "./location-params.server.ts";
import { openApiDocument } from "./openapi.server.ts";
import { BadRequest, readParam } from "./params.server.ts";
import { type ApiResult, JsonBody, json, jsonError, sharedJson } from "./responses.server.ts";
import { type ApiHandler, type ApiRequest, type ApiRoute, get } from "./router.server.ts";

export const FEATURED_LIMIT = 12;
export const CITY_LIMIT = 100;

const stats: ApiHandler = async ({ services }) => json(sharedJson(await services.stats.get()));

/** The clinics at the data version the listener read for this request, so the version is read once. */
function directoryFor({ services, version }: ApiRequest) {
  return services.directory.forRequest(version);
}

/** A page of clinics with the number of all matches in X-Total-Count; each clinic's JSON is reused. */
async function clinicList(request: ApiRequest, search: ClinicSearch): Promise<ApiResult> {
  const { matches, total } = await directoryFor(request).search(search);
  return json(clinicMatchesBody(matches), { headers: { "X-Total-Count": String(total) } });
}

const clinics: ApiHandler = (request) =>
  clinicList(request, parseClinicQuery(request.query, request.services.gazetteer).search);

const featured: ApiHandler = (request) =>
  clinicList(request, { featured: true, sort: "rating", limit: FEATURED_LIMIT });

const clinicsInCity: ApiHandler = async (request) => {
  const { params, services } = request;
  const city = (params.city ?? "").trim();
  if (hasControlCharacters(city)) return jsonError(400, "city", "must not contain control characters");
  const state = findState((params.state ?? "").replaceAll("-", " "));
  if (!city || city.length > 100) return jsonError(400, "city", "must be a city name of 1 to 100 characters");
  if (!state) return jsonError(400, "state", "must be a US state code or name, such as TX or Texas");
  const centre = services.gazetteer.cityCenter(city, state.code);
  return clinicList(request, {
    state: state.code,
    cityKey: cityKey(city),
    distanceFrom: centre ? { latitude: centre.latitude, longitude: centre.longitude } : undefined,
    limit: CITY_LIMIT,
  });
};

const clinicWithSlug: ApiHandler = async (request) => {
  const slug = request.params.slug ?? "";
  const clinic =
    slug.length <= 120 && SLUG_PATTERN.test(slug) ? await directoryFor(request).bySlug(slug) : null;
  return clinic ? json(clinic) : jsonError(404, "slug", "Clinic not found");
};

const serviceList: ApiHandler = async ({ services }) =>
  json(sharedJson(await listServices(services.directory)), { maxAge: 300 });

const insuranceList: ApiHandler = async ({ services }) =>
  json(sharedJson(await listInsurance(services.directory)), { maxAge: 300 });

const suggest: ApiHandler = ({ query, services }) => {
  const text = readParam(query, SUGGEST_PARAMS.q) ?? "";
  return json(services.gazetteer.suggestLocations(text), { maxAge: 86_400 });
};

/** Our own reverse geocoding: a device position never leaves our server. */
const reverse: ApiHandler = ({ query, services }) => {
  const lat = readParam(query, REVERSE_PARAMS.lat);
  const lng = readParam(query, REVERSE_PARAMS.lng);
  if (lat === undefined) throw new BadRequest("lat", "is required");
  if (lng === undefined) throw new BadRequest("lng", "is required");
  const place = services.gazetteer.nearestPlace(lat, lng);
  if (!place) return jsonError(404, null, "Unable to determine your city from location");
  return json({ city: place.city, stateCode: place.stateCode, label: place.label }, { maxAge: 0 });
};

const openApiBodies = new Map<string, JsonBody>();

const openApi: ApiHandler = ({ services }) => {
  const { siteUrl, siteName } = services.publicConfig;
  const key = `${siteUrl}\n${siteName}`;
  let body = openApiBodies.get(key);
  if (!body) {
    body = new JsonBody(openApiDocument(siteUrl, siteName));
    openApiBodies.set(key, body);
  }
  return json(body, { maxAge: 3600 });
};

/** Every endpoint of the public JSON API. Keep `openApiDocument` in step with this table. */
export const API_ROUTES: readonly ApiRoute[] = [
  get("/api/stats", stats),
  get("/api/clinics", clinics),
  get("/api/clinics/featured", featured),
  get("/api/clinics/city/:city/:state", clinicsInCity),
  get("/api/clinics/slug/:slug", clinicWithSlug),
  get("/api/services", serviceList),
  get("/api/insurance", insuranceList),
  // The search box asks on every keystroke: the cheapest requests to abuse get a smaller limit of their own.
  get("/api/locations/suggest", suggest, { rate: "lookups" }),
  get("/api/locations/reverse", reverse, { rate: "lookups" }),
  get("/api/openapi.json", openApi),
];
