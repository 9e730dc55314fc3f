import cluster, { type Worker } from "node:cluster";
import { randomBytes } from "node:crypto";
import type { Config } from "../app/server/config.server.ts";
import { HostRateTotals } from "../app/server/http/worker-rate-counts.server.ts";
import type { Logger } from "../app/server/logger.server.ts";
import { isWorkerNote, PREPARES_DATABASE, type PrimaryCommand, type WorkerNote } from "./workers-link.ts";

/** A worker that dies is started again after this long, doubled at each death in a row up to the most. */
const RESTART_DELAY_MS = 1_000;
const RESTART_DELAY_MAX_MS = 30_000;
/** A worker that ran this long before it died starts the doubling over. */
const STEADY_MS = 60_000;
/** Past the workers' own grace period (server/shutdown.ts), the primary kills what is left and exits 1. */
const STOP_BACKSTOP_MS = 15_000;

interface WorkerState {
  worker: Worker;
  startedAt: number;
  ready: boolean;
  listening: boolean;
}

/**
 * The primary of a server of `count` workers (WEB_CONCURRENCY). It starts one worker, which prepares the
 * database (migrations, the catalog sync, the demo clinics on an empty one) so that workers never race on it,
 * and starts the others once that one listens: a port that cannot be had is then said once, by one worker,
 * rather than by each worker that had started meanwhile. They share the port (the cluster module hands each new connection to the next worker). It
 * passes rate counts between them, starts a worker again when one dies, and stops them all on SIGTERM/SIGINT:
 * first every worker stops listening, then all drain their connections; it exits once every worker has, 0 only
 * if each exited 0. It imports none of the site's modules, so it stays small.
 */
export function runPrimary(config: Config, count: number, logger: Logger): void {
  // A suggestion form shown by one worker may be sent to another: they sign its time with one secret.
  const env = config.FORM_SECRET ? {} : { WORKERS_FORM_SECRET: randomBytes(32).toString("base64url") };
  const workers = new Map<number, WorkerState>();
  const exitCodes: (number | null)[] = [];
  let stopping = false;
  let everReady = false;
  let deathsInARow = 0;
  const restarts = new Set<NodeJS.Timeout>();

  const command = (state: WorkerState, message: PrimaryCommand) => {
    if (state.worker.isConnected()) state.worker.send(message);
  };
  const rateTotals = new HostRateTotals((message) => {
    for (const state of workers.values()) {
      if (state.ready && state.worker.isConnected()) state.worker.send(message);
    }
  });

  const stopAll = (reason: string) => {
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    rateTotals.stop();
    logger.info(
      { reason, workers: workers.size },
      "shutting down: every worker stops taking connections, then drains",
    );
    setTimeout(() => {
      logger.error(
        { workers: [...workers.values()].map((s) => s.worker.process.pid) },
        "workers did not exit",
      );
      for (const state of workers.values()) state.worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_BACKSTOP_MS).unref();
    for (const state of workers.values()) command(state, { type: "stop-listening" });
    drainWhenNoneListens();
  };

  // Clients told to close their connection reconnect: not before every worker's listening socket is closed.
  let drained = false;
  const drainWhenNoneListens = () => {
    if (drained || [...workers.values()].some((state) => state.listening)) return;
    drained = true;
    for (const state of workers.values()) command(state, { type: "drain" });
  };

  const exitWhenAllGone = () => {
    if (workers.size > 0) return;
    const clean = exitCodes.every((code) => code === 0);
    if (clean) logger.info("shut down cleanly");
    else logger.error({ exitCodes }, "a worker did not shut down cleanly");
    process.exit(clean ? 0 : 1);
  };

  const onNote = (state: WorkerState, note: WorkerNote) => {
    switch (note.type) {
      case "prepared":
        logger.info({ worker: state.worker.id }, "database prepared");
        break;
      case "ready":
        if (!everReady && !stopping && workers.size === 1 && !state.ready) {
          for (let i = 1; i < count; i++) fork();
        }
        state.ready = true;
        state.listening = true;
        if (!everReady && [...workers.values()].filter((s) => s.ready).length === count) {
          everReady = true;
          logger.info(
            { port: note.port, host: config.HOST, mode: config.NODE_ENV, workers: count },
            `listening on http://localhost:${note.port}`,
          );
        }
        if (stopping) command(state, { type: "stop-listening" });
        break;
      case "not-listening":
        state.listening = false;
        if (stopping) drainWhenNoneListens();
        break;
      case "stop-all":
        stopAll(`${note.signal} to a worker`);
        break;
      case "rate-counts":
        if (!stopping) rateTotals.add(note);
        break;
    }
  };

  const fork = (prepares = false) => {
    const worker = cluster.fork(prepares ? { ...env, [PREPARES_DATABASE]: "1" } : env);
    const state: WorkerState = { worker, startedAt: Date.now(), ready: false, listening: false };
    workers.set(worker.id, state);
    logger.info({ worker: worker.id, pid: worker.process.pid }, "worker started");
    worker.on("message", (message: unknown) => {
      if (isWorkerNote(message)) onNote(state, message);
    });
    // A message to a worker that is exiting fails; its exit is handled below.
    worker.on("error", (error) => logger.warn({ err: error, worker: worker.id }, "worker channel error"));
  };

  cluster.on("exit", (worker, code, signal) => {
    const state = workers.get(worker.id);
    if (!state) return;
    workers.delete(worker.id);
    if (stopping) {
      exitCodes.push(code);
      drainWhenNoneListens();
      exitWhenAllGone();
      return;
    }
    const details = { worker: worker.id, pid: worker.process.pid, code, signal };
    if (!everReady) {
      // A worker that cannot start (port taken, no build) will not start on a second try either.
      logger.error(details, "a worker exited before every worker listened; stopping");
      exitCodes.push(code === 0 ? 1 : code);
      stopAll("a worker could not start");
      exitWhenAllGone();
      return;
    }
    if (Date.now() - state.startedAt >= STEADY_MS) deathsInARow = 0;
    const delay = Math.min(RESTART_DELAY_MAX_MS, RESTART_DELAY_MS * 2 ** deathsInARow);
    deathsInARow++;
    logger.error({ ...details, restartInMs: delay }, "a worker exited unexpectedly; starting another");
    const timer = setTimeout(() => {
      restarts.delete(timer);
      fork();
    }, delay);
    restarts.add(timer);
  });

  process.on("SIGTERM", () => stopAll("SIGTERM"));
  process.on("SIGINT", () => stopAll("SIGINT"));
  fork(true);
}
