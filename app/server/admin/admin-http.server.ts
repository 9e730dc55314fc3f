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
  return next;
}

/** robots.txt with the admin area disallowed: the line joins the rules of the first (the `*`) group. */
export function disallowAdmin(robots: string): string {
  const end = robots.indexOf("\n\n");
  const rule = "Disallow: /admin\n";
  return end === -1
    ? `${robots}${robots.endsWith("\n") ? "" : "\n"}${rule}`
    : `${robots.slice(0, end + 1)}${rule}${robots.slice(end + 1)}`;
}
