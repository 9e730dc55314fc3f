import { servicesContext } from "../../context.ts";
import { SUGGEST_PARAMS } from "../../server/api/location-params.server.ts";
import { readParam } from "../../server/api/params.server.ts";
import { apiHandler, json } from "../../server/api/responses.server.ts";
import type { Route } from "./+types/locations-suggest";

export function loader({ request, context }: Route.LoaderArgs) {
  const { gazetteer } = context.get(servicesContext);
  return apiHandler(request, async () => {
    const text = readParam(new URL(request.url).searchParams, SUGGEST_PARAMS.q) ?? "";
    return json(request, gazetteer.suggestLocations(text), { maxAge: 86_400 });
  });
}
