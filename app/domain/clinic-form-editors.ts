import { type DayOfWeek, findInsurance, findService, INSURANCE_PROVIDERS, SERVICES } from "./catalog.ts";
import { normaliseDay } from "./day-periods.ts";
import { isFutureDay, isIsoDay, isPriceSource } from "./price-source.ts";

/**
 * The clinic form's structured editors (decision 40) and the import format's cells they stand for. The form
 * posts these field names with or without JavaScript; the server puts the cells back together
 * (clinic-form.server.ts) and the form takes a cell apart to show it.
 */
export const FIELD_NAMES = {
  /** A checkbox per catalog service, its value the service's id. */
  services: "services",
  serviceDescription: (id: string) => `serviceDescription.${id}`,
  insurance: "insurance",
  dayStatus: (day: DayOfWeek) => `${day}.status`,
  /** The first period's times keep the day's plain names; the second is "monday.opens.2". */
  dayOpens: (day: DayOfWeek, period = 1) => (period === 1 ? `${day}.opens` : `${day}.opens.${period}`),
  dayCloses: (day: DayOfWeek, period = 1) => (period === 1 ? `${day}.closes` : `${day}.closes.${period}`),
  priceRow: (row: number, part: PriceRowPart) => `pricing.${row}.${part}`,
} as const;

