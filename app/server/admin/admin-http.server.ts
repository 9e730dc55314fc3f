import { hasControlCharacters } from "../../domain/text-input.ts";
import { isUnusablePath } from "../http-rules.server.ts";
/** Every admin answer: never kept by a browser, a proxy or our page cache, never indexed. */
export const ADMIN_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};

/** True for /admin, /admin/… and /admin?…: the admin area's paths. */
export function isAdminPath(url: string): boolean {
  if (!url.startsWith("/admin")) return false;
  const next = url.charCodeAt(6);
  return Number.isNaN(next) || next === 47 /* / */ || next === 63 /* ? */;
}

/** Where to go after signing in: a path inside the admin area, else the admin home. */
export function safeAdminReturn(next: string | null): string {
  if (!next || !isAdminPath(next) || next.startsWith("/admin/sign-")) return "/admin";
  // A URL parser drops tabs and line breaks, so "/admin/\r\nx" would lead to "/admin/x": not where it said;
  // encoded ones ("%0d%0a") name no admin page either.
  if (hasControlCharacters(next) || isUnusablePath(next)) return "/admin";
  // Never back to a data payload (`/admin/clinics/3.data`), only to the page itself.
  return pageAddressOf(new URL(next, "http://admin.invalid").href, true);
}

/** Query parameters React Router adds to its data requests, no part of a page's address. */
const DATA_REQUEST_PARAMS = ["_routes", "index"];

/**
 * The page a request is for: a client-side navigation asks for `/admin/clinics/3.data` (`/_root.data` for
 * `/`), a payload no browser should be sent back to after signing in; this is `/admin/clinics/3`.
 */
export function pageAddressOf(requestUrl: string, withQuery: boolean): string {
  const url = new URL(requestUrl);
  let path = url.pathname;
  if (path.endsWith("/_root.data")) path = path.slice(0, -"_root.data".length);
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  if (!withQuery) return path;
  for (const name of DATA_REQUEST_PARAMS) url.searchParams.delete(name);
  const query = url.searchParams.toString();
  return query ? `${path}?${query}` : path;
}

/** Why the operator is sent to sign in: their session ended, and whether what they posted is kept. */
export type SignInReason = "expired" | "kept" | null;

/** The sign-in page, coming back to `back` afterwards. */
export function signInAddress(back: string, reason: SignInReason): string {
  const params = new URLSearchParams();
  if (back !== "/admin") params.set("next", back);
  if (reason) params.set("expired", reason === "kept" ? "kept" : "yes");
  const query = params.toString();
  return `/admin/sign-in${query ? `?${query}` : ""}`;
}

/** robots.txt with the admin area disallowed: the line joins the rules of the first (the `*`) group. */
export function disallowAdmin(robots: string): string {
  const end = robots.indexOf("\n\n");
  const rule = "Disallow: /admin\n";
  return end === -1
    ? `${robots}${robots.endsWith("\n") ? "" : "\n"}${rule}`
    : `${robots.slice(0, end + 1)}${rule}${robots.slice(end + 1)}`;
}
