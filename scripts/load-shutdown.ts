// SIGTERM under load: many clients keep asking over kept-alive connections while the server is told to stop.
// Every request that reached the server must be answered in full; a connection refused once the server has
// stopped listening carries no request (a load balancer sends it to another instance).
//
// Every client's connection is opened (with a request for /healthz) before the load starts. Node accepts one
// new connection per turn of its event loop, so new connections to a server already busy with many clients
// wait in the kernel's queue, and closing the listening socket resets whatever is still queued: a load
// balancer must stop opening connections to an instance before it is stopped (docs/deployment.md).
import { Agent, request } from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import type { LoadRequest } from "./load-mix.ts";

export interface ShutdownLoad {
  base: string;
  /** Concurrent clients, each with one request in flight at a time. */
  clients: number;
  /** Milliseconds of load before the signal. */
  loadMs: number;
  next: () => LoadRequest;
  /** Sends SIGTERM to the server and resolves with its exit code. */
  terminate: () => Promise<number | null>;
}

export interface ShutdownResult {
  answeredBeforeSignal: number;
  /** Requests sent and not yet answered when the signal was sent. */
  inFlightAtSignal: number;
  answeredAfterSignal: number;
  /** Of those answered after the signal, how many said `Connection: close`. */
  closingAfterSignal: number;
  /** Connections refused after the server stopped listening: no request was sent on them. */
  refused: number;
  /** Requests sent but not answered in full (reset, cut short): there must be none. */
  lost: { path: string; error: string }[];
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  exitCode: number | null;
  /** Milliseconds from the signal until the server had exited. */
  exitMs: number;
}

type Outcome = { status: number; closing: boolean } | { refused: true } | { error: string };

function send(
  agent: Agent,
  base: string,
  { path, headers }: Pick<LoadRequest, "path" | "headers">,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(`${base}${path}`, { agent, headers }, (res) => {
      res.resume();
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, closing: res.headers.connection?.toLowerCase() === "close" }),
      );
      res.on("close", () => {
        if (!res.complete) resolve({ error: "answer cut short" });
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve(error.code === "ECONNREFUSED" ? { refused: true } : { error: error.code ?? error.message }),
    );
    req.end();
  });
}

/** Runs the load, sends SIGTERM after `loadMs`, and lets every client go on until its connection is refused. */
export async function loadThroughShutdown(load: ShutdownLoad): Promise<ShutdownResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: load.clients, maxTotalSockets: load.clients });
  const opened = await Promise.all(
    Array.from({ length: load.clients }, () => send(agent, load.base, { path: "/healthz", headers: {} })),
  );
  if (!opened.every((outcome) => "status" in outcome && outcome.status === 200)) {
    agent.destroy();
    throw new Error("the server did not answer /healthz on every new connection");
  }
  const result: ShutdownResult = {
    answeredBeforeSignal: 0,
    inFlightAtSignal: 0,
    answeredAfterSignal: 0,
    closingAfterSignal: 0,
    refused: 0,
    lost: [],
    statuses: {},
    exitCode: null,
    exitMs: 0,
  };
  let signalled = false;
  let inFlight = 0;

  const client = async () => {
    for (;;) {
      const next = load.next();
      inFlight++;
      const outcome = await send(agent, load.base, next);
      inFlight--;
      if ("refused" in outcome) {
        result.refused++;
        return;
      }
      if ("error" in outcome) {
        result.lost.push({ path: next.path, error: outcome.error });
        continue;
      }
      result.statuses[outcome.status] = (result.statuses[outcome.status] ?? 0) + 1;
      if (!signalled) result.answeredBeforeSignal++;
      else {
        result.answeredAfterSignal++;
        if (outcome.closing) result.closingAfterSignal++;
      }
    }
  };

  const clients = Array.from({ length: load.clients }, client);
  await delay(load.loadMs);
  signalled = true;
  result.inFlightAtSignal = inFlight;
  const signalledAt = performance.now();
  result.exitCode = await load.terminate();
  result.exitMs = Math.round(performance.now() - signalledAt);
  await Promise.all(clients);
  agent.destroy();
  return result;
}

/** What went wrong in a shutdown under load, as sentences; none when every request was answered and it exited 0. */
export function shutdownProblems(result: ShutdownResult): string[] {
  const problems: string[] = [];
  if (result.exitCode !== 0) problems.push(`the server exited with code ${result.exitCode}`);
  if (result.lost.length > 0) {
    const examples = result.lost.slice(0, 5).map((lost) => `${lost.path} (${lost.error})`);
    problems.push(
      `${result.lost.length} requests were sent and not answered in full: ${examples.join(", ")}`,
    );
  }
  const failed = Object.entries(result.statuses).filter(([status]) => Number(status) >= 400);
  if (failed.length > 0) {
    problems.push(
      `answers with status ${failed.map(([status, count]) => `${status} (${count})`).join(", ")}`,
    );
  }
  if (result.inFlightAtSignal === 0) problems.push("no request was in flight when the signal was sent");
  return problems;
}
