import type { Server, ServerResponse } from "node:http";
import { Server as NetServer } from "node:net";
import type { Logger } from "../app/server/logger.server.ts";

export interface GracefulShutdown {
  /** Clients are being asked to close their connections (drain). */
  isShuttingDown: () => boolean;
  /** The process no longer listens, or was told not to start. */
  isStopping: () => boolean;
  /**
   * Closes the listening socket: no new connection; answers in progress and requests on kept-alive connections
   * go on as before. The process releases its resources and exits once every connection has ended.
   */
  stopListening: (reason: string) => void;
  /**
   * Asks every client to close its connection: `Connection: close` on every answer from now on, and idle
   * connections closed after `lingerMs`. Stops listening first if that has not happened yet.
   */
  drain: (reason: string) => void;
}

/**
 * On SIGTERM/SIGINT (`signals`; a server's workers are told by their primary instead): stop accepting
 * connections, let in-flight requests finish, release resources, then exit 0 (or 1 if that takes longer than
 * the grace period). Kept-alive connections are not cut at once: a request a client sends on one just after
 * the signal is still answered (with `Connection: close`: the edge writes it on every answer from
 * isShuttingDown, and `drain` asks it of the answers in progress at the signal whose head is not written yet);
 * connections still idle after `lingerMs` are closed.
 *
 * The two steps are apart for workers: a worker that asked its clients to close while another still listened
 * would send them to reconnect into a listening socket about to close, which resets what is queued on it.
 */
export function installGracefulShutdown(
  server: Server,
  {
    logger,
    release,
    drain,
    graceMs = 10_000,
    lingerMs = 1_000,
    signals = true,
  }: {
    logger: Logger;
    release: () => Promise<void>;
    /** The edge's: asks the client of an answer not yet under way to close its connection. */
    drain: (res: ServerResponse) => void;
    graceMs?: number;
    lingerMs?: number;
    signals?: boolean;
  },
): GracefulShutdown {
  let stopping = false;
  let shuttingDown = false;
  const inProgress = new Set<ServerResponse>();
  server.on("request", (_req, res: ServerResponse) => {
    inProgress.add(res);
    res.once("close", () => inProgress.delete(res));
  });

  const exitOnceReleased = async () => {
    try {
      await release();
      logger.info("shut down cleanly");
      process.exit(0);
    } catch (releaseError) {
      logger.error({ err: releaseError }, "error while releasing resources");
      process.exit(1);
    }
  };

  const stopListening = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "shutting down: no new connections, finishing in-flight requests");
    const forced = setTimeout(() => {
      logger.error({ graceMs }, "in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, graceMs);
    forced.unref();
    // Stopped before it listened (a worker told to stop while it started): nothing to finish.
    if (!server.listening) {
      void exitOnceReleased();
      return;
    }
    // http.Server#close would also close idle keep-alive connections at once, resetting a request already on
    // its way; net.Server#close only stops listening.
    NetServer.prototype.close.call(server, (error?: Error) => {
      if (error) logger.error({ err: error }, "error while closing the HTTP server");
      void exitOnceReleased();
    });
  };

  const drainAll = (reason: string) => {
    stopListening(reason);
    if (shuttingDown) return;
    shuttingDown = true;
    // Their callers decided on keep-alive before the signal: an answer that kept its connection open would
    // leave it idle, to be closed below while the client may already be sending its next request on it.
    for (const res of inProgress) drain(res);
    // Timers run before the event loop reads sockets: deferred with setImmediate, the check comes after that
    // read, so a request already received on a connection counts as in progress and is not reset.
    const linger = setInterval(() => setImmediate(() => server.closeIdleConnections()), lingerMs);
    linger.unref();
  };

  if (signals) {
    process.on("SIGTERM", drainAll);
    process.on("SIGINT", drainAll);
  }
  return {
    isShuttingDown: () => shuttingDown,
    isStopping: () => stopping,
    stopListening,
    drain: drainAll,
  };
}
