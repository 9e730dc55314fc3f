import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { DAYS_MONDAY_FIRST, type DayOfWeek } from "../../domain/catalog.ts";
import type { Clinic } from "../../domain/clinic.ts";
import { clinicToInput } from "../../domain/clinic-export.ts";
import { CLINIC_FIELDS, type FieldKind } from "../../domain/clinic-fields.ts";
import {
  allInsuranceIds,
  allServiceIds,
  type DayPeriodFields,
  dateCell,
  dayCell,
  FIELD_NAMES,
  insuranceCell,
  isDayStatus,
  type PriceRowFields,
  type PriceRowPart,
  pricingCell,
  servicesCell,
} from "../../domain/clinic-form-editors.ts";
import { escapeFormula, unescapeFormula } from "../../domain/csv-formula.ts";
import { MAX_PERIODS_PER_DAY } from "../../domain/day-periods.ts";
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

/**
 * Form errors by field: "services.2", "pricing.0.low" and "pricing.0.asOf" belong to their column, "hours.monday"
 * to monday.
 */
export type FieldErrors = Partial<Record<CsvColumn | "(row)", string[]>>;

const KIND_OF_COLUMN = new Map<string, FieldKind>(
  CLINIC_FIELDS.flatMap((field): [string, FieldKind][] =>
    field.value.kind === "hours"
      ? DAYS_MONDAY_FIRST.map((day) => [day, "hours"])
      : [[field.name, field.value.kind]],
  ),
);

function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function textsOf(form: FormData, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string");
}

/** The editor's rows, in the order of their numbers (a row removed in the browser leaves a gap). */
function priceRowsFrom(form: FormData): PriceRowFields[] | null {
  const rows = new Map<number, PriceRowFields>();
  for (const key of form.keys()) {
    const match = /^pricing\.(\d{1,3})\.(service|low|high|unit|price|source|asOf)$/.exec(key);
    if (!match) continue;
    const row = Number(match[1]);
    if (!rows.has(row)) {
      const part = (name: PriceRowPart) => textOf(form, FIELD_NAMES.priceRow(row, name));
      rows.set(row, {
        service: part("service"),
        low: part("low"),
        high: part("high"),
        unit: part("unit"),
        price: part("price"),
        source: part("source"),
        asOf: part("asOf"),
      });
    }
  }
  if (rows.size === 0) return null;
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** A day's periods as posted, in the editor's order; a period the form did not send at all ends the list. */
function dayPeriodsFrom(form: FormData, day: DayOfWeek): DayPeriodFields[] {
  const periods: DayPeriodFields[] = [];
  for (let period = 1; period <= MAX_PERIODS_PER_DAY; period++) {
    const opens = FIELD_NAMES.dayOpens(day, period);
    const closes = FIELD_NAMES.dayCloses(day, period);
    if (period > 1 && !form.has(opens) && !form.has(closes)) break;
    periods.push({ opens: textOf(form, opens), closes: textOf(form, closes) });
  }
  return periods;
}

/**
 * One column's cell from the form: the structured editors' fields when the form sent them, else the field of
 * the column's own name (a post made by hand, or by a test, in the import format).
 */
function cellFrom(form: FormData, column: CsvColumn, before: string, problems: FieldErrors): string {
  const say = (messages: string[]) => {
    if (messages.length > 0) problems[column] = messages;
  };
  switch (KIND_OF_COLUMN.get(column)) {
    case "services": {
      const chosen = textsOf(form, FIELD_NAMES.services);
      if (chosen.length === 1 && !allServiceIds(chosen)) return chosen[0] ?? "";
      if (!allServiceIds(chosen)) return chosen.join(";");
      const descriptions = new Map(
        chosen.map((id) => [id, textOf(form, FIELD_NAMES.serviceDescription(id))]),
      );
      return servicesCell(chosen, descriptions, before);
    }
    case "insurance": {
      const chosen = textsOf(form, FIELD_NAMES.insurance);
      if (!allInsuranceIds(chosen)) return chosen.join(";");
      return insuranceCell(chosen, before);
    }
    case "pricing": {
      const rows = priceRowsFrom(form);
      if (rows === null) return textOf(form, column);
      const { cell, problems: messages } = pricingCell(rows);
      say(messages);
      return cell;
    }
    case "hours": {
      const day = column as DayOfWeek;
      const status = form.get(FIELD_NAMES.dayStatus(day));
      if (typeof status !== "string") return textOf(form, column);
      if (!isDayStatus(status)) {
        say(["must be Not published, Closed or Open"]);
        return "";
      }
      const { cell, problem } = dayCell({ status, periods: dayPeriodsFrom(form, day) });
      if (problem) say([problem]);
      return cell;
    }
    case "date":
      return dateCell(textOf(form, column), before);
    case "yes-no":
      // An unticked checkbox sends nothing.
      return form.has(column) ? textOf(form, column) : "false";
    default:
      return textOf(form, column);
  }
}

/**
 * The form's cells, each as the import format writes it, and the problems the editors found (a price row
 * without a service, a day open without its times). `loaded` is the form as it was loaded: an unchanged
 * choice keeps its order and an unchanged date its time, so the history records only real changes.
 */
export function readClinicForm(
  form: FormData,
  loaded: ClinicFormValues | null,
): { values: ClinicFormValues; problems: FieldErrors } {
  const values = emptyFormValues();
  const problems: FieldErrors = {};
  for (const column of FORM_COLUMNS) {
    values[column] = cellFrom(form, column, loaded?.[column] ?? "", problems);
  }
  return { values, problems };
}

/** The editors' problems, and the import's for every other field. */
export function withEditorProblems(editor: FieldErrors, imported: FieldErrors): FieldErrors {
  const merged: FieldErrors = { ...editor };
  for (const [column, messages] of Object.entries(imported) as [keyof FieldErrors, string[]][]) {
    if (!merged[column]) merged[column] = messages;
  }
  return merged;
}

function columnOf(field: string): CsvColumn | "(row)" {
  const [first = "", second = ""] = field.split(".");
  const name = first === "hours" && second ? second : first;
  return (FORM_COLUMNS as readonly string[]).includes(name) ? (name as CsvColumn) : "(row)";
}

function groupErrors(errors: readonly RowError[]): FieldErrors {
  const grouped: FieldErrors = {};
  for (const error of errors) {
    const column = columnOf(error.field);
    // A day's own problem is shown under the day ("Monday must close after it opens"), without "hours.monday".
    const ownField = column === "(row)" || error.field === column || error.field === `hours.${column}`;
    const detail = ownField ? error.message : `${error.field}: ${error.message}`;
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
