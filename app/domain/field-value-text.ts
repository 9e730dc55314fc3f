import { DAYS_MONDAY_FIRST, findInsurance, findService } from "./catalog.ts";
import { CLINIC_FIELDS, type FieldKind } from "./clinic-fields.ts";
import { asOfDay, priceSourceLabel } from "./price-source.ts";
import { formatShortDate } from "./verification.ts";

/**
 * A clinic field's value in the import format, as a person reads it: dates as dates, yes or no, names
 * rather than ids, and a list as its items. One line for a single value, one per item for a list; an empty
 * value or list reads "(empty)".
 */
export function fieldValueLines(field: string, value: unknown): string[] {
  const kind = CLINIC_FIELDS.find((entry) => entry.name === field)?.value.kind;
  const lines = linesOf(kind, value);
  return lines.length === 0 ? ["(empty)"] : lines;
}

/** A clinic field's name as the edit form labels it ("Phone"); the field's own name when it has no label. */
export function fieldName(field: string): string {
  return CLINIC_FIELDS.find((entry) => entry.name === field)?.form.label ?? field;
}

/** The value on one line (list items joined with "; "). */
export function fieldValueText(field: string, value: unknown): string {
  return fieldValueLines(field, value).join("; ");
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function itemText(item: unknown, named: (id: string) => string): string {
  if (typeof item === "string") return named(item);
  if (typeof item === "object" && item !== null) {
    const record = item as Record<string, unknown>;
    const id = typeof record.id === "string" ? named(record.id) : null;
    const description = typeof record.description === "string" ? record.description : null;
    if (id) return description ? `${id}: ${description}` : id;
    return JSON.stringify(item);
  }
  return String(item);
}

function priceText(row: unknown): string {
  if (typeof row !== "object" || row === null) return String(row);
  const { service, price, source, asOf } = row as Record<string, unknown>;
  const from = typeof source === "string" && source !== "" ? priceSourceLabel(source) : null;
  const day = typeof asOf === "string" && asOf !== "" ? `as of ${asOfDay(asOf)}` : null;
  const sourced = [from, day].filter(Boolean).join(", ");
  return `${String(service ?? "")}: ${String(price ?? "")}${sourced ? ` (${sourced})` : ""}`;
}

function linesOf(kind: FieldKind | undefined, value: unknown): string[] {
  if (value === null || value === undefined || value === "") return [];
  if (kind === "yes-no" || kind === "yes-no-unknown" || typeof value === "boolean")
    return [value === true ? "Yes" : value === false ? "No" : String(value)];
  if (kind === "date" && typeof value === "string" && ISO_DAY.test(value)) return [formatShortDate(value)];
  if (kind === "hours" && typeof value === "object" && !Array.isArray(value)) {
    const hours = value as Record<string, unknown>;
    return DAYS_MONDAY_FIRST.filter((day) => hours[day] !== undefined).map(
      // A day's periods are stored "08:00-12:00,13:00-17:00": a space after each comma reads better.
      (day) => `${capitalized(day)}: ${String(hours[day]).split(",").join(", ")}`,
    );
  }
  if (Array.isArray(value)) {
    if (kind === "services") return value.map((item) => itemText(item, (id) => findService(id)?.name ?? id));
    if (kind === "insurance")
      return value.map((item) => itemText(item, (id) => findInsurance(id)?.name ?? id));
    if (kind === "pricing") return value.map(priceText);
    return value.map((item) => itemText(item, (id) => id));
  }
  if (typeof value === "object") return Object.keys(value).length === 0 ? [] : [JSON.stringify(value)];
  return [String(value)];
}
