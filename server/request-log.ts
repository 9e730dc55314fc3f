import type { RequestHandler } from "express";
import { type Logger, pathOnly } from "../app/server/logger.server.ts";

/**
 * One structured line per finished request: method, path (never the query string), status, duration.
 * Written by hand rather than with pino-http, which builds a child logger per request.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (req.path === "/healthz" || !logger.isLevelEnabled("info")) return next();
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          method: req.method,
          path: pathOnly(req.originalUrl),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        "request",
      );
    });
    next();
  };
}
