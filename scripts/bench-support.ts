// Shared by the HTTP benchmarks: the production server, the floor (scripts/bench-floor-server.ts) and a bare
// node:http "hello world", each in its own process (a server inside the load generator's process competes with
// it for the same core and understates what it can do), and closed-loop runs (wrk when installed, autocannon
// otherwise) reported as req/s, p50, p99, a share of hello world and the server's CPU time per request.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { runWrk, wrkInstalled } from "./bench-wrk.ts";
import { freePort } from "./free-port.ts";
import { npmScriptArgs } from "./npm-script.ts";
import { loadSyntheticClinics } from "./synthetic-clinics.ts";

export const CONNECTIONS = 50;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of load before a measurement, so that it sees the server warmed up (JIT, caches of clinics). */
export const WARM_UP = 2;

/** Exits with code 2 unless a production build is in `BUILD_DIR` (default `build`): this script builds nothing. */
export function requireProductionBuild() {
  const dir = process.env.BUILD_DIR || "build";
  if (!existsSync(`${dir}/server/index.js`)) {
    console.error(
      `No production build in ${dir}/: run \`npm run build\` first (with the same BUILD_DIR); this script builds nothing.`,
    );
    process.exit(2);
  }
}

export interface RunningServer {
  base: string;
  pid: number;
  /** Sends SIGTERM (unless the process has already exited) and resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** BENCH_PORT=<n>: the servers listen on n, n+1, … (a range set aside for them) instead of any free port. */
const PORT_BASE = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;
let portsTaken = 0;

function serverPort(): Promise<number> {
  return PORT_BASE === null ? freePort() : Promise.resolve(PORT_BASE + portsTaken++);
}

/** Resolves once the child answers `readyPath` with a 2xx; fails as soon as it exits or after 30 s. */
async function whenReady(child: ChildProcess, port: number, readyPath: string): Promise<RunningServer> {
  const exited = once(child, "exit").then(([code]) => code as number | null);
  let gone: number | null | undefined;
  void exited.then((code) => {
    gone = code;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150 && gone === undefined; i++) {
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) {
        const stop = () => {
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
          return exited;
        };
        return { base, pid: child.pid ?? 0, stop };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`${base}${readyPath} did not answer${gone === undefined ? "" : ` (exit code ${gone})`}`);
}

/**
 * The production server, started as `npm run serve` starts it (its node flags included), on this database, with
 * logging off; `script` runs another server file in its place with the same flags and settings.
 */
export async function startAppServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  script = "server.ts",
): Promise<RunningServer> {
  const port = await serverPort();
  const serveArgs = npmScriptArgs("serve");
  const args = [...serveArgs.slice(0, -1), script];
  if (serveArgs.at(-1) !== "server.ts")
    throw new Error("package.json's serve script no longer ends with server.ts");
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      DATABASE_URL: databaseUrl,
      // The load generator is one client asking thousands of times a second.
      RATE_LIMIT_PAGES: "0",
      RATE_LIMIT_API: "0",
      RATE_LIMIT_LOOKUPS: "0",
      RATE_LIMIT_EVENTS: "0",
      // One process measures what a request costs; WEB_CONCURRENCY in the environment measures workers.
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
      ...env,
    },
    stdio: "inherit",
  });
  return whenReady(child, port, "/healthz");
}

/**
 * The floor (scripts/bench-floor-server.ts): the production server's setup on this database, its search and
 * clinic pages written with template strings from the routes' own loader data instead of rendered by React.
 */
export function startFloorServer(databaseUrl: string): Promise<RunningServer> {
  return startAppServer(databaseUrl, {}, "scripts/bench-floor-server.ts");
}

const HELLO_WORLD = `
const { createServer } = require("node:http");
createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "text/plain" });
  res.end("hello world");
}).listen(Number(process.env.PORT), "127.0.0.1");
`;

/** A bare node:http server answering "hello world", in a process of its own like the app server. */
export async function startHelloWorld(): Promise<RunningServer> {
  const port = await serverPort();
  const child = spawn(process.execPath, ["-e", HELLO_WORLD], {
    env: { ...process.env, PORT: String(port) },
    stdio: "inherit",
  });
  return whenReady(child, port, "/");
}

export interface MeasureOptions {
  /** Give every request its own query parameter, so that no answer can come from a cache. */
  unique?: boolean;
  /** That parameter's name, "uncached" by default; a tracking parameter's name measures links from ads. */
  uniqueParameter?: string;
  headers?: Record<string, string>;
  /** Seconds; DURATION (10, or BENCH_SECONDS) by default. */
  seconds?: number;
}

export interface Measurement {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Failed connections, timeouts and answers outside 2xx/3xx. */
  errors: number;
  /**
   * CPU time the server's processes used per answered request (user and system, all its threads: garbage
   * collection and compression included), in µs; null where /proc cannot be read. Unlike req/s, it hardly
   * depends on what else the machine is doing, nor on how fast the load generator is.
   */
  cpuMicrosPerRequest: number | null;
}

/** Linux's clock tick, the unit of /proc/<pid>/stat's CPU times, on every architecture Node runs on there. */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time (user and system) the process has used so far, in µs, or null without /proc. */
export function processCpuMicros(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (which may hold spaces): state is the 3rd, utime the 14th, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The server's process and, when it is a primary, its workers (Linux only). */
export function processTree(pid: number): number[] {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
    return [pid, ...children.filter(Boolean).map(Number)];
  } catch {
    return [pid];
  }
}

/** CPU time all the server's processes have used so far, in µs; null without /proc. */
export function serverCpuMicros(pid: number): number | null {
  let total = 0;
  for (const each of processTree(pid)) {
    const micros = processCpuMicros(each);
    if (micros === null) return null;
    total += micros;
  }
  return total;
}

