import { servicesContext } from "../../context.ts";
import { REVERSE_PARAMS } from "../../server/api/location-params.server.ts";
import { BadRequest, readParam } from "../../server/api/params.server.ts";
import { apiHandler, json, jsonError } from "../../server/api/responses.server.ts";
import type { Route } from "./+types/locations-reverse";

/** Our own reverse geocoding: a device position never leaves our server. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { gazetteer } = context.get(servicesContext);
  return apiHandler(request, async () => {
    const params = new URL(request.url).searchParams;
    const lat = readParam(params, REVERSE_PARAMS.lat);
    const lng = readParam(params, REVERSE_PARAMS.lng);
    if (lat === undefined) throw new BadRequest("lat", "is required");
    if (lng === undefined) throw new BadRequest("lng", "is required");
    const place = gazetteer.nearestPlace(lat, lng);
    if (!place) return jsonError(request, 404, null, "Unable to determine your city from location");
    return json(request, { city: place.city, stateCode: place.stateCode, label: place.label }, { maxAge: 0 });
  });
}
