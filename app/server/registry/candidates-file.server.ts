/**
 * The candidates compared with the clinics already listed, and written as a CSV report (`--out`) for reading
 * in a spreadsheet. The report is not an import file: candidates are published from the review queue in the
 * admin area (decision 32), and the import refuses a file with the report's columns.
 */
import { closeSync, openSync, renameSync, rmSync, writeSync } from "node:fs";
import { stringify } from "csv-stringify/sync";
import type { Kysely } from "kysely";
import { escapeFormula } from "../../domain/csv-formula.ts";
import {
  type CandidateMatch,
  type ExistingClinic,
  matchExistingClinics,
  matchLabel,
} from "../../domain/registry-duplicates.ts";
import { evidenceSummary } from "../../domain/registry-evidence.ts";
import type { Database } from "../db/schema.server.ts";
import type { CandidateKeyFields } from "./assemble.server.ts";
import type { RegistryCandidate } from "./queue.server.ts";

/** The report's columns. `candidateKey` first: the import recognises a report by it and refuses it. */
export const REPORT_COLUMNS = [
  "candidateKey",
  "name",
  "legalName",
  "otherNames",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zipCode",
  "phone",
  "npi",
  "orgPacId",
  "source",
  "foundBy",
  "nameMatch",
  "evidence",
  "match",
  "taxonomies",
  "registryLastUpdated",
] as const;

export type ReportRow = Record<(typeof REPORT_COLUMNS)[number], string>;

/** The stored clinics, as the duplicate rules need them. */
export async function loadExistingClinics(db: Kysely<Database>): Promise<ExistingClinic[]> {
  const rows = await db
    .selectFrom("clinics")
    .select(["slug", "name", "address_line1", "address_line2", "zip_code", "phone", "npi"])
    .execute();
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    zipCode: row.zip_code,
    phone: row.phone,
    npi: row.npi,
  }));
}

/** Each candidate against the stored clinics: already listed under its NPI, a possible duplicate, or new. */
export function matchCandidates(
  candidates: readonly CandidateKeyFields[],
  existing: readonly ExistingClinic[],
): CandidateMatch[] {
  return matchExistingClinics(
    candidates.map((candidate) => ({ ...candidate, npi: candidate.npi ?? "", primary: true })),
    existing,
  );
}

export function matchCounts(matches: readonly CandidateMatch[]): Record<CandidateMatch["kind"], number> {
  const counts: Record<CandidateMatch["kind"], number> = { new: 0, "same-npi": 0, "possible-duplicate": 0 };
  for (const match of matches) counts[match.kind]++;
  return counts;
}

export function reportRow(candidate: RegistryCandidate, match: CandidateMatch | undefined): ReportRow {
  return {
    candidateKey: candidate.key,
    name: candidate.name,
    legalName: candidate.legalName ?? "",
    otherNames: candidate.otherNames.join("; "),
    addressLine1: candidate.addressLine1,
    addressLine2: candidate.addressLine2 ?? "",
    city: candidate.city,
    state: candidate.state,
    zipCode: candidate.zipCode,
    phone: candidate.phone ?? "",
    npi: candidate.npi ?? "",
    orgPacId: candidate.orgPacId ?? "",
    source: candidate.source,
    foundBy: candidate.foundBy.join(", "),
    nameMatch: candidate.nameMatch ?? "",
    evidence: evidenceSummary(candidate.evidence) ?? "",
    match: match ? matchLabel(match) : "",
    taxonomies: candidate.taxonomies.map((t) => (t.name ? `${t.code} ${t.name}` : t.code)).join("; "),
    registryLastUpdated: candidate.registryLastUpdated ?? "",
  };
}

function csvRecords(rows: readonly ReportRow[]): string[][] {
  return rows.map((row) => REPORT_COLUMNS.map((column) => escapeFormula(row[column])));
}

/** The report's text: a header row, then one row per candidate; text that a spreadsheet would run is escaped. */
export function reportCsv(rows: readonly ReportRow[]): string {
  return stringify(csvRecords(rows), { header: true, columns: [...REPORT_COLUMNS] });
}

/**
 * Writes the report row by row as candidates come, through a temporary name beside it: `close` renames it into
 * place, `abort` removes it, so a failed run never leaves half a file.
 */
export class ReportWriter {
  readonly #path: string;
  readonly #partial: string;
  #fd: number | undefined;

  constructor(path: string) {
    this.#path = path;
    this.#partial = `${path}.partial`;
    this.#fd = openSync(this.#partial, "w");
    writeSync(this.#fd, stringify([[...REPORT_COLUMNS]]));
  }

  write(candidate: RegistryCandidate, match: CandidateMatch | undefined) {
    if (this.#fd === undefined) throw new Error("the report is closed");
    writeSync(this.#fd, stringify(csvRecords([reportRow(candidate, match)])));
  }

  close() {
    if (this.#fd === undefined) return;
    closeSync(this.#fd);
    this.#fd = undefined;
    renameSync(this.#partial, this.#path);
  }

  abort() {
    if (this.#fd !== undefined) closeSync(this.#fd);
    this.#fd = undefined;
    rmSync(this.#partial, { force: true });
  }
}

/** The whole report at once (tests, small runs). */
export function writeReportFile(
  path: string,
  candidates: Iterable<RegistryCandidate>,
  matches: readonly CandidateMatch[],
) {
  const writer = new ReportWriter(path);
  try {
    let index = 0;
    for (const candidate of candidates) writer.write(candidate, matches[index++]);
    writer.close();
  } catch (error) {
    writer.abort();
    throw error;
  }
}
