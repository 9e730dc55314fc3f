import { sameToken } from "./tokens.server.ts";

/** The name of the hidden field (and of the header for admin API calls) that carries the CSRF token. */
export const CSRF_FIELD = "csrf";
export const CSRF_HEADER = "x-csrf-token";

/**
 * Whether a state-changing request comes from our own pages. Browsers send Origin with every POST; it must be
 * this server's origin as the request names it or as SITE_URL does (behind a proxy that ends TLS the two
 * differ in scheme). Without Origin, Sec-Fetch-Site must be absent or same-origin. Clients that send neither
 * (scripts) still need the token.
 */
export function fromOurOrigin(headers: Headers, requestUrl: string, siteUrl: string): boolean {
  const origin = headers.get("origin");
  if (origin === null) {
    const site = headers.get("sec-fetch-site");
    return site === null || site === "same-origin";
  }
  return origin === new URL(requestUrl).origin || origin === new URL(siteUrl).origin;
}

/**
 * Why a state-changing admin request is refused, or null: it must come from our origin and carry the
 * session's CSRF token (a form field, or the X-CSRF-Token header for API calls).
 */
export function csrfProblem(input: {
  headers: Headers;
  requestUrl: string;
  siteUrl: string;
  sessionToken: string;
  sentToken: string | null;
}): string | null {
  if (!fromOurOrigin(input.headers, input.requestUrl, input.siteUrl))
    return "the request came from another site";
  if (!input.sentToken || !sameToken(input.sentToken, input.sessionToken)) {
    return "the form's security token is missing or out of date";
  }
  return null;
}
