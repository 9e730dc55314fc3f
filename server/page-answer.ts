import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Answer } from "../app/server/http/answer.server.ts";
import type { RouteFacts } from "../app/server/http/route-facts.server.ts";
import type { Stamp } from "./stamp.ts";

/**
 * What a page that is the same for everyone may be kept for: browsers revalidate every time (a 304 costs
 * nothing), a CDN serves it for five minutes and a stale copy for ten more while it fetches a new one.
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";

/** Pages rendered by React Router (server/app.ts, built into the server bundle) as the edge asks for them. */
export interface PageProducer {
  /** The build's version, part of every stamp. */
  build(): Promise<string>;
  /** What the page route answering `path` (and the routes it is nested in) says about itself. */
  facts(path: string): Promise<RouteFacts>;
  /**
   * Renders the request's page with `nonce` in its policy and scripts. `stamp` is null for a request that
   * writes (a form post) or when the stamp could not be read: such a page is sent, never kept or validated.
   */
  render(
    req: IncomingMessage,
    res: ServerResponse,
    page: { nonce: string; stamp: Stamp | null; facts: RouteFacts },
  ): Promise<Answer>;
  /**
   * Runs the request's loaders without drawing the page, at `stamp`'s data version, and answers the digest of
   * their data (as a kept page's `dataDigest`), or null when the request would not give a page (a redirect, an
   * error).
   */
  dataDigest?(req: IncomingMessage, res: ServerResponse, stamp: Stamp): Promise<string | null>;
}

/** Headers the edge writes itself, whatever the renderer said. */
const RECOMPUTED = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "vary"]);

/** Kept and shared only when the renderer did not mark the page as personal or short-lived. */
function isShareable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control");
  return !cacheControl || !/no-store|private|no-cache/i.test(cacheControl);
}

/**
 * A rendered page as the edge sends it: whole (compressed once, by the edge), and, when it is the same for
 * everyone (GET or HEAD at a stamp, 200, no cookie, no private, no-store or no-cache Cache-Control, a route
 * that is not personal), kept with the shared Cache-Control (unless its route set one) and the stamp as its
 * validator (decision 13). `renderedBody` is the page as the document entry rendered it, when it handed it over
 * beside the Response (`PageDataProbe.body`) instead of in it.
 */
export async function pageAnswer(
  response: Response,
  { nonce, stamp, facts }: { nonce: string; stamp: Stamp | null; facts: RouteFacts },
  renderedBody?: Buffer,
): Promise<Answer> {
  const bytes = renderedBody ?? (response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0));
  const headers: OutgoingHttpHeaders = {};
  const cookies: string[] = [];
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") cookies.push(value);
    else if (!RECOMPUTED.has(name)) headers[name] = value;
  }
  if (cookies.length > 0) headers["set-cookie"] = cookies;
  const keep = stamp !== null && !facts.noStore && isShareable(response);
  if (keep) headers["cache-control"] ??= SHARED_PAGE_CACHE_CONTROL;
  if (facts.noStore) {
    // An answer made before the route's own headers could be (React Router's 400 for a form posted from
    // another site) is still one person's: never kept, never indexed.
    headers["cache-control"] ??= "no-store";
    headers["x-robots-tag"] ??= "noindex, nofollow";
  }
  return {
    status: response.status,
    statusText: response.statusText,
    headers,
    body: { bytes, br: undefined, gzip: undefined },
    etag: keep ? stamp.etag : undefined,
    keep,
    nonce,
  };
}
