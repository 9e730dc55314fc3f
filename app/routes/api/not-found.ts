import { jsonError } from "../../server/api/responses.server.ts";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  return jsonError(request, 404, null, "No such API endpoint; see /api/openapi.json");
}
