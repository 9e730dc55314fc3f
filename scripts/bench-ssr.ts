// npm run bench:ssr — server-rendered pages under load, on the production server with 100,000 synthetic
// clinics: the search page (Austin, TX), a clinic page, the home page, and the lightest page (the symptom
// checker: the site's shell around a form, no clinic data), which shows what any page costs before its own
// content. Each is asked with brotli and with gzip as browsers ask, closed loop (50 connections, 10 s; wrk when
// installed, autocannon otherwise) next to a bare node:http "hello world" in its own process, with the server's
// CPU time per request beside req/s. Each page is measured uncached (a unique query parameter on every request,
// so every request is rendered) and cached (the same URL repeated, answered from the page cache from its third
// request on). The clinic page is also asked for as visitors from a shared post ask for it: with a click
// identifier (fbclid) of their own, which pages do not depend on (decision 31). The search and clinic pages are
// then measured beside the floor (scripts/bench-floor-server.ts: the same server and loaders, the HTML written
// with template strings), the page and the floor in turn for a few rounds, and their CPU per request given as a
// multiple of the floor's (issue 35): the median of the rounds' multiples.
// --open-loop measures instead, for the search and clinic pages, the highest constant arrival rate at which
// p99 stays within 100 ms (scripts/bench-open-loop-steps.ts).
// Needs a production build. BENCH_DB=<file> reuses a database; BENCH_SECONDS changes the duration.
import {
  type OpenLoopLadder,
  type OpenLoopStep,
  openLoopLadder,
  P99_TARGET_MS,
} from "./bench-open-loop-steps.ts";
import {
  benchAgainstHelloWorld,
  type Measurement,
  measure,
  type RunningServer,
  row,
  startFloorServer,
  WARM_UP,
} from "./bench-support.ts";
import { readScriptArguments } from "./script-args.ts";

const { values } = readScriptArguments({
  usage: "npm run bench:ssr [-- --open-loop]",
  options: { "open-loop": { type: "boolean" } },
  help: `Measures server-rendered pages of the production server (needs \`npm run build\`) on 100,000 synthetic
clinics in a scratch SQLite database, against a bare node:http "hello world" in its own process: req/s, p50,
p99 and the server's CPU time per request (from /proc), uncached (every URL unique) and cached.

Closed loop (the default): the search, clinic, home and lightest pages, with brotli and gzip; then the search
and clinic pages beside the floor, a server of their own with the same setup and loaders whose HTML is written
with template strings: the page and the floor measured in turn, BENCH_FLOOR_ROUNDS times (the order swapped
every round), and the page's CPU per request as a multiple of the floor's (the median of the rounds' multiples,
each round's beside it), with both pages' sizes.

  --open-loop  For the search and clinic pages, uncached and cached, with brotli: a constant arrival rate,
               stepped up by a tenth of the page's closed-loop capacity at a time, from a generator in a
               process of its own that measures latency from each request's scheduled time (no coordinated
               omission); prints the highest rate with p99 <= ${P99_TARGET_MS} ms and the p99 at half the capacity.

Load generator (closed loop): wrk (1 thread, 50 connections) when it is on the PATH (Debian and Ubuntu:
\`apt-get install wrk\`), autocannon otherwise; autocannon saturates its own core before a cached page does.

Settings (environment): BUILD_DIR (build), BENCH_DB=<file> (reuse a database filled by an earlier run),
BENCH_CLINICS (100000), BENCH_SECONDS (10), BENCH_CLIENT=autocannon (use autocannon even with wrk installed),
BENCH_WRK_THREADS (1), BENCH_FLOOR_ROUNDS (3), BENCH_OPEN_SECONDS (10 a step), BENCH_OPEN_CONNECTIONS (100),
BENCH_PORT=<n> (servers on ports n, n+1, … instead of any free port).`,
});

const SEARCH: Page = ["search page", "/search?location=Austin%2C+TX"];
const CLINIC: Page = ["clinic page", "/clinic/bench-clinic-1"];
type Page = readonly [name: string, path: string];
const PAGES = [SEARCH, CLINIC, ["home page", "/"], ["lightest page", "/tools/symptom-checker"]] as const;
const BROTLI = { "accept-encoding": "gzip, deflate, br, zstd" };
/** How many times each page is measured beside its floor, in turn (BENCH_FLOOR_ROUNDS). */
const FLOOR_ROUNDS = Math.max(1, Number(process.env.BENCH_FLOOR_ROUNDS ?? 3));
const ENCODINGS = [
  ["brotli", BROTLI],
  ["gzip", { "accept-encoding": "gzip, deflate" }],
] as const;

