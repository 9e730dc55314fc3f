import { data } from "react-router";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { requireAdmin } from "../../server/admin/require-admin.server.ts";
import type { Route } from "./+types/not-found";

/** Unknown admin paths: a session first (nothing is said about the area to anyone else), then a 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  throw data("There is no such page in the admin area.", { status: 404, headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  throw data("There is no such page in the admin area.", { status: 404, headers: ADMIN_HEADERS });
}

export default function AdminNotFound() {
  return null;
}
