import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { EVENTS_PATH } from "../app/server/analytics/ingest.server.ts";
import type { ApiMatch, ApiProducer } from "../app/server/api/listener.server.ts";
import { answerOf, etagMatches, jsonError } from "../app/server/api/responses.server.ts";
import { type Answer, TEXT_TYPE, textAnswer } from "../app/server/http/answer.server.ts";
import {
  COMPRESS_MIN_BYTES,
  type Encoding,
  encodedBody,
  preferredEncoding,
} from "../app/server/http/compression.server.ts";
import type { RateBucket } from "../app/server/http/rate-limiter.server.ts";
import { NO_FACTS } from "../app/server/http/route-facts.server.ts";
import { hasRequestBody } from "../app/server/http-rules.server.ts";
import type { Logger } from "../app/server/logger.server.ts";
import {
  API_SECURITY_HEADERS,
  createNonce,
  pageSecurityHeaders,
} from "../app/server/security-headers.server.ts";
import { canonicalLocation } from "./canonical-redirect.ts";
import { HEALTH_PATH, type HealthReport, healthAnswer } from "./health.ts";
import { KeptAnswers, type KeptCounts } from "./kept-answers.ts";
import { type PageProducer, SHARED_PAGE_CACHE_CONTROL } from "./page-answer.ts";
import { type RateLimits, rateLimited } from "./rate-limit-gate.ts";
import type { RenderGate } from "./render-gate.ts";
import { formBodyLimit, guardApi, guardPage, type Refusal } from "./request-guard.ts";
import { requestLog } from "./request-log.ts";
import { requestArrived, type Stamp } from "./stamp.ts";
import type { StaticFiles } from "./static-files.ts";
import { withoutTrackingParams } from "./tracking-params.ts";

type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;
/** Connect-style middleware (Vite's, in development): answers the request or calls `next`. */
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface EdgeOptions {
  logger: Logger;
  /** While true every answer asks its client to close the connection, so that the server can drain. */
  isShuttingDown?: () => boolean;
  /** What the pages' Content-Security-Policy allows besides the site itself. */
  security?: { mapTileUrl: string; development: boolean };
  /** Off when absent (tests, tools). */
  rateLimits?: RateLimits;
  /**
   * The stamp (server/stamp.ts) for a request numbered by `requestArrived`; without it nothing is kept and pages
   * carry no validator.
   */
  stamps?: (arrival?: number) => Promise<Stamp | null>;
  /** `/api` and `/api/…`; `keptBytes` of memory for answers asked for again (0 keeps none). */
  api?: { producer: ApiProducer; keptBytes: number };
  /** EVENTS_PATH, every method: the usage events, which read their body and write their own answer. */
  events?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Everything else. */
  pages?: {
    producer: PageProducer;
    /** Memory for rendered pages asked for again (PAGE_CACHE_MB); 0 keeps none but still sends validators. */
    keptBytes: number;
    /** Production: pages are validated and kept by the stamp. Development: neither (the code changes under it). */
    validators: boolean;
    /** Bounds how many pages render at once (decision 17); none: all at once. */
    gate?: RenderGate;
    /** The build's client files (production). */
    files?: StaticFiles;
    /** Vite's middleware (development): asked before any page is rendered. */
    devFiles?: Middleware;
    health?: () => Promise<HealthReport>;
    /** ADMIN_IMPORT_MAX_MB: the admin's import takes files up to it. */
    importMaxMb: number;
  };
}

export interface Edge {
  listener: NodeListener;
  /** Asks the client of an answer not yet under way to close its connection (shutdown, decision 34). */
  drain(res: ServerResponse): void;
  /** How the kept pages and API answers were used: logged at shutdown, read by `npm run load`. */
  keptCounts(): { pages: KeptCounts | null; api: KeptCounts | null };
}

/** A producer's answer, and whether it was kept from an earlier request (then it is sent again as it is). */
interface Produced {
  answer: Answer;
  kept: boolean;
  /**
   * For an answer that may be kept, sent as `X-Cache`: "hit" (kept at this stamp), "renewed" (kept from before
   * an edit that left its data alone, decision 50) or "miss" (produced for this request).
   */
  cache?: "hit" | "renewed" | "miss";
}

