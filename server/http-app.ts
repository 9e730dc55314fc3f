import compression from "compression";
import express, { type RequestHandler } from "express";
import type { Config } from "../app/server/config.server.ts";
import type { Logger } from "../app/server/logger.server.ts";
import { createNonce, securityHeaders } from "../app/server/security-headers.server.ts";
import { requestLog } from "./request-log.ts";

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
  return app;
}

export function productionAssets(clientDir: string): RequestHandler[] {
  return [
    express.Router().use(
      "/assets",
      express.static(`${clientDir}/assets`, {
        immutable: true,
        maxAge: "1y",
        fallthrough: false,
        index: false,
      }),
    ),
    express.static(clientDir, { maxAge: "1h", index: false }),
  ];
}
