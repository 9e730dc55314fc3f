import { servicesContext } from "../../context.ts";
import { parseClinicQuery } from "../../server/api/clinic-query.server.ts";
import { apiHandler, json } from "../../server/api/responses.server.ts";
import { searchClinics } from "../../server/clinics/search.server.ts";
import type { Route } from "./+types/clinics";

export function loader({ request, context }: Route.LoaderArgs) {
  const { db, gazetteer } = context.get(servicesContext);
  return apiHandler(request, async () => {
    const { search } = parseClinicQuery(new URL(request.url).searchParams, gazetteer);
    const { clinics, total } = await searchClinics(db, search);
    return json(request, clinics, { headers: { "X-Total-Count": String(total) } });
  });
}
