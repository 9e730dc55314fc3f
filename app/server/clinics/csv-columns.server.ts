import { DAYS_MONDAY_FIRST, type DayOfWeek } from "../../domain/catalog.ts";
import {
  CLINIC_FIELDS,
  type ClinicField,
  type ClinicFieldName,
  type FieldKind,
  IMPORT_FIELDS,
  LEGACY_FIELDS,
  type LegacyFieldEntry,
} from "../../domain/clinic-fields.ts";

/** The CSV columns of a field table, in export order: the field names, except that `hours` is one column a day. */
export function csvColumnsOf(fields: readonly Pick<ClinicField, "name" | "value">[]): string[] {
  return fields.flatMap((field): readonly string[] =>
    field.value.kind === "hours" ? DAYS_MONDAY_FIRST : [field.name],
  );
}

type LegacyColumn = LegacyFieldEntry["name"];
type WrittenColumn = Exclude<ClinicFieldName, "hours"> | DayOfWeek;
export type CsvColumn = WrittenColumn | LegacyColumn;

/** The CSV columns, in export order (app/domain/clinic-fields.ts). */
export const CSV_COLUMNS = csvColumnsOf(CLINIC_FIELDS) as readonly WrittenColumn[];

/** Columns still read under their earlier names (googleRating and googleReviewCount), never written. */
export const LEGACY_CSV_COLUMNS: readonly LegacyColumn[] = LEGACY_FIELDS.map((field) => field.name);

/**
 * How a cell is read and written: numbers as plain decimals (never escaped as formulas), true/false words,
 * lists separated by ";" (or a JSON array), JSON (pricing), one day of `hours`, or text.
 */
export type CellKind = "number" | "boolean" | "list" | "json" | "day" | "text";

const CELL_OF_KIND: Record<FieldKind, CellKind> = {
  slug: "text",
  text: "text",
  state: "text",
  zip: "text",
  number: "number",
  choice: "text",
  phone: "text",
  url: "text",
  date: "text",
  npi: "text",
  "yes-no": "boolean",
  "yes-no-unknown": "boolean",
  services: "list",
  insurance: "list",
  states: "list",
  pricing: "json",
  hours: "day",
};

const CELLS = new Map<string, CellKind>(
  IMPORT_FIELDS.flatMap((field) =>
    csvColumnsOf([field]).map((column): [string, CellKind] => [column, CELL_OF_KIND[field.value.kind]]),
  ),
);

export function cellOf(column: CsvColumn): CellKind {
  return CELLS.get(column) ?? "text";
}
