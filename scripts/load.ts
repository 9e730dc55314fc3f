// npm run load — the production server under a realistic load, on SQLite and on PostgreSQL: autocannon with 200
// connections for 30 s over a mix of pages, API calls and static assets (scripts/load-mix.ts), then SIGTERM in
// the middle of more load (scripts/load-shutdown.ts). Each dialect gets a server process of its own on a new,
// empty database (loaded with the demo clinics at start-up), removed afterwards.
//
// Rate limits stay on at their defaults; the server trusts one proxy (TRUSTED_PROXIES=1) and every run of
// REQUESTS_PER_CLIENT requests comes from its own client address in X-Forwarded-For, so the limiter counts
// every request and no client reaches its limit: any 429 is a failure.
//
// The server runs as `npm start` runs it, one worker per core (WEB_CONCURRENCY); --workers sets another number.
// The resident memory of each of its processes is reported after the load.
//
// Needs a production build (`npm run build`; BUILD_DIR picks another folder); builds nothing itself.
// Options: --duration <s> (30), --connections <n> (200), --dialect sqlite|postgres|both (both), --workers <n>
// (the number of cores), --json <file>.
// Exits 1 on any connection error, timeout or answer outside 2xx/3xx, or a request lost at shutdown.
import { readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import autocannon from "autocannon";
import type { DialectName } from "../app/server/db/connect.server.ts";
import { processTree, requireProductionBuild, serverCpuMicros, startAppServer } from "./bench-support.ts";
import { withScratchDatabase } from "./load-databases.ts";
import { type EditsDone, startEdits } from "./load-edits.ts";
import { createLoadMix, discoverSite, type LoadRequest, MIX, type RequestKind } from "./load-mix.ts";
import { loadThroughShutdown, type ShutdownResult, shutdownProblems } from "./load-shutdown.ts";
import { readScriptArguments, usageError } from "./script-args.ts";

const RATE_LIMITS = { RATE_LIMIT_PAGES: 300, RATE_LIMIT_API: 600, RATE_LIMIT_LOOKUPS: 120 };
const REQUESTS_PER_CLIENT = Math.floor(Math.min(...Object.values(RATE_LIMITS)) / 2);
/** Load before the SIGTERM of the shutdown check. */
const SHUTDOWN_LOAD_MS = 3_000;
const TIMEOUT_SECONDS = 10;

interface DialectRun {
  dialect: DialectName;
  requests: number;
  reqPerSec: number;
  latencyMs: { p50: number; p99: number; max: number };
  statuses: Record<string, number>;
  byKind: Record<string, { requests: number; failed: Record<string, number> }>;
  errors: number;
  timeouts: number;
  /** How the pages and API answers that may be kept were made, from their X-Cache (decision 50). */
  kept: { pages: KeptTally; api: KeptTally };
  /** The edits made during the load (--edit-every), or null. */
  edits: EditsDone | null;
  /** CPU time (user and system) of all the server's processes per request under the load, in µs (Linux only). */
  cpuMicrosPerRequest: number | null;
  /** The server's processes (the primary first, when it has workers) and their resident memory (Linux), read after the load. */
  processes: ProcessMemory[];
  shutdown: ShutdownResult;
  problems: string[];
}

/** Answers that may be kept, by how they were made: kept at their stamp, renewed after an edit, or drawn. */
type KeptTally = { hit: number; renewed: number; miss: number };

function tallyKept() {
  const tally = { pages: { hit: 0, renewed: 0, miss: 0 }, api: { hit: 0, renewed: 0, miss: 0 } };
  return {
    record(kind: RequestKind, headers: Record<string, string | string[] | undefined>) {
      const made = headers["X-Cache"] ?? headers["x-cache"];
      if (made !== "hit" && made !== "renewed" && made !== "miss") return;
      tally[kind.startsWith("/api") ? "api" : "pages"][made]++;
    },
    result: () => tally,
  };
}

function readOptions() {
  const { values } = readScriptArguments({
    usage:
      "npm run load [-- --duration <s>] [--connections <n>] [--dialect sqlite|postgres|both] [--workers <n>] [--edit-every <s>] [--json <file>]",
    help: `Runs the production server (needs \`npm run build\`; BUILD_DIR picks its folder) under a realistic mix
of pages, API calls and static assets with autocannon, then sends it SIGTERM in the middle of more load, on a
new scratch database of each dialect (PostgreSQL: a new database on the server at TEST_POSTGRES_URL). Exits 1
on any connection error, timeout, answer outside 2xx/3xx or request lost at shutdown.

  --duration <s>       Seconds of load (30).
  --connections <n>    Connections at once (200).
  --dialect <name>     sqlite, postgres or both (both).
  --workers <n>        Processes serving requests (WEB_CONCURRENCY): the number of cores, as \`npm start\`.
  --edit-every <s>     Changes one clinic's phone number every <s> seconds during the load, as an operator
                       at the desk would (0, the default: no edits). The report says how many of the pages and
                       API answers that may be kept were kept, kept on after an edit, or drawn (X-Cache).
  --json <file>        Writes the results to this file.`,
    options: {
      duration: { type: "string", default: "30" },
      connections: { type: "string", default: "200" },
      dialect: { type: "string", default: "both" },
      workers: { type: "string", default: String(availableParallelism()) },
      "edit-every": { type: "string", default: "0" },
      json: { type: "string" },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const workers = Number(values.workers);
  const editEvery = values["edit-every"].trim() === "" ? Number.NaN : Number(values["edit-every"]);
  const dialects: DialectName[] =
    values.dialect === "both" ? ["sqlite", "postgres"] : [values.dialect as DialectName];
  if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) {
    usageError("--duration must be a number of seconds and --connections a whole number above 0.");
  }
  if (!Number.isInteger(workers) || workers < 1) usageError("--workers must be a whole number above 0.");
  if (!(editEvery === 0 || (editEvery >= 0.1 && editEvery <= 3600))) {
    usageError("--edit-every must be 0 (no edits) or a number of seconds from 0.1 to 3600.");
  }
  if (!["sqlite", "postgres", "both"].includes(values.dialect)) {
    usageError("--dialect must be sqlite, postgres or both.");
  }
  return { duration, connections, dialects, workers, editEvery, json: values.json };
}

/** Asks each of the mix's first 100 requests once, in order: every kind is tried and the server warms up. */
async function warmUp(base: string, next: () => LoadRequest) {
  for (let i = 0; i < 100; i++) {
    const { path, headers } = next();
    const response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
    if (response.status >= 400) throw new Error(`warm-up: ${path} answered ${response.status}`);
  }
}

interface ProcessMemory {
  role: "server" | "primary" | "worker";
  pid: number;
  /** Resident memory (RSS) when read, and its peak since the process started, in MB. */
  residentMb: number;
  peakMb: number;
}

/** A process's resident memory now and at its peak in MB, from /proc (Linux only). */
function memoryOf(pid: number): { residentMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const mb = (field: string) =>
      Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024);
    const memory = { residentMb: mb("VmRSS"), peakMb: mb("VmHWM") };
    return Number.isNaN(memory.residentMb) ? null : memory;
  } catch {
    return null;
  }
}

/** The server's processes with their memory (Linux only). */
function serverProcesses(pid: number): ProcessMemory[] {
  const [primary, ...workers] = processTree(pid).flatMap((each) => {
    const memory = memoryOf(each);
    return memory ? [{ pid: each, ...memory }] : [];
  });
  if (!primary) return [];
  return [
    { role: workers.length > 0 ? "primary" : "server", ...primary },
    ...workers.map((worker) => ({ role: "worker" as const, ...worker })),
  ];
}

function countByKind() {
  const byKind = new Map<RequestKind, { requests: number; failed: Record<string, number> }>();
  return {
    record(kind: RequestKind, status: number) {
      const entry = byKind.get(kind) ?? { requests: 0, failed: {} };
      entry.requests++;
      if (status >= 400) entry.failed[status] = (entry.failed[status] ?? 0) + 1;
      byKind.set(kind, entry);
    },
    result: () => Object.fromEntries(byKind),
  };
}

async function runDialect(
  dialect: DialectName,
  options: { duration: number; connections: number; workers: number; editEvery: number },
): Promise<DialectRun> {
  return withScratchDatabase(dialect, async (databaseUrl) => {
    const server = await startAppServer(databaseUrl, {
      LOG_LEVEL: "warn",
      TRUSTED_PROXIES: "1",
      WEB_CONCURRENCY: String(options.workers),
      ...Object.fromEntries(Object.entries(RATE_LIMITS).map(([name, limit]) => [name, String(limit)])),
    });
    try {
      const next = createLoadMix(await discoverSite(server.base), { requestsPerClient: REQUESTS_PER_CLIENT });
      await warmUp(server.base, next);

      const kinds = countByKind();
      const kept = tallyKept();
      const edits = options.editEvery > 0 ? startEdits(databaseUrl, options.editEvery) : null;
      const cpuBefore = serverCpuMicros(server.pid);
      const result = await autocannon({
        url: server.base,
        connections: options.connections,
        duration: options.duration,
        timeout: TIMEOUT_SECONDS,
        requests: [
          {
            setupRequest: (request, context) => {
              const { kind, path, headers } = next();
              (context as { kind?: RequestKind }).kind = kind;
              return { ...request, method: "GET", path, headers };
            },
            onResponse: (status, _body, context, headers) => {
              const { kind } = context as { kind?: RequestKind };
              if (!kind) return;
              kinds.record(kind, status);
              kept.record(kind, headers ?? {});
            },
          },
        ],
      });

      const cpuAfter = serverCpuMicros(server.pid);
      const editsDone = (await edits?.stop()) ?? null;
      const processes = serverProcesses(server.pid);
      const shutdown = await loadThroughShutdown({
        base: server.base,
        clients: options.connections,
        loadMs: SHUTDOWN_LOAD_MS,
        next,
        terminate: server.stop,
      });

      const statuses = Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count ?? 0]),
      );
      const run: Omit<DialectRun, "problems"> = {
        dialect,
        requests: result.requests.total,
        reqPerSec: Math.round(result.requests.average),
        latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
        statuses,
        byKind: kinds.result(),
        kept: kept.result(),
        edits: editsDone,
        errors: result.errors,
        timeouts: result.timeouts,
        processes,
        cpuMicrosPerRequest:
          cpuBefore === null || cpuAfter === null || result.requests.total === 0
            ? null
            : Math.round((cpuAfter - cpuBefore) / result.requests.total),
        shutdown,
      };
      return { ...run, problems: problemsOf(run) };
    } finally {
      await server.stop();
    }
  });
}

