import type { RouterContextProvider } from "react-router";
import { redirectDocument } from "react-router";
import { servicesContext } from "../../context.ts";
import { mayUse, type RestrictedArea } from "../../domain/admin-roles.ts";
import { ADMIN_HEADERS, pageAddressOf, type SignInReason, signInAddress } from "./admin-http.server.ts";
import { clearedSessionCookie, sessionToken } from "./cookie.server.ts";
import { CSRF_FIELD, CSRF_HEADER, csrfProblem, fromOurOrigin } from "./csrf.server.ts";
import { keepInput } from "./kept-input.server.ts";
import type { SessionPolicy } from "./session-rules.server.ts";
import { type AdminSession, lookUpSession, readSession } from "./sessions.server.ts";

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

/** What a form that may lose an edit asks of requireAdmin: keep this input when the session has expired. */
export interface KeepOnExpiry {
  keepInput?: FormData | null;
}

/**
 * The signed-in account (requireAdmin: an operator; requireClinicAccount: a clinic's representative), or an
 * answer thrown in place of the page: a redirect to the sign-in page (which
 * comes back here afterwards) for pages, a 401 JSON error for a request that asks for JSON only. Call it
 * first in every admin loader and action (loaders run side by side: the layout's check does not stop a
 * child loader):
 *
 *   export async function loader({ request, context }: Route.LoaderArgs) {
 *     const admin = await requireAdmin(request, context);
 *     …
 *   }
 *
 * The redirect reloads the document: a client-side navigation must not render the sign-in page's payload,
 * and the address it comes back to is the page's, never the `.data` request's. A form posted from this site
 * with `keepInput` after its session expired is kept for the session's operator (kept-input.server.ts).
 */
async function requireSignedIn(
  request: Request,
  context: Context,
  { keepInput: input = null }: KeepOnExpiry = {},
): Promise<AdminSession> {
  const { db, config } = context.get(servicesContext);
  const secure = secureCookies(context);
  const token = sessionToken(request.headers.get("cookie"), secure);
  const found = token ? await lookUpSession(db, token, sessionPolicy(context)) : null;
  if (found?.state === "active") return found.session;
  const headers = new Headers(ADMIN_HEADERS);
  if (token) headers.append("Set-Cookie", clearedSessionCookie(secure));
  if (wantsJson(request)) {
    headers.set("Content-Type", "application/json; charset=utf-8");
    throw new Response(JSON.stringify({ error: { message: "Sign in to the admin area first" } }), {
      status: 401,
      headers,
    });
  }
  const back = pageAddressOf(request.url, request.method === "GET");
  let reason: SignInReason = token ? "expired" : null;
  if (
    found?.state === "ended" &&
    input &&
    request.method === "POST" &&
    fromOurOrigin(request.headers, request.url, config.SITE_URL)
  ) {
    await keepInput(db, { adminId: found.adminId, path: back, form: input });
    reason = "kept";
  }
  throw redirectDocument(signInAddress(back, reason), { headers });
}

/** Where a clinic's representative lands in the admin area: their own listings, nothing of the desk. */
export const CLINIC_HOME = "/admin/manage";

function refusedAccount(request: Request, message: string, to: string): Response {
  if (wantsJson(request)) {
    return new Response(JSON.stringify({ error: { message } }), {
      status: 403,
      headers: { ...ADMIN_HEADERS, "Content-Type": "application/json; charset=utf-8" },
    });
  }
  return redirectDocument(to, { headers: ADMIN_HEADERS });
}

export async function requireAdmin(
  request: Request,
  context: Context,
  options: KeepOnExpiry = {},
): Promise<AdminSession> {
  const session = await requireSignedIn(request, context, options);
  if (session.kind === "clinic") {
    throw refusedAccount(
      request,
      "This account manages clinic listings; the operator's desk is not part of it",
      CLINIC_HOME,
    );
  }
  return session;
}

/** Any signed-in account, an operator's or a clinic's: for the pages both have (their own account's). */
export async function requireAccount(
  request: Request,
  context: Context,
  options: KeepOnExpiry = {},
): Promise<AdminSession> {
  return requireSignedIn(request, context, options);
}

