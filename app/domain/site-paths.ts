/** The site's fixed pages, each at one lower-case address. */
export const STATIC_PATHS = [
  "/",
  "/search",
  "/trt-clinics-near-me",
  "/tele-trt-clinics",
  "/about-trt",
  "/tools/symptom-checker",
  "/tools/insurance-verification",
  "/blog",
  "/about",
  "/how-we-list-clinics",
  "/contact",
  "/privacy",
  "/terms",
];

const LOWER_CASE_PATHS: ReadonlySet<string> = new Set([
  ...STATIC_PATHS,
  "/blog/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
]);

/**
 * The one address of a page when a request spells it another way, or null when it is already canonical (or is
 * not ours to rewrite): a trailing slash is dropped ("/about/" -> "/about") and a fixed page's address is
 * lower-cased ("/BLOG" -> "/blog"). The result never starts with "//" or "/\\", which a browser would read as
 * another host.
 */
export function canonicalPath(path: string): string | null {
  // City pages turn every spelling (case, "Saint", a trailing slash) into their address in one redirect.
  if (path.startsWith("/city/")) return null;
  let canonical = path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
  const lower = canonical.toLowerCase();
  if (lower !== canonical && LOWER_CASE_PATHS.has(lower)) canonical = lower;
  if (canonical === path) return null;
  if (!canonical.startsWith("/") || canonical.startsWith("//") || canonical.startsWith("/\\")) return null;
  return canonical;
}