function problemsOf(run: Omit<DialectRun, "problems">): string[] {
  const problems: string[] = [];
  if (run.errors > 0) problems.push(`${run.errors} connection errors (${run.timeouts} of them timeouts)`);
  const failed = outside2xx3xx(run.statuses);
  if (Object.keys(failed).length > 0) {
    const limited = failed["429"] ? " (no client was meant to reach a rate limit)" : "";
    problems.push(`answers outside 2xx/3xx under load: ${statusList(failed)}${limited}`);
  }
  return [...problems, ...shutdownProblems(run.shutdown).map((problem) => `shutdown: ${problem}`)];
}

const NAMES: Record<DialectName, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };
const number = (value: number) => value.toLocaleString("en-US");

/** "200: 1,234, 304: 5" */
function statusList(statuses: Record<string, number>): string {
  const entries = Object.entries(statuses);
  return entries.length === 0
    ? "none"
    : entries.map(([status, count]) => `${status}: ${number(count)}`).join(", ");
}

function outside2xx3xx(statuses: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(statuses).filter(([status]) => Number(status) >= 400));
}

function keptLine(tally: KeptTally): string {
  const total = tally.hit + tally.renewed + tally.miss;
  if (total === 0) return "none";
  const share = (count: number) => `${((100 * count) / total).toFixed(1)}%`;
  return (
    `${number(total)}: kept ${number(tally.hit)} (${share(tally.hit)}), kept on after an edit ` +
    `${number(tally.renewed)} (${share(tally.renewed)}), drawn ${number(tally.miss)} (${share(tally.miss)})`
  );
}

