import { servicesContext } from "../../context.ts";
import { apiHandler, json } from "../../server/api/responses.server.ts";
import type { Route } from "./+types/stats";

export function loader({ request, context }: Route.LoaderArgs) {
  const { stats } = context.get(servicesContext);
  return apiHandler(request, async () => json(request, await stats.get()));
}