/** requireAccount for form posts: also checks the origin and the CSRF token. */
export async function requireAccountChange(
  request: Request,
  context: Context,
  form: FormData | null,
): Promise<AdminSession> {
  const session = await requireSignedIn(request, context, {});
  return checkedChange(request, context, form, session, false);
}

/** The signed-in representative of one or more clinics; an operator is sent to the desk. */
export async function requireClinicAccount(
  request: Request,
  context: Context,
  options: KeepOnExpiry = {},
): Promise<AdminSession> {
  const session = await requireSignedIn(request, context, options);
  if (session.kind !== "clinic") {
    throw refusedAccount(request, "These pages are for clinic accounts", "/admin");
  }
  return session;
}

/**
 * requireAdmin for requests that change something (form posts, admin API calls): also checks the origin and
 * the session's CSRF token, from the form field `csrf` or the X-CSRF-Token header, and throws a 403 otherwise.
 * With `keepInput`, a form from our own origin whose token is out of date (it was loaded in a session that has
 * since ended, and the operator signed in again elsewhere) is kept and the page opened again to restore it,
 * as requireAdmin keeps one posted with an expired session.
 */
export async function requireAdminChange(
  request: Request,
  context: Context,
  form: FormData | null,
  { keepInput: keep = false }: { keepInput?: boolean } = {},
): Promise<AdminSession> {
  const admin = await requireAdmin(request, context, { keepInput: keep ? form : null });
  return checkedChange(request, context, form, admin, keep);
}

/** requireClinicAccount for a clinic account's form posts: also checks the origin and the CSRF token. */
export async function requireClinicChange(
  request: Request,
  context: Context,
  form: FormData | null,
): Promise<AdminSession> {
  const session = await requireClinicAccount(request, context);
  return checkedChange(request, context, form, session, false);
}

async function checkedChange(
  request: Request,
  context: Context,
  form: FormData | null,
  admin: AdminSession,
  keep: boolean,
): Promise<AdminSession> {
  const sent = form?.get(CSRF_FIELD) ?? request.headers.get(CSRF_HEADER);
  const { db, config } = context.get(servicesContext);
  const problem = csrfProblem({
    headers: request.headers,
    requestUrl: request.url,
    siteUrl: config.SITE_URL,
    sessionToken: admin.csrfToken,
    sentToken: typeof sent === "string" ? sent : null,
  });
  if (problem && keep && form && fromOurOrigin(request.headers, request.url, config.SITE_URL)) {
    const page = pageAddressOf(request.url, false);
    await keepInput(db, { adminId: admin.adminId, path: page, form });
    throw redirectDocument(page, { headers: ADMIN_HEADERS });
  }
  if (problem) {
    throw new Response(`This change was refused: ${problem}. Reload the page and try again.`, {
      status: 403,
      statusText: "Forbidden",
      headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return admin;
}

const AREA_NAMES: Record<RestrictedArea, string> = {
  users: "Managing users",
  imports: "Importing clinic files",
  outbox: "The outbox",
};

function forbidden(area: RestrictedArea): Response {
  return new Response(`${AREA_NAMES[area]} is for admins only. Your account is an editor's.`, {
    status: 403,
    statusText: "Forbidden",
    headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** requireAdmin for a page of a restricted area (roles.server.ts): a role without it gets a 403. */
export async function requireArea(
  request: Request,
  context: Context,
  area: RestrictedArea,
): Promise<AdminSession> {
  const admin = await requireAdmin(request, context);
  if (!mayUse(admin.role, area)) throw forbidden(area);
  return admin;
}

/** requireAdminChange for an action of a restricted area: a role without it gets a 403. */
export async function requireAreaChange(
  request: Request,
  context: Context,
  form: FormData | null,
  area: RestrictedArea,
): Promise<AdminSession> {
  const admin = await requireAdminChange(request, context, form);
  if (!mayUse(admin.role, area)) throw forbidden(area);
  return admin;
}
