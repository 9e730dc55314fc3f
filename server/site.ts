import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:http";
import type { AppServices } from "../app/context.ts";
import { createEventIngestion } from "../app/server/analytics/ingest.server.ts";
import { createApiProducer, DEFAULT_CACHE_BYTES } from "../app/server/api/listener.server.ts";
import type { Config } from "../app/server/config.server.ts";
import { openDatabase } from "../app/server/db/connect.server.ts";
import { seedDemoDataIfEmpty } from "../app/server/db/demo-data.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { loadGazetteer } from "../app/server/gazetteer/load.server.ts";
import { proxyTrust } from "../app/server/http/client-address.server.ts";
import { RateLimiter } from "../app/server/http/rate-limiter.server.ts";
import { SharedRateCounts } from "../app/server/http/shared-rate-counts.server.ts";
import { createLogger } from "../app/server/logger.server.ts";
import { DEMO_CLINICS_FILE, GAZETTEER_DIR } from "../app/server/paths.server.ts";
import { createAppServices } from "../app/server/services.server.ts";
import { createEdge, type EdgeOptions } from "./edge.ts";
import type { PageProducer } from "./page-answer.ts";
import { createRenderGate } from "./render-gate.ts";
import { installGracefulShutdown } from "./shutdown.ts";
import { createStamps } from "./stamp.ts";
import { staticFiles } from "./static-files.ts";
import { linkToPrimary } from "./workers-link.ts";

type PageProducerFactory = (services: AppServices) => PageProducer;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * One process serving the site: the whole server, or one worker of several (WEB_CONCURRENCY), whose primary
 * has prepared the database already and tells it when to stop.
 */
export async function serveSite(config: Config) {
  const primary = linkToPrimary();
  const logger = primary ? createLogger(config).child({ worker: primary.id }) : createLogger(config);
  // Of several workers, one prepares the database while the others wait (server/workers-primary.ts).
  const prepares = !primary || primary.preparesDatabase;
  const database = prepares
    ? await openReadyDatabase(config.DATABASE_URL)
    : openDatabase(config.DATABASE_URL);
  const gazetteer = loadGazetteer(GAZETTEER_DIR);
  if (prepares) {
    const seeded = await seedDemoDataIfEmpty(database.db, database.dialect, DEMO_CLINICS_FILE, gazetteer);
    if (seeded) logger.info(seeded, "empty database: loaded the bundled demo clinics");
    primary?.prepared();
  }
  const services = createAppServices({
    config,
    db: database.db,
    dialect: database.dialect,
    gazetteer,
    logger,
  });
  // Load the search directory now rather than on the first visitor's request.
  await services.directory.current();
  if (prepares) logger.info({ database: database.description }, "database ready");
  const development = config.NODE_ENV !== "production";

  let pages: PageProducer;
  let files: Pick<NonNullable<EdgeOptions["pages"]>, "files" | "devFiles">;
  let build: string;
  let closeDevServer = async () => {};
  if (development) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    closeDevServer = () => devServer.close();
    // The page renderer is loaded again for every request, so that it sees each change.
    const current = async () =>
      (
        (await devServer.ssrLoadModule("./app.ts")) as { createPageProducer: PageProducerFactory }
      ).createPageProducer(services);
    pages = {
      build: async () => "development",
      facts: async (path) => (await current()).facts(path),
      render: async (req, res, page) => (await current()).render(req, res, page),
    };
    files = { devFiles: devServer.middlewares as Middleware };
    build = "development";
  } else {
    const buildDir = new URL(`../${config.BUILD_DIR}/`, import.meta.url);
    const mod = (await import(new URL("server/index.js", buildDir).href)) as {
      createPageProducer: PageProducerFactory;
    };
    pages = mod.createPageProducer(services);
    files = { files: staticFiles(new URL("client", buildDir).pathname) };
    build = await pages.build();
  }

  // Several instances share one PostgreSQL database: they count each client's requests together, every worker
  // of each as an instance. On SQLite, the workers of the one server count together through their primary.
  const sharedCounts = database.dialect === "postgres" ? new SharedRateCounts(database.db, logger) : null;
  sharedCounts?.start();
  const shared = sharedCounts ?? primary?.rateCounts;

  const events = createEventIngestion(services);

  const server = createServer();
  const shutdown = installGracefulShutdown(server, {
    logger,
    release: async () => {
      logger.info(edge.keptCounts(), "kept pages and API answers since start");
      sharedCounts?.stop();
      primary?.rateCounts.stop();
      // A sync of the counts may still be running: closing the pool under it fails it and logs a warning.
      await sharedCounts?.sync();
      // Usage events still buffered are written before the database closes.
      await events.close();
      await closeDevServer();
      await database.close();
    },
    drain: (res) => edge.drain(res),
    signals: !primary,
  });
  const edge = createEdge({
    logger,
    isShuttingDown: shutdown.isShuttingDown,
    security: { mapTileUrl: config.MAP_TILE_URL, development },
    rateLimits: {
      limiter: new RateLimiter(
        {
          pages: config.RATE_LIMIT_PAGES,
          api: config.RATE_LIMIT_API,
          lookups: config.RATE_LIMIT_LOOKUPS,
          events: config.RATE_LIMIT_EVENTS,
        },
        { shared },
      ),
      proxies: proxyTrust(config),
    },
    stamps: createStamps({ build, version: () => services.directory.version() }),
    api: { producer: createApiProducer(services, { logger }), keptBytes: DEFAULT_CACHE_BYTES },
    events: events.handle,
    pages: {
      producer: pages,
      keptBytes: development ? 0 : config.PAGE_CACHE_MB * 1024 * 1024,
      validators: !development,
      gate: createRenderGate(config.RENDER_CONCURRENCY),
      ...files,
      health: async () => {
        const ok = await database.ping().then(
          () => true,
          () => false,
        );
        return { ok, checks: { process: "ok", database: ok ? "ok" : "failing" } };
      },
      importMaxMb: config.ADMIN_IMPORT_MAX_MB,
    },
  });
  server.on("request", edge.listener);
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE" && error.code !== "EACCES") throw error;
    const reason = error.code === "EADDRINUSE" ? "is already in use" : "needs permissions this user lacks";
    console.error(`Port ${config.PORT} ${reason}: stop the other server or set PORT to another port.`);
    process.exit(1);
  });
  // A worker told to stop while it started stops here instead of listening.
  primary?.follow(shutdown);
  if (shutdown.isStopping()) return;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    if (primary) {
      logger.info({ pid: process.pid }, "worker ready");
      primary.ready(port);
      return;
    }
    logger.info({ port, host: config.HOST, mode: config.NODE_ENV }, `listening on http://localhost:${port}`);
  });
}
