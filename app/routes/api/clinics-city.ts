import { servicesContext } from "../../context.ts";
import { cityKey } from "../../domain/city-key.ts";
import { findState } from "../../domain/us-states.ts";
import { apiHandler, json, jsonError } from "../../server/api/responses.server.ts";
import { searchClinics } from "../../server/clinics/search.server.ts";
import type { Route } from "./+types/clinics-city";

export const CITY_LIMIT = 100;

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, gazetteer } = context.get(servicesContext);
  return apiHandler(request, async () => {
    const city = params.city.trim();
    // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
    if (/[\u0000-\u001f\u007f]/.test(city))
      return jsonError(request, 400, "city", "must not contain control characters");
    const state = findState(params.state.replaceAll("-", " "));
    if (!city || city.length > 100)
      return jsonError(request, 400, "city", "must be a city name of 1 to 100 characters");
    if (!state)
      return jsonError(request, 400, "state", "must be a US state code or name, such as TX or Texas");
    const centre = gazetteer.cityCenter(city, state.code);
    const { clinics, total } = await searchClinics(db, {
      state: state.code,
      cityKey: cityKey(city),
      distanceFrom: centre ? { latitude: centre.latitude, longitude: centre.longitude } : undefined,
      limit: CITY_LIMIT,
    });
    return json(request, clinics, { headers: { "X-Total-Count": String(total) } });
  });
}
