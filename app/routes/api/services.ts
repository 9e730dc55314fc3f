import { servicesContext } from "../../context.ts";
import { apiHandler, json } from "../../server/api/responses.server.ts";
import { listServices } from "../../server/clinics/catalog.server.ts";
import type { Route } from "./+types/services";

export function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  return apiHandler(request, async () => json(request, await listServices(db), { maxAge: 300 }));
}