function report(run: DialectRun, options: { duration: number; connections: number; workers: number }) {
  const { shutdown } = run;
  const processes = options.workers === 1 ? "one process" : `${options.workers} workers`;
  console.log(
    `\n${NAMES[run.dialect]}: ${options.connections} connections for ${options.duration} s, ${processes}`,
  );
  console.log(`  requests     ${number(run.requests)} (${number(run.reqPerSec)} req/s)`);
  console.log(
    `  latency      p50 ${run.latencyMs.p50} ms, p99 ${run.latencyMs.p99} ms, max ${run.latencyMs.max} ms`,
  );
  console.log(
    `  answers      ${statusList(run.statuses)}; outside 2xx/3xx: ${statusList(outside2xx3xx(run.statuses))}`,
  );
  console.log(`  errors       ${run.errors} (timeouts: ${run.timeouts}); 429s: ${run.statuses["429"] ?? 0}`);
  if (run.cpuMicrosPerRequest !== null) {
    console.log(
      `  server CPU   ${number(run.cpuMicrosPerRequest)} µs per request, all its processes together`,
    );
  }
  if (run.edits) console.log(`  edits        ${run.edits.edits}, one every ${run.edits.everySeconds} s`);
  console.log(`  pages        that may be kept ${keptLine(run.kept.pages)}`);
  console.log(`  API answers  that may be kept ${keptLine(run.kept.api)}`);
  for (const { role, pid, residentMb, peakMb } of run.processes) {
    console.log(
      `  ${role.padEnd(12)} pid ${pid}: resident memory ${residentMb} MB after the load, peak ${peakMb} MB`,
    );
  }
  console.table(
    Object.entries(run.byKind).map(([kind, { requests, failed }]) => ({
      kind,
      requests,
      "outside 2xx/3xx": statusList(failed),
    })),
  );
  console.log(
    `  SIGTERM after ${SHUTDOWN_LOAD_MS / 1000} s of load from ${options.connections} kept-alive clients:`,
  );
  console.log(
    `    ${shutdown.inFlightAtSignal} requests in flight at the signal, ${shutdown.answeredBeforeSignal} answered before it`,
  );
  console.log(
    `    ${shutdown.answeredAfterSignal} answered after it (${shutdown.closingAfterSignal} with Connection: close), ` +
      `${shutdown.lost.length} lost`,
  );
  console.log(
    `    ${shutdown.refused} connections refused once the server stopped listening (no request sent on them)`,
  );
  console.log(`    exit code ${shutdown.exitCode}, ${shutdown.exitMs} ms after the signal`);
  console.log(
    run.problems.length === 0 ? "  OK" : `  FAILED:\n${run.problems.map((p) => `    - ${p}`).join("\n")}`,
  );
}

