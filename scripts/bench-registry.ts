// npm run bench:registry — measures npm run registry:candidates with all four files at national size: a
// synthetic NPPES main file of 9,000,000 rows and synthetic Medicare Part D prescribers (26,800,000 rows),
// physician services (9,700,000) and Doctors and Clinicians (2,800,000) files that join with it, written once
// by scripts/generate-nppes-file.ts and scripts/generate-cms-files.ts into a folder of the system's temporary
// directory and reused by later runs (about 18 GB). BENCH_SCALE shrinks every file (0.1: a tenth); BENCH_RUNS
// repeats the run. The tool runs in its own process, with the same command line as its npm script, against a
// scratch SQLite database, storing its candidates in the review queue; the benchmark prints rows per second
// over every row of the four files and the tool's peak memory (max RSS), and whether they meet the targets:
// at least 50,000 rows/s and under 300 MB.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT } from "../app/server/paths.server.ts";
import { npmScriptArgs } from "./npm-script.ts";
import { readScriptArguments } from "./script-args.ts";

readScriptArguments({
  usage: "npm run bench:registry",
  help: `Measures \`npm run registry:candidates\` on synthetic NPPES and CMS files of national size (about 18 GB,
written once into the system's temporary folder and reused), in its own process, against a scratch SQLite
database: rows per second (target at least 50,000) and peak memory (target under 300 MB).

Settings (environment): BENCH_SCALE (1; 0.1 makes every file a tenth), BENCH_RUNS (1).`,
});

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
if (!(SCALE > 0 && SCALE <= 1) || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error("BENCH_SCALE must be above 0 and at most 1, BENCH_RUNS a whole number from 1");
  process.exit(2);
}
const TARGET_ROWS_PER_SECOND = 50_000;
const TARGET_PEAK_MB = 300;

/** National sizes of the files (NPPES, June 2025; the CMS files of data year 2023). */
const NATIONAL = { nppes: 9_000_000, prescribers: 26_800_000, services: 9_700_000, clinicians: 2_800_000 };
const size = (rows: number) => Math.max(1, Math.round(rows * SCALE));
const ROWS = {
  nppes: size(NATIONAL.nppes),
  prescribers: size(NATIONAL.prescribers),
  services: size(NATIONAL.services),
  clinicians: size(NATIONAL.clinicians),
};
const TOTAL_ROWS = ROWS.nppes + ROWS.prescribers + ROWS.services + ROWS.clinicians;

const dir = join(tmpdir(), `trt-registry-bench-${SCALE}`);
const FILES = {
  nppes: join(dir, "npidata_pfile_20050523-20250608.csv"),
  prescribers: join(dir, "MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv"),
  services: join(dir, "MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv"),
  clinicians: join(dir, "DAC_NationalDownloadableFile.csv"),
};
const out = join(dir, "report.csv");
const database = join(dir, "bench.db");

function run(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string; seconds: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ...env, INIT_CWD: PROJECT_ROOT },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) => resolve({ code, output, seconds: (performance.now() - started) / 1000 }));
  });
}

async function generate(what: string, args: string[]) {
  console.log(`Writing ${what} …`);
  const generated = await run(args);
  if (generated.code !== 0) {
    console.error(generated.output);
    process.exit(1);
  }
  console.log(`  done in ${generated.seconds.toFixed(1)} s`);
}

mkdirSync(dir, { recursive: true });
if (!existsSync(FILES.nppes)) {
  await generate(`${ROWS.nppes.toLocaleString("en-US")} synthetic NPPES rows`, [
    ...npmScriptArgs("registry:generate"),
    String(ROWS.nppes),
    FILES.nppes,
  ]);
}
if (!existsSync(FILES.prescribers) || !existsSync(FILES.services) || !existsSync(FILES.clinicians)) {
  await generate("the synthetic CMS files", [
    ...npmScriptArgs("registry:generate-cms"),
    dir,
    "--nppes-rows",
    String(ROWS.nppes),
    "--prescribers",
    String(ROWS.prescribers),
    "--services",
    String(ROWS.services),
    "--clinicians",
    String(ROWS.clinicians),
  ]);
}
for (const [kind, path] of Object.entries(FILES)) {
  const rows = ROWS[kind as keyof typeof ROWS];
  console.log(
    `${kind}: ${path} (${(statSync(path).size / 1024 / 1024).toFixed(0)} MB, ${rows.toLocaleString("en-US")} rows)`,
  );
}

let allMet = true;
for (let runNumber = 1; runNumber <= RUNS; runNumber++) {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${database}${suffix}`, { force: true });
  // The tool refuses a database that does not exist (a mistyped DATABASE_URL): the scratch one is made first.
  const migrated = await run(npmScriptArgs("db:migrate"), { DATABASE_URL: `sqlite:${database}` });
  if (migrated.code !== 0) {
    console.error(migrated.output);
    process.exit(1);
  }
  const result = await run(
    [
      ...npmScriptArgs("registry:candidates"),
      FILES.nppes,
      "--prescribers",
      FILES.prescribers,
      "--services",
      FILES.services,
      "--clinicians",
      FILES.clinicians,
      "--out",
      out,
    ],
    { DATABASE_URL: `sqlite:${database}` },
  );
  if (result.code !== 0) {
    console.error(result.output);
    process.exit(1);
  }
  const peak = Number(/peak memory (\d+) MB/.exec(result.output)?.[1] ?? Number.NaN);
  const scanRate = /main file read at ([\d,]+) rows\/s/.exec(result.output)?.[1] ?? "?";
  const candidates = /Candidates: ([\d,]+), ([\d,]+) with Medicare evidence/.exec(result.output);
  const rate = TOTAL_ROWS / result.seconds;
  const rateMet = rate >= TARGET_ROWS_PER_SECOND;
  const memoryMet = peak < TARGET_PEAK_MB;
  allMet &&= rateMet && memoryMet;
  console.log(
    `Run ${runNumber}: ${result.seconds.toFixed(1)} s for the whole process (start-up, database, the four files, ` +
      `the join, storing the review queue, the report) over ${TOTAL_ROWS.toLocaleString("en-US")} rows: ` +
      `${Math.round(rate).toLocaleString("en-US")} rows/s [target >= ${TARGET_ROWS_PER_SECOND.toLocaleString("en-US")}: ` +
      `${rateMet ? "met" : "NOT met"}]; NPPES main file alone read at ${scanRate} rows/s; peak memory ${peak} MB ` +
      `max RSS [target < ${TARGET_PEAK_MB} MB: ${memoryMet ? "met" : "NOT met"}]; ` +
      `${candidates?.[1] ?? "?"} candidates, ${candidates?.[2] ?? "?"} with Medicare evidence`,
  );
}
console.log(allMet ? "Targets met." : "Targets NOT met.");
process.exitCode = allMet ? 0 : 1;
