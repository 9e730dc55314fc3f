import cluster from "node:cluster";
import {
  isRateCountsMessage,
  type RateCountsMessage,
  WorkerRateCounts,
} from "../app/server/http/worker-rate-counts.server.ts";
import type { GracefulShutdown } from "./shutdown.ts";

/** What the primary tells its workers: the two steps of a shutdown, one after the other (server/shutdown.ts). */
export type PrimaryCommand = { type: "stop-listening" } | { type: "drain" };

/** Set by the primary in the environment of the worker that prepares the database before the others start. */
export const PREPARES_DATABASE = "WORKER_PREPARES_DATABASE";

/** What a worker tells its primary. */
export type WorkerNote =
  | { type: "prepared" }
  | { type: "ready"; port: number }
  | { type: "not-listening" }
  | { type: "stop-all"; signal: NodeJS.Signals }
  | RateCountsMessage;

export function isPrimaryCommand(message: unknown): message is PrimaryCommand {
  const type = (message as { type?: unknown } | null)?.type;
  return type === "stop-listening" || type === "drain";
}

export function isWorkerNote(message: unknown): message is WorkerNote {
  const type = (message as { type?: unknown } | null)?.type;
  return (
    type === "prepared" ||
    type === "ready" ||
    type === "not-listening" ||
    type === "stop-all" ||
    isRateCountsMessage(message)
  );
}

/** A worker's channel to its primary (server/workers-primary.ts). */
export interface PrimaryLink {
  /** The worker's number, from 1; a worker started in place of one that died gets the next. */
  id: number;
  /** This worker prepares the database (migrations, demo clinics): the others start once it has. */
  preparesDatabase: boolean;
  /** Tells the primary the database is ready for the other workers. */
  prepared(): void;
  /** Rate counts shared with the other workers through the primary. */
  rateCounts: WorkerRateCounts;
  /** Hands the shutdown to the primary: it says when to stop listening and when to drain. */
  follow(shutdown: GracefulShutdown): void;
  /** Tells the primary this worker listens, on this port. */
  ready(port: number): void;
}

/** The link to the primary in a worker process; null in a server of one process. */
export function linkToPrimary(): PrimaryLink | null {
  const worker = cluster.worker;
  if (!worker || !process.send) return null;
  const send = (note: WorkerNote) => {
    if (process.connected) process.send?.(note);
  };
  const rateCounts = new WorkerRateCounts(send);
  let shutdown: GracefulShutdown | null = null;
  // Commands that came while the worker was still starting, carried out once it follows them.
  const early: PrimaryCommand[] = [];

  const obey = (command: PrimaryCommand) => {
    if (!shutdown) {
      early.push(command);
      return;
    }
    if (command.type === "stop-listening") {
      shutdown.stopListening("told by the primary");
      send({ type: "not-listening" });
    } else {
      shutdown.drain("told by the primary");
    }
  };

  process.on("message", (message: unknown) => {
    if (isRateCountsMessage(message)) rateCounts.receive(message);
    else if (isPrimaryCommand(message)) obey(message);
  });
  // The primary is gone (killed): nothing tells this worker to stop any more, so it stops of its own accord.
  process.on("disconnect", () => {
    rateCounts.stop();
    obey({ type: "drain" });
  });
  // A terminal's Ctrl-C and a service manager's stop reach every process; the primary stops the workers in step.
  const forward = (signal: NodeJS.Signals) => send({ type: "stop-all", signal });
  process.on("SIGTERM", forward);
  process.on("SIGINT", forward);

  return {
    id: worker.id,
    preparesDatabase: process.env[PREPARES_DATABASE] === "1",
    prepared: () => send({ type: "prepared" }),
    rateCounts,
    follow(given) {
      shutdown = given;
      for (const command of early.splice(0)) obey(command);
    },
    ready: (port) => send({ type: "ready", port }),
  };
}
