import { existsSync, readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Config } from "../app/server/config.server.ts";
import type { Logger } from "../app/server/logger.server.ts";
import { createNonce, securityHeaders } from "../app/server/security-headers.server.ts";
import { canonicalRedirect } from "./canonical-redirect.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import type { RenderGate } from "./render-gate.ts";
import { requestGuard } from "./request-guard.ts";
import { requestLog } from "./request-log.ts";
import { withoutTrackingParams } from "./tracking-params.ts";

export interface HealthReport {
  ok: boolean;
  checks: Record<string, "ok" | "failing">;
}

export interface HttpAppOptions {
  config: Config;
  logger: Logger;
  /** Serves everything that is not a static file: the React Router request handler. */
  appHandler: RequestHandler;
  /** Static middleware for built assets (production) or the Vite dev server (development). */
  assets: RequestHandler[];
  health: () => Promise<HealthReport>;
  isShuttingDown: () => boolean;
}

export function createHttpApp(options: HttpAppOptions): express.Express {
  const { config, logger } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", false);

  app.use((_req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    res.set(
      securityHeaders({
        nonce,
        mapTileUrl: config.MAP_TILE_URL,
        development: config.NODE_ENV !== "production",
      }),
    );
    if (options.isShuttingDown()) res.set("Connection", "close");
    next();
  });

  app.use(requestLog(logger));

  app.use(requestGuard({ importMaxMb: config.ADMIN_IMPORT_MAX_MB }));

  app.use(canonicalRedirect());

  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    const report = await options
      .health()
      .catch((): HealthReport => ({ ok: false, checks: { process: "ok", health: "failing" } }));
    res.set("Cache-Control", "no-store");
    res.status(report.ok && !options.isShuttingDown() ? 200 : 503).json(report);
  });

  for (const middleware of options.assets) app.use(middleware);
  app.use(options.appHandler);
  app.use(errorAnswer(options.logger));
  return app;
}

/**
 * The last word on errors that reach Express (a missing asset, an error outside React Router): a plain answer
 * with the error's own 4xx status, or a 500 logged as one JSON line with the path only. Express's default
 * would print the stack as plain text.
 */
function errorAnswer(logger: Logger): ErrorRequestHandler {
  return (error: { status?: unknown; statusCode?: unknown }, req, res, _next) => {
    const declared = Number(error.status ?? error.statusCode);
    const status = declared >= 400 && declared < 500 ? declared : 500;
    if (status === 500) logger.error({ err: error, method: req.method, path: req.path }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.set("Cache-Control", "no-store");
    res
      .status(status)
      .type("text/plain")
      .send(status === 404 ? "Not found\n" : "Something went wrong\n");
  };
}

type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/** True for `/api`, `/api?…` and `/api/…`: the JSON API's paths. */
export function isApiPath(url: string | undefined): boolean {
  if (!url?.startsWith("/api")) return false;
  const next = url.charCodeAt(4);
  return Number.isNaN(next) || next === 47 /* / */ || next === 63 /* ? */;
}

/**
 * The node:http `request` listener: a client over its rate limit gets a 429; the JSON API is answered by its
 * own thin listener, before Express
 * (no nonce, no middleware stack, no React Router); a page kept by the page server is answered from memory;
 * everything else goes to the Express app, hashed assets at once and pages through the render gate.
 */
export function routeRequests({
  api,
  app,
  kept = async () => false,
  limited = () => false,
  gate,
}: {
  api: NodeListener;
  app: NodeListener;
  kept?: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
  /** Answers a client over its rate limit (429) and says so; runs first. */
  limited?: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** Bounds how many requests render at once (server/render-gate.ts); none: all at once. */
  gate?: RenderGate;
}): NodeListener {
  const toApp: NodeListener =
    gate === undefined
      ? app
      : (req, res) => (req.url?.startsWith("/assets/") ? app(req, res) : gate.admit(req, res, app));
  return (req, res) => {
    if (limited(req, res)) return;
    if (isApiPath(req.url)) return api(req, res);
    // Pages are rendered, kept and looked up without the tracking parameters of ad and social links.
    if (req.url) req.url = withoutTrackingParams(req.url);
    kept(req, res).then(
      (answered) => {
        if (!answered) toApp(req, res);
      },
      () => toApp(req, res),
    );
  };
}

export function productionAssets(clientDir: string): RequestHandler[] {
  return [
    express.Router().use(
      "/assets",
      precompressedAssets(`${clientDir}/assets`),
      express.static(`${clientDir}/assets`, {
        immutable: true,
        maxAge: "1y",
        fallthrough: false,
        index: false,
        redirect: false,
      }),
    ),
    topLevelFiles(clientDir),
  ];
}

/**
 * The build's other public files (favicon, social card, images/…), looked up only for paths that start with
 * one of their names, so that a page request costs no file-system call. No directory redirects: serve-static
 * would answer "/\evil.example/%2e%2e" with a Location on another host.
 */
function topLevelFiles(clientDir: string): RequestHandler {
  const names = new Set(
    existsSync(clientDir) ? readdirSync(clientDir).filter((name) => name !== "assets") : [],
  );
  const serve = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  return (req, res, next) => {
    const slash = req.path.indexOf("/", 1);
    const first = req.path.slice(1, slash === -1 ? undefined : slash);
    return names.has(first) ? serve(req, res, next) : next();
  };
}
