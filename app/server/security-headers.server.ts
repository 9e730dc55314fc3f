import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn at once: one call into the system's generator instead of one per page. */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/** A nonce for one page's scripts: 16 bytes from the system's secure random generator, each used once. */
export function createNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

function originOf(url: string): string | null {
  try {
    return new URL(url.replaceAll(/\{[a-z]\}/g, "a")).origin;
  } catch {
    return null;
  }
}

export interface CspOptions {
  nonce: string;
  mapTileUrl: string;
  development: boolean;
}

export function contentSecurityPolicy({ nonce, mapTileUrl, development }: CspOptions): string {
  const tileOrigin = originOf(mapTileUrl);
  const tileOriginPattern = tileOrigin?.replace("://a.", "://*.");
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    "style-src": development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(tileOriginPattern ? [tileOriginPattern] : [])],
    "font-src": ["'self'"],
    "connect-src": development ? ["'self'", "ws:"] : ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

const HSTS = "max-age=31536000; includeSubDomains";
const REFERRER_POLICY = "strict-origin-when-cross-origin";
const PERMISSIONS_POLICY = "geolocation=(self), camera=(), microphone=(), payment=(), usb=()";
/** Other sites may not embed our pages, images or answers (CORS-mode API calls are not affected). */
const RESOURCE_POLICY = "same-origin";

/** Every answer's security headers other than its Content-Security-Policy. */
const HEADERS_BESIDES_CSP = {
  "Strict-Transport-Security": HSTS,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": REFERRER_POLICY,
  "X-Frame-Options": "DENY",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": RESOURCE_POLICY,
};

export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    ...HEADERS_BESIDES_CSP,
  };
}

/**
 * `securityHeaders` for one site's settings as a function of the nonce: the policy is worked out once and the
 * nonce put in its place, so that a page's headers cost a string concatenation.
 */
export function pageSecurityHeaders(
  options: Omit<CspOptions, "nonce">,
): (nonce: string) => Record<string, string> {
  const marker = "\u0000nonce\u0000";
  const template = securityHeaders({ ...options, nonce: marker });
  const [before, after] = (template["Content-Security-Policy"] ?? "").split(marker) as [string, string];
  return (nonce) => ({ ...template, "Content-Security-Policy": `${before}${nonce}${after}` });
}

/**
 * The JSON API's headers: fixed, because a JSON answer loads nothing and runs nothing, so it needs no nonce
 * and its policy can forbid everything.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  ...HEADERS_BESIDES_CSP,
});
