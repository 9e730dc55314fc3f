import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { AppServices } from "../../context.ts";
import { EVENTS_PATH } from "../analytics/ingest.server.ts";
import { dataVersionReader } from "../db/data-version.server.ts";
import { COMPRESS_MIN_BYTES, encodedBody, preferredEncoding } from "../http/compression.server.ts";
import { VersionedCache } from "../http/versioned-cache.server.ts";
import { hasRequestBody } from "../http-rules.server.ts";
import type { Logger } from "../logger.server.ts";
import { API_SECURITY_HEADERS } from "../security-headers.server.ts";
import { API_ROUTES } from "./endpoints.server.ts";
import { BadRequest } from "./params.server.ts";
import {
  type ApiResult,
  cacheControl,
  DEFAULT_MAX_AGE,
  etagMatches,
  JsonBody,
  jsonError,
} from "./responses.server.ts";
import { type ApiRequest, type ApiRoute, createRouter } from "./router.server.ts";

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

export interface ApiListenerOptions {
  /** While true, answers carry `Connection: close` so keep-alive clients let the server drain. */
  isShuttingDown?: () => boolean;
  /** The route table; the public API's by default. */
  routes?: readonly ApiRoute[];
  /** Memory for recent answers (see VersionedCache), in bytes; 0 turns the cache off. */
  cacheBytes?: number;
  /** Takes the usage events posted to EVENTS_PATH (app/server/analytics/ingest.server.ts), every method. */
  events?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

/** Room for about 200 pages of 20 clinics with their compressed forms. */
export const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;

const JSON_TYPE = "application/json; charset=utf-8";
const ALLOW = "GET, HEAD";
const EMPTY_QUERY = new URLSearchParams();

interface CachedAnswer {
  status: number;
  body: JsonBody;
  headers: Record<string, string> | undefined;
  maxAge: number | undefined;
}

/** Bodies larger than this are not kept: one would crowd out many ordinary answers. */
const MAX_ENTRY_BYTES = 512 * 1024;

const NOT_FOUND: ApiResult = {
  status: 404,
  body: new JsonBody({ error: { message: "No such API endpoint; see /api/openapi.json" } }),
};
const METHOD_NOT_ALLOWED: ApiResult = {
  status: 405,
  body: new JsonBody({ error: { message: "Method not allowed: the API answers GET and HEAD" } }),
  headers: { Allow: ALLOW },
};
const INTERNAL_ERROR: ApiResult = {
  status: 500,
  body: new JsonBody({ error: { message: "Internal server error" } }),
};

/**
 * The JSON API as a plain node:http request listener: no Express, no React Router. It matches the route
 * table, runs the handler (or reuses its answer to a URL asked for again at the same data version), and writes
 * the answer with fixed security headers, Cache-Control, a weak ETag (304 on If-None-Match), brotli/gzip for
 * bodies over 1 KB, and one request log line (path only).
 * Invalid input answers 400; an unexpected error is logged and answers a JSON 500 without details.
 */
export function createApiListener(
  services: AppServices,
  logger: Logger,
  options: ApiListenerOptions = {},
): NodeListener {
  const match = createRouter(options.routes ?? API_ROUTES);
  const isShuttingDown = options.isShuttingDown ?? (() => false);
  const cacheBytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
  const cache =
    cacheBytes > 0
      ? new VersionedCache<CachedAnswer>(cacheBytes, MAX_ENTRY_BYTES, { admitOnRepeat: true })
      : null;
  const readVersion = cache ? dataVersionReader(services.db) : null;

  /** Runs the handler, or answers from the cache when the same URL was answered at this data version. */
  async function answer(
    route: ApiRoute,
    params: ApiRequest["params"],
    req: IncomingMessage,
    url: string,
    queryStart: number,
  ) {
    const version = readVersion ? await readVersion() : 0;
    const cached = cache?.get(url, version);
    if (cached) return cached;
    const result = await route.handler({
      params,
      query: queryStart === -1 ? EMPTY_QUERY : new URLSearchParams(url.slice(queryStart + 1)),
      headers: req.headers,
      services,
      version: readVersion ? version : undefined,
    });
    // Only shareable successes: errors are cheap, and no-store answers (a device's position) are not kept.
    if (cache && result.status === 200 && (result.maxAge ?? DEFAULT_MAX_AGE) > 0) {
      const body = result.body instanceof JsonBody ? result.body : new JsonBody(result.body);
      const stored = { status: 200, body, headers: result.headers, maxAge: result.maxAge };
      // Text plus room for its brotli and gzip forms, which are smaller than the text.
      cache.set(url, version, stored, 3 * body.byteLength);
      return stored;
    }
    return result;
  }

  async function send(req: IncomingMessage, res: ServerResponse, result: ApiResult): Promise<number> {
    const status = result.status;
    const body = result.body instanceof JsonBody ? result.body : new JsonBody(result.body);
    const headers: OutgoingHttpHeaders = {
      ...API_SECURITY_HEADERS,
      "Content-Type": JSON_TYPE,
      "Cache-Control": cacheControl(status === 200 ? (result.maxAge ?? DEFAULT_MAX_AGE) : 0),
      Vary: "Accept-Encoding",
      ...result.headers,
    };
    if (isShuttingDown()) headers.Connection = "close";
    if (status === 200) {
      const etag = body.etag;
      headers.ETag = etag;
      const ifNoneMatch = req.headers["if-none-match"];
      if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, etag)) {
        res.writeHead(304, headers);
        res.end();
        return 304;
      }
    }
    if (req.method === "HEAD") {
      headers["Content-Length"] = body.byteLength;
      res.writeHead(status, headers);
      res.end();
      return status;
    }
    const encoding =
      body.byteLength > COMPRESS_MIN_BYTES ? preferredEncoding(req.headers["accept-encoding"]) : null;
    if (encoding) {
      const data = await encodedBody(body, encoding).catch((error: unknown) => {
        logger.warn({ err: error, encoding }, "API answer could not be compressed; sending it uncompressed");
        return null;
      });
      if (data && !res.destroyed) {
        headers["Content-Encoding"] = encoding;
        headers["Content-Length"] = data.byteLength;
        res.writeHead(status, headers);
        res.end(data);
        return status;
      }
    }
    if (res.destroyed) return status;
    headers["Content-Length"] = body.byteLength;
    res.writeHead(status, headers);
    res.end(body.bytes);
    return status;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, started: bigint): Promise<void> {
    const url = req.url ?? "/";
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    let status = 500;
    try {
      let result: ApiResult;
      const body = hasRequestBody(req.headers);
      if (req.method !== "GET" && req.method !== "HEAD") {
        // Closing the connection stops Node from reading and discarding a body we will not use.
        result = body
          ? { ...METHOD_NOT_ALLOWED, headers: { Allow: ALLOW, Connection: "close" } }
          : METHOD_NOT_ALLOWED;
      } else if (body) {
        const refused = jsonError(400, "body", "a GET or HEAD request takes no body");
        result = { ...refused, headers: { ...refused.headers, Connection: "close" } };
      } else {
        try {
          const found = match(path);
          result = found ? await answer(found.route, found.params, req, url, queryStart) : NOT_FOUND;
        } catch (error) {
          if (!(error instanceof BadRequest)) throw error;
          result = jsonError(400, error.field, error.message);
        }
      }
      status = await send(req, res, result);
    } catch (error) {
      logger.error({ err: error, method: req.method, path }, "API request failed");
      if (!res.headersSent && !res.destroyed) {
        status = await send(req, res, INTERNAL_ERROR).catch(() => {
          res.destroy();
          return 500;
        });
      } else {
        res.destroy();
      }
    }
    if (started === 0n) return;
    try {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ method: req.method, path, status, ms: Math.round(ms * 10) / 10 }, "request");
    } catch {
      // A failing log destination must not take the process down through an unhandled rejection.
    }
  }

  /** The events endpoint answers with its own status; the request is logged like any API request. */
  async function takeEvents(
    events: NonNullable<ApiListenerOptions["events"]>,
    req: IncomingMessage,
    res: ServerResponse,
    started: bigint,
  ): Promise<void> {
    if (isShuttingDown()) res.setHeader("Connection", "close");
    await events(req, res);
    if (started === 0n) return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(
      { method: req.method, path: EVENTS_PATH, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
      "request",
    );
  }

  return (req, res) => {
    const started = logger.isLevelEnabled("info") ? process.hrtime.bigint() : 0n;
    const url = req.url ?? "/";
    if (options.events && (url === EVENTS_PATH || url.startsWith(`${EVENTS_PATH}?`))) {
      takeEvents(options.events, req, res, started).catch((error: unknown) => {
        logger.error({ err: error, path: EVENTS_PATH }, "usage event request failed");
        if (!res.headersSent) res.destroy();
      });
      return;
    }
    void handle(req, res, started);
  };
}
