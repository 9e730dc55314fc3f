import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:http";
import type { AppServices } from "./app/context.ts";
import { createEventIngestion } from "./app/server/analytics/ingest.server.ts";
import { createApiProducer, DEFAULT_CACHE_BYTES } from "./app/server/api/listener.server.ts";
import { type Config, ConfigError, loadConfig } from "./app/server/config.server.ts";
import { seedDemoDataIfEmpty } from "./app/server/db/demo-data.server.ts";
import { openReadyDatabase } from "./app/server/db/setup.server.ts";
import { loadEnvFile } from "./app/server/env-file.server.ts";
import { loadGazetteer } from "./app/server/gazetteer/load.server.ts";
import { proxyTrust } from "./app/server/http/client-address.server.ts";
import { RateLimiter } from "./app/server/http/rate-limiter.server.ts";
import { SharedRateCounts } from "./app/server/http/shared-rate-counts.server.ts";
import { createLogger } from "./app/server/logger.server.ts";
import { DEMO_CLINICS_FILE, GAZETTEER_DIR } from "./app/server/paths.server.ts";
import { createAppServices } from "./app/server/services.server.ts";
import { createEdge, type EdgeOptions } from "./server/edge.ts";
import type { PageProducer } from "./server/page-answer.ts";
import { createRenderGate } from "./server/render-gate.ts";
import { installGracefulShutdown } from "./server/shutdown.ts";
import { createStamps } from "./server/stamp.ts";
import { staticFiles } from "./server/static-files.ts";

// `npm run serve` starts this file with --max-semi-space-size=16 (Node 22's young generation). Node 24 lets it
// grow to 64 MB a semi-space, and it does while the gazetteer loads or under traffic, to stay there: 80 MB more
// resident memory (300 MB after start against 215; 380 against 300 under load), with no gain in pages a second.
// See docs/performance.md, "Resident memory".

type PageProducerFactory = (services: AppServices) => PageProducer;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

function readConfig(): Config {
  try {
    loadEnvFile();
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nThe server was not started. See .env.example for every setting.`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config);
  const database = await openReadyDatabase(config.DATABASE_URL);
  const gazetteer = loadGazetteer(GAZETTEER_DIR);
  const seeded = await seedDemoDataIfEmpty(database.db, database.dialect, DEMO_CLINICS_FILE, gazetteer);
  if (seeded) logger.info(seeded, "empty database: loaded the bundled demo clinics");
  const services = createAppServices({
    config,
    db: database.db,
    dialect: database.dialect,
    gazetteer,
    logger,
  });
  // Load the search directory now rather than on the first visitor's request.
  await services.directory.current();
  logger.info({ database: database.description }, "database ready");
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
        (await devServer.ssrLoadModule("./server/app.ts")) as { createPageProducer: PageProducerFactory }
      ).createPageProducer(services);
    pages = {
      build: async () => "development",
      facts: async (path) => (await current()).facts(path),
      render: async (req, res, page) => (await current()).render(req, res, page),
    };
    files = { devFiles: devServer.middlewares as Middleware };
    build = "development";
  } else {
    const buildDir = new URL(`./${config.BUILD_DIR}/`, import.meta.url);
    const mod = (await import(new URL("server/index.js", buildDir).href)) as {
      createPageProducer: PageProducerFactory;
    };
    pages = mod.createPageProducer(services);
    files = { files: staticFiles(new URL("client", buildDir).pathname) };
    build = await pages.build();
  }

  // Several instances share one PostgreSQL database: they count each client's requests together.
  const sharedCounts = database.dialect === "postgres" ? new SharedRateCounts(database.db, logger) : null;
  sharedCounts?.start();

  const events = createEventIngestion(services);

  const server = createServer();
  const shutdown = installGracefulShutdown(server, {
    logger,
    release: async () => {
      sharedCounts?.stop();
      // A sync of the counts may still be running: closing the pool under it fails it and logs a warning.
      await sharedCounts?.sync();
      // Usage events still buffered are written before the database closes.
      await events.close();
      await closeDevServer();
      await database.close();
    },
    drain: (res) => edge.drain(res),
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
        { shared: sharedCounts ?? undefined },
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
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ port, host: config.HOST, mode: config.NODE_ENV }, `listening on http://localhost:${port}`);
  });
}

try {
  await main();
} catch (error) {
  console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
