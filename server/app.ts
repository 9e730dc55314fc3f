import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { createReadableStreamFromReadable } from "@react-router/node";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import {
  type AppServices,
  nonceContext,
  type PageDataProbe,
  pageDataContext,
  servicesContext,
} from "../app/context.ts";
import { peerAddressContext } from "../app/server/admin/client-identity.server.ts";
import { dataDigest } from "../app/server/http/data-digest.server.ts";
import type { RouteFacts } from "../app/server/http/route-facts.server.ts";
import { servicesForRequest } from "../app/server/services.server.ts";
import { type PageProducer, pageAnswer } from "./page-answer.ts";
import { type BuildRoute, routeFactsOf } from "./route-facts.ts";

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/**
 * The request as React Router sees it; the Host header was checked by the edge's guard. HEAD is asked as GET
 * (the edge sends the headers only). A request for the public host (SITE_URL's) takes SITE_URL's scheme:
 * behind a proxy that ends TLS the server sees http, while the browser's Origin says https, and React Router
 * refuses a form post whose Origin is not the request's.
 */
function fetchRequest(req: IncomingMessage, res: ServerResponse, site: URL): Request {
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => {
    finished = true;
  });
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method === "HEAD" ? "GET" : (req.method ?? "GET");
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (method !== "GET") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  const host = req.headers.host || "localhost";
  const protocol =
    host === site.host ? site.protocol : (req.socket as TLSSocket).encrypted ? "https:" : "http:";
  return new Request(new URL(req.url ?? "/", `${protocol}//${host}`).href, init);
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

/**
 * React Router's handler for the production build. Given the build itself rather than a function that loads it,
 * React Router prepares its routes once; given a function (what development needs, to see a changed build), it
 * prepares them again on every request, about a twentieth of a page's server time.
 */
function productionHandler(): RequestHandler {
  let ready: Promise<RequestHandler> | null = null;
  return async (request, context) => {
    ready ??= loadBuild().then(
      (build) => createRequestHandler(build, "production"),
      (error: unknown) => {
        ready = null;
        throw error;
      },
    );
    return (await ready)(request, context);
  };
}

/**
 * Built into the server bundle so the route modules and this renderer share one copy of the contexts. The
 * edge (server/edge.ts) decides what is rendered, kept and sent.
 */
export function createPageProducer(services: AppServices): PageProducer {
  const site = new URL(services.config.SITE_URL);
  const production = services.config.NODE_ENV === "production";
  const handle = production ? productionHandler() : createRequestHandler(loadBuild, "development");
  let facts: Promise<(path: string) => RouteFacts> | null = null;
  const factsOfBuild = () =>
    loadBuild().then((build) => routeFactsOf(build.routes as Record<string, BuildRoute | undefined>));
  return {
    build: async () => (await loadBuild()).assets.version,
    async facts(path) {
      if (!production) return (await factsOfBuild())(path);
      facts ??= factsOfBuild().catch((error: unknown) => {
        facts = null;
        throw error;
      });
      return (await facts)(path);
    },
    async render(req, res, page) {
      const probe: PageDataProbe = { draw: true };
      const response = await handle(
        fetchRequest(req, res, site),
        contextOf(req, page.nonce, probe, page.stamp?.version),
      );
      const answer = await pageAnswer(response, page, probe.body);
      const { data } = probe;
      return answer.keep && data !== undefined ? { ...answer, dataDigest: () => dataDigest(data) } : answer;
    },
    async dataDigest(req, res, stamp) {
      const probe: PageDataProbe = { draw: false };
      await handle(fetchRequest(req, res, site), contextOf(req, "", probe, stamp.version));
      return probe.data === undefined ? null : dataDigest(probe.data);
    },
  };

  /** `version`: the data version the edge has just read for the request's stamp, so it is not read again. */
  function contextOf(
    req: IncomingMessage,
    nonce: string,
    probe: PageDataProbe,
    version?: number,
  ): RouterContextProvider {
    const context = new RouterContextProvider();
    context.set(nonceContext, nonce);
    // A page is read from one data version; a form post may write, and what it shows next must see that.
    const reads = req.method === "GET" || req.method === "HEAD";
    context.set(servicesContext, reads ? servicesForRequest(services, version) : services);
    context.set(peerAddressContext, req.socket.remoteAddress ?? null);
    context.set(pageDataContext, probe);
    return context;
  }
}
