import { stringify } from "csv-stringify/sync";
import type { Kysely } from "kysely";
import type { DayOfWeek } from "../../domain/catalog.ts";
import { clinicToInput } from "../../domain/clinic-export.ts";
import type { ClinicInputRaw } from "../../domain/clinic-input.ts";
import { escapeFormula } from "../../domain/csv-formula.ts";
import type { Database } from "../db/schema.server.ts";
import { CSV_COLUMNS, type CsvColumn, cellOf } from "./csv-columns.server.ts";
import type { ClinicFileFormat } from "./import-file.server.ts";
import { hydrateClinics } from "./read.server.ts";

const BATCH_SIZE = 500;

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/**
 * Every stored clinic in the import format (or only those with the given ids), ordered by slug (plain
 * character order, the same on every database). Importing the result again changes nothing.
 */
export async function exportClinics(
  db: Kysely<Database>,
  only?: readonly number[],
): Promise<ClinicInputRaw[]> {
  const keys =
    only === undefined
      ? await db.selectFrom("clinics").select(["id", "slug"]).execute()
      : (
          await Promise.all(
            chunksOf(only, BATCH_SIZE).map((ids) =>
              db.selectFrom("clinics").select(["id", "slug"]).where("id", "in", ids).execute(),
            ),
          )
        ).flat();
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
  return cellOf(column) === "number" ? cell : escapeFormula(cell);
}

function csvValue(column: CsvColumn, clinic: ClinicInputRaw): string {
  const kind = cellOf(column);
  if (kind === "day") return clinic.hours?.[column as DayOfWeek] ?? "";
  const value = clinic[column as keyof ClinicInputRaw];
  if (value === undefined || value === null) return "";
  switch (kind) {
    case "list":
      return Array.isArray(value) ? listCell(value) : "";
    case "json":
      return Array.isArray(value) && value.length > 0 ? JSON.stringify(value) : "";
    case "boolean":
      return value ? "true" : "false";
    default:
      return String(value);
  }
}

/** The clinics as an import file: pretty-printed JSON, or CSV with a header row of CSV_COLUMNS. */
export function serializeClinics(clinics: readonly ClinicInputRaw[], format: ClinicFileFormat): string {
  if (format === "json") return `${JSON.stringify(clinics, null, 2)}\n`;
  return stringify(
    clinics.map((clinic) => CSV_COLUMNS.map((column) => csvCell(column, clinic))),
    { header: true, columns: [...CSV_COLUMNS] },
  );
}
