// npm run lighthouse — Lighthouse 13 (mobile, simulated throttling: its defaults) on each page type of the
// production build, in Debian's Chromium, against the thresholds below. Each page type runs `--runs` times (3 by
// default) and its median is compared; CI runs it once per page type (`--runs 1`). The server runs on a scratch
// SQLite database with the demo clinics marked as imported, so that the pages are the ones real clinics get
// (demo clinic pages are noindex, which would fail the SEO check). Map tiles come from a local tile server (a
// plain tile for every address), so that maps are measured as they load in production, not as they fail on a
// machine without internet. Exits 1 when a page type misses a threshold.
// --ci: what CI runs (one run per page type): it fails on the checks one run measures reliably (accessibility,
// best practices and SEO 100, LCP and CLS), prints the performance score and TBT, which vary from run to run by
// more than their margins (judge those with the median of 3), and reports the checks listed in NOT_YET_GATED
// without failing on them. A page type whose run misses a check is run twice more and judged by the median of
// the three: on a busy machine one run's LCP can be twice the next one's.
// Needs a production build. Options: --runs <n>, --only <page name>, --json <file> (the summary),
// --reports <dir> (every run's full Lighthouse report, to open in the Lighthouse viewer, and its trace).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import Database from "better-sqlite3";
import lighthouse from "lighthouse";
import { requireProductionBuild, startAppServer } from "./bench-support.ts";
import { CHROMIUM_PATH } from "./chromium.ts";
import { freePort } from "./free-port.ts";
import { withScratchDatabase } from "./load-databases.ts";
import { discoverSite } from "./load-mix.ts";
import { readScriptArguments, usageError } from "./script-args.ts";

const THRESHOLDS = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
};
type Category = "performance" | "accessibility" | "best-practices" | "seo";
const CATEGORIES: Category[] = ["performance", "accessibility", "best-practices", "seo"];

interface Run {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failedAudits: string[];
}

const { values } = readScriptArguments({
  usage: "npm run lighthouse [-- --runs <n>] [--only <page name>] [--json <file>] [--reports <dir>] [--ci]",
  help: `Runs Lighthouse (mobile, simulated throttling) on each page type of the production build (needs
\`npm run build\`; BUILD_DIR picks its folder) in Debian's Chromium, on a scratch SQLite database with the
demo clinics, and compares the median of each page type's runs with the thresholds. Exits 1 when a page type
misses one.

  --runs <n>           Runs per page type (3).
  --only <page name>   Only this page type ("home", "search list", "clinic", ...).
  --json <file>        Writes the summary to this file.
  --reports <dir>      Writes every run's full Lighthouse report and trace to this folder.
  --ci                 What CI runs: one run per page type, gating only what one run measures reliably;
                       a page type whose run misses a check is judged by the median of three runs.`,
  options: {
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    json: { type: "string" },
    reports: { type: "string" },
    ci: { type: "boolean", default: false },
  },
});
const CI_MODE = values.ci === true;
const RUNS = CI_MODE ? 1 : Number(values.runs);
/** In CI, the runs of a page type whose first run missed a check: it is judged by their median. */
const CI_RUNS_AFTER_A_MISS = 3;

/**
 * Checks a page type misses for a known reason still being worked on (issue 15): in CI they are reported, not
 * failed; every other check of that page type is gated as usual. Each entry is the start of a problem's text.
 */
const NOT_YET_GATED: Record<string, { excused: string[]; why: string }> = {
  "search map": {
    excused: ["best-practices ", "failed audit best-practices: image-size-responsive"],
    why:
      "OpenStreetMap's standard tiles have no high-density version, so they are soft on a 1.75x phone (a tile " +
      "server with {r} in MAP_TILE_URL gets high-density tiles asked for, by the map and by its preview)",
  },
};

/** A row's problems CI fails on, and those it only reports. */
function gatedProblems(row: { name: string; problems: string[] }): { failed: string[]; excused: string[] } {
  const excused = CI_MODE ? (NOT_YET_GATED[row.name]?.excused ?? []) : [];
  const isExcused = (problem: string) => excused.some((start) => problem.startsWith(start));
  return { failed: row.problems.filter((p) => !isExcused(p)), excused: row.problems.filter(isExcused) };
}
if (!Number.isInteger(RUNS) || RUNS < 1) usageError("--runs must be a whole number above 0.");

