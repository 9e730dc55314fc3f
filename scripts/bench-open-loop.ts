// The open-loop load generator of `bench:ssr --open-loop` (issue 35), run in a process of its own (started by
// scripts/bench-open-loop-steps.ts with its settings as JSON in its one argument): requests are sent at a
// constant arrival rate, each at its scheduled time whether or not earlier ones have been answered, and each
// one's latency is measured from the time it was scheduled, not from when it could be sent, so that a server
// that stalls is charged for every request that arrived during the stall (no coordinated omission, as wrk2
// measures). Prints one line of JSON: OpenLoopResult.
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";

export interface OpenLoopRun {
  url: string;
  /** Requests a second. */
  rate: number;
  seconds: number;
  /** Keep-alive connections at most; a request that finds them all busy waits, and the wait is counted. */
  connections: number;
  headers?: Record<string, string>;
  /** Append `parameter=<run>-<n>` to every request, so no answer comes from a cache. */
  unique?: { parameter: string; run: string };
}

export interface OpenLoopResult {
  scheduled: number;
  answered: number;
  /** Failed requests, answers of 400 or more, and requests unanswered 10 s after the last was scheduled. */
  errors: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The largest delay between a request's scheduled time and its sending: above a few ms, the generator lags. */
  sendLagMs: number;
  /** CPU the generator used, as a share of one core: near 1, it limits the rate, not the server. */
  generatorCpu: number;
}

const GRACE_MS = 10_000;

function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export async function runOpenLoop(run: OpenLoopRun): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: run.connections });
  const total = Math.max(1, Math.round(run.rate * run.seconds));
  const interval = 1000 / run.rate;
  const separator = run.url.includes("?") ? "&" : "?";
  const latencies = new Float64Array(total).fill(Number.POSITIVE_INFINITY);
  let answered = 0;
  let errors = 0;
  let sendLag = 0;
  let settled = 0;
  let allSettled: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    allSettled = resolve;
  });
  const settle = () => {
    if (++settled === total) allSettled();
  };

  function send(index: number, scheduled: number) {
    const url = run.unique
      ? `${run.url}${separator}${run.unique.parameter}=${run.unique.run}-${index}`
      : run.url;
    const req = request(url, { agent, headers: run.headers }, (res) => {
      res.on("data", () => {});
      res.on("end", () => {
        latencies[index] = performance.now() - scheduled;
        answered++;
        if ((res.statusCode ?? 0) >= 400) errors++;
        settle();
      });
    });
    req.on("error", () => {
      errors++;
      settle();
    });
    req.end();
  }

  const cpuBefore = process.cpuUsage();
  const start = performance.now() + 20;
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const scheduled = start + next * interval;
        sendLag = Math.max(sendLag, now - scheduled);
        send(next, scheduled);
        next++;
      }
      if (next < total) setTimeout(tick, Math.max(0, Math.min(1, start + next * interval - now)));
      else resolve();
    };
    tick();
  });
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  const timedOut = await Promise.race([
    finished.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), GRACE_MS).unref()),
  ]);
  if (timedOut) errors += total - settled;
  agent.destroy();
  const sorted = latencies.slice().sort();
  return {
    scheduled: total,
    answered,
    errors,
    p50Ms: percentile(sorted, 0.5),
    p90Ms: percentile(sorted, 0.9),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted[sorted.length - 1] ?? 0,
    sendLagMs: sendLag,
    generatorCpu: (cpu.user + cpu.system) / 1000 / wall,
  };
}

if (import.meta.main) {
  const settings = JSON.parse(process.argv[2] ?? "{}") as OpenLoopRun;
  console.log(JSON.stringify(await runOpenLoop(settings)));
}