export const PRICE_UNITS = ["visit", "month", "procedure", "test", "year", "week"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** The pricing rows a clinic may have (docs/data-format.md). */
export const MAX_PRICE_ROWS = 30;

/** A list cell's items: a JSON array, or text separated by ";" (docs/data-format.md). */
export function listItems(cell: string): unknown[] {
  const text = cell.trim();
  if (text === "") return [];
  if (text.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // Not JSON after all: read as a ";" list, as the import does.
    }
  }
  return text
    .split(";")
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

/** The services a cell names, by id, each with its description ("" for none), in the cell's order. */
export function servicesOf(cell: string): Map<string, string> {
  const chosen = new Map<string, string>();
  for (const item of listItems(cell)) {
    const name = typeof item === "string" ? item : (item as { id?: unknown })?.id;
    const service = typeof name === "string" ? findService(name) : undefined;
    if (!service || chosen.has(service.id)) continue;
    const description = typeof item === "object" ? (item as { description?: unknown }).description : "";
    chosen.set(service.id, typeof description === "string" ? description : "");
  }
  return chosen;
}

/** The insurers and payment options a cell names, by id, in the cell's order. */
export function insuranceOf(cell: string): string[] {
  const ids: string[] = [];
  for (const item of listItems(cell)) {
    const found = typeof item === "string" ? findInsurance(item) : undefined;
    if (found && !ids.includes(found.id)) ids.push(found.id);
  }
  return ids;
}

/**
 * Chosen ids in the order the form was loaded with (`before`), then the newly chosen in catalog order: an
 * unchanged choice writes an unchanged cell, and the history records no change.
 */
function ordered(chosen: readonly string[], before: readonly string[], catalog: readonly string[]): string[] {
  const kept = before.filter((id) => chosen.includes(id));
  const added = catalog.filter((id) => chosen.includes(id) && !kept.includes(id));
  return [...kept, ...added];
}

/** A list cell as an export writes it: "a;b", or a JSON array when an item is an object. */
function listCell(items: readonly (string | { id: string; description: string })[]): string {
  if (items.length === 0) return "";
  return items.every((item) => typeof item === "string") ? items.join(";") : JSON.stringify(items);
}

export function servicesCell(
  chosen: readonly string[],
  descriptions: ReadonlyMap<string, string>,
  before: string,
): string {
  const ids = ordered(
    chosen,
    [...servicesOf(before).keys()],
    SERVICES.map((service) => service.id),
  );
  return listCell(
    ids.map((id) => {
      const description = descriptions.get(id)?.trim() ?? "";
      return description ? { id, description } : id;
    }),
  );
}

export function insuranceCell(chosen: readonly string[], before: string): string {
  return listCell(
    ordered(
      chosen,
      insuranceOf(before),
      INSURANCE_PROVIDERS.map((provider) => provider.id),
    ),
  );
}

/** Whether every value is a catalog id: what the checkboxes send (anything else is a typed cell). */
export function allServiceIds(values: readonly string[]): boolean {
  return values.every((value) => SERVICES.some((service) => service.id === value));
}

export function allInsuranceIds(values: readonly string[]): boolean {
  return values.every((value) => INSURANCE_PROVIDERS.some((provider) => provider.id === value));
}

export type DayStatus = "none" | "closed" | "open";

/** One opening period as time fields hold it: "HH:MM", closing at midnight is "00:00"; "" when not filled. */
export interface DayPeriodFields {
  opens: string;
  closes: string;
}

export interface DayHours {
  status: DayStatus;
  /** The day's periods, earliest first; none unless the day is open. */
  periods: DayPeriodFields[];
}

/** The periods the editor offers a day: those stored, and at least a first and an optional second. */
export const EDITOR_PERIODS_PER_DAY = 2;

/** A day cell ("08:00-12:00,13:00-17:00", "closed" or empty) as the day's editor shows it. */
export function dayHoursOf(cell: string): DayHours {
  const text = normaliseDay(cell);
  if (text === "") return { status: "none", periods: [] };
  if (text === "closed") return { status: "closed", periods: [] };
  const periods = text.split(",").map((period) => {
    const [opens = "", closes = ""] = period.split("-");
    return { opens, closes: closes === "24:00" ? "00:00" : closes };
  });
  return { status: "open", periods };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ORDINALS = ["first", "second", "third"];

function isPeriodFilled(period: DayPeriodFields): boolean {
  return period.opens.trim() !== "" || period.closes.trim() !== "";
}

/**
 * A day's editor as its cell, or the problem with it (the cell then keeps what was typed). Periods left
 * empty are left out; the import's rules (day-periods.ts) then check their order.
 */
export function dayCell(hours: DayHours): { cell: string; problem: string | null } {
  if (hours.status === "none") return { cell: "", problem: null };
  if (hours.status === "closed") return { cell: "closed", problem: null };
  const filled = hours.periods.filter(isPeriodFilled).map((period) => ({
    opens: period.opens.trim(),
    // A time field cannot hold 24:00: closing at 12:00 AM is closing at midnight.
    closes: period.closes.trim() === "00:00" ? "24:00" : period.closes.trim(),
  }));
  if (filled.length === 0) {
    // "-" rather than "": shown again, the day is still Open, with its times to fill in.
    return {
      cell: "-",
      problem: "needs the opening and the closing time (or choose Closed or Not published)",
    };
  }
  const cell = filled.map(({ opens, closes }) => `${opens}-${closes}`).join(",");
  const incomplete = hours.periods.findIndex(
    (period) =>
      isPeriodFilled(period) &&
      !(
        TIME.test(period.opens.trim()) &&
        (TIME.test(period.closes.trim()) || period.closes.trim() === "24:00")
      ),
  );
  if (incomplete >= 0) {
    const which =
      filled.length > 1 || incomplete > 0 ? ` of its ${ORDINALS[incomplete] ?? "last"} period` : "";
    return {
      cell,
      problem: `needs the opening and the closing time${which} (or choose Closed or Not published)`,
    };
  }
  return { cell, problem: null };
}

export function isDayStatus(value: string): value is DayStatus {
  return value === "none" || value === "closed" || value === "open";
}

export type PriceRowPart = "service" | "low" | "high" | "unit" | "price" | "source" | "asOf";

/**
 * A pricing row as the editor shows it: every part as typed; `price` only when it is not the usual wording;
 * `source` and `asOf` say where the price came from and the day it was true (decision 43).
 */
export type PriceRowFields = Record<PriceRowPart, string>;

function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}

/** "$150 per visit", "$129–$199 per month": how the site words a price from its amounts and unit. */
export function priceWording(low: number, high: number | null, unit: string | null): string {
  const amount = high === null || high === low ? dollars(low) : `${dollars(low)}–${dollars(high)}`;
  return unit ? `${amount} per ${unit}` : amount;
}

function amountOf(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** The rows of a pricing cell (a JSON array) as the editor shows them. */
export function priceRowsOf(cell: string): PriceRowFields[] {
  return listItems(cell).flatMap((item) => {
    if (typeof item !== "object" || item === null) return [];
    const row = item as Record<string, unknown>;
    const text = (value: unknown) =>
      typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
    const low = amountOf(row.low);
    const high = amountOf(row.high);
    const unit = text(row.unit);
    const price = text(row.price);
    const usual = low !== null ? priceWording(low, high, unit || null) : null;
    return [
      {
        service: text(row.service),
        low: text(row.low),
        high: high !== null && high === low ? "" : text(row.high),
        unit,
        price: price === usual ? "" : price,
        source: text(row.source),
        asOf: text(row.asOf),
      },
    ];
  });
}

function parseAmount(text: string): number | null | "invalid" {
  const trimmed = text.trim().replace(/^\$/, "").replaceAll(",", "");
  if (trimmed === "") return null;
  const amount = Number(trimmed);
  return /^\d+(\.\d+)?$/.test(trimmed) && Number.isFinite(amount) ? amount : "invalid";
}

/** The most a price may be, in dollars (docs/data-format.md). */
const MAX_AMOUNT = 100_000;

export interface PriceRowProblem {
  part: PriceRowPart;
  problem: string;
}

/** What is wrong with one filled-in row, each problem with the part of the row it belongs to. */
export function priceRowProblems(row: PriceRowFields): PriceRowProblem[] {
  const problems: PriceRowProblem[] = [];
  const say = (part: PriceRowPart, problem: string) => problems.push({ part, problem });
  const low = parseAmount(row.low);
  const high = parseAmount(row.high);
  const unit = row.unit.trim();
  if (row.service.trim() === "") say("service", "needs a service");
  if (low === "invalid") say("low", "needs its amount as a number of dollars, such as 150");
  else if (low !== null && low > MAX_AMOUNT) say("low", "needs an amount of at most $100,000");
  if (high === "invalid") say("high", "needs its amount to as a number of dollars, such as 199");
  else if (high !== null && high > MAX_AMOUNT) say("high", "needs an amount to of at most $100,000");
  if (low === null && typeof high === "number") say("low", "needs an amount as well as the amount to");
  if (typeof low === "number" && typeof high === "number" && high < low) {
    say("high", "needs an amount to that is not below the amount");
  }
  if (unit !== "" && !(PRICE_UNITS as readonly string[]).includes(unit))
    say("unit", "needs a unit from the list");
  if (row.price.trim() === "" && low === null && high === null) {
    say("low", "needs an amount, or the price as it is shown");
  }
  const source = row.source.trim();
  if (source === "") say("source", "needs where the price came from");
  else if (!isPriceSource(source)) say("source", "needs where the price came from, from the list");
  const asOf = row.asOf.trim();
  if (asOf === "") say("asOf", "needs the day the price was true");
  else if (!isIsoDay(asOf)) say("asOf", "needs the day the price was true as a date, such as 2026-03-01");
  else if (isFutureDay(asOf, new Date()))
    say("asOf", "needs a day the price was true that is not in the future");
  return problems;
}

function isFilled(row: PriceRowFields): boolean {
  return Object.values(row).some((value) => value.trim() !== "");
}

/**
 * The editor's rows as a pricing cell (JSON, as the import reads it), or the problems with them, numbered by
 * row. Empty rows are left out. An amount alone is a single price; a "to" amount makes a range; the price as
 * shown is worded from them unless typed. A row with a problem keeps what was typed, to be shown again.
 */
export function pricingCell(rows: readonly PriceRowFields[]): { cell: string; problems: string[] } {
  const filled = rows.filter(isFilled);
  // Numbered as the editor shows the rows, blank ones included.
  const problems = rows.flatMap((row, index) =>
    isFilled(row) ? priceRowProblems(row).map(({ problem }) => `row ${index + 1} ${problem}`) : [],
  );
  if (filled.length > MAX_PRICE_ROWS) problems.unshift(`must have at most ${MAX_PRICE_ROWS} rows`);
  const written = filled.map((row) => {
    const low = parseAmount(row.low);
    const high = parseAmount(row.high);
    const unit = row.unit.trim();
    const from = typeof low === "number" ? low : null;
    const to = typeof high === "number" ? high : from;
    return {
      service: row.service.trim(),
      price: row.price.trim() || (from !== null ? priceWording(from, to, unit || null) : ""),
      low: typeof low === "number" ? low : row.low.trim() || null,
      high: typeof high === "number" ? high : row.high.trim() || to,
      unit: unit || null,
      source: row.source.trim() || null,
      asOf: row.asOf.trim() || null,
    };
  });
  return { cell: written.length > 0 ? JSON.stringify(written) : "", problems };
}

/** The parts of a row to mark invalid when the price list came back with problems. */
export function invalidPriceParts(row: PriceRowFields): Set<PriceRowPart> {
  return isFilled(row) ? new Set(priceRowProblems(row).map(({ part }) => part)) : new Set();
}

/** A date cell (ISO date or timestamp) as a date field shows it. */
export function dateFieldValue(cell: string): string {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(cell.trim());
  return match ? match[0] : cell;
}

/** A date field's value as a cell: the loaded timestamp when the day is unchanged, so its time is kept. */
export function dateCell(posted: string, before: string): string {
  const day = posted.trim();
  return day !== "" && dateFieldValue(before) === day ? before : day;
}

/** True/false cells: what a ticked checkbox and an unticked one stand for. */
export function isYes(cell: string): boolean {
  return ["true", "yes", "1"].includes(cell.trim().toLowerCase());
}
