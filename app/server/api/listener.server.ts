import type { IncomingMessage, ServerResponse } from "node:http";
import { createEdge } from "../../../server/edge.ts";
import { createStamps } from "../../../server/stamp.ts";
import type { AppServices } from "../../context.ts";
import type { Answer } from "../http/answer.server.ts";
import type { Logger } from "../logger.server.ts";
import { API_ROUTES } from "./endpoints.server.ts";
import { BadRequest } from "./params.server.ts";
import { answerOf, JsonBody, jsonError } from "./responses.server.ts";
import { type ApiRoute, createRouter, type RouteMatch } from "./router.server.ts";

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/** What the edge knows of an API path before answering it: its route, none, or a malformed parameter. */
export type ApiMatch = RouteMatch | BadRequest | null;

/** The JSON API behind the edge (server/edge.ts): its route table and handlers, answering in `Answer`s. */
export interface ApiProducer {
  match(path: string): ApiMatch;
  /**
   * Runs the matched handler for a GET or HEAD of `url` (the query starts at `queryStart`, -1 without one).
   * `version` is the data version of the request's stamp, so the handlers' reads use it.
   */
  answer(
    matched: ApiMatch,
    req: IncomingMessage,
    url: string,
    queryStart: number,
    version?: number,
  ): Promise<Answer>;
}

/** Room for about 200 pages of 20 clinics with their compressed forms. */
export const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;

const EMPTY_QUERY = new URLSearchParams();

const NOT_FOUND = answerOf({
  status: 404,
  body: new JsonBody({ error: { message: "No such API endpoint; see /api/openapi.json" } }),
});
const INTERNAL_ERROR = answerOf({
  status: 500,
  body: new JsonBody({ error: { message: "Internal server error" } }),
});

/**
 * The JSON API without a framework (decision 8): matches the route table and runs the handler. Invalid input
 * answers 400 (`BadRequest`); an unexpected error is logged and answers a JSON 500 without details.
 */
export function createApiProducer(
  services: AppServices,
  { logger, routes = API_ROUTES }: { logger: Logger; routes?: readonly ApiRoute[] },
): ApiProducer {
  const route = createRouter(routes);
  return {
    match(path) {
      try {
        return route(path);
      } catch (error) {
        if (error instanceof BadRequest) return error;
        throw error;
      }
    },
    async answer(matched, req, url, queryStart, version) {
      if (matched === null) return NOT_FOUND;
      if (matched instanceof BadRequest) return answerOf(jsonError(400, matched.field, matched.message));
      try {
        const result = await matched.route.handler({
          params: matched.params,
          query: queryStart === -1 ? EMPTY_QUERY : new URLSearchParams(url.slice(queryStart + 1)),
          headers: req.headers,
          services,
          version,
        });
        return answerOf(result);
      } catch (error) {
        if (error instanceof BadRequest) return answerOf(jsonError(400, error.field, error.message));
        const path = queryStart === -1 ? url : url.slice(0, queryStart);
        logger.error({ err: error, method: req.method, path }, "API request failed");
        return INTERNAL_ERROR;
      }
    },
  };
}

export interface ApiListenerOptions {
  /** While true, answers carry `Connection: close` so keep-alive clients let the server drain. */
  isShuttingDown?: () => boolean;
  /** The route table; the public API's by default. */
  routes?: readonly ApiRoute[];
  /** Memory for recent answers (see VersionedCache), in bytes; 0 turns the cache off. */
  cacheBytes?: number;
  /** Takes the usage events posted to EVENTS_PATH (app/server/analytics/ingest.server.ts), every method. */
  events?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

/**
 * The JSON API alone behind the edge, as a node:http request listener: for tests and tools that serve the API
 * without pages. The server (server.ts) puts the same producer behind its one edge with the pages.
 */
export function createApiListener(
  services: AppServices,
  logger: Logger,
  options: ApiListenerOptions = {},
): NodeListener {
  const cacheBytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
  return createEdge({
    logger,
    isShuttingDown: options.isShuttingDown,
    stamps:
      cacheBytes > 0
        ? createStamps({ build: "api", version: () => services.directory.version() })
        : undefined,
    api: { producer: createApiProducer(services, { logger, routes: options.routes }), keptBytes: cacheBytes },
    events: options.events,
  }).listener;
}