/** What a request is, read from its URL before anything else. */
type Kind = "api" | "events" | "asset" | "health" | "page";

/** True for `/api`, `/api?…` and `/api/…`: the JSON API's paths. */
export function isApiPath(url: string | undefined): boolean {
  if (!url?.startsWith("/api")) return false;
  const next = url.charCodeAt(4);
  return Number.isNaN(next) || next === 47 /* / */ || next === 63 /* ? */;
}

function isPath(url: string, path: string): boolean {
  return url.startsWith(path) && (url.length === path.length || url.charCodeAt(path.length) === 63) /* ? */;
}

/** The request's kind; the events path is its own only when something takes the events. */
export function kindOf(url: string, events: boolean): Kind {
  if (isApiPath(url)) return events && isPath(url, EVENTS_PATH) ? "events" : "api";
  if (url.startsWith("/assets/")) return "asset";
  return isPath(url, HEALTH_PATH) ? "health" : "page";
}

/** The limit a request counts against: hashed assets and the health check count against none (decision 14). */
export function bucketOf(kind: Kind, apiRoute: { rate?: RateBucket } | null): RateBucket | null {
  if (kind === "api") return apiRoute?.rate ?? "api";
  if (kind === "events") return "events";
  return kind === "page" ? "pages" : null;
}

const KB = 1024;
const NOT_FOUND_TEXT = "Not found\n";
const DEFAULT_SECURITY = { mapTileUrl: "", development: false };

/**
 * The HTTP front door (decision 34): every request passes here once, in this order, and each rule is written
 * here only:
 *
 * 1. the rate limit (decision 14), by the bucket its route declares;
 * 2. the request guard: what no producer can answer (Host, encoding, methods, bodies and their sizes);
 * 3. outside the API, the tracking parameters come off the URL (decision 31) and another spelling of a page is
 *    moved to its one address;
 * 4. the stamp (build, data version, UTC day) that every kept answer and every page validator depends on;
 * 5. an answer kept at the stamp, or a 304 for a page whose validator the client holds, before anything runs;
 * 6. the producer: the JSON API, the build's files, the health check, or a page rendered by React Router behind
 *    the render gate (decision 17);
 * 7. the answer is written: security headers, a 304 for the validator the client holds, the encoding it
 *    accepts, `Connection: close` while draining or when a body was left unread;
 * 8. one request log line.
 */
