import { hash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { type Answer, JSON_TYPE } from "../http/answer.server.ts";

/** What an API handler answers; `answerOf` turns it into the edge's answer (server/edge.ts writes the HTTP). */
export interface ApiResult {
  status: number;
  /** The value to send as JSON, or a `JsonBody` serialised once and reused. */
  body: unknown;
  /** Extra response headers, such as X-Total-Count. */
  headers?: Record<string, string>;
  /** Seconds shared caches may keep a 200 answer (default 60); 0 means no-store. Errors are never cached. */
  maxAge?: number;
}

export interface JsonOptions {
  status?: number;
  headers?: Record<string, string>;
  maxAge?: number;
}

export const DEFAULT_MAX_AGE = 60;

/**
 * A JSON answer's bytes with its weak ETag (computed on first use). Answers that do not change between
 * requests (stats until the data changes, the OpenAPI document) reuse one instance, so they are serialised,
 * hashed and compressed once; the listener keeps the compressed forms here.
 */
export class JsonBody {
  readonly bytes: Buffer;
  #etag: string | undefined;
  br: Buffer | undefined;
  gzip: Buffer | undefined;

  constructor(value: unknown, bytes?: Buffer, etag?: string) {
    this.bytes = bytes ?? Buffer.from(JSON.stringify(value) ?? "null");
    this.#etag = etag;
  }

  /**
   * A body from JSON bytes assembled elsewhere (such as pieces cached per clinic); the caller vouches for
   * them. An ETag given here must change whenever the bytes do (a digest of the pieces' digests, say).
   */
  static fromBytes(bytes: Buffer, etag?: string): JsonBody {
    return new JsonBody(undefined, bytes, etag);
  }

  get byteLength(): number {
    return this.bytes.byteLength;
  }

  get text(): string {
    return this.bytes.toString("utf8");
  }

  get etag(): string {
    this.#etag ??= `W/"${hash("sha1", this.bytes, "base64url")}"`;
    return this.#etag;
  }
}

const shared = new WeakMap<object, JsonBody>();

/** The one `JsonBody` of a value that callers never mutate (such as the cached stats object). */
export function sharedJson(value: object): JsonBody {
  let body = shared.get(value);
  if (!body) {
    body = new JsonBody(value);
    shared.set(value, body);
  }
  return body;
}

/** A JSON answer; 200 answers carry Cache-Control and an ETag, and answer 304 when the client has it. */
export function json(body: unknown, options: JsonOptions = {}): ApiResult {
  return { status: options.status ?? 200, body, headers: options.headers, maxAge: options.maxAge };
}

/** `{"error":{"field","message"}}`, or `{"error":{"message"}}` when no parameter is to blame. */
export function jsonError(status: number, field: string | null, message: string): ApiResult {
  return { status, body: { error: field ? { field, message } : { message } } };
}

const cacheControls = new Map<number, string>();

export function cacheControl(maxAge: number): string {
  let value = cacheControls.get(maxAge);
  if (value === undefined) {
    value = maxAge > 0 ? `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}` : "no-store";
    cacheControls.set(maxAge, value);
  }
  return value;
}

const plainHeaders = new Map<number, Readonly<OutgoingHttpHeaders>>();

/** The headers of an answer without extra ones, made once per lifetime. */
function headersFor(
  maxAge: number,
  extra: Record<string, string> | undefined,
): Readonly<OutgoingHttpHeaders> {
  if (extra) return { "Content-Type": JSON_TYPE, "Cache-Control": cacheControl(maxAge), ...extra };
  let headers = plainHeaders.get(maxAge);
  if (!headers) {
    headers = Object.freeze({ "Content-Type": JSON_TYPE, "Cache-Control": cacheControl(maxAge) });
    plainHeaders.set(maxAge, headers);
  }
  return headers;
}

/**
 * A handler's result as the edge sends it: JSON with a short public Cache-Control and a weak ETag on a 200,
 * which the edge may keep until the stamp moves on (unless its lifetime is 0, a device's position, say);
 * errors are no-store and never kept.
 */
export function answerOf(result: ApiResult): Answer {
  const body = result.body instanceof JsonBody ? result.body : new JsonBody(result.body);
  const ok = result.status === 200;
  const maxAge = ok ? (result.maxAge ?? DEFAULT_MAX_AGE) : 0;
  return {
    status: result.status,
    headers: headersFor(maxAge, result.headers),
    body,
    etag: ok ? body.etag : undefined,
    keep: ok && maxAge > 0,
    policy: "none",
  };
}

/** Weak comparison (RFC 9110 13.1.2): `W/"x"` and `"x"` match; `*` matches any current answer. */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = etag.startsWith("W/") ? etag.slice(2) : etag;
  for (const candidate of ifNoneMatch.split(",")) {
    const tag = candidate.trim();
    if ((tag.startsWith("W/") ? tag.slice(2) : tag) === opaque) return true;
  }
  return false;
}
