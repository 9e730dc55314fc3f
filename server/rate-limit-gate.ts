import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddress } from "../app/server/http/client-address.server.ts";
import type { RateBucket, RateLimiter } from "../app/server/http/rate-limiter.server.ts";
import { hasRequestBody } from "../app/server/http-rules.server.ts";
import { type Logger, pathOnly } from "../app/server/logger.server.ts";
import { API_SECURITY_HEADERS } from "../app/server/security-headers.server.ts";
import { isApiPath } from "./http-app.ts";

/** Which limit a request counts against; hashed assets and the health check count against none. */
export function bucketOf(url: string): RateBucket | null {
  if (url.startsWith("/api/locations/")) return "lookups";
  if (isApiPath(url)) return "api";
  if (url.startsWith("/assets/") || url === "/healthz" || url.startsWith("/healthz?")) return null;
  return "pages";
}

/**
 * Counts the request against its client's limit and, over it, answers 429 with Retry-After (JSON on the API,
 * text elsewhere) and says so by returning true. Runs before the API, the page cache and Express.
 */
export function rateLimitGate(
  limiter: RateLimiter,
  { trustedProxies, logger }: { trustedProxies: number; logger: Logger },
): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const url = req.url ?? "/";
    const bucket = bucketOf(url);
    if (!bucket) return false;
    const decision = limiter.hit(bucket, clientAddress(req, trustedProxies));
    if (decision.allowed) return false;
    const seconds = decision.retryAfterSeconds;
    const message = `Too many requests: please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;
    const api = bucket !== "pages";
    const body = api ? JSON.stringify({ error: { message } }) : `${message}\n`;
    res.writeHead(429, {
      ...API_SECURITY_HEADERS,
      "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": "no-store",
      "Retry-After": String(seconds),
      // Closing stops Node from reading (and discarding) a body we will not use.
      ...(hasRequestBody(req.headers) ? { Connection: "close" } : {}),
    });
    res.end(req.method === "HEAD" ? undefined : body);
    if (logger.isLevelEnabled("info")) {
      logger.info({ method: req.method, path: pathOnly(url), status: 429, bucket }, "request");
    }
    return true;
  };
}
