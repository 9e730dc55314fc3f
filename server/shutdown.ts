import type { Server } from "node:http";
import type { Logger } from "../app/server/logger.server.ts";

export interface GracefulShutdown {
  isShuttingDown: () => boolean;
}

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish,
 * release resources, then exit 0 (or 1 if that takes longer than the grace period).
 */
export function installGracefulShutdown(
  server: Server,
  { logger, release, graceMs = 10_000 }: { logger: Logger; release: () => Promise<void>; graceMs?: number },
): GracefulShutdown {
  let shuttingDown = false;

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
    const forced = setTimeout(() => {
      logger.error({ graceMs }, "in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, graceMs);
    forced.unref();
    server.close(async (error) => {
      if (error) logger.error({ err: error }, "error while closing the HTTP server");
      try {
        await release();
        logger.info("shut down cleanly");
        process.exit(0);
      } catch (releaseError) {
        logger.error({ err: releaseError }, "error while releasing resources");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };

  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  return { isShuttingDown: () => shuttingDown };
}