function pageTypes(sample: Awaited<ReturnType<typeof discoverSite>>): Array<[string, string]> {
  const clinic = sample.clinics[0];
  if (!clinic) throw new Error("no clinic to measure a clinic page with");
  return [
    ["home", "/"],
    ["search list", "/search?location=Austin%2C+TX"],
    ["search map", "/search?location=Texas&view=map"],
    ["near me", "/trt-clinics-near-me"],
    ["clinic", `/clinic/${clinic.slug}`],
    ["state", "/trt-clinics-texas"],
    ["city", "/city/san-antonio/tx"],
    ["blog post", `/blog/${sample.blogSlugs[0]}`],
    ["symptom checker", "/tools/symptom-checker"],
    [
      "compare",
      `/compare?c=${sample.clinics
        .slice(0, 3)
        .map((c) => c.slug)
        .join(",")}`,
    ],
  ];
}

/**
 * Page types kept out of search indexes by design (the compare page: the spec says indexable = no). Lighthouse's
 * SEO score counts a noindex page as not crawlable, so for them the SEO check is that page's own: every other SEO
 * audit passes, and the page is noindex.
 */
const NOT_INDEXED = new Set(["compare"]);
const CRAWLABLE_AUDIT = "seo: is-crawlable";

/** A 256x256 PNG of one light colour, as a tile server would send. */
function plainTile(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0xe8)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Answers every tile address with the plain tile; resolves with its URL template. */
async function startTileServer(): Promise<{ template: string; stop: () => void }> {
  const tile = plainTile();
  const port = await freePort();
  const server = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "max-age=86400" });
    res.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { template: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`, stop: () => server.close() };
}

/** Debian's Chromium with a DevTools port, headless, with the flags these machines need. */
async function startChromium(): Promise<{ port: number; stop: () => void }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-dev-shm-usage",
      `--user-data-dir=/tmp/trt-lighthouse-${port}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok)
        return { port, stop: () => child.kill() };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`Chromium (${CHROMIUM_PATH}) did not open its DevTools port`);
}

/** Attempts per audit: Lighthouse itself asks to be run again when Chromium's trace of a load comes out broken. */
const ATTEMPTS = 3;

