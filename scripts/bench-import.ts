// npm run bench:import — measures npm run import on a CSV file of about 50 MB (BENCH_IMPORT_MB to change it):
// the bundled demo clinics, exported and repeated under new slugs, written once into a folder of the system's
// temporary directory. The import runs in its own process with the command line of its npm script, first as
// a dry run and then for real, into a scratch SQLite database (or DATABASE_URL when it names PostgreSQL);
// the benchmark prints rows per second and the import's peak memory (max RSS) against the 300 MB target.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportClinics, serializeClinics } from "../app/server/clinics/export-file.server.ts";
import { loadDemoData } from "../app/server/db/demo-data.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { loadGazetteer } from "../app/server/gazetteer/load.server.ts";
import { DEMO_CLINICS_FILE, GAZETTEER_DIR, PROJECT_ROOT } from "../app/server/paths.server.ts";
import { exitAndOutput } from "./child-output.ts";
import { npmScriptArgs } from "./npm-script.ts";
import { readScriptArguments } from "./script-args.ts";

readScriptArguments({
  usage: "npm run bench:import",
  help: `Measures \`npm run import\` on a CSV file of about 50 MB written once into the system's temporary folder:
a dry run, the import, and the same import again, each in its own process, with rows per second and the
import's peak memory against the 300 MB target. Needs /usr/bin/time.

Settings (environment): BENCH_IMPORT_MB (50), DATABASE_URL (used when it names PostgreSQL; otherwise a scratch
SQLite file).`,
});

const TARGET_MB = Number(process.env.BENCH_IMPORT_MB ?? 50);
const TARGET_PEAK_MB = 300;
const dir = join(tmpdir(), `trt-import-bench-${TARGET_MB}mb`);
const file = join(dir, "clinics.csv");

async function writeFile(): Promise<void> {
  const scratch = join(dir, "source.db");
  const handle = await openReadyDatabase(`sqlite:${scratch}`);
  try {
    await loadDemoData(handle.db, handle.dialect, DEMO_CLINICS_FILE, loadGazetteer(GAZETTEER_DIR));
    const clinics = await exportClinics(handle.db);
    const once = serializeClinics(clinics, "csv");
    const copies = Math.max(1, Math.ceil((TARGET_MB * 1_000_000) / once.length));
    const parts: string[] = [];
    for (let copy = 1; copy <= copies; copy++) {
      const renamed = clinics.map((clinic) => ({ ...clinic, slug: `${clinic.slug}-copy-${copy}` }));
      const text = serializeClinics(renamed, "csv");
      // The header is the first line; every copy after the first goes without it.
      parts.push(copy === 1 ? text : text.slice(text.indexOf("\n") + 1));
    }
    writeFileSync(join(dir, "rows.txt"), String(clinics.length * copies));
    writeFileSync(file, parts.join(""));
  } finally {
    await handle.close();
    rmSync(scratch, { force: true });
  }
}

/** Runs the import under /usr/bin/time -v for its peak memory. */
async function runImport(databaseUrl: string, dryRun: boolean) {
  const started = performance.now();
  const args = ["-v", process.execPath, ...npmScriptArgs("import"), file, ...(dryRun ? ["--dry-run"] : [])];
  const child = spawn("/usr/bin/time", args, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, INIT_CWD: PROJECT_ROOT },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { code, output } = await exitAndOutput(child);
  const seconds = (performance.now() - started) / 1000;
  const kb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1] ?? Number.NaN);
  return { code, output, seconds, peakMb: kb / 1024 };
}

if (!existsSync("/usr/bin/time")) {
  console.error("bench:import needs /usr/bin/time (Debian package time) to read the peak memory.");
  process.exit(2);
}
mkdirSync(dir, { recursive: true });
if (!existsSync(file)) {
  console.log(`Writing a ${TARGET_MB} MB import file to ${file} …`);
  await writeFile();
}
const sizeMb = statSync(file).size / 1_000_000;
const rows = Number(readFileSync(join(dir, "rows.txt"), "utf8"));
const database = join(dir, "bench.db");
const url = process.env.DATABASE_URL?.startsWith("postgres")
  ? process.env.DATABASE_URL
  : `sqlite:${database}`;
rmSync(database, { force: true });
rmSync(`${database}-wal`, { force: true });
rmSync(`${database}-shm`, { force: true });
// The import refuses a database that is not there, as it would a mistyped DATABASE_URL: create the schema first.
await (await openReadyDatabase(url)).close();

console.log(
  `${file}: ${sizeMb.toFixed(1)} MB, ${rows.toLocaleString("en-US")} clinics, into ${url.split("@").pop()}`,
);
let failed = false;
for (const [label, dryRun] of [
  ["dry run", true],
  ["import", false],
  ["again (all unchanged)", false],
] as const) {
  const result = await runImport(url, dryRun);
  if (result.code !== 0) {
    console.error(`${label} failed (exit ${result.code}):\n${result.output}`);
    process.exit(1);
  }
  const withinTarget = result.peakMb < TARGET_PEAK_MB;
  failed ||= !withinTarget;
  console.log(
    `${label.padEnd(22)} ${result.seconds.toFixed(1).padStart(6)} s  ${Math.round(rows / result.seconds)
      .toLocaleString("en-US")
      .padStart(
        6,
      )} rows/s  peak ${Math.round(result.peakMb)} MB ${withinTarget ? "(under" : "(OVER"} ${TARGET_PEAK_MB} MB)`,
  );
}
process.exitCode = failed ? 1 : 0;
