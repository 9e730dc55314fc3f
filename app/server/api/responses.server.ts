import { createHash } from "node:crypto";
import { BadRequest } from "./params.server.ts";

export interface JsonOptions {
  status?: number;
  headers?: Record<string, string>;
  /** Seconds shared caches may keep the answer; 0 means no-store. */
  maxAge?: number;
}

const DEFAULT_MAX_AGE = 60;

function cacheControl(maxAge: number): string {
  return maxAge > 0 ? `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}` : "no-store";
}

/** A JSON answer with Cache-Control and an ETag; answers 304 when the client already has it. */
export function json(request: Request, body: unknown, options: JsonOptions = {}): Response {
  const text = JSON.stringify(body);
  const status = options.status ?? 200;
  const headers = new Headers(options.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Cache-Control", cacheControl(status === 200 ? (options.maxAge ?? DEFAULT_MAX_AGE) : 0));
  if (status !== 200) return new Response(text, { status, headers });
  const etag = `W/"${createHash("sha1").update(text).digest("base64url")}"`;
  headers.set("ETag", etag);
  const known = request.headers.get("If-None-Match");
  if (known?.split(",").some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(text, { status, headers });
}

export function jsonError(request: Request, status: number, field: string | null, message: string): Response {
  return json(request, { error: field ? { field, message } : { message } }, { status });
}

/** Runs an API handler, turning invalid input into a 400 that names the parameter. */
export async function apiHandler(request: Request, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof BadRequest) return jsonError(request, 400, error.field, error.message);
    throw error;
  }
}
