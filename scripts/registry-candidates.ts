// npm run registry:candidates -- <npidata_pfile.csv> [--pl <pl_pfile.csv>] [--othernames <othername_pfile.csv>]
//   [--states TX,OK] [--taxonomy <codes>] [--keywords <words>] [--out candidates.csv]
//
// Streams the CMS NPPES registry files and writes the organisations that look like TRT clinics as import
// candidates: a CSV in the import format plus review columns (docs/real-data.md). Reads the database named by
// DATABASE_URL to mark candidates that are already listed. Exit codes: 0 written, 1 runtime failure,
// 2 usage (bad option, unreadable file, a header that is not the NPPES header, invalid configuration).
import { existsSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { registryFileMonth } from "../app/domain/registry-candidate.ts";
import { US_STATES } from "../app/domain/us-states.ts";
import { ConfigError, loadConfig } from "../app/server/config.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { loadEnvFile } from "../app/server/env-file.server.ts";
import { loadZipCentroids } from "../app/server/gazetteer/zip-centroids.server.ts";
import { GAZETTEER_DIR } from "../app/server/paths.server.ts";
import {
  loadExistingClinics,
  planCandidates,
  writeCandidatesFile,
} from "../app/server/registry/candidates-file.server.ts";
import { readHeader } from "../app/server/registry/csv-lines.server.ts";
import {
  MAIN_COLUMNS,
  OTHERNAME_COLUMNS,
  PL_COLUMNS,
  resolveColumns,
  TAXONOMY_COLUMNS,
} from "../app/server/registry/nppes-columns.server.ts";
import { progressLine, summaryLines } from "../app/server/registry/report.server.ts";
import {
  candidateRules,
  type RuleOverrides,
  RulesError,
  readRulesFile,
} from "../app/server/registry/rules.server.ts";
import { type FileLayouts, type ScanProgress, scanRegistry } from "../app/server/registry/scan.server.ts";

const USAGE =
  "Usage: npm run registry:candidates -- <npidata_pfile.csv> [--pl <pl_pfile.csv>] " +
  "[--othernames <othername_pfile.csv>] [--states TX,OK] [--taxonomy <codes>] [--keywords <words>] " +
  "[--out candidates.csv]";

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let args: ReturnType<typeof parseOptions>;
function parseOptions() {
  return parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: {
      pl: { type: "string" },
      othernames: { type: "string" },
      states: { type: "string" },
      taxonomy: { type: "string" },
      keywords: { type: "string" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}
try {
  args = parseOptions();
} catch (error) {
  usageError(error instanceof Error ? error.message : String(error));
}
if (args.values.help) {
  console.log(`${USAGE}\nSee docs/real-data.md.`);
  process.exit(0);
}
if (args.positionals.length === 0) usageError("No NPPES data file given.");
if (args.positionals.length > 1) usageError(`Give one NPPES data file, not ${args.positionals.join(" ")}`);

// `npm run` starts scripts in the project root; a relative path means the caller's directory.
const cwd = process.env.INIT_CWD ?? process.cwd();
const files = {
  main: resolve(cwd, args.positionals[0] ?? ""),
  pl: args.values.pl === undefined ? undefined : resolve(cwd, args.values.pl),
  othernames: args.values.othernames === undefined ? undefined : resolve(cwd, args.values.othernames),
};
const out = resolve(cwd, args.values.out ?? "candidates.csv");

function readable(path: string, what: string) {
  try {
    if (!statSync(path).isFile()) usageError(`cannot read ${what} ${path}: not a file`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    usageError(`cannot read ${what} ${path}: ${code === "ENOENT" ? "no such file" : String(error)}`);
  }
}

/** The file's header against the columns the tool reads; a usage error naming what is missing. */
function layout<K extends string>(
  path: string,
  what: string,
  wanted: Readonly<Record<K, string>>,
  list: readonly string[] = [],
) {
  readable(path, what);
  let header: ReturnType<typeof readHeader>;
  try {
    header = readHeader(path);
  } catch (error) {
    usageError(`cannot read ${what} ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!header.ok) usageError(`${basename(path)}: not an NPPES ${what}: ${header.problem}`);
  const resolved = resolveColumns(header.header, wanted, list);
  if (!resolved.ok) {
    const problems = [
      resolved.missing.length > 0
        ? `missing column${resolved.missing.length === 1 ? "" : "s"} ${quoted(resolved.missing)}`
        : "",
      resolved.repeated.length > 0
        ? `column${resolved.repeated.length === 1 ? "" : "s"} given twice ${quoted(resolved.repeated)}`
        : "",
    ].filter((text) => text !== "");
    usageError(`${basename(path)}: not the header of an NPPES ${what}: ${problems.join("; ")}`);
  }
  return { columns: resolved.indexes, list: resolved.list, cellCount: header.header.length };
}

function quoted(names: readonly string[]): string {
  return names.map((name) => `"${name}"`).join(", ");
}

const main = layout(files.main, "data file (npidata_pfile)", MAIN_COLUMNS, TAXONOMY_COLUMNS);
const layouts: FileLayouts = {
  main: { columns: main.columns, taxonomy: main.list, cellCount: main.cellCount },
  pl: files.pl ? layout(files.pl, "practice location file (pl_pfile)", PL_COLUMNS) : undefined,
  othernames: files.othernames
    ? layout(files.othernames, "other name file (othername_pfile)", OTHERNAME_COLUMNS)
    : undefined,
};

let rulesFile: ReturnType<typeof readRulesFile>;
try {
  rulesFile = readRulesFile();
} catch (error) {
  // Our own data file, not the operator's input: a runtime failure.
  console.error(`registry:candidates failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
let rules: ReturnType<typeof candidateRules>;
let config: ReturnType<typeof loadConfig>;
try {
  const overrides: RuleOverrides = {
    taxonomy: args.values.taxonomy,
    keywords: args.values.keywords,
    states: args.values.states,
  };
  rules = candidateRules(
    rulesFile,
    overrides,
    US_STATES.map((state) => state.code),
  );
  loadEnvFile();
  config = loadConfig();
} catch (error) {
  if (error instanceof RulesError || error instanceof ConfigError) usageError(error.message);
  throw error;
}

const outDir = dirname(out);
if (!existsSync(outDir) || !statSync(outDir).isDirectory()) usageError(`--out: no folder ${outDir}`);
if ([files.main, files.pl, files.othernames].includes(out))
  usageError("--out must not be one of the input files");

const month = registryFileMonth(basename(files.main));
if (month === undefined) {
  console.warn(
    `Warning: ${basename(files.main)} has no date in its name (npidata_pfile_YYYYMMDD-YYYYMMDD.csv), ` +
      'so the source column says "NPPES (NPI …)" without a month.',
  );
}

const started = performance.now();
let peakHeap = process.memoryUsage().heapUsed;
const showProgress = process.stderr.isTTY === true;
let lastPrint = 0;
function onProgress(progress: ScanProgress) {
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  if (!showProgress) return;
  const now = performance.now();
  if (now - lastPrint < 250 && progress.bytesRead < progress.fileSize) return;
  lastPrint = now;
  process.stderr.write(`\r\x1b[2K${progressLine(progress)}`);
}

/**
 * Scans the files and builds the candidate rows. A function of its own so that the ZIP table and the scanned
 * organisations can be collected before the file is written: memory peaks once, not twice.
 */
function collectCandidates(existing: Awaited<ReturnType<typeof loadExistingClinics>>) {
  const zips = loadZipCentroids(GAZETTEER_DIR);
  const { organisations, stats } = scanRegistry(files, { rules, zips, layouts, onProgress });
  const plan = planCandidates(organisations, existing, {
    mainFile: files.main,
    plFile: files.pl,
    month,
    taxonomyNames: rules.taxonomyNames,
  });
  return { stats, plan };
}

let exitCode = 0;
try {
  const handle = await openReadyDatabase(config.DATABASE_URL);
  console.log(`Database: ${handle.description}`);
  let existing: Awaited<ReturnType<typeof loadExistingClinics>>;
  try {
    existing = await loadExistingClinics(handle.db);
  } finally {
    await handle.close();
  }
  console.log(`Rules: ${rules.description}`);
  console.log(`Listed clinics to compare with: ${existing.length}`);
  const { stats, plan } = collectCandidates(existing);
  if (showProgress) process.stderr.write("\r\x1b[2K");
  writeCandidatesFile(out, plan);
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  const lines = summaryLines({
    files,
    stats,
    plan,
    out,
    seconds: (performance.now() - started) / 1000,
    peakRss: process.resourceUsage().maxRSS * 1024,
    peakHeap,
  });
  console.log(lines.join("\n"));
} catch (error) {
  if (showProgress) process.stderr.write("\r\x1b[2K");
  console.error(`registry:candidates failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
}
process.exitCode = exitCode;
