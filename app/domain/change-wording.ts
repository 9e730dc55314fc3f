import { DAYS_MONDAY_FIRST, findInsurance, findService } from "./catalog.ts";
import { CLINIC_FIELDS, type FieldKind } from "./clinic-fields.ts";
import { priceWording } from "./clinic-form-editors.ts";
import { normaliseDay } from "./day-periods.ts";
import { asOfDay, priceSourceLabel } from "./price-source.ts";

/**
 * A change in a clinic's history (the audit log stores each field before and after, in the import format)
 * told in words: "Monday: 9:00-17:00 → closed", "Accepting new patients: yes → no", "Services: added
 * Hormone Testing". One line each; a field whose parts changed (days, list items, price rows) gives several.
 */
export interface ChangeLike {
  field: string;
  before: unknown;
  after: unknown;
}

const ARROW = "→";
const KIND_OF = new Map<string, FieldKind>(CLINIC_FIELDS.map((field) => [field.name, field.value.kind]));

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === "" ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === "object" && value !== null && Object.keys(value).length === 0)
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "09:00-17:30" -> "9:00-17:30"; "09:00-12:00,13:00-17:00" -> "9:00-12:00, 13:00-17:00"; "closed" -> "closed".
 * A day left out is closed when the clinic publishes hours at all (docs/data-format.md), and "not published"
 * when it publishes none.
 */
function dayText(value: unknown, published: boolean): string {
  if (typeof value !== "string" || value.trim() === "") return published ? "closed" : "not published";
  const day = normaliseDay(value);
  if (day === "closed") return "closed";
  return day
    .split(",")
    .map((period) => period.replace(/(^|-)0(\d:)/g, "$1$2"))
    .join(", ");
}

function hoursLines(before: unknown, after: unknown): string[] {
  const day = (record: unknown, name: string) =>
    typeof record === "object" && record !== null ? (record as Record<string, unknown>)[name] : undefined;
  return DAYS_MONDAY_FIRST.flatMap((name) => {
    const was = dayText(day(before, name), !isEmpty(before));
    const now = dayText(day(after, name), !isEmpty(after));
    return was === now ? [] : [`${capitalised(name)}: ${was} ${ARROW} ${now}`];
  });
}

function yesNo(value: unknown): string {
  if (value === true) return "yes";
  if (value === false) return "no";
  return "not stated";
}

function plain(value: unknown): string {
  if (isEmpty(value)) return "(empty)";
  if (typeof value === "string") {
    // Timestamps of a day (a check, review figures read on) read as the day.
    return /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/.test(value) ? value.slice(0, 10) : value;
  }
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** List items by a key, each with its wording: services by id, insurers by id, states by code. */
type Item = { key: string; name: string; note: string };

function serviceItem(value: unknown): Item | null {
  const id = typeof value === "string" ? value : (value as { id?: unknown } | null)?.id;
  if (typeof id !== "string") return null;
  const description = typeof value === "object" ? (value as { description?: unknown }).description : "";
  return {
    key: id,
    name: findService(id)?.name ?? id,
    note: typeof description === "string" ? description : "",
  };
}

function insuranceItem(value: unknown): Item | null {
  return typeof value === "string"
    ? { key: value, name: findInsurance(value)?.name ?? value, note: "" }
    : null;
}

function stateItem(value: unknown): Item | null {
  return typeof value === "string" ? { key: value, name: value, note: "" } : null;
}

function itemsOf(value: unknown, read: (item: unknown) => Item | null): Item[] {
  return (Array.isArray(value) ? value : []).flatMap((item) => read(item) ?? []);
}

function listLines(label: string, before: unknown, after: unknown, read: (item: unknown) => Item | null) {
  const was = itemsOf(before, read);
  const now = itemsOf(after, read);
  const added = now.filter((item) => !was.some((old) => old.key === item.key));
  const removed = was.filter((item) => !now.some((kept) => kept.key === item.key));
  const lines: string[] = [];
  if (added.length > 0) lines.push(`${label}: added ${added.map((item) => item.name).join(", ")}`);
  if (removed.length > 0) lines.push(`${label}: removed ${removed.map((item) => item.name).join(", ")}`);
  for (const item of now) {
    const old = was.find((candidate) => candidate.key === item.key);
    if (old && old.note !== item.note) {
      lines.push(
        `${item.name} note: ${old.note ? `"${old.note}"` : "(none)"} ${ARROW} ${item.note ? `"${item.note}"` : "(none)"}`,
      );
    }
  }
  return lines.length > 0 ? lines : [`${label}: same items, in another order`];
}

interface PriceRow {
  service: string;
  price: string;
  /** "Clinic website, as of Mar 4, 2026"; "" for a row stored before prices kept their source. */
  sourced: string;
}

/** Where a price came from and its day, as the history tells them (decision 43). */
function sourcedText(source: unknown, asOf: unknown): string {
  const from = typeof source === "string" && source !== "" ? priceSourceLabel(source) : "";
  const day = typeof asOf === "string" && asOf !== "" ? `as of ${asOfDay(asOf)}` : "";
  return [from, day].filter(Boolean).join(", ");
}

function priceRows(value: unknown): PriceRow[] {
  return (Array.isArray(value) ? value : []).flatMap((row) => {
    if (typeof row !== "object" || row === null) return [];
    const { service, price, low, high, unit, source, asOf } = row as Record<string, unknown>;
    const worded =
      typeof price === "string" && price !== ""
        ? price
        : typeof low === "number"
          ? priceWording(low, typeof high === "number" ? high : null, typeof unit === "string" ? unit : null)
          : "";
    return [
      {
        service: typeof service === "string" ? service : "",
        price: worded,
        sourced: sourcedText(source, asOf),
      },
    ];
  });
}

const inBrackets = (sourced: string) => (sourced ? ` (${sourced})` : "");

function pricingLines(label: string, before: unknown, after: unknown): string[] {
  const was = priceRows(before);
  const now = priceRows(after);
  const lines: string[] = [];
  for (const row of now) {
    const old = was.find((candidate) => candidate.service === row.service);
    if (!old) lines.push(`${label}: added ${row.service}, ${row.price}${inBrackets(row.sourced)}`);
    else if (old.price !== row.price)
      lines.push(`${label}: ${row.service} ${old.price} ${ARROW} ${row.price}${inBrackets(row.sourced)}`);
    else if (old.sourced !== row.sourced)
      lines.push(
        `${label}: ${row.service}, ${row.price}: ${old.sourced || "no source"} ${ARROW} ${row.sourced || "no source"}`,
      );
  }
  for (const row of was) {
    if (!now.some((candidate) => candidate.service === row.service)) {
      lines.push(`${label}: removed ${row.service}, ${row.price}`);
    }
  }
  return lines.length > 0 ? lines : [`${label}: same prices, in another order`];
}

/** A change in words; `label` names the field ("Accepting new patients"). */
export function changeInWords(change: ChangeLike, label: string): string[] {
  const { before, after } = change;
  switch (KIND_OF.get(change.field)) {
    case "hours":
      return hoursLines(before, after);
    case "yes-no":
    case "yes-no-unknown":
      return [`${label}: ${yesNo(before)} ${ARROW} ${yesNo(after)}`];
    case "services":
      return listLines(label, before, after, serviceItem);
    case "insurance":
      return listLines(label, before, after, insuranceItem);
    case "states":
      return listLines(label, before, after, stateItem);
    case "pricing":
      return pricingLines(label, before, after);
    default:
      return [`${label}: ${plain(before)} ${ARROW} ${plain(after)}`];
  }
}
