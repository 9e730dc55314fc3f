import type { Server } from "node:http";
import { Server as NetServer } from "node:net";
import type { Logger } from "../app/server/logger.server.ts";

export interface GracefulShutdown {
  isShuttingDown: () => boolean;
}

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, release resources, then exit 0
 * (or 1 if that takes longer than the grace period). Kept-alive connections are not cut at once: a request a
 * client sends on one just after the signal is still answered (with `Connection: close`, set by the callers
 * from isShuttingDown); connections still idle after `lingerMs` are closed.
 */
export function installGracefulShutdown(
  server: Server,
  {
    logger,
    release,
    graceMs = 10_000,
    lingerMs = 1_000,
  }: { logger: Logger; release: () => Promise<void>; graceMs?: number; lingerMs?: number },
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
    // http.Server#close would also close idle keep-alive connections at once, resetting a request already on
    // its way; net.Server#close only stops listening.
    NetServer.prototype.close.call(server, async (error?: Error) => {
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
    const linger = setInterval(() => server.closeIdleConnections(), lingerMs);
    linger.unref();
  };

  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  return { isShuttingDown: () => shuttingDown };
}
