import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { isAdminPath } from "../app/server/admin/admin-http.server.ts";
import { etagMatches } from "../app/server/api/responses.server.ts";
import {
  COMPRESS_MIN_BYTES,
  type CompressibleBody,
  type Encoding,
  encodedBody,
  preferredEncoding,
} from "../app/server/http/compression.server.ts";
import { VersionedCache } from "../app/server/http/versioned-cache.server.ts";
import { hasRequestBody, isValidHostHeader } from "../app/server/http-rules.server.ts";
import { type Logger, pathOnly } from "../app/server/logger.server.ts";

/**
 * What a page that is the same for everyone may be kept for: browsers revalidate every time (a 304 costs
 * nothing), a CDN serves it for five minutes and a stale copy for ten more while it fetches a new one.
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";

const CSP = "Content-Security-Policy";

/** Headers the answer sets itself, whatever the renderer said. */
const RECOMPUTED = new Set(["content-length", "content-encoding", "transfer-encoding", "etag", "vary"]);

interface RenderedPage {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The policy with the nonce the page was rendered with: its scripts carry that nonce. */
  csp: string | undefined;
  body: CompressibleBody;
  /** Set when the page may be kept and shared (see isShareable). */
  etag: string | null;
  /** Every header of the first answer but those of one answer (date, length...): what a kept page is sent with. */
  answerHeaders: OutgoingHttpHeaders | undefined;
}

export interface PageCacheOptions {
  /**
   * Renders the page (React Router); `res.locals.nonce` is the nonce of this request. A HEAD request is
   * rendered as a GET, so that its headers (length, ETag) are those of the page and the render can be kept.
   */
  render(req: ExpressRequest, res: ExpressResponse): Promise<Response>;
  /**
   * What a rendered page depends on besides its URL (build, data version, UTC day), or null when it cannot be
   * read (the page is then rendered and sent, not kept).
   */
  stamp(): Promise<string | null>;
  /** Memory for rendered pages in bytes; 0 keeps none (development) but still sends ETags and 304s. */
  cacheBytes: number;
  logger: Logger;
}

export interface PageServer {
  /** The Express handler for pages: renders, sends, keeps. */
  handler: RequestHandler;
  /**
   * Answers a request for a kept page straight from node:http, before Express, and says whether it did:
   * only a plain GET or HEAD (valid Host, no body) of a URL that was rendered, sent and kept at the current
   * stamp, which is the exact URL that already passed every check of the Express stack.
   */
  answerKept(req: IncomingMessage, res: ServerResponse, isShuttingDown: () => boolean): Promise<boolean>;
}

/** Pages larger than this are not kept (the finder without a location is the largest, about 200 KB). */
const MAX_ENTRY_BYTES = 1024 * 1024;

/** Headers of one answer, not of the page. */
const PER_ANSWER = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "content-encoding",
  "transfer-encoding",
]);

/**
 * Sends pages rendered by React Router, whole and compressed once (brotli 4 or gzip 6), and keeps those that
 * are the same for everyone (GET, 200, no cookie, no private or no-store Cache-Control) by URL for as long as
 * their stamp holds, once a URL has been asked for twice: from then on it is answered from memory, with the
 * nonce it was rendered with. Shareable
 * pages get `Cache-Control: public…` and a weak ETag made of the stamp, so a revalidation is a 304 without
 * rendering anything.
 */
