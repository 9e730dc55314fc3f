// npm run registry:candidates -- <npidata_pfile.csv> [--pl <pl_pfile.csv>] [--othernames <othername_pfile.csv>]
//   [--endpoints <endpoint_pfile.csv>]
//   [--prescribers <Part D by Provider and Drug.csv>] [--services <Physician by Provider and Service.csv>]
//   [--clinicians <DAC_NationalDownloadableFile.csv>] [--states TX,OK] [--taxonomy <codes>] [--keywords <words>]
//   [--out report.csv] [--dry-run]
//
// Finds practices that offer testosterone therapy: NPPES organisations whose names and taxonomy codes say so,
// and every practice where the CMS public-use files show clinicians prescribing testosterone or billing its
// injections and pellets, placed through the Doctors and Clinicians file and the clinicians' own NPPES rows.
// Stores them in the review queue of the database named by DATABASE_URL (nothing is published: operators
// decide in /admin/candidates), and optionally writes a CSV report. Exit codes: 0 done, 1 runtime failure,
// 2 usage (bad option, unreadable file, a header that is not the expected one, invalid configuration).
import { existsSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { registryFileMonth } from "../app/domain/registry-candidate.ts";
import { US_STATES } from "../app/domain/us-states.ts";
import { ConfigError, loadConfig } from "../app/server/config.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { loadEnvFile } from "../app/server/env-file.server.ts";
import { loadZipCentroids } from "../app/server/gazetteer/zip-centroids.server.ts";
import { GAZETTEER_DIR } from "../app/server/paths.server.ts";
import {
  assembleCandidates,
  evidenceRecords,
  practiceLookup,
  practiceRecords,
} from "../app/server/registry/assemble.server.ts";
import {
  loadExistingClinics,
  matchCandidates,
  matchCounts,
  ReportWriter,
} from "../app/server/registry/candidates-file.server.ts";
import { CLINICIANS_FILE, readCliniciansFile } from "../app/server/registry/clinician-file.server.ts";
import {
  CLINICIANS_COLUMNS,
  CLINICIANS_OPTIONAL_COLUMNS,
  PRESCRIBERS_COLUMNS,
  SERVICES_COLUMNS,
} from "../app/server/registry/cms-columns.server.ts";
import { CmsFileError, cmsDataYear, cmsLayout } from "../app/server/registry/cms-file.server.ts";
import { readHeader } from "../app/server/registry/csv-lines.server.ts";
import {
  PRESCRIBERS_FILE,
  readPrescribersFile,
  readServicesFile,
  SERVICES_FILE,
} from "../app/server/registry/evidence-files.server.ts";
import {
  ENDPOINT_COLUMNS,
  MAIN_COLUMNS,
  OTHERNAME_COLUMNS,
  PL_COLUMNS,
  resolveColumns,
  TAXONOMY_COLUMNS,
} from "../app/server/registry/nppes-columns.server.ts";
import {
  type Evidence,
  evidenceNpis,
  groupPractices,
  unplacedEvidenceNpis,
} from "../app/server/registry/practices.server.ts";
import { type RunFile, storeCandidateRun } from "../app/server/registry/queue.server.ts";
import { type CmsFileSummary, progressLine, summaryLines } from "../app/server/registry/report.server.ts";
import {
  candidateRules,
  type RuleOverrides,
  RulesError,
  readRulesFile,
} from "../app/server/registry/rules.server.ts";
import { type FileLayouts, type ScanProgress, scanRegistry } from "../app/server/registry/scan.server.ts";
import { ScratchList } from "../app/server/registry/scratch-list.server.ts";
import {
  readTestosteroneLists,
  testosteroneCodes,
  testosteroneDrugs,
} from "../app/server/registry/testosterone-lists.server.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { exitWithoutDatabase } from "./script-database.ts";

const args = readScriptArguments({
  usage:
    "npm run registry:candidates -- <npidata_pfile.csv> [--pl <pl_pfile.csv>] " +
    "[--othernames <othername_pfile.csv>] [--endpoints <endpoint_pfile.csv>] [--prescribers <Part D prescribers by provider and drug.csv>] " +
    "[--services <physicians by provider and service.csv>] [--clinicians <DAC_NationalDownloadableFile.csv>] " +
    "[--states TX,OK] [--taxonomy <codes>] [--keywords <words>] [--out report.csv] [--dry-run]",
  help: `Finds practices that offer testosterone therapy in the NPPES files and the CMS public-use files and stores
them in the review queue (/admin/candidates) of the database named by DATABASE_URL, which must exist
(\`npm run db:migrate\` creates it). Nothing is published. See docs/real-data.md.

  --pl, --othernames, --endpoints <file>   The NPPES practice location, other name and endpoint files.
  --prescribers, --services, --clinicians <file>
                       The CMS Part D prescribers, physician services and Doctors and Clinicians files.
  --states <codes>     Only these states (TX,OK).
  --taxonomy <codes>   Taxonomy codes instead of the rules file's.
  --keywords <words>   Name keywords instead of the rules file's.
  --out <file>         Also writes the candidates to this CSV report.
  --dry-run            Reads every file and writes the report, but stores nothing in the review queue.`,
  options: {
    pl: { type: "string" },
    othernames: { type: "string" },
    endpoints: { type: "string" },
    prescribers: { type: "string" },
    services: { type: "string" },
    clinicians: { type: "string" },
    "dry-run": { type: "boolean" },
    states: { type: "string" },
    taxonomy: { type: "string" },
    keywords: { type: "string" },
    out: { type: "string" },
  },
  positionals: true,
});
if (args.positionals.length === 0) usageError("No NPPES data file given.");
if (args.positionals.length > 1) usageError(`Give one NPPES data file, not ${args.positionals.join(" ")}`);

// `npm run` starts scripts in the project root; a relative path means the caller's directory.
const cwd = process.env.INIT_CWD ?? process.cwd();
const files = {
  main: resolve(cwd, args.positionals[0] ?? ""),
  pl: args.values.pl === undefined ? undefined : resolve(cwd, args.values.pl),
  othernames: args.values.othernames === undefined ? undefined : resolve(cwd, args.values.othernames),
  endpoints: args.values.endpoints === undefined ? undefined : resolve(cwd, args.values.endpoints),
};
const cmsFiles = {
  prescribers: args.values.prescribers === undefined ? undefined : resolve(cwd, args.values.prescribers),
  services: args.values.services === undefined ? undefined : resolve(cwd, args.values.services),
  clinicians: args.values.clinicians === undefined ? undefined : resolve(cwd, args.values.clinicians),
};
const out = args.values.out === undefined ? undefined : resolve(cwd, args.values.out);
const dryRun = args.values["dry-run"] === true;

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
  endpoints: files.endpoints
    ? layout(files.endpoints, "endpoint file (endpoint_pfile)", ENDPOINT_COLUMNS)
    : undefined,
  othernames: files.othernames
    ? layout(files.othernames, "other name file (othername_pfile)", OTHERNAME_COLUMNS)
    : undefined,
};

