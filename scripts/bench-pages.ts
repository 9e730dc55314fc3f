// npm run bench:pages — loads 100,000 synthetic clinics (the API benchmark's data) into a scratch SQLite
// database and times what each directory page's loader does on the server, without rendering: the first call
// at a data version (cold: the snapshot is built and the page's derived figures computed) and the median of
// repeated calls (warm). BENCH_DB=<file> reuses a database filled by an earlier run.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stateByCode } from "../app/domain/us-states.ts";
import { loadConfig } from "../app/server/config.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { loadGazetteer } from "../app/server/gazetteer/load.server.ts";
import { createLogger } from "../app/server/logger.server.ts";
import { loadCityPage } from "../app/server/pages/city-page.server.ts";
import { loadFinderPage } from "../app/server/pages/finder-page.server.ts";
import { loadOnlinePage } from "../app/server/pages/online-page.server.ts";
import { loadSearchPage } from "../app/server/pages/search-page.server.ts";
import { sitemapEntries } from "../app/server/pages/sitemap.server.ts";
import { loadStatePage } from "../app/server/pages/state-page.server.ts";
import { GAZETTEER_DIR } from "../app/server/paths.server.ts";
import { createAppServices } from "../app/server/services.server.ts";
import { readScriptArguments } from "./script-args.ts";
import { loadSyntheticClinics } from "./synthetic-clinics.ts";

readScriptArguments({
  usage: "npm run bench:pages",
  help: `Times each directory page's loader on the server, without rendering, on synthetic clinics in a scratch
SQLite database: the first call at a data version (cold) and the median of repeated calls (warm).

Settings (environment): BENCH_DB=<file> (reuse a database filled by an earlier run), BENCH_CLINICS (100000),
BENCH_RUNS (200).`,
});

const CLINICS = Number(process.env.BENCH_CLINICS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const dir = mkdtempSync(join(tmpdir(), "trt-bench-pages-"));
const file = process.env.BENCH_DB ?? join(dir, "bench.db");
try {
  if (!existsSync(file)) {
    console.log(`Loading ${CLINICS.toLocaleString("en-US")} synthetic clinics...`);
    console.log(`  loaded in ${(await loadSyntheticClinics(`sqlite:${file}`, CLINICS)).toFixed(1)} s`);
  }
  const database = await openReadyDatabase(`sqlite:${file}`);
  const config = loadConfig({ DATABASE_URL: `sqlite:${file}` });
  const gazetteer = loadGazetteer(GAZETTEER_DIR);
  const services = createAppServices({
    config,
    db: database.db,
    dialect: database.dialect,
    gazetteer,
    logger: createLogger(config),
  });
  const { directory } = services;
  const texas = stateByCode("TX");
  if (!texas) throw new Error("no Texas");
  const url = (path: string) => new URL(`http://localhost${path}`);

  const snapshotMs = await time(() => directory.current());
  console.log(`Snapshot of ${CLINICS.toLocaleString("en-US")} clinics built in ${snapshotMs.toFixed(0)} ms`);

  const pages: [string, () => Promise<unknown>][] = [
    ["state page (/trt-clinics-texas)", () => loadStatePage(directory, texas, 1)],
    [
      "city page (/city/austin/tx)",
      () => loadCityPage({ directory, gazetteer, city: "austin", state: "tx" }),
    ],
    ["online page (/tele-trt-clinics)", () => loadOnlinePage(services, url("/tele-trt-clinics"))],
    [
      "online page search (?q=clinic 12)",
      () => loadOnlinePage(services, url("/tele-trt-clinics?q=clinic%2012")),
    ],
    ["search page (Austin, TX)", () => loadSearchPage(services, url("/search?location=Austin%2C+TX"))],
    [
      "finder page (Austin, TX)",
      () => loadFinderPage(services, url("/trt-clinics-near-me?location=Austin%2C+TX")),
    ],
    ["sitemap entries", () => sitemapEntries(directory, [], {})],
  ];
  const rows = [];
  for (const [label, run] of pages) {
    const cold = await time(run);
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await time(run));
    rows.push({ page: label, "cold ms": cold.toFixed(1), "warm median ms": median(warm).toFixed(2) });
  }
  console.table(rows);
  console.log(
    `Warm: median of ${RUNS} calls at one data version; cold: the first call after the snapshot loaded.`,
  );
  await database.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
