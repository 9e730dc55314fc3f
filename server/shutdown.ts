import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import type { Logger } from "../app/server/logger.server.ts";

export interface GracefulShutdown {
  isShuttingDown: () => boolean;
}

/**
 * On SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, release resources, then exit 0
 * (or 1 if that takes longer than the grace period). Kept-alive connections are not cut at once: a request a
 * client sends on one just after the signal is still answered (with `Connection: close`: the edge writes it on
 * every answer from isShuttingDown, and `drain` asks it of the answers in progress at the signal whose head
 * is not written yet); connections still idle after `lingerMs` are closed.
 */
export function installGracefulShutdown(
  server: Server,
  {
    logger,
    release,
    drain,
    graceMs = 10_000,
    lingerMs = 1_000,
  }: {
    logger: Logger;
    release: () => Promise<void>;
    /** The edge's: asks the client of an answer not yet under way to close its connection. */
    drain: (res: ServerResponse) => void;
    graceMs?: number;
    lingerMs?: number;
  },
): GracefulShutdown {
  let shuttingDown = false;
  const inProgress = new Set<ServerResponse>();
  server.on("request", (_req, res: ServerResponse) => {
    inProgress.add(res);
    res.once("close", () => inProgress.delete(res));
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
    // Their callers decided on keep-alive before the signal: an answer that kept its connection open would
    // leave it idle, to be closed below while the client may already be sending its next request on it.
    for (const res of inProgress) drain(res);
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
    // Timers run before the event loop reads sockets: deferred with setImmediate, the check comes after that
    // read, so a request already received on a connection counts as in progress and is not reset.
    const linger = setInterval(() => setImmediate(() => server.closeIdleConnections()), lingerMs);
    linger.unref();
  };

  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  return { isShuttingDown: () => shuttingDown };
}
