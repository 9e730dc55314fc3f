// `bench:ssr --open-loop`: steps a constant arrival rate up, a tenth of the page's closed-loop capacity at a
// time, and finds the highest rate at which the page's p99 stays within 100 ms (issue 35), measured by the
// open-loop generator (scripts/bench-open-loop.ts) in a process of its own, with the server's CPU per request.
import { spawn } from "node:child_process";
import type { OpenLoopResult, OpenLoopRun } from "./bench-open-loop.ts";
import { cpuPerRequest, type RunningServer } from "./bench-support.ts";

export const P99_TARGET_MS = 100;
export const OPEN_LOOP_SECONDS = Number(process.env.BENCH_OPEN_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_OPEN_CONNECTIONS ?? 100);
/** Past this share of a core the generator, not the server, sets the pace. */
const GENERATOR_BUSY = 0.85;
/** A step lasts long enough for its p99 to be more than its worst few requests (up to 30 s at low rates). */
const MIN_REQUESTS = 300;
const MAX_SECONDS = 30;

export interface OpenLoopStep extends OpenLoopResult {
  rate: number;
  cpuMicrosPerRequest: number | null;
  generatorLimited: boolean;
}

let runs = 0;

function generate(run: OpenLoopRun): Promise<OpenLoopResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/bench-open-loop.ts", JSON.stringify(run)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(JSON.parse(output) as OpenLoopResult);
      else reject(new Error(`The open-loop generator exited with ${code}: ${output}`));
    });
  });
}

export async function openLoopStep(
  server: RunningServer,
  path: string,
  rate: number,
  options: { unique: boolean; headers: Record<string, string> },
): Promise<OpenLoopStep> {
  const run: OpenLoopRun = {
    url: `${server.base}${path}`,
    rate,
    seconds: Math.max(OPEN_LOOP_SECONDS, Math.min(MAX_SECONDS, MIN_REQUESTS / rate)),
    connections: CONNECTIONS,
    headers: options.headers,
    unique: options.unique ? { parameter: "uncached", run: `open${process.pid}x${++runs}` } : undefined,
  };
  const { result, cpuMicrosPerRequest } = await cpuPerRequest(
    server.pid,
    () => generate(run),
    (done) => done.answered,
  );
  // A late send (the machine busy) is not a limit: its latency counts from the time it was due.
  const generatorLimited = result.generatorCpu > GENERATOR_BUSY;
  return { ...result, rate, cpuMicrosPerRequest, generatorLimited };
}

export interface OpenLoopLadder {
  capacity: number;
  steps: OpenLoopStep[];
  /** The highest rate with p99 within the target and no errors, null when even the first step missed. */
  highest: OpenLoopStep | null;
  /** The step at half the capacity. */
  half: OpenLoopStep | undefined;
  /** The generator could go no faster before the server missed the target: the highest rate is a lower bound. */
  generatorBound: boolean;
}

/**
 * Steps the rate from a tenth of `capacity` (req/s, closed loop) to all of it, stopping at the first step that
 * misses the p99 target (but not before half the capacity, the target's load) or that the generator limits.
 */
export async function openLoopLadder(
  server: RunningServer,
  path: string,
  capacity: number,
  options: { unique: boolean; headers: Record<string, string> },
  report: (step: OpenLoopStep) => void,
): Promise<OpenLoopLadder> {
  const steps: OpenLoopStep[] = [];
  let highest: OpenLoopStep | null = null;
  let missed = false;
  let generatorBound = false;
  for (let tenth = 1; tenth <= 10; tenth++) {
    const step = await openLoopStep(server, path, Math.max(1, Math.round((capacity * tenth) / 10)), options);
    steps.push(step);
    report(step);
    // Latency counts from the scheduled time, so a step the generator was slow for and that still met the
    // target met it; one that missed says nothing about the server, and the steps above it less.
    const met = step.p99Ms <= P99_TARGET_MS && step.errors === 0;
    if (step.generatorLimited) {
      if (met && !missed) highest = step;
      generatorBound = !missed;
      break;
    }
    if (met && !missed) highest = step;
    missed ||= !met;
    if (missed && tenth >= 5) break;
  }
  return { capacity, steps, highest, half: steps[4], generatorBound };
}