export function createEdge(options: EdgeOptions): Edge {
  const { api, pages, events, rateLimits, stamps } = options;
  const isShuttingDown = options.isShuttingDown ?? (() => false);
  const requests = requestLog(options.logger);
  const pageHeaders = pageSecurityHeaders(options.security ?? DEFAULT_SECURITY);
  const keptApi =
    api && stamps && api.keptBytes > 0
      ? new KeptAnswers({ bytes: api.keptBytes, maxEntryBytes: 512 * KB, weight: 3 })
      : null;
  const keptPages =
    pages?.validators && stamps && pages.keptBytes > 0
      ? new KeptAnswers({ bytes: pages.keptBytes, maxEntryBytes: 1024 * KB, weight: 1.5 })
      : null;
  /** The head of a kept answer, assembled once (its nonce and validator do not change while it is kept). */
  const heads = new WeakMap<Answer, Readonly<OutgoingHttpHeaders>>();

  function drain(res: ServerResponse): void {
    if (!res.headersSent) res.setHeader("Connection", "close");
  }

  function policyOf(answer: Answer, kind: Kind): "page" | "none" {
    return answer.policy ?? (kind === "api" ? "none" : "page");
  }

  function securityHeaders(policy: "page" | "none", nonce?: string): Readonly<Record<string, string>> {
    return policy === "none" ? API_SECURITY_HEADERS : pageHeaders(nonce ?? createNonce());
  }

  function notModified(req: IncomingMessage, etag: string): boolean {
    const ifNoneMatch = req.headers["if-none-match"];
    return ifNoneMatch !== undefined && etagMatches(ifNoneMatch, etag);
  }

  function encodingFor(req: IncomingMessage): Encoding | null {
    return preferredEncoding(req.headers["accept-encoding"]);
  }

  function refusalAnswer(refusal: Refusal, kind: Kind): Answer {
    const allow = refusal.allow === undefined ? undefined : { Allow: refusal.allow };
    if (kind === "api") {
      const error = jsonError(refusal.status, refusal.field ?? null, refusal.message);
      return answerOf({ ...error, headers: allow });
    }
    if (refusal.status === 204)
      return { status: 204, headers: { ...allow, "Cache-Control": "no-store" }, body: null };
    return textAnswer(refusal.status, `${refusal.message}\n`, allow);
  }

  /** 2. What the request may not ask, or null; the API's answer without waiting, a page's once its facts are read. */
  function guard(req: IncomingMessage, kind: Kind, path: string): Answer | null | Promise<Answer | null> {
    if (kind === "events") return null;
    if (kind === "api") {
      const refusal = guardApi(req);
      return refusal && refusalAnswer(refusal, kind);
    }
    return guardPage(
      req,
      path,
      async () => formBodyLimit(pages ? await pages.producer.facts(path) : NO_FACTS, pages?.importMaxMb ?? 0),
      pages?.importMaxMb ?? 0,
    ).then((refusal) => refusal && refusalAnswer(refusal, kind));
  }

  /** 3. Tracking parameters off the URL that pages and files are answered for; another spelling moved. */
  function canonical(req: IncomingMessage): Answer | null {
    if (req.url) req.url = withoutTrackingParams(req.url);
    const location = canonicalLocation(req.url ?? "/");
    if (location === null) return null;
    return {
      status: 301,
      headers: { "Content-Type": TEXT_TYPE, Location: location },
      body: {
        bytes: Buffer.from(`Moved Permanently. Redirecting to ${location}`),
        br: undefined,
        gzip: undefined,
      },
    };
  }

  /** Hands the request to Vite's middleware; true when it passed it on, false when it answered it. */
  function throughDevFiles(
    devFiles: Middleware,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<boolean> {
    for (const [name, value] of Object.entries(securityHeaders("page"))) res.setHeader(name, value);
    if (isShuttingDown()) drain(res);
    return new Promise((resolve, reject) => {
      const answered = () => resolve(false);
      res.once("close", answered);
      devFiles(req, res, (error) => {
        res.off("close", answered);
        if (error) reject(error);
        else resolve(true);
      });
    });
  }

  function admitted(gate: RenderGate | undefined, req: IncomingMessage, res: ServerResponse): Promise<void> {
    // A request dropped while waiting (its client gone) never resolves, and is never rendered or logged.
    return gate ? new Promise((resolve) => gate.admit(req, res, () => resolve())) : Promise.resolve();
  }

  /** 4–6 for the API; `kept` when the answer was kept from an earlier request. */
  async function produceApi(
    producer: ApiProducer,
    matched: ApiMatch,
    req: IncomingMessage,
    url: string,
    queryStart: number,
    arrival: number,
  ): Promise<Produced> {
    const stamp = keptApi && stamps ? await stamps(arrival) : null;
    if (!stamp || !keptApi || matched === null || !("route" in matched)) {
      return { answer: await producer.answer(matched, req, url, queryStart, stamp?.version), kept: false };
    }
    const kept = keptApi.get(url, stamp);
    if (kept) return { answer: kept, kept: true, cache: "hit" };
    const answer = await keptApi.produce(url, stamp, () =>
      producer.answer(matched, req, url, queryStart, stamp.version),
    );
    return { answer, kept: false, cache: answer.keep ? "miss" : undefined };
  }

  /** 4–6 beside the API: the answer, or null when a streaming producer (Vite) answered the request itself. */
  async function producePage(
    req: IncomingMessage,
    res: ServerResponse,
    kind: Kind,
    path: string,
    arrival: number,
  ): Promise<(Produced & { rendered: boolean }) | null> {
    if (!pages) return { answer: textAnswer(404, NOT_FOUND_TEXT), rendered: false, kept: false };
    if (kind === "health" && pages.health) {
      return { answer: await healthAnswer(pages.health, isShuttingDown()), rendered: false, kept: false };
    }
    if (pages.files?.claims(path)) {
      // The build's files are held in memory for good: each is sent many times.
      const file = await pages.files.answer(path);
      if (file) return { answer: file, rendered: false, kept: true };
      if (kind === "asset") return { answer: textAnswer(404, NOT_FOUND_TEXT), rendered: false, kept: false };
    }
    if (pages.devFiles && !(await throughDevFiles(pages.devFiles, req, res))) return null;
    const url = req.url ?? "/";
    const reading = req.method === "GET" || req.method === "HEAD";
    const stamp = reading && stamps && pages.validators ? await stamps(arrival) : null;
    const kept = stamp && keptPages?.get(url, stamp);
    if (kept) return { answer: kept, rendered: false, kept: true, cache: "hit" };
    const { dataDigest } = pages.producer;
    if (stamp && keptPages && dataDigest) {
      // Kept before an edit: still current when the data it was drawn from is the same.
      const renewed = await keptPages.renew(url, stamp, () => dataDigest(req, res, stamp));
      if (renewed) return { answer: renewed, rendered: false, kept: true, cache: "renewed" };
    }
    const facts = await pages.producer.facts(path);
    const shared = stamp !== null && !facts.noStore;
    // Same URL, build, data and day: the page the client holds is the page a render would give now.
    if (shared && notModified(req, stamp.etag)) {
      const answer: Answer = {
        status: 304,
        headers: { "Cache-Control": SHARED_PAGE_CACHE_CONTROL },
        body: null,
        etag: stamp.etag,
      };
      return { answer, rendered: false, kept: false };
    }
    await admitted(pages.gate, req, res);
    const render = () => pages.producer.render(req, res, { nonce: createNonce(), stamp, facts });
    const answer = shared && keptPages ? await keptPages.produce(url, stamp, render) : await render();
    return { answer, rendered: true, kept: false, cache: keptPages && answer.keep ? "miss" : undefined };
  }

  /**
   * 7. Writes the answer; resolves with the status sent. The head of an answer sent again (`kept`) is assembled
   * once and copied; an answer sent once builds its own and keeps nothing.
   */
  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    answer: Answer,
    kind: Kind,
    bodyRead: boolean,
    kept = false,
    cache?: Produced["cache"],
  ): Promise<number> {
    if (res.destroyed) return answer.status;
    if (isShuttingDown() || (!bodyRead && hasRequestBody(req.headers))) drain(res);
    const policy = policyOf(answer, kind);
    const reusable = kept && answer.keep === true && (answer.nonce !== undefined || policy === "none");
    let base = reusable ? heads.get(answer) : undefined;
    if (!base) {
      const head: OutgoingHttpHeaders = { ...securityHeaders(policy, answer.nonce), ...answer.headers };
      if (answer.compressible !== false) head.Vary = "Accept-Encoding";
      if (answer.etag !== undefined) head.ETag = answer.etag;
      base = head;
      if (reusable) heads.set(answer, head);
    }
    if (answer.status === 304 || (answer.etag !== undefined && notModified(req, answer.etag))) {
      const head = { ...base };
      // A revalidated page keeps the policy of the body the browser holds: its scripts carry that nonce.
      if (policy === "page") delete head["Content-Security-Policy"];
      res.writeHead(304, head);
      res.end();
      return 304;
    }
    const head: OutgoingHttpHeaders = reusable || cache ? { ...base } : base;
    if (cache) head["X-Cache"] = cache;
    const body = answer.body;
    if (!body || answer.status === 204) {
      if (body === null && answer.status !== 204) head["Content-Length"] = 0;
      res.writeHead(answer.status, head);
      res.end();
      return answer.status;
    }
    const bytes = body.bytes;
    if (req.method === "HEAD") {
      head["Content-Length"] = bytes.byteLength;
      res.writeHead(answer.status, head);
      res.end();
      return answer.status;
    }
    let data = bytes;
    const encoding =
      answer.compressible !== false && bytes.byteLength > COMPRESS_MIN_BYTES ? encodingFor(req) : null;
    if (encoding) {
      try {
        data = await encodedBody(body, encoding);
        head["Content-Encoding"] = encoding;
      } catch (error) {
        options.logger.warn(
          { err: error, encoding },
          "answer could not be compressed; sending it uncompressed",
        );
      }
      if (res.destroyed) return answer.status;
    }
    head["Content-Length"] = data.byteLength;
    if (answer.statusText) res.writeHead(answer.status, answer.statusText, head);
    else res.writeHead(answer.status, head);
    res.end(data);
    return answer.status;
  }

  /** 1–7: the answer to the request, sent; resolves with its status. */
  async function answerRequest(
    req: IncomingMessage,
    res: ServerResponse,
    kind: Kind,
    url: string,
    queryStart: number,
    path: string,
    matched: ApiMatch,
    arrival: number,
  ): Promise<number> {
    // 2. Request guard, then 3. tracking parameters and the canonical address.
    const guarded = guard(req, kind, path);
    let answer =
      (guarded instanceof Promise ? await guarded : guarded) ??
      (kind === "api" || kind === "events" ? null : canonical(req));
    let bodyRead = false;
    let kept = false;
    let cache: Produced["cache"];
    if (!answer) {
      if (kind === "events" && events) {
        if (isShuttingDown()) drain(res);
        await events(req, res);
        return res.statusCode;
      }
      if (kind === "api") {
        const produced = api ? await produceApi(api.producer, matched, req, url, queryStart, arrival) : null;
        answer = produced?.answer ?? textAnswer(404, NOT_FOUND_TEXT);
        kept = produced?.kept ?? false;
        cache = produced?.cache;
      } else {
        const produced = await producePage(req, res, kind, path, arrival);
        if (!produced) return res.statusCode;
        answer = produced.answer;
        bodyRead = produced.rendered;
        kept = produced.kept;
        cache = produced.cache;
      }
    }
    return send(req, res, answer, kind, bodyRead, kept, cache);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrival = requestArrived();
    const started = requests.started();
    const url = req.url ?? "/";
    const queryStart = url.indexOf("?");
    const path = queryStart === -1 ? url : url.slice(0, queryStart);
    const kind = kindOf(url, events !== undefined);
    let status: number;
    let refusedOver: RateBucket | undefined;
    try {
      // 1. Rate limit, by the bucket the route declares.
      const matched = kind === "api" && api ? api.producer.match(path) : null;
      const bucket = bucketOf(kind, matched !== null && "route" in matched ? matched.route : null);
      const refused = bucket && rateLimits ? rateLimited(rateLimits, req, bucket) : null;
      if (refused) {
        refusedOver = bucket ?? undefined;
        status = await send(req, res, refused, kind, false);
      } else {
        status = await answerRequest(req, res, kind, url, queryStart, path, matched, arrival);
      }
    } catch (error) {
      status = await failed(req, res, kind, path, error);
    }
    // 8. The request log line; the platform's health checks are not visits.
    if (kind !== "health") requests.log(req.method, path, status, started, refusedOver);
  }

  /** Anything a producer or the writing threw: logged with the path only, answered 500 without details. */
  async function failed(req: IncomingMessage, res: ServerResponse, kind: Kind, path: string, error: unknown) {
    options.logger.error({ err: error, method: req.method, path }, "request failed");
    if (res.headersSent || res.destroyed) {
      res.destroy();
      return 500;
    }
    const answer =
      kind === "api" || kind === "events"
        ? answerOf(jsonError(500, null, "Internal server error"))
        : textAnswer(500, "Something went wrong\n");
    return send(req, res, answer, kind, false).catch(() => {
      res.destroy();
      return 500;
    });
  }

  return {
    listener: (req, res) => {
      void handle(req, res);
    },
    drain,
    keptCounts: () => ({ pages: keptPages?.counts() ?? null, api: keptApi?.counts() ?? null }),
  };
}
