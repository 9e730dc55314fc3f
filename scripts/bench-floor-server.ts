// The floor of `bench:ssr` (issue 35): the production server's setup (server.ts: the same settings, database,
// services, edge with its guards, render gate, page cache, validators and compression, and the same node
// flags), with one change: the search and clinic pages are not rendered by React Router and React but written
// with template strings (scripts/bench-floor-html.ts) from the data the routes' own loaders return. The loaders
// are the build's (BUILD_DIR's server bundle), run as React Router runs them, the root's and the page's at once,
// with the request's services as server/app.ts gives them. Every other path is a 404. Started by
// scripts/bench-support.ts's startFloorServer; not a server for anything else.
import { readFileSync } from "node:fs";
import type { MetaDescriptor } from "react-router";
import type { AppServices } from "../app/context.ts";
import { createEventIngestion } from "../app/server/analytics/ingest.server.ts";
import { createApiProducer, DEFAULT_CACHE_BYTES } from "../app/server/api/listener.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { loadGazetteer } from "../app/server/gazetteer/load.server.ts";
import { proxyTrust } from "../app/server/http/client-address.server.ts";
import { RateLimiter } from "../app/server/http/rate-limiter.server.ts";
import { createLogger } from "../app/server/logger.server.ts";
import { GAZETTEER_DIR } from "../app/server/paths.server.ts";
import { createAppServices, servicesForRequest } from "../app/server/services.server.ts";
import { createEdge } from "../server/edge.ts";
import { type PageProducer, pageAnswer } from "../server/page-answer.ts";
import { createRenderGate } from "../server/render-gate.ts";
import { createStamps } from "../server/stamp.ts";
import { staticFiles } from "../server/static-files.ts";
import { documentHtml, type RootData, type RouteAssets } from "./bench-floor-html.ts";
import { type ClinicPageData, clinicMain, searchMain } from "./bench-floor-pages.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { exitWithoutDatabase, loadScriptConfig } from "./script-database.ts";

type Loader = (args: {
  request: Request;
  params: Record<string, string>;
  context: unknown;
}) => Promise<unknown>;

interface ServerBuild {
  routes: Record<string, { module: { loader?: Loader } } | undefined>;
  assets: {
    entry: { module: string; imports: string[] };
    routes: Record<string, { module: string; imports?: string[]; css?: string[] } | undefined>;
  };
}

readScriptArguments({
  usage: "node scripts/bench-floor-server.ts (started by npm run bench:ssr)",
  help: `The floor that npm run bench:ssr measures the server against: the production server's setup on the
existing database in DATABASE_URL, serving the search and clinic pages written with template strings from the
build's own route loaders (BUILD_DIR, needs \`npm run build\`), and a 404 for every other path. Listens on
HOST:PORT until SIGTERM. A SQLite DATABASE_URL naming a missing file is refused: bench:ssr starts it on the
database the production server has already set up.`,
});
const config = loadScriptConfig(usageError);
exitWithoutDatabase(config.DATABASE_URL);
const logger = createLogger(config);
const database = await openReadyDatabase(config.DATABASE_URL, { missingFile: "refuse" });
const services = createAppServices({
  config,
  db: database.db,
  dialect: database.dialect,
  gazetteer: loadGazetteer(GAZETTEER_DIR),
  logger,
});
await services.directory.current();

const buildDir = new URL(`../${config.BUILD_DIR}/`, import.meta.url);
const entry = new URL("server/index.js", buildDir);
const bundle = (await import(entry.href)) as { createPageProducer: (services: AppServices) => PageProducer };
// server/app.ts keeps React Router's build to itself: its chunk is the one the bundle's entry imports.
const chunk = /import\("(\.\/assets\/server-build-[^"]+\.js)"\)/.exec(readFileSync(entry, "utf8"))?.[1];
if (!chunk) throw new Error(`No server-build chunk imported by ${entry.pathname}`);
const build = (await import(new URL(chunk, entry).href)) as ServerBuild;
const reactRouterPages = bundle.createPageProducer(services);

function loaderOf(id: string): Loader {
  const loader = build.routes[id]?.module.loader;
  if (!loader) throw new Error(`The build has no loader for ${id}`);
  return loader;
}

