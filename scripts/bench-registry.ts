// npm run bench:registry — measures npm run registry:candidates on a synthetic NPPES file of 1,000,000 rows
// (BENCH_ROWS to change it), written once by scripts/generate-nppes-file.ts into a folder of the system's
// temporary directory and reused by later runs. The tool runs in its own process, with the same command line
// as its npm script, against a scratch SQLite database; the benchmark prints rows per second and the tool's
// peak memory (max RSS), and whether they meet the targets: at least 50,000 rows/s and under 200 MB.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PROJECT_ROOT } from "../app/server/paths.server.ts";
import { npmScriptArgs } from "./npm-script.ts";

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const TARGET_ROWS_PER_SECOND = 50_000;
const TARGET_PEAK_MB = 200;

const dir = join(tmpdir(), `trt-registry-bench-${ROWS}`);
const file = join(dir, "npidata_pfile_20250106-20250112.csv");
const out = join(dir, "candidates.csv");
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

mkdirSync(dir, { recursive: true });
if (!existsSync(file)) {
  console.log(`Writing ${ROWS.toLocaleString("en-US")} synthetic rows to ${file} …`);
  const generated = await run([...npmScriptArgs("registry:generate"), String(ROWS), file]);
  if (generated.code !== 0) {
    console.error(generated.output);
    process.exit(1);
  }
  console.log(`  done in ${generated.seconds.toFixed(1)} s`);
}
const size = statSync(file).size;
console.log(`File: ${file} (${(size / 1024 / 1024).toFixed(0)} MB, ${ROWS.toLocaleString("en-US")} rows)`);

let allMet = true;
for (let runNumber = 1; runNumber <= RUNS; runNumber++) {
  rmSync(database, { force: true });
  const result = await run([...npmScriptArgs("registry:candidates"), file, "--out", out], {
    DATABASE_URL: `sqlite:${database}`,
  });
  if (result.code !== 0) {
    console.error(result.output);
    process.exit(1);
  }
  const peak = Number(/peak memory (\d+) MB/.exec(result.output)?.[1] ?? Number.NaN);
  const scanRate = /read at ([\d,]+) rows\/s/.exec(result.output)?.[1] ?? "?";
  const candidates = /Candidates: ([\d,]+)/.exec(result.output)?.[1] ?? "?";
  const rate = ROWS / result.seconds;
  const rateMet = rate >= TARGET_ROWS_PER_SECOND;
  const memoryMet = peak < TARGET_PEAK_MB;
  allMet &&= rateMet && memoryMet;
  console.log(
    `Run ${runNumber}: ${result.seconds.toFixed(1)} s for the whole process (start-up, database, ZIP table, scan, ` +
      `output): ${Math.round(rate).toLocaleString("en-US")} rows/s [target >= ${TARGET_ROWS_PER_SECOND.toLocaleString("en-US")}: ` +
      `${rateMet ? "met" : "NOT met"}]; main file scan alone ${scanRate} rows/s; peak memory ${peak} MB max RSS ` +
      `[target < ${TARGET_PEAK_MB} MB: ${memoryMet ? "met" : "NOT met"}]; ${candidates} candidates`,
  );
}
console.log(allMet ? "Targets met." : "Targets NOT met.");
process.exitCode = allMet ? 0 : 1;
