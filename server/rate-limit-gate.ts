import type { IncomingMessage } from "node:http";
import { type Answer, JSON_TYPE, TEXT_TYPE } from "../app/server/http/answer.server.ts";
import { clientAddress, type ProxyTrust } from "../app/server/http/client-address.server.ts";
import type { RateBucket, RateLimiter } from "../app/server/http/rate-limiter.server.ts";

export interface RateLimits {
  limiter: RateLimiter;
  /** Proxies in front of the server whose entry in their forwarding header is trusted (TRUSTED_PROXIES). */
  proxies: ProxyTrust;
}

/**
 * Counts the request against its client's limit in `bucket` and, over it, gives the 429 to send: Retry-After
 * (the seconds left in the minute), no-store, JSON on the API and text on pages (decision 14).
 */
export function rateLimited(
  { limiter, proxies }: RateLimits,
  req: IncomingMessage,
  bucket: RateBucket,
): Answer | null {
  const decision = limiter.hit(bucket, clientAddress(req, proxies));
  if (decision.allowed) return null;
  const seconds = decision.retryAfterSeconds;
  const message = `Too many requests: please wait ${seconds} second${seconds === 1 ? "" : "s"} and try again.`;
  const api = bucket !== "pages";
  return {
    status: 429,
    headers: {
      "Content-Type": api ? JSON_TYPE : TEXT_TYPE,
      "Cache-Control": "no-store",
      "Retry-After": String(seconds),
    },
    body: {
      bytes: Buffer.from(api ? JSON.stringify({ error: { message } }) : `${message}\n`),
      br: undefined,
      gzip: undefined,
    },
    policy: "none",
  };
}