export function createPageServer(options: PageCacheOptions): PageServer {
  const cache =
    options.cacheBytes > 0
      ? new VersionedCache<RenderedPage>(options.cacheBytes, MAX_ENTRY_BYTES, { admitOnRepeat: true })
      : null;
  /** Renders of a URL under way, so that a burst of requests for a new URL renders it once. */
  const rendering = new Map<string, { stamp: string; render: Promise<RenderedPage> }>();
  const { logger } = options;

  async function renderPage(req: ExpressRequest, res: ExpressResponse, etag: string | null) {
    const response = await options.render(req, res);
    const bytes = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
    const page: RenderedPage = {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers].filter(([name]) => !RECOMPUTED.has(name)),
      csp: res.getHeader(CSP)?.toString(),
      body: { bytes, br: undefined, gzip: undefined },
      etag: etag && isShareable(response) ? etag : null,
      answerHeaders: undefined,
    };
    return page;
  }

  /** Renders and, when the page is shareable, keeps it; concurrent requests for the URL share the render. */
  function renderAndKeep(req: ExpressRequest, res: ExpressResponse, key: string, stamp: string | null) {
    const render = renderPage(req, res, stamp === null ? null : etagOf(stamp));
    if (!cache || stamp === null) return render;
    const pending = { stamp, render };
    rendering.set(key, pending);
    const settled = () => {
      if (rendering.get(key) === pending) rendering.delete(key);
    };
    render.then((page) => {
      settled();
      if (page.etag) cache.set(key, stamp, page, page.body.bytes.byteLength * 1.5);
    }, settled);
    return render;
  }

  const handler: RequestHandler = async (req, res, next) => {
    try {
      const readable = req.method === "GET" || req.method === "HEAD";
      // Admin pages belong to one signed-in operator: never kept, never answered with a shared 304.
      const shareable = readable && !isAdminPath(req.originalUrl);
      const stamp = shareable ? await options.stamp().catch(() => null) : null;
      if (stamp !== null) {
        const etag = etagOf(stamp);
        const ifNoneMatch = req.headers["if-none-match"];
        // Same URL, build, data and day: the page the client holds is the page we would render.
        if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, etag)) {
          res.removeHeader(CSP);
          res.set({ "Cache-Control": SHARED_PAGE_CACHE_CONTROL, ETag: etag, Vary: "Accept-Encoding" });
          res.status(304).end();
          return;
        }
      }
      const key = req.originalUrl;
      let page = stamp === null ? undefined : cache?.get(key, stamp);
      const pending = page || stamp === null ? undefined : rendering.get(key);
      if (pending?.stamp === stamp) {
        const shared = await pending.render.catch(() => undefined);
        if (shared?.etag) page = shared;
      }
      page ??= await renderAndKeep(req, res, key, stamp);
      if (res.destroyed || res.writableEnded) return;
      await send(req, res, page, logger);
    } catch (error) {
      next(error);
    }
  };

  async function answerKept(req: IncomingMessage, res: ServerResponse, isShuttingDown: () => boolean) {
    const url = req.url;
    if (
      !cache ||
      !url ||
      isAdminPath(url) ||
      !cache.has(url) ||
      (req.method !== "GET" && req.method !== "HEAD")
    ) {
      return false;
    }
    if (!isValidHostHeader(req.headers.host) || hasRequestBody(req.headers)) return false;
    const started = logger.isLevelEnabled("info") ? process.hrtime.bigint() : 0n;
    const stamp = await options.stamp().catch(() => null);
    const page = stamp === null ? undefined : cache.get(url, stamp);
    const headers = page?.answerHeaders;
    if (!page || !headers) return false;
    const status = await sendKept(req, res, page, headers, isShuttingDown(), logger).catch(
      (error: unknown) => {
        logger.warn({ err: error, path: pathOnly(url) }, "kept page could not be sent");
        res.destroy();
        return 500;
      },
    );
    if (started !== 0n) {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { method: req.method, path: pathOnly(url), status, ms: Math.round(ms * 10) / 10 },
        "request",
      );
    }
    return true;
  }

  return { handler, answerKept };
}

function etagOf(stamp: string): string {
  return `W/"${stamp}"`;
}

/** Kept and shared only when the renderer did not mark the page as personal or short-lived. */
function isShareable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control");
  return !cacheControl || !/no-store|private|no-cache/i.test(cacheControl);
}

/** The encoding to send a body in and the bytes to send: compressed once, then reused. */
async function encodedFor(
  req: IncomingMessage,
  body: CompressibleBody,
  logger: Logger,
): Promise<{ encoding: Encoding | null; data: Buffer }> {
  const encoding =
    body.bytes.byteLength > COMPRESS_MIN_BYTES ? preferredEncoding(req.headers["accept-encoding"]) : null;
  if (!encoding) return { encoding: null, data: body.bytes };
  try {
    return { encoding, data: await encodedBody(body, encoding) };
  } catch (error) {
    logger.warn({ err: error, encoding }, "page could not be compressed; sending it uncompressed");
    return { encoding: null, data: body.bytes };
  }
}

async function send(req: ExpressRequest, res: ExpressResponse, page: RenderedPage, logger: Logger) {
  res.statusMessage = page.statusText || res.statusMessage;
  res.status(page.status);
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (page.csp) res.setHeader(CSP, page.csp);
  res.setHeader("Vary", "Accept-Encoding");
  if (page.etag) {
    res.setHeader("ETag", page.etag);
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
    page.answerHeaders ??= Object.fromEntries(
      Object.entries(res.getHeaders()).filter(([name]) => !PER_ANSWER.has(name.toLowerCase())),
    );
  }
  const { bytes } = page.body;
  if (req.method === "HEAD" || bytes.byteLength === 0) {
    if (req.method === "HEAD" && bytes.byteLength > 0) res.setHeader("Content-Length", bytes.byteLength);
    res.end();
    return;
  }
  const { encoding, data } = await encodedFor(req, page.body, logger);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", data.byteLength);
  res.end(data);
}

/** A kept page from node:http: the headers it was first sent with, then the body in the client's encoding. */
async function sendKept(
  req: IncomingMessage,
  res: ServerResponse,
  page: RenderedPage,
  answerHeaders: OutgoingHttpHeaders,
  closing: boolean,
  logger: Logger,
): Promise<number> {
  const headers: OutgoingHttpHeaders = { ...answerHeaders };
  if (closing) headers.connection = "close";
  const ifNoneMatch = req.headers["if-none-match"];
  if (page.etag && ifNoneMatch !== undefined && etagMatches(ifNoneMatch, page.etag)) {
    delete headers[CSP.toLowerCase()];
    res.writeHead(304, headers);
    res.end();
    return 304;
  }
  if (req.method === "HEAD") {
    headers["content-length"] = page.body.bytes.byteLength;
    res.writeHead(page.status, headers);
    res.end();
    return page.status;
  }
  const { encoding, data } = await encodedFor(req, page.body, logger);
  if (encoding) headers["content-encoding"] = encoding;
  headers["content-length"] = data.byteLength;
  res.writeHead(page.status, headers);
  res.end(data);
  return page.status;
}
