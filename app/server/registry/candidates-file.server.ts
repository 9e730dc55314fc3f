/**
 * From the organisations the scan kept to the rows of the candidates file: one row per practice location,
 * duplicates among them left out, each matched against the stored clinics and given a unique slug, written
 * as CSV in the import format (docs/data-format.md) plus the review columns.
 */
import { closeSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { basename } from "node:path";
import { stringify } from "csv-stringify/sync";
import type { Kysely } from "kysely";
import { escapeFormula } from "../../domain/csv-formula.ts";
import {
  CANDIDATE_REVIEW_COLUMNS,
  type CandidateReviewColumn,
  candidateSource,
  formatTaxonomies,
} from "../../domain/registry-candidate.ts";
import {
  assignSlugs,
  type CandidateDuplicate,
  type CandidateKey,
  type CandidateMatch,
  type ExistingClinic,
  findCandidateDuplicates,
  matchExistingClinics,
  matchLabel,
} from "../../domain/registry-duplicates.ts";
import { titleCase } from "../../domain/title-case.ts";
import type { CsvColumn } from "../clinics/csv-columns.server.ts";
import type { Database } from "../db/schema.server.ts";
import type { CandidateLocation, Organisation } from "./scan.server.ts";

/** The import fields the candidates file fills, in this order; `npi` follows them. */
export const IMPORT_COLUMNS = [
  "slug",
  "name",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zipCode",
  "latitude",
  "longitude",
  "phone",
  "verified",
  "source",
] as const satisfies readonly CsvColumn[];

export const CANDIDATE_COLUMNS = [...IMPORT_COLUMNS, "npi", ...CANDIDATE_REVIEW_COLUMNS] as const;

export type CandidateRow = Record<(typeof IMPORT_COLUMNS)[number] | "npi", string> &
  Record<CandidateReviewColumn, string>;

/** A stored clinic as the candidates need it: the duplicate rules' fields and whether it is verified. */
export interface StoredClinic extends ExistingClinic {
  verified: boolean;
}

/** The stored clinics, as the duplicate rules need them. */
export async function loadExistingClinics(db: Kysely<Database>): Promise<StoredClinic[]> {
  const rows = await db
    .selectFrom("clinics")
    .select(["slug", "name", "address_line1", "address_line2", "zip_code", "phone", "npi", "verified"])
    .execute();
  return rows.map((row) => ({
    verified: row.verified === 1,
    slug: row.slug,
    name: row.name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    zipCode: row.zip_code,
    phone: row.phone,
    npi: row.npi,
  }));
}

interface Located extends CandidateKey, CandidateLocation {
  organisation: Organisation;
  /** File and line the location comes from. */
  file: string;
  line: number;
}

export interface DuplicateCandidate {
  file: string;
  line: number;
  npi: string;
  name: string;
  of: { file: string; line: number; npi: string };
  reason: CandidateDuplicate["reason"];
}

/** The candidates after the duplicate rules, with their matches and slugs; rows are made on demand. */
export interface CandidatePlan {
  kept: readonly Located[];
  matches: readonly CandidateMatch[];
  slugs: readonly string[];
  duplicates: DuplicateCandidate[];
  counts: Record<CandidateMatch["kind"], number>;
  month: string | undefined;
  taxonomyNames: ReadonlyMap<string, string>;
  /** Slugs of the stored clinics the operator has verified. */
  verifiedSlugs: ReadonlySet<string>;
}

export interface CandidateSet {
  rows: CandidateRow[];
  duplicates: DuplicateCandidate[];
  matches: Record<CandidateMatch["kind"], number>;
}

/** The matchedKeyword column: the keyword, and the legal name when it was found there but a DBA name is shown. */
function keywordLabel(organisation: Organisation): string {
  if (organisation.keywordIn === "legal" && organisation.dbaName !== undefined) {
    return `${organisation.keyword} (legal name: ${titleCase(organisation.legalName)})`;
  }
  return organisation.keyword;
}

/**
 * The candidates in file order (each organisation's main location, then its secondary locations), after
 * the duplicate rules of app/domain/registry-duplicates.ts: duplicates among them left out, the rest matched
 * against the stored clinics and given slugs.
 */
export function planCandidates(
  organisations: readonly Organisation[],
  existing: readonly (ExistingClinic & { verified?: boolean })[],
  context: {
    mainFile: string;
    plFile?: string;
    month: string | undefined;
    taxonomyNames: ReadonlyMap<string, string>;
  },
): CandidatePlan {
  const located: Located[] = [];
  for (const organisation of organisations) {
    const name = titleCase(organisation.dbaName ?? organisation.legalName);
    const entry = (location: CandidateLocation, primary: boolean, file: string, line: number): Located => ({
      ...location,
      npi: organisation.npi,
      name,
      primary,
      organisation,
      file,
      line,
    });
    if (organisation.primary)
      located.push(entry(organisation.primary, true, context.mainFile, organisation.line));
    for (const secondary of organisation.secondaries) {
      located.push(entry(secondary.location, false, context.plFile ?? "", secondary.line));
    }
  }

  const duplicateOf = findCandidateDuplicates(located);
  const kept: Located[] = [];
  const duplicates: DuplicateCandidate[] = [];
  located.forEach((candidate, index) => {
    const duplicate = duplicateOf[index];
    const original = duplicate ? located[duplicate.of] : undefined;
    if (!duplicate || !original) {
      kept.push(candidate);
      return;
    }
    duplicates.push({
      file: basename(candidate.file),
      line: candidate.line,
      npi: candidate.npi,
      name: candidate.name,
      of: { file: basename(original.file), line: original.line, npi: original.npi },
      reason: duplicate.reason,
    });
  });

  const matches = matchExistingClinics(kept, existing);
  const slugs = assignSlugs(
    kept,
    matches,
    existing.map((clinic) => clinic.slug),
  );
  const counts: CandidatePlan["counts"] = { new: 0, "same-npi": 0, "possible-duplicate": 0 };
  for (const match of matches) counts[match.kind]++;
  return {
    kept,
    matches,
    slugs,
    duplicates,
    counts,
    month: context.month,
    taxonomyNames: context.taxonomyNames,
    verifiedSlugs: new Set(existing.filter((clinic) => clinic.verified).map((clinic) => clinic.slug)),
  };
}

/** Row `index` of the plan, in the columns of the candidates file. */
export function candidateRow(plan: CandidatePlan, index: number): CandidateRow {
  const candidate = plan.kept[index];
  if (!candidate) throw new RangeError(`no candidate ${index}`);
  const { organisation } = candidate;
  const match = plan.matches[index] ?? { kind: "new" };
  // A row that updates a verified clinic at the same address keeps its verification (the import keeps the
  // date, which the file does not carry); anything new or moved is unverified until the operator checks it.
  const keepsVerification = match.kind === "same-npi" && !match.moved && plan.verifiedSlugs.has(match.slug);
  return {
    slug: plan.slugs[index] ?? "",
    name: candidate.name,
    addressLine1: candidate.addressLine1,
    addressLine2: candidate.addressLine2 ?? "",
    city: candidate.city,
    state: candidate.state,
    zipCode: candidate.zipCode,
    latitude: String(candidate.latitude),
    longitude: String(candidate.longitude),
    phone: candidate.phone ?? "",
    verified: keepsVerification ? "true" : "false",
    source: candidateSource(plan.month, candidate.npi),
    npi: candidate.npi,
    match: matchLabel(match),
    matchedTaxonomies: formatTaxonomies(organisation.taxonomies, plan.taxonomyNames),
    matchedKeyword: keywordLabel(organisation),
    registryLastUpdated: organisation.lastUpdated ?? "",
  };
}

/** Every row of the plan at once (tests, small files). */
export function buildCandidates(...args: Parameters<typeof planCandidates>): CandidateSet {
  const plan = planCandidates(...args);
  return {
    rows: plan.kept.map((_, index) => candidateRow(plan, index)),
    duplicates: plan.duplicates,
    matches: plan.counts,
  };
}

const NUMBER_COLUMNS: ReadonlySet<string> = new Set(["latitude", "longitude"]);

function csvRecords(rows: readonly CandidateRow[]): string[][] {
  return rows.map((row) =>
    CANDIDATE_COLUMNS.map((column) =>
      NUMBER_COLUMNS.has(column) ? row[column] : escapeFormula(row[column]),
    ),
  );
}

/** The file's text: a header row, then one row per candidate; text that a spreadsheet would run is escaped. */
export function candidatesCsv(rows: readonly CandidateRow[]): string {
  return stringify(csvRecords(rows), { header: true, columns: [...CANDIDATE_COLUMNS] });
}

const WRITE_BATCH = 1000;

/**
 * Writes the file a thousand rows at a time (making every row first would double the tool's peak memory),
 * through a temporary name beside it, so a failed run never leaves half a file.
 */
export function writeCandidatesFile(path: string, plan: CandidatePlan) {
  const partial = `${path}.partial`;
  let fd: number | undefined;
  try {
    fd = openSync(partial, "w");
    writeSync(fd, stringify([[...CANDIDATE_COLUMNS]]));
    for (let start = 0; start < plan.kept.length; start += WRITE_BATCH) {
      const rows: CandidateRow[] = [];
      for (let index = start; index < Math.min(start + WRITE_BATCH, plan.kept.length); index++) {
        rows.push(candidateRow(plan, index));
      }
      writeSync(fd, stringify(csvRecords(rows)));
    }
    closeSync(fd);
    fd = undefined;
    renameSync(partial, path);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(partial, { force: true });
    throw error;
  }
}