interface PageSize {
  html: number;
  /** The HTML without its inline scripts (React Router's hydration data among them). */
  markup: number;
  brotli: number;
  cards: number;
}

async function pageSize(server: RunningServer, path: string): Promise<PageSize> {
  const fresh = `${path}${path.includes("?") ? "&" : "?"}size=${Date.now()}`;
  const plain = await fetch(`${server.base}${fresh}`, { headers: { "accept-encoding": "identity" } });
  const html = await plain.text();
  const compressed = await fetch(`${server.base}${fresh}b`, { headers: BROTLI });
  return {
    html: Buffer.byteLength(html),
    markup: Buffer.byteLength(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")),
    brotli: Number(compressed.headers.get("content-length") ?? 0),
    cards: html.match(/<article\b/g)?.length ?? 0,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function uncachedAndCached(server: RunningServer, path: string, headers: Record<string, string>) {
  await measure(server, path, { unique: true, headers, seconds: WARM_UP });
  const uncached = await measure(server, path, { unique: true, headers });
  const cached = await measure(server, path, { headers });
  return { uncached, cached };
}

/**
 * The page and the floor measured in turn, uncached, FLOOR_ROUNDS times (the order swapped every round), so that
 * a machine whose speed moves from minute to minute weighs on both alike; sorted by the page's multiple of the
 * floor's CPU per request.
 */
async function besideTheFloor(
  server: RunningServer,
  floor: RunningServer,
  path: string,
  headers: Record<string, string>,
) {
  const rounds: { page: Measurement; floor: Measurement; ratio: number | null }[] = [];
  for (let round = 0; round < FLOOR_ROUNDS; round++) {
    const measured = new Map<RunningServer, Measurement>();
    for (const each of round % 2 === 0 ? [server, floor] : [floor, server]) {
      measured.set(each, await measure(each, path, { unique: true, headers }));
    }
    const page = measured.get(server);
    const onFloor = measured.get(floor);
    if (!page || !onFloor) continue;
    const ratio =
      page.cpuMicrosPerRequest && onFloor.cpuMicrosPerRequest
        ? Number((page.cpuMicrosPerRequest / onFloor.cpuMicrosPerRequest).toFixed(2))
        : null;
    rounds.push({ page, floor: onFloor, ratio });
  }
  return rounds.sort((a, b) => (a.ratio ?? 0) - (b.ratio ?? 0));
}

/** The middle value (the upper one of an even count), or "n/a" when a figure is missing. */
function middle(values: (number | null)[]): number | string {
  if (values.some((value) => value === null)) return "n/a";
  const sorted = (values as number[]).slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? "n/a";
}

async function closedLoop(server: RunningServer, baseline: Measurement, databaseUrl: string) {
  const rows = [];
  const sizes = new Map<string, PageSize>();
  for (const [name, path] of PAGES) {
    const size = await pageSize(server, path);
    console.log(
      `${name} ${path}: ${kb(size.html)} of HTML (${kb(size.markup)} without inline scripts), ${size.cards} cards`,
    );
    for (const [encoding, headers] of ENCODINGS) {
      const { uncached, cached } = await uncachedAndCached(server, path, headers);
      rows.push(row(`${name}, ${encoding}, uncached (every URL unique)`, uncached, baseline));
      rows.push(row(`${name}, ${encoding}, cached (URL repeated)`, cached, baseline));
    }
    sizes.set(name, size);
  }
  const tagged = await measure(server, CLINIC[1], {
    unique: true,
    uniqueParameter: "fbclid",
    headers: BROTLI,
  });
  rows.push(row("clinic page, brotli, every request with a fbclid of its own", tagged, baseline));

  const floor = await startFloorServer(databaseUrl);
  const comparison: Record<string, string | number>[] = [];
  try {
    for (const [name, path] of [SEARCH, CLINIC]) {
      const size = await pageSize(floor, path);
      const page = sizes.get(name);
      for (const [encoding, headers] of ENCODINGS) {
        await measure(floor, path, { unique: true, headers, seconds: WARM_UP });
        const rounds = await besideTheFloor(server, floor, path, headers);
        const median = rounds[Math.floor(rounds.length / 2)];
        if (median) rows.push(row(`floor: ${name}, ${encoding}, uncached`, median.floor, baseline));
        comparison.push({
          page: `${name}, ${encoding}, uncached`,
          "page CPU µs/req": middle(rounds.map((round) => round.page.cpuMicrosPerRequest)),
          "floor CPU µs/req": middle(rounds.map((round) => round.floor.cpuMicrosPerRequest)),
          "x floor": middle(rounds.map((round) => round.ratio)),
          "rounds' x floor": rounds.map((round) => round.ratio ?? "n/a").join(", "),
          "page HTML (markup)": page ? `${kb(page.html)} (${kb(page.markup)})` : "n/a",
          "floor HTML": kb(size.html),
          "page / floor brotli": page ? `${kb(page.brotli)} / ${kb(size.brotli)}` : "n/a",
        });
      }
    }
  } finally {
    await floor.stop();
  }
  return {
    rows,
    more: () => {
      console.log(
        "\nThe floor: the same server setup and loaders, the HTML written with template strings (no React, no " +
          "hydration data).",
      );
      console.table(comparison);
      console.log(
        "Target (issue 35): uncached search and clinic pages at most 3x the floor's CPU per request.",
      );
    },
  };
}

function stepLine(name: string, step: OpenLoopStep): string {
  const limited = step.generatorLimited
    ? ` (generator at ${Math.round(step.generatorCpu * 100)} % of a core)`
    : "";
  return (
    `  ${name}: ${step.rate} req/s: p50 ${step.p50Ms.toFixed(1)} ms, p90 ${step.p90Ms.toFixed(1)} ms, ` +
    `p99 ${step.p99Ms.toFixed(1)} ms, max ${step.maxMs.toFixed(0)} ms, ${step.errors} errors, ` +
    `${step.cpuMicrosPerRequest ?? "n/a"} µs of server CPU per request, sent up to ` +
    `${step.sendLagMs.toFixed(0)} ms late${limited}`
  );
}

function ladderRow(measurement: string, ladder: OpenLoopLadder) {
  const { highest, half } = ladder;
  const share = (rate: number) => `${Math.round((rate / ladder.capacity) * 100)} %`;
  return {
    measurement,
    "closed-loop capacity req/s": Math.round(ladder.capacity),
    [`highest rate with p99 <= ${P99_TARGET_MS} ms`]: highest
      ? `${ladder.generatorBound ? ">= " : ""}${highest.rate} (${share(highest.rate)})`
      : `< ${ladder.steps[0]?.rate ?? "?"}`,
    "p99 ms there": highest ? Number(highest.p99Ms.toFixed(1)) : "",
    "server CPU µs/req there": highest?.cpuMicrosPerRequest ?? "",
    "p99 ms at half capacity": half ? `${half.p99Ms.toFixed(1)} (${half.rate} req/s)` : "not reached",
  };
}

async function openLoop(server: RunningServer, baseline: Measurement) {
  const rows = [];
  const ladders: Record<string, string | number>[] = [];
  for (const [name, path] of [SEARCH, CLINIC]) {
    const { uncached, cached } = await uncachedAndCached(server, path, BROTLI);
    rows.push(row(`${name}, brotli, uncached (closed loop)`, uncached, baseline));
    rows.push(row(`${name}, brotli, cached (closed loop)`, cached, baseline));
    for (const [kind, capacity, unique] of [
      ["uncached", uncached.requestsPerSecond, true],
      ["cached", cached.requestsPerSecond, false],
    ] as const) {
      console.log(`Open loop, ${name}, brotli, ${kind}, closed-loop capacity ${Math.round(capacity)} req/s:`);
      const ladder = await openLoopLadder(server, path, capacity, { unique, headers: BROTLI }, (step) =>
        console.log(stepLine(`${name}, ${kind}`, step)),
      );
      ladders.push(ladderRow(`${name}, brotli, ${kind}`, ladder));
    }
  }
  return {
    rows,
    more: () => {
      console.log(
        `\nOpen loop: a constant arrival rate, latency from each request's scheduled time; steps of a tenth of ` +
          `the closed-loop capacity (">=": the generator, not the server, stopped the steps).`,
      );
      console.table(ladders);
      console.log(
        "Target (issue 35): p99 <= 100 ms for uncached pages at half their measured capacity, open loop.",
      );
    },
  };
}

await benchAgainstHelloWorld(
  "bench-ssr",
  "Targets: uncached >= 1% of hello world with p99 <= 100 ms; cached >= 25% with p99 <= 20 ms.",
  (server, baseline, databaseUrl) =>
    values["open-loop"] ? openLoop(server, baseline) : closedLoop(server, baseline, databaseUrl),
);
