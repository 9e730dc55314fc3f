import { servicesContext } from "../../context.ts";
import { apiHandler, json } from "../../server/api/responses.server.ts";
import { searchClinics } from "../../server/clinics/search.server.ts";
import type { Route } from "./+types/clinics-featured";

export const FEATURED_LIMIT = 12;

export function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return apiHandler(request, async () => {
    const { clinics, total } = await searchClinics(db, {
      featured: true,
      sort: "rating",
      limit: FEATURED_LIMIT,
    });
    return json(request, clinics, { headers: { "X-Total-Count": String(total) } });
  });
}