function assetsOf(id: string): RouteAssets {
  const root = build.assets.routes.root;
  const route = build.assets.routes[id];
  const modules = new Set([
    ...build.assets.entry.imports,
    root?.module ?? "",
    ...(root?.imports ?? []),
    route?.module ?? "",
    ...(route?.imports ?? []),
  ]);
  modules.delete("");
  return {
    css: [...(root?.css ?? []), ...(route?.css ?? [])],
    modules: [...modules],
    entry: build.assets.entry.module,
  };
}

/** What React Router's `data()` wraps, and a plain object otherwise. */
function unwrap(value: unknown): { data: Record<string, unknown>; status: number } {
  const wrapped = value as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (wrapped && wrapped.type === "DataWithResponseInit") {
    return { data: wrapped.data as Record<string, unknown>, status: wrapped.init?.status ?? 200 };
  }
  return { data: value as Record<string, unknown>, status: 200 };
}

const PAGES = {
  search: {
    id: "routes/search",
    match: (path: string) => (path === "/search" ? {} : null),
    main: (data: Record<string, unknown>) => searchMain(data as never),
    skipLinks: `<a href="#results" class="skip-link">Skip to results</a>`,
  },
  clinic: {
    id: "routes/clinic",
    match: (path: string) => {
      const slug = /^\/clinic\/([^/]+)$/.exec(path)?.[1];
      return slug ? { slug: decodeURIComponent(slug) } : null;
    },
    main: (data: Record<string, unknown>) =>
      data.clinic ? clinicMain(data as unknown as ClinicPageData) : "",
    skipLinks: "",
  },
} as const;

const rootLoader = loaderOf("root");
const routes = Object.values(PAGES).map((page) => ({
  ...page,
  loader: loaderOf(page.id),
  assets: assetsOf(page.id),
}));
const site = new URL(config.SITE_URL);

const floorPages: PageProducer = {
  build: () => reactRouterPages.build(),
  facts: (path) => reactRouterPages.facts(path),
  async render(req, _res, page) {
    const url = new URL(req.url ?? "/", `${site.protocol}//${req.headers.host ?? "localhost"}`);
    for (const route of routes) {
      const params = route.match(url.pathname);
      if (!params) continue;
      const request = new Request(url.href, { headers: req.headers as Record<string, string> });
      const requestServices = servicesForRequest(services, page.stamp?.version);
      // Route loaders read their services from the context as `context.get(servicesContext)`.
      const context = { get: () => requestServices };
      const [root, own] = await Promise.all([
        rootLoader({ request, params: {}, context }),
        route.loader({ request, params, context }),
      ]);
      const { data, status } = unwrap(own);
      const html = documentHtml({
        head: (data.head ?? []) as MetaDescriptor[],
        assets: route.assets,
        nonce: page.nonce,
        root: unwrap(root).data as unknown as RootData,
        active: url.pathname === "/search" ? "/search" : "",
        main: route.main(data),
        skipLinks: route.skipLinks,
      });
      return pageAnswer(
        new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8" } }),
        page,
      );
    }
    return pageAnswer(new Response("Not found", { status: 404 }), page);
  },
};

const { createServer } = await import("node:http");
const edge = createEdge({
  logger,
  security: { mapTileUrl: config.MAP_TILE_URL, development: false },
  rateLimits: {
    limiter: new RateLimiter({
      pages: config.RATE_LIMIT_PAGES,
      api: config.RATE_LIMIT_API,
      lookups: config.RATE_LIMIT_LOOKUPS,
      events: config.RATE_LIMIT_EVENTS,
    }),
    proxies: proxyTrust(config),
  },
  stamps: createStamps({ build: await floorPages.build(), version: () => services.directory.version() }),
  api: { producer: createApiProducer(services, { logger }), keptBytes: DEFAULT_CACHE_BYTES },
  events: createEventIngestion(services).handle,
  pages: {
    producer: floorPages,
    keptBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    validators: true,
    gate: createRenderGate(config.RENDER_CONCURRENCY),
    files: staticFiles(new URL("client", buildDir).pathname),
    health: async () => ({ ok: true, checks: { process: "ok", database: "ok" } }),
    importMaxMb: config.ADMIN_IMPORT_MAX_MB,
  },
});
const server = createServer();
server.on("request", edge.listener);
server.listen(config.PORT, config.HOST);
process.on("SIGTERM", () => {
  server.close();
  server.closeAllConnections();
  void database.close().then(() => process.exit(0));
});
