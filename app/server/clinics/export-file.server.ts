import { stringify } from "csv-stringify/sync";
import type { Kysely } from "kysely";
import { DAYS_OF_WEEK } from "../../domain/catalog.ts";
import { clinicToInput } from "../../domain/clinic-export.ts";
import type { ClinicInputRaw } from "../../domain/clinic-input.ts";
import { escapeFormula } from "../../domain/csv-formula.ts";
import type { Database } from "../db/schema.server.ts";
import { BOOLEAN_COLUMNS, CSV_COLUMNS, type CsvColumn, NUMBER_COLUMNS } from "./csv-columns.server.ts";
import type { ClinicFileFormat } from "./import-file.server.ts";
import { hydrateClinics } from "./read.server.ts";

const BATCH_SIZE = 500;

/**
 * Every stored clinic in the import format, ordered by slug (plain character order, the same on every
 * database). Importing the result again changes nothing.
 */
export async function exportClinics(db: Kysely<Database>): Promise<ClinicInputRaw[]> {
  const keys = await db.selectFrom("clinics").select(["id", "slug"]).execute();
  keys.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const result: ClinicInputRaw[] = [];
  for (let start = 0; start < keys.length; start += BATCH_SIZE) {
    const ids = keys.slice(start, start + BATCH_SIZE).map((key) => key.id);
    const rows = await db.selectFrom("clinics").selectAll().where("id", "in", ids).execute();
    const byId = new Map((await hydrateClinics(db, rows)).map((clinic) => [clinic.id, clinic]));
    for (const id of ids) {
      const clinic = byId.get(id);
      if (clinic) result.push(clinicToInput(clinic));
    }
  }
  return result;
}

/** A list cell: "a;b" when no item contains ";", otherwise a JSON array. */
function listCell(items: readonly unknown[]): string {
  if (items.length === 0) return "";
  if (items.every((item) => typeof item === "string" && !item.includes(";") && !item.startsWith("["))) {
    return items.join(";");
  }
  return JSON.stringify(items);
}

/** A cell as written: text that a spreadsheet would run as a formula is escaped (see csv-formula.ts). */
function csvCell(column: CsvColumn, clinic: ClinicInputRaw): string {
  const cell = csvValue(column, clinic);
  return NUMBER_COLUMNS.has(column) ? cell : escapeFormula(cell);
}

function csvValue(column: CsvColumn, clinic: ClinicInputRaw): string {
  if ((DAYS_OF_WEEK as readonly string[]).includes(column)) {
    return clinic.hours?.[column as (typeof DAYS_OF_WEEK)[number]] ?? "";
  }
  const value = clinic[column as keyof ClinicInputRaw];
  if (value === undefined || value === null) return "";
  if (column === "services" || column === "insurance" || column === "licenseStates") {
    return Array.isArray(value) ? listCell(value) : "";
  }
  if (column === "pricing") return Array.isArray(value) && value.length > 0 ? JSON.stringify(value) : "";
  if (BOOLEAN_COLUMNS.has(column)) return value ? "true" : "false";
  return String(value);
}

/** The clinics as an import file: pretty-printed JSON, or CSV with a header row of CSV_COLUMNS. */
export function serializeClinics(clinics: readonly ClinicInputRaw[], format: ClinicFileFormat): string {
  if (format === "json") return `${JSON.stringify(clinics, null, 2)}\n`;
  return stringify(
    clinics.map((clinic) => CSV_COLUMNS.map((column) => csvCell(column, clinic))),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}
