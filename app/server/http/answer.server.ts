import type { OutgoingHttpHeaders } from "node:http";
import type { CompressibleBody } from "./compression.server.ts";

/**
 * What a producer behind the edge (server/edge.ts) answers: the API, the page renderer, the static files, the
 * edge's own refusals. The edge writes it: security headers, the 304 for a validator the client holds,
 * compression in the encoding the client accepts, `Connection: close` while draining, the request log line.
 */
export interface Answer {
  status: number;
  statusText?: string;
  /**
   * The producer's own headers (Content-Type, Cache-Control, Location, Allow, Set-Cookie, X-Total-Count…),
   * never the edge's (security, Vary, ETag, Content-Length, Content-Encoding, Connection). Cache-Control says
   * how long browsers and shared caches may keep it.
   */
  headers: Readonly<OutgoingHttpHeaders>;
  /** Null for an answer without a body (204, a redirect without text). */
  body: CompressibleBody | null;
  /** The validator: a request holding it is answered 304. */
  etag?: string;
  /** The edge may keep the answer for its URL until the stamp (build, data version, UTC day) moves on. */
  keep?: boolean;
  /**
   * The Content-Security-Policy it goes out under: "page" (the default beside the API) allows the site's own
   * scripts with a nonce, "none" (the default on the API, and the rate limit's refusals) allows nothing.
   */
  policy?: "page" | "none";
  /** The nonce a rendered page's scripts carry; other answers under the page policy get a fresh one each time. */
  nonce?: string;
  /** False for bodies that do not shrink (images): never compressed. */
  compressible?: boolean;
  /**
   * A rendered page's: the digest of the data it was drawn from, worked out only if the page is kept, so that
   * after an edit it can be kept on when its data has not changed (decision 50).
   */
  dataDigest?: () => string;
}

export const TEXT_TYPE = "text/plain; charset=utf-8";
export const JSON_TYPE = "application/json; charset=utf-8";

/** A short text answer that no cache keeps: refusals and errors. */
export function textAnswer(status: number, text: string, headers?: OutgoingHttpHeaders): Answer {
  return {
    status,
    headers: { "Content-Type": TEXT_TYPE, "Cache-Control": "no-store", ...headers },
    body: { bytes: Buffer.from(text), br: undefined, gzip: undefined },
  };
}