/** The server's CPU time per request (its workers' included) over `work`, which returns how many it answered. */
export async function cpuPerRequest<T>(
  pid: number,
  work: () => Promise<T>,
  answered: (result: T) => number,
): Promise<{ result: T; cpuMicrosPerRequest: number | null }> {
  const before = serverCpuMicros(pid);
  const result = await work();
  const after = serverCpuMicros(pid);
  const count = answered(result);
  const cpuMicrosPerRequest =
    before === null || after === null || count === 0 ? null : Math.round((after - before) / count);
  return { result, cpuMicrosPerRequest };
}

/** The closed-loop load generator: wrk when installed (BENCH_CLIENT=autocannon forces autocannon). */
export const LOAD_GENERATOR: "wrk" | "autocannon" =
  process.env.BENCH_CLIENT === "autocannon" || !wrkInstalled() ? "autocannon" : "wrk";
/** wrk's threads: one keeps up with hello world and leaves the second core to the server. */
const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 1);

export const LOAD_GENERATOR_LABEL =
  LOAD_GENERATOR === "wrk"
    ? `wrk, ${WRK_THREADS} thread(s), ${CONNECTIONS} connections, closed loop`
    : `autocannon, ${CONNECTIONS} connections, closed loop (install wrk for figures the generator does not limit)`;

let runs = 0;

async function closedLoop(
  url: string,
  options: MeasureOptions,
): Promise<Omit<Measurement, "cpuMicrosPerRequest">> {
  const seconds = options.seconds ?? DURATION;
  const parameter = options.uniqueParameter ?? "uncached";
  // Each run's unique URLs differ from every earlier run's (a warm-up's included), so none is kept.
  const run = `${process.pid}x${++runs}`;
  if (LOAD_GENERATOR === "wrk") {
    const result = await runWrk({
      url,
      connections: CONNECTIONS,
      threads: WRK_THREADS,
      seconds,
      headers: options.headers,
      unique: options.unique ? { parameter, run } : undefined,
    });
    return {
      requestsPerSecond: result.requests / result.seconds,
      requests: result.requests,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      errors: result.errors,
    };
  }
  let n = 0;
  const separator = url.includes("?") ? "&" : "?";
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: options.headers,
    requests: options.unique
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              path: `${request.path}${separator}${parameter}=${run}-${n++}`,
            }),
          },
        ]
      : undefined,
  });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Loads `path` on `server` closed loop (CONNECTIONS connections) and reads the server's CPU time around it. */
export async function measure(
  server: RunningServer,
  path: string,
  options: MeasureOptions = {},
): Promise<Measurement> {
  const { result, cpuMicrosPerRequest } = await cpuPerRequest(
    server.pid,
    () => closedLoop(`${server.base}${path}`, options),
    (run) => run.requests,
  );
  return { ...result, cpuMicrosPerRequest };
}

export interface Row {
  measurement: string;
  "req/s": number;
  "p50 ms": number;
  "p99 ms": number;
  "of hello world": string;
  "server CPU µs/req": number | string;
  errors: number;
}

export function row(measurement: string, result: Measurement, baseline: Measurement): Row {
  return {
    measurement,
    "req/s": Math.round(result.requestsPerSecond),
    "p50 ms": Number(result.p50Ms.toFixed(1)),
    "p99 ms": Number(result.p99Ms.toFixed(1)),
    "of hello world": `${((result.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(2)}%`,
    "server CPU µs/req": result.cpuMicrosPerRequest ?? "n/a",
    errors: result.errors,
  };
}

/**
 * Runs `measure` on a scratch SQLite database of BENCH_CLINICS (100,000) synthetic clinics, removed afterwards;
 * BENCH_DB=<file> keeps and reuses one filled by an earlier run.
 */
export async function withSyntheticDatabase(name: string, measure: (databaseUrl: string) => Promise<void>) {
  const clinics = Number(process.env.BENCH_CLINICS ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), `trt-${name}-`));
  const databaseUrl = `sqlite:${process.env.BENCH_DB ?? join(dir, "bench.db")}`;
  try {
    if (!process.env.BENCH_DB || !existsSync(process.env.BENCH_DB)) {
      console.log(`Loading ${clinics.toLocaleString("en-US")} synthetic clinics...`);
      console.log(`  loaded in ${(await loadSyntheticClinics(databaseUrl, clinics)).toFixed(1)} s`);
    }
    await measure(databaseUrl);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a benchmark measures on the production server: rows beside hello world's, then anything more it prints. */
export interface ServerBench {
  rows: Row[];
  /** Printed after the table of rows and the targets: the floor's comparison, the open-loop steps. */
  more?: () => void;
}

/**
 * A benchmark of the production server against hello world: measures a bare node:http "hello world" first
 * (the baseline of every row), then the production server on a synthetic database (`withSyntheticDatabase`),
 * and prints the rows `measureServer` returns, hello world's last, followed by `targets`. `measureServer` may
 * start more servers on the same database (`databaseUrl`), and stops those it starts.
 */
export async function benchAgainstHelloWorld(
  name: string,
  targets: string,
  measureServer: (server: RunningServer, baseline: Measurement, databaseUrl: string) => Promise<ServerBench>,
): Promise<void> {
  requireProductionBuild();
  console.log(`Load generator: ${LOAD_GENERATOR_LABEL}.`);
  await withSyntheticDatabase(name, async (databaseUrl) => {
    const hello = await startHelloWorld();
    const baseline = await measure(hello, "/");
    await hello.stop();

    const server = await startAppServer(databaseUrl);
    const bench = await measureServer(server, baseline, databaseUrl).finally(() => server.stop());
    console.table([...bench.rows, row("node:http hello world (own process)", baseline, baseline)]);
    console.log(targets);
    bench.more?.();
  });
}