/** One Lighthouse run, run again when Lighthouse reports a runtime error (NO_NAVSTART and the like). */
async function lighthouseRun(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${error.message} (${ATTEMPTS} attempts)`);
    console.log(`  ${url}: Lighthouse reported ${error.code}; running it again`);
  }
}

async function audit(url: string, port: number, reportFile?: string): Promise<Run> {
  const result = await lighthouseRun(url, port);
  if (reportFile) {
    writeFileSync(reportFile, String(result.report));
    // The trace too, for Chromium's Performance panel (it shows what each long task ran).
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) writeFileSync(reportFile.replace(/\.json$/, ".trace.json"), JSON.stringify(trace));
  }
  const { lhr } = result;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failedAudits = CATEGORIES.filter((c) => c !== "performance").flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    scores,
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    failedAudits,
  };
}

/** The run with the median performance score (Lighthouse's own advice for comparing runs). */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance || a.lcpMs - b.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Run;
}

function misses(run: Run, name: string): string[] {
  const problems: string[] = [];
  const notIndexed = NOT_INDEXED.has(name);
  for (const category of CATEGORIES) {
    if (CI_MODE && category === "performance") continue;
    if (notIndexed && category === "seo") continue;
    if (run.scores[category] < THRESHOLDS[category])
      problems.push(`${category} ${run.scores[category]} < ${THRESHOLDS[category]}`);
  }
  if (run.lcpMs > THRESHOLDS.lcpMs) problems.push(`LCP ${Math.round(run.lcpMs)} ms > ${THRESHOLDS.lcpMs} ms`);
  if (!CI_MODE && run.tbtMs > THRESHOLDS.tbtMs)
    problems.push(`TBT ${Math.round(run.tbtMs)} ms > ${THRESHOLDS.tbtMs} ms`);
  if (run.cls > THRESHOLDS.cls) problems.push(`CLS ${run.cls.toFixed(3)} > ${THRESHOLDS.cls}`);
  if (notIndexed && !run.failedAudits.includes(CRAWLABLE_AUDIT))
    problems.push("indexable, but should be noindex");
  const failed = notIndexed
    ? run.failedAudits.filter((audit) => audit !== CRAWLABLE_AUDIT)
    : run.failedAudits;
  return problems.concat(failed.map((audit) => `failed audit ${audit}`));
}

requireProductionBuild();
if (values.reports) mkdirSync(values.reports, { recursive: true });
const report = await withScratchDatabase("sqlite", async (databaseUrl) => {
  // First start: the server creates the database and loads the demo clinics; they are then marked imported.
  const seeding = await startAppServer(databaseUrl);
  await seeding.stop();
  const db = new Database(databaseUrl.slice("sqlite:".length));
  db.prepare("UPDATE clinics SET source = 'import' WHERE source = 'demo'").run();
  db.close();

  const tiles = await startTileServer();
  const server = await startAppServer(databaseUrl, { MAP_TILE_URL: tiles.template });
  const chromium = await startChromium();
  try {
    const sample = await discoverSite(server.base);
    const rows = [];
    for (const [name, path] of pageTypes(sample)) {
      if (values.only && values.only !== name) continue;
      // Two unmeasured visits first, so that the page cache holds the page as a CDN would serve it (a URL is
      // kept from its second request on, decision 28).
      for (let visit = 0; visit < 2; visit++) await (await fetch(`${server.base}${path}`)).arrayBuffer();
      const runs: Run[] = [];
      const runOnce = async () => {
        const reportFile =
          values.reports && join(values.reports, `${name.replaceAll(" ", "-")}-${runs.length + 1}.json`);
        runs.push(await audit(`${server.base}${path}`, chromium.port, reportFile));
      };
      for (let i = 0; i < RUNS; i++) await runOnce();
      // CI judges a page by one run; a page whose run misses a check is run twice more and judged by the median
      // of the three, so one slow run on a busy machine does not fail it, and a page that really misses still does.
      if (CI_MODE && gatedProblems({ name, problems: misses(runs[0] as Run, name) }).failed.length > 0) {
        while (runs.length < CI_RUNS_AFTER_A_MISS) await runOnce();
      }
      const median = medianRun(runs);
      rows.push({ name, path, runs: runs.length, median, problems: misses(median, name) });
      console.log(
        `${name} ${path}${runs.length > 1 ? ` (median of ${runs.length})` : ""}: performance ${median.scores.performance}, LCP ${Math.round(median.lcpMs)} ms, ` +
          `TBT ${Math.round(median.tbtMs)} ms, CLS ${median.cls.toFixed(3)}, accessibility ` +
          `${median.scores.accessibility}, best practices ${median.scores["best-practices"]}, SEO ${median.scores.seo}`,
      );
    }
    return rows;
  } finally {
    chromium.stop();
    await server.stop();
    tiles.stop();
  }
});

if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
const failing = report.filter((row) => gatedProblems(row).failed.length > 0);
for (const row of report) {
  const { excused } = gatedProblems(row);
  if (excused.length > 0)
    console.log(`  NOT YET GATED ${row.name}: ${excused.join("; ")} (${NOT_YET_GATED[row.name]?.why})`);
}
for (const row of failing)
  console.log(`  MISSED ${row.name} (${row.path}): ${gatedProblems(row).failed.join("; ")}`);
const checks = CI_MODE
  ? `CI's checks (one run, or the median of ${CI_RUNS_AFTER_A_MISS} after a miss; performance score and TBT printed, not checked)`
  : `the thresholds (median of ${RUNS})`;
console.log(
  failing.length === 0
    ? `${report.length} page types checked meet ${checks}.`
    : `${failing.length} of ${report.length} page types checked miss ${checks}.`,
);
process.exit(failing.length === 0 ? 0 : 1);
