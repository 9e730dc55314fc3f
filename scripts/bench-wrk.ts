// wrk (https://github.com/wg/wrk, Debian package `wrk`) as the HTTP benchmarks' closed-loop load generator:
// written in C on epoll, one thread of it keeps tens of thousands of requests a second going, where autocannon
// saturates its own core at 3,000-5,000 and measures itself instead of a fast server (issue 35).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Whether `wrk` is on the PATH. */
export function wrkInstalled(): boolean {
  return spawnSync("wrk", ["--version"], { stdio: "ignore" }).error === undefined;
}

export interface WrkRun {
  url: string;
  connections: number;
  threads: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Append `parameter=<run>-<thread>-<n>` to every request, unique across runs, so no answer comes from a cache. */
  unique?: { parameter: string; run: string };
}

export interface WrkResult {
  requests: number;
  seconds: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection, read, write and timeout errors, and answers with a status of 400 or more. */
  errors: number;
}

const LUA_STRING = (text: string) => JSON.stringify(text);

/** The Lua script: unique paths when asked, and a summary line wrk's `done` prints as JSON. */
function script({ url, unique }: WrkRun): string {
  const path = new URL(url);
  const base = `${path.pathname}${path.search}`;
  const separator = path.search ? "&" : "?";
  const requestFunction = unique
    ? `
local prefix = ${LUA_STRING(`${base}${separator}${unique.parameter}=${unique.run}-`)}
local threads = 0
local counter = 0
function setup(thread)
  threads = threads + 1
  thread:set("thread_number", threads)
end
function init(args)
  prefix = prefix .. tostring(thread_number) .. "-"
end
function request()
  counter = counter + 1
  return wrk.format(nil, prefix .. counter)
end`
    : "";
  return `${requestFunction}
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH_WRK {"requests":%d,"micros":%d,"p50":%d,"p99":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
`;
}

export async function runWrk(run: WrkRun): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), "trt-wrk-"));
  try {
    const file = join(dir, "bench.lua");
    writeFileSync(file, script(run));
    const headerArgs = Object.entries(run.headers ?? {}).flatMap(([name, value]) => [
      "-H",
      `${name}: ${value}`,
    ]);
    const args = [
      `-t${run.threads}`,
      `-c${run.connections}`,
      `-d${run.seconds}s`,
      "--timeout",
      "10s",
      ...headerArgs,
      "-s",
      file,
      run.url,
    ];
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    const line = output.split("\n").find((text) => text.startsWith("BENCH_WRK "));
    if (code !== 0 || !line) throw new Error(`wrk ${args.join(" ")} failed (exit ${code}):\n${output}`);
    const summary = JSON.parse(line.slice("BENCH_WRK ".length)) as {
      requests: number;
      micros: number;
      p50: number;
      p99: number;
      errors: number;
    };
    return {
      requests: summary.requests,
      seconds: summary.micros / 1e6,
      p50Ms: summary.p50 / 1000,
      p99Ms: summary.p99 / 1000,
      errors: summary.errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