// The CMS files' headers are checked before any long read, so a wrong file is a usage error at once.
try {
  if (cmsFiles.prescribers) cmsLayout(cmsFiles.prescribers, PRESCRIBERS_FILE, PRESCRIBERS_COLUMNS);
  if (cmsFiles.services) cmsLayout(cmsFiles.services, SERVICES_FILE, SERVICES_COLUMNS);
  if (cmsFiles.clinicians)
    cmsLayout(cmsFiles.clinicians, CLINICIANS_FILE, CLINICIANS_COLUMNS, CLINICIANS_OPTIONAL_COLUMNS);
} catch (error) {
  if (error instanceof CmsFileError) usageError(error.message);
  throw error;
}

let rulesFile: ReturnType<typeof readRulesFile>;
let testosterone: ReturnType<typeof readTestosteroneLists>;
try {
  rulesFile = readRulesFile();
  testosterone = readTestosteroneLists();
} catch (error) {
  // Our own data files, not the operator's input: a runtime failure.
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

if (out !== undefined) {
  const outDir = dirname(out);
  if (!existsSync(outDir) || !statSync(outDir).isDirectory()) usageError(`--out: no folder ${outDir}`);
  if ([files.main, files.pl, files.othernames, files.endpoints, ...Object.values(cmsFiles)].includes(out))
    usageError("--out must not be one of the input files");
}
// The last usage check, before the long read of the files rather than when the database is opened after it.
exitWithoutDatabase(config.DATABASE_URL);

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

const cmsSummaries: CmsFileSummary[] = [];

/** Notes for the run's summary what one CMS file held. */
function summarise(
  label: string,
  file: string,
  stats: { rows: number; matched: number; malformed: number; seconds: number },
  found: CmsFileSummary["found"],
) {
  const { rows, matched, malformed, seconds } = stats;
  cmsSummaries.push({ label, file, rows, matched, found, malformed, seconds });
}

/** Reads the evidence files, then the clinician file for the practices of the clinicians they name. */
function readEvidence() {
  const evidence: Evidence = {};
  if (cmsFiles.prescribers) {
    const read = readPrescribersFile(cmsFiles.prescribers, testosteroneDrugs(testosterone), { onProgress });
    evidence.prescribers = read;
    summarise("prescribers", cmsFiles.prescribers, read.stats, {
      label: "clinicians with testosterone prescriptions",
      count: read.byNpi.size,
    });
  }
  if (cmsFiles.services) {
    const read = readServicesFile(cmsFiles.services, testosteroneCodes(testosterone), { onProgress });
    evidence.services = read;
    summarise("services", cmsFiles.services, read.stats, {
      label: "clinicians billing testosterone injections or pellets",
      count: read.byNpi.size,
    });
  }
  let practices: ReturnType<typeof groupPractices> = [];
  if (cmsFiles.clinicians) {
    const read = readCliniciansFile(cmsFiles.clinicians, {
      evidenceNpis: evidenceNpis(evidence),
      matchBrand: (name) => {
        const match = rules.names.find(name);
        return match?.kind === "brand" ? match.match : undefined;
      },
      onProgress,
    });
    practices = groupPractices(read.locations, evidence);
    summarise("clinicians", cmsFiles.clinicians, read.stats, {
      label: "practices with evidence or a brand's name",
      count: practices.length,
    });
  }
  // The readers' records hold more than the join reads: only what it reads is kept from here on, and the
  // practices wait on disk for the join, leaving in memory only how the NPPES scan finds them.
  const records = practiceRecords(practices);
  return {
    evidence: evidenceRecords(evidence),
    practices: new ScratchList(records),
    lookup: practiceLookup(records),
    unplaced: new Set(unplacedEvidenceNpis(evidence, practices)),
  };
}

/**
 * Reads every file and assembles the candidates. A function of its own so that the files' data can be
 * collected before the candidates are stored: memory peaks once, not twice.
 */
function collectCandidates() {
  const { evidence, practices, lookup, unplaced } = readEvidence();
  const zips = loadZipCentroids(GAZETTEER_DIR);
  const { organisations, clinicians, stats } = scanRegistry(files, {
    rules,
    zips,
    layouts,
    onProgress,
    evidence: { clinicians: unplaced, practices: lookup },
  });
  const assembled = assembleCandidates({ organisations, clinicians }, practices, evidence, {
    month,
    mainFile: files.main,
    plFile: files.pl,
    cliniciansFile: cmsFiles.clinicians,
    taxonomyNames: rules.taxonomyNames,
    zips,
    brandNames: rules.names.brands.map((brand) => brand.brand),
    withClinicianFile: cmsFiles.clinicians !== undefined,
  });
  practices.close();
  return { stats, assembled };
}

function runFiles(): RunFile[] {
  const entries: RunFile[] = [{ kind: "nppes", file: basename(files.main), period: month ?? null }];
  if (files.pl)
    entries.push({
      kind: "locations",
      file: basename(files.pl),
      period: registryFileMonth(files.pl) ?? null,
    });
  if (files.endpoints)
    entries.push({
      kind: "endpoints",
      file: basename(files.endpoints),
      period: registryFileMonth(files.endpoints) ?? null,
    });
  if (files.othernames)
    entries.push({
      kind: "othernames",
      file: basename(files.othernames),
      period: registryFileMonth(files.othernames) ?? null,
    });
  for (const kind of ["prescribers", "services", "clinicians"] as const) {
    const path = cmsFiles[kind];
    if (!path) continue;
    const year = cmsDataYear(path);
    entries.push({ kind, file: basename(path), period: year === undefined ? null : String(year) });
  }
  return entries;
}

let exitCode = 0;
try {
  const handle = await openReadyDatabase(config.DATABASE_URL, { memory: "batch" });
  console.log(`Database: ${handle.description}`);
  try {
    const existing = await loadExistingClinics(handle.db);
    console.log(`Rules: ${rules.description}`);
    console.log(`Listed clinics to compare with: ${existing.length}`);
    const startedAt = new Date();
    const { stats, assembled } = collectCandidates();
    if (showProgress) process.stderr.write("\r\x1b[2K");
    const matches = matchCandidates(assembled.keys, existing);
    // One pass over the candidates, each made, stored, reported and dropped in turn.
    const report = out === undefined ? undefined : new ReportWriter(out);
    let withEvidence = 0;
    function* counted() {
      let index = 0;
      for (const candidate of assembled.candidates()) {
        if (candidate.evidence !== null) withEvidence++;
        report?.write(candidate, matches[index++]);
        yield candidate;
      }
    }
    let stored: Awaited<ReturnType<typeof storeCandidateRun>> | null = null;
    try {
      if (dryRun) for (const _ of counted());
      else {
        stored = await storeCandidateRun(
          handle.db,
          {
            startedAt,
            finishedAt: new Date(),
            files: runFiles(),
            rules: rules.description,
            scan: {
              main: stats.main,
              cliniciansJoined: stats.cliniciansJoined,
              duplicates: assembled.duplicates.length,
            },
          },
          counted(),
        );
      }
      report?.close();
    } catch (error) {
      report?.abort();
      throw error;
    } finally {
      assembled.close();
    }
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    const lines = summaryLines({
      files,
      stats,
      cms: cmsSummaries,
      assembled,
      withEvidence,
      matches: matchCounts(matches),
      stored,
      out,
      seconds: (performance.now() - started) / 1000,
      peakRss: process.resourceUsage().maxRSS * 1024,
      peakHeap,
    });
    console.log(lines.join("\n"));
  } finally {
    await handle.close();
  }
} catch (error) {
  if (showProgress) process.stderr.write("\r\x1b[2K");
  console.error(`registry:candidates failed: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
}
process.exitCode = exitCode;
