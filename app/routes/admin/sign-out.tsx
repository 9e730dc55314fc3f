import { redirect } from "react-router";
import { servicesContext } from "../../context.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { clearedSessionCookie, sessionToken } from "../../server/admin/cookie.server.ts";
import { requireAdmin, requireAdminChange, secureCookies } from "../../server/admin/require-admin.server.ts";
import { endSession } from "../../server/admin/sessions.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { RouteFacts } from "../../server/http/route-facts.server.ts";
import type { Route } from "./+types/sign-out";

export const handle = { formBodyKb: 256, noStore: true } satisfies RouteFacts;

/** Signing out is a form post (with the CSRF token): a link or an image elsewhere cannot sign anyone out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  throw redirect("/admin", { headers: ADMIN_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminChange(request, context, await readForm(request));
  const secure = secureCookies(context);
  const token = sessionToken(request.headers.get("cookie"), secure);
  if (token) await endSession(context.get(servicesContext).db, token);
  const headers = new Headers(ADMIN_HEADERS);
  headers.append("Set-Cookie", clearedSessionCookie(secure));
  throw redirect("/admin/sign-in?signed-out", { headers });
}
