import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { Clinic } from "../../domain/clinic.ts";
import { clinicToInput } from "../../domain/clinic-export.ts";
import { escapeFormula, unescapeFormula } from "../../domain/csv-formula.ts";
import { CSV_COLUMNS, type CsvColumn, cellOf } from "../clinics/csv-columns.server.ts";
import { parseCsvText } from "../clinics/csv-rows.server.ts";
import { serializeClinics } from "../clinics/export-file.server.ts";
import { prepareClinics, type RowError, type ZipLookup } from "../clinics/prepare.server.ts";
import type { PreparedClinic } from "../clinics/write.server.ts";

/**
 * The edit form is one CSV record: one field per CSV column (docs/data-format.md), read by the import's own
 * CSV reader and checked by the import's own rules (prepareClinics), so a field is accepted, refused and
 * explained exactly as in an import file.
 */
export type ClinicFormValues = Record<CsvColumn, string>;

export const FORM_COLUMNS: readonly CsvColumn[] = CSV_COLUMNS;

export function emptyFormValues(): ClinicFormValues {
  return Object.fromEntries(FORM_COLUMNS.map((column) => [column, ""])) as ClinicFormValues;
}

/** A stored clinic's cells as an export would write them (without the spreadsheet formula escape). */
export function formValuesOf(clinic: Clinic): ClinicFormValues {
  const text = serializeClinics([clinicToInput(clinic)], "csv");
  const [header = [], cells = []] = parse(text) as string[][];
  const values = emptyFormValues();
  header.forEach((column, index) => {
    if ((FORM_COLUMNS as readonly string[]).includes(column)) {
      values[column as CsvColumn] = unescapeFormula(cells[index] ?? "");
    }
  });
  return values;
}

/** The form's fields, each as text (missing ones empty). */
export function formValuesFrom(form: FormData): ClinicFormValues {
  const values = emptyFormValues();
  for (const column of FORM_COLUMNS) {
    const value = form.get(column);
    values[column] = typeof value === "string" ? value : "";
  }
  return values;
}

/** Form errors by field: "services.2" and "pricing.0.low" belong to their column, "hours.monday" to monday. */
export type FieldErrors = Partial<Record<CsvColumn | "(row)", string[]>>;

function columnOf(field: string): CsvColumn | "(row)" {
  const [first = "", second = ""] = field.split(".");
  const name = first === "hours" && second ? second : first;
  return (FORM_COLUMNS as readonly string[]).includes(name) ? (name as CsvColumn) : "(row)";
}

function groupErrors(errors: readonly RowError[]): FieldErrors {
  const grouped: FieldErrors = {};
  for (const error of errors) {
    const column = columnOf(error.field);
    const detail =
      column === "(row)" || error.field === column ? error.message : `${error.field}: ${error.message}`;
    const list = grouped[column] ?? [];
    list.push(detail);
    grouped[column] = list;
  }
  return grouped;
}

export type FormCheck = { ok: true; clinic: PreparedClinic } | { ok: false; errors: FieldErrors };

/** Reads and checks the form as the import would read and check a CSV file with this one record. */
export function checkClinicForm(values: ClinicFormValues, zips: ZipLookup): FormCheck {
  const cells = FORM_COLUMNS.map((column) => {
    const value = values[column].replace(/\r\n?/g, "\n");
    return cellOf(column) === "number" ? value : escapeFormula(value);
  });
  const parsed = parseCsvText(stringify([[...FORM_COLUMNS], cells]));
  const row = parsed.rows[0];
  if (parsed.errors.length > 0 || !row) {
    return { ok: false, errors: groupErrors(parsed.errors) };
  }
  const prepared = prepareClinics([row], zips);
  const clinic = prepared.clinics[0];
  if (prepared.errors.length > 0 || !clinic) return { ok: false, errors: groupErrors(prepared.errors) };
  return { ok: true, clinic };
}

/** The longest note an audit entry takes ("From a visitor's suggestion #12"). */
export const MAX_NOTE_LENGTH = 200;

/**
 * A link can open the edit form with some fields already changed, for the operator to check and save:
 * `?prefill.phone=(512)%20555-0100&note=From%20suggestion%2012`. The note is kept with the audit entry.
 */
export function prefilled(
  values: ClinicFormValues,
  params: URLSearchParams,
): { values: ClinicFormValues; fields: CsvColumn[]; note: string | null } {
  const result = { ...values };
  const fields: CsvColumn[] = [];
  for (const column of FORM_COLUMNS) {
    const value = params.get(`prefill.${column}`);
    if (value === null) continue;
    result[column] = value.slice(0, 10_000);
    fields.push(column);
  }
  const note = params.get("note")?.trim().slice(0, MAX_NOTE_LENGTH) || null;
  return { values: result, fields, note };
}
