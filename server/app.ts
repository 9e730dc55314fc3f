import { createReadableStreamFromReadable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type AppServices, nonceContext, servicesContext } from "../app/context.ts";
import { peerAddressContext } from "../app/server/admin/client-identity.server.ts";
import { servicesForRequest } from "../app/server/services.server.ts";
import { createPageServer, type PageServer } from "./page-cache.ts";

const loadBuild = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/**
 * The request as React Router sees it; the Host header was checked by the request guard. HEAD is asked as
 * GET (cachedPages sends the headers only). A request for the public host (SITE_URL's) takes SITE_URL's scheme:
 * behind a proxy that ends TLS the server sees http, while the browser's Origin says https, and React Router
 * refuses a form post whose Origin is not the request's.
 */
function fetchRequest(req: ExpressRequest, res: ExpressResponse, site: URL): Request {
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
  const method = req.method === "HEAD" ? "GET" : req.method;
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  const host = req.get("host") || "localhost";
  const protocol = host === site.host ? site.protocol : `${req.protocol}:`;
  return new Request(new URL(req.originalUrl, `${protocol}//${host}`).href, init);
}

/** UTC calendar day: pages that show a verification's age are the same all day long. */
function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
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
 * Built into the server bundle so the route modules and this handler share one copy of the contexts. Pages
 * are rendered by React Router and sent (and, in production, kept) by the page server.
 */
export function createAppHandler(services: AppServices): PageServer {
  const { config } = services;
  const site = new URL(config.SITE_URL);
  const production = config.NODE_ENV === "production";
  const handle = production ? productionHandler() : createRequestHandler(loadBuild, "development");
  let buildVersion: Promise<string> | null = null;
  return createPageServer({
    logger: services.logger,
    cacheBytes: production ? config.PAGE_CACHE_MB * 1024 * 1024 : 0,
    async stamp() {
      if (!production) return null;
      buildVersion ??= loadBuild().then((build) => build.assets.version);
      return `${await buildVersion}-${await services.directory.version()}-${utcDay()}`;
    },
    render(req, res) {
      const context = new RouterContextProvider();
      context.set(nonceContext, String(res.locals.nonce ?? ""));
      // A page is read from one data version; a form post may write, and what it shows next must see that.
      const reads = req.method === "GET" || req.method === "HEAD";
      context.set(servicesContext, reads ? servicesForRequest(services) : services);
      context.set(peerAddressContext, req.socket.remoteAddress ?? null);
      return handle(fetchRequest(req, res, site), context);
    },
  });
}
