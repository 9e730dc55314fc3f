import { createServer } from "node:http";
import type { RequestHandler } from "express";
import type { AppServices } from "./app/context.ts";
import { type Config, ConfigError, loadConfig, toPublicConfig } from "./app/server/config.server.ts";
import { createLogger } from "./app/server/logger.server.ts";
import { createHttpApp, productionAssets } from "./server/http-app.ts";
import { installGracefulShutdown } from "./server/shutdown.ts";

type HandlerFactory = (services: AppServices) => RequestHandler;

function readConfig(): Config {
  try {
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
  const services: AppServices = { config, publicConfig: toPublicConfig(config) };
  const development = config.NODE_ENV !== "production";

  let appHandler: RequestHandler;
  let assets: RequestHandler[];
  let closeDevServer = async () => {};
  if (development) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    closeDevServer = () => devServer.close();
    assets = [devServer.middlewares];
    appHandler = async (req, res, next) => {
      const mod = (await devServer.ssrLoadModule("./server/app.ts")) as { createAppHandler: HandlerFactory };
      return mod.createAppHandler(services)(req, res, next);
    };
  } else {
    const buildPath = new URL("./build/server/index.js", import.meta.url).href;
    const mod = (await import(buildPath)) as { createAppHandler: HandlerFactory };
    appHandler = mod.createAppHandler(services);
    assets = productionAssets(new URL("./build/client", import.meta.url).pathname);
  }

  const server = createServer();
  const shutdown = installGracefulShutdown(server, {
    logger,
    release: async () => {
      await closeDevServer();
    },
  });
  const app = createHttpApp({
    config,
    logger,
    appHandler,
    assets,
    health: async () => ({ ok: true, checks: { process: "ok" } }),
    isShuttingDown: shutdown.isShuttingDown,
  });
  server.on("request", app);
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info({ port, host: config.HOST, mode: config.NODE_ENV }, `listening on http://localhost:${port}`);
  });
}

await main();
