import type { RouterContextProvider } from "react-router";
import { redirect } from "react-router";
import { servicesContext } from "../../context.ts";
import { ADMIN_HEADERS } from "./admin-http.server.ts";
import { clearedSessionCookie, sessionToken } from "./cookie.server.ts";
import { CSRF_FIELD, CSRF_HEADER, csrfProblem } from "./csrf.server.ts";
import type { SessionPolicy } from "./session-rules.server.ts";
import { type AdminSession, readSession } from "./sessions.server.ts";

export type { AdminSession };

type Context = Readonly<RouterContextProvider>;

export function sessionPolicy(context: Context): SessionPolicy {
  const { config } = context.get(servicesContext);
  return { idleMinutes: config.ADMIN_SESSION_IDLE_MINUTES, maxHours: config.ADMIN_SESSION_MAX_HOURS };
}

/** Cookies are Secure (and `__Host-`) in production. */
export function secureCookies(context: Context): boolean {
  return context.get(servicesContext).config.NODE_ENV === "production";
}

/** The signed-in operator of this request, or null. */
export async function currentAdmin(request: Request, context: Context): Promise<AdminSession | null> {
  const token = sessionToken(request.headers.get("cookie"), secureCookies(context));
  if (!token) return null;
  return readSession(context.get(servicesContext).db, token, sessionPolicy(context));
}

/** A script asking for JSON (an admin resource route), rather than a browser asking for a page. */
function wantsJson(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  return accept.includes("application/json") && !accept.includes("text/html");
}

/**
 * The signed-in operator, or an answer thrown in place of the page: a redirect to the sign-in page (which
 * comes back here afterwards) for pages, a 401 JSON error for a request that asks for JSON only. Call it
 * first in every admin loader and action (loaders run side by side: the layout's check does not stop a
 * child loader):
 *
 *   export async function loader({ request, context }: Route.LoaderArgs) {
 *     const admin = await requireAdmin(request, context);
 *     …
 *   }
 */
export async function requireAdmin(request: Request, context: Context): Promise<AdminSession> {
  const admin = await currentAdmin(request, context);
  if (admin) return admin;
  const secure = secureCookies(context);
  const hadCookie = sessionToken(request.headers.get("cookie"), secure) !== null;
  const headers = new Headers(ADMIN_HEADERS);
  if (hadCookie) headers.append("Set-Cookie", clearedSessionCookie(secure));
  if (wantsJson(request)) {
    headers.set("Content-Type", "application/json; charset=utf-8");
    throw new Response(JSON.stringify({ error: { message: "Sign in to the admin area first" } }), {
      status: 401,
      headers,
    });
  }
  const url = new URL(request.url);
  const back = request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname;
  const query = back === "/admin" ? "" : `?next=${encodeURIComponent(back)}`;
  throw redirect(`/admin/sign-in${query}`, { headers });
}

/**
 * requireAdmin for requests that change something (form posts, admin API calls): also checks the origin and
 * the session's CSRF token, from the form field `csrf` or the X-CSRF-Token header, and throws a 403 otherwise.
 */
export async function requireAdminChange(
  request: Request,
  context: Context,
  form: FormData | null,
): Promise<AdminSession> {
  const admin = await requireAdmin(request, context);
  const sent = form?.get(CSRF_FIELD) ?? request.headers.get(CSRF_HEADER);
  const problem = csrfProblem({
    headers: request.headers,
    requestUrl: request.url,
    siteUrl: context.get(servicesContext).config.SITE_URL,
    sessionToken: admin.csrfToken,
    sentToken: typeof sent === "string" ? sent : null,
  });
  if (problem) {
    throw new Response(`This change was refused: ${problem}. Reload the page and try again.`, {
      status: 403,
      statusText: "Forbidden",
      headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return admin;
}
