import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { requireAdminChange, sessionPolicy } from "../../server/admin/require-admin.server.ts";
import { secondsLeft } from "../../server/admin/session-rules.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { RouteFacts } from "../../server/http/route-facts.server.ts";
import type { Route } from "./+types/session";

export const handle = { formBodyKb: 1, noStore: true } satisfies RouteFacts;

/**
 * The expiry notice's "Stay signed in" button (session-expiry-notice.tsx): a post with the CSRF token that
 * uses the session, so that its idle time starts again, answered with the seconds it now has left
 * (`{ "secondsLeft": 1800 }`). An ended session answers 401 in JSON.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminChange(request, context, await readForm(request));
  return Response.json(
    { secondsLeft: secondsLeft(admin, new Date(), sessionPolicy(context)) },
    { headers: ADMIN_HEADERS },
  );
}
