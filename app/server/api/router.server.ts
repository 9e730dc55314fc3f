import type { IncomingHttpHeaders } from "node:http";
import type { AppServices } from "../../context.ts";
import type { RateBucket } from "../http/rate-limiter.server.ts";
import { BadRequest } from "./params.server.ts";
import type { ApiResult } from "./responses.server.ts";

/** What a handler receives. `query` is parsed with URLSearchParams (repeated parameters work); read it only. */
export interface ApiRequest {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  services: AppServices;
  /** The data version the listener has just read for this request (its answer is kept under it), if it read one. */
  version?: number;
}

/** A plain function: no framework objects, so it can be called from a test as easily as from the listener. */
export type ApiHandler = (request: ApiRequest) => ApiResult | Promise<ApiResult>;

export interface ApiRoute {
  /** GET routes also answer HEAD (without a body). */
  method: "GET";
  /** `/api/clinics/city/:city/:state`: literal segments and `:name` parameters (one whole segment each). */
  path: string;
  handler: ApiHandler;
  /** The rate limit the route counts against (decision 14); "api" when not said. */
  rate?: RateBucket;
}

export function get(path: string, handler: ApiHandler, facts: { rate?: RateBucket } = {}): ApiRoute {
  return { method: "GET", path, handler, ...facts };
}

export interface RouteMatch {
  route: ApiRoute;
  params: Readonly<Record<string, string>>;
}

const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

interface PatternRoute {
  route: ApiRoute;
  /** Literal segment, or null where a parameter goes. */
  segments: (string | null)[];
  names: string[];
}

/** Decodes a path parameter; malformed percent-encoding is the client's error, not ours. */
function decodeParam(name: string, raw: string): string {
  if (!raw.includes("%")) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new BadRequest(name, "is not valid percent-encoded UTF-8");
  }
}

/**
 * Compiles a route table into a matcher of request paths (no query string). Literal paths are one Map
 * lookup; patterns are compared segment by segment. One trailing slash is ignored. Throws BadRequest when
 * a parameter is not valid percent-encoding.
 */
export function createRouter(routes: readonly ApiRoute[]): (path: string) => RouteMatch | null {
  const literal = new Map<string, RouteMatch>();
  const patterns: PatternRoute[] = [];
  for (const route of routes) {
    const parts = route.path.split("/");
    if (!parts.some((part) => part.startsWith(":"))) {
      if (literal.has(route.path)) throw new Error(`API route ${route.path} is defined twice`);
      literal.set(route.path, { route, params: NO_PARAMS });
      continue;
    }
    patterns.push({
      route,
      segments: parts.map((part) => (part.startsWith(":") ? null : part)),
      names: parts.filter((part) => part.startsWith(":")).map((part) => part.slice(1)),
    });
  }

  return (rawPath) => {
    const path = rawPath.length > 1 && rawPath.endsWith("/") ? rawPath.slice(0, -1) : rawPath;
    const found = literal.get(path);
    if (found) return found;
    if (patterns.length === 0) return null;
    const parts = path.split("/");
    for (const pattern of patterns) {
      if (pattern.segments.length !== parts.length) continue;
      let matches = true;
      for (let i = 0; i < parts.length; i++) {
        const expected = pattern.segments[i];
        const part = parts[i] as string;
        if (expected === null ? part === "" : expected !== part) {
          matches = false;
          break;
        }
      }
      if (!matches) continue;
      const params: Record<string, string> = {};
      let n = 0;
      for (let i = 0; i < parts.length; i++) {
        if (pattern.segments[i] !== null) continue;
        const name = pattern.names[n++] as string;
        params[name] = decodeParam(name, parts[i] as string);
      }
      return { route: pattern.route, params };
    }
    return null;
  };
}