const options = readOptions();
requireProductionBuild();
const loadBefore = loadavg()[0]?.toFixed(1);
console.log(
  `Mix per 100 requests: ${Object.entries(MIX)
    .map(([kind, weight]) => `${kind} ${weight}`)
    .join(", ")}.`,
);
console.log(
  `Rate limits on (per client and minute: pages ${RATE_LIMITS.RATE_LIMIT_PAGES}, API ${RATE_LIMITS.RATE_LIMIT_API}, ` +
    `lookups ${RATE_LIMITS.RATE_LIMIT_LOOKUPS}); TRUSTED_PROXIES=1 and a new X-Forwarded-For client address ` +
    `every ${REQUESTS_PER_CLIENT} requests, so no client reaches a limit.`,
);
console.log(
  `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GB, ` +
    `load average ${loadBefore} before the run; the load generator runs on it too.`,
);

const runs: DialectRun[] = [];
for (const dialect of options.dialects) {
  const run = await runDialect(dialect, options);
  report(run, options);
  runs.push(run);
}
if (options.json) {
  const machine = {
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim(),
    memoryGb: Math.round(totalmem() / 2 ** 30),
    loadAverageBefore: Number(loadBefore),
  };
  const settings = {
    ...options,
    rateLimits: RATE_LIMITS,
    requestsPerClient: REQUESTS_PER_CLIENT,
    trustedProxies: 1,
  };
  writeFileSync(
    options.json,
    `${JSON.stringify({ date: new Date().toISOString(), machine, settings, runs }, null, 2)}\n`,
  );
}
process.exit(runs.every((run) => run.problems.length === 0) ? 0 : 1);
