/**
 * The address of the page a loader answers for, as the visitor sees it. A client-side navigation runs the same
 * loaders through `<path>.data` (`/_.data` for the home page), adding React Router's `_routes` parameter when
 * only some routes reload; a page's head must name the page, not that request.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith("/_.data")) url.pathname = url.pathname.slice(0, -"_.data".length);
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  // Rewriting the query re-encodes it, so only when there is something to take out.
  if (url.searchParams.has("_routes")) url.searchParams.delete("_routes");
  return url;
}
