import { MONTH_NAMES } from "./months.ts";

/**
 * Where a listed price came from and when it was true (decision 43). Every price row carries both; a price
 * older than a year is still shown, with a note that it may have changed.
 */
export const PRICE_SOURCES = [
  { id: "website", label: "Clinic website" },
  { id: "phone-call", label: "Phone call to the clinic" },
  { id: "clinic-submission", label: "Submitted by the clinic" },
  { id: "import", label: "Directory import" },
] as const;

export type PriceSource = (typeof PRICE_SOURCES)[number]["id"];

export const PRICE_SOURCE_IDS = PRICE_SOURCES.map((source) => source.id) as [PriceSource, ...PriceSource[]];

/** The source a price row gets when its file or its form does not say (rows stored before sources were kept). */
export const DEFAULT_PRICE_SOURCE: PriceSource = "import";

export function isPriceSource(value: string): value is PriceSource {
  return (PRICE_SOURCE_IDS as readonly string[]).includes(value);
}

export function priceSourceLabel(source: string): string {
  return PRICE_SOURCES.find((entry) => entry.id === source)?.label ?? source;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar day written YYYY-MM-DD ("2026-02-30" is not). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The UTC day of a moment, YYYY-MM-DD: no US day is ever later, so "not in the future" never refuses today. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function isFutureDay(day: string, now: Date): boolean {
  return day > utcDay(now);
}

/** How many months a price is trusted before it says it may have changed. */
export const PRICE_FRESH_MONTHS = 12;

/** Whether a price as of `asOf` (YYYY-MM-DD) is more than 12 months old on the UTC day of `now`. */
export function isStalePrice(asOf: string, now: Date): boolean {
  const match = ISO_DAY.exec(asOf);
  if (!match) return false;
  const [, year, month, day] = match;
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - PRICE_FRESH_MONTHS);
  return `${year}-${month}-${day}` < utcDay(limit);
}

/** "Mar 2025": the month a price was true in. */
export function asOfMonth(asOf: string): string {
  const match = ISO_DAY.exec(asOf);
  if (!match) return asOf;
  const name = MONTH_NAMES[Number(match[2]) - 1];
  return name ? `${name.slice(0, 3)} ${match[1]}` : asOf;
}

/** "Mar 4, 2025": the day a price was true on. */
export function asOfDay(asOf: string): string {
  const match = ISO_DAY.exec(asOf);
  if (!match) return asOf;
  const name = MONTH_NAMES[Number(match[2]) - 1];
  return name ? `${name.slice(0, 3)} ${Number(match[3])}, ${match[1]}` : asOf;
}

/** The note a price over 12 months old carries; null for a recent one. */
export function stalePriceNote(asOf: string, now: Date): string | null {
  return isStalePrice(asOf, now)
    ? `Price from ${asOfMonth(asOf)}: over 12 months old; confirm it with the clinic`
    : null;
}

export interface SourcedPriceRow {
  service: string;
  price: string;
  low?: number | null;
  high?: number | null;
  unit?: string | null;
  source?: PriceSource | null;
  asOf?: string | null;
}

function samePrice(a: SourcedPriceRow, b: SourcedPriceRow): boolean {
  return (
    a.service === b.service &&
    a.price === b.price &&
    (a.low ?? null) === (b.low ?? null) &&
    (a.high ?? null) === (b.high ?? null) &&
    (a.unit ?? null) === (b.unit ?? null)
  );
}

/**
 * Fills in the source and date a written row leaves out: a row the clinic already lists, word for word,
 * keeps the source and date it has; any other row is from this import ("import"), as of `today`.
 */
export function settlePriceSources<Row extends SourcedPriceRow>(
  rows: readonly Row[],
  stored: readonly SourcedPriceRow[],
  today: string,
): (Row & { source: PriceSource; asOf: string })[] {
  return rows.map((row) => {
    const known = stored.find((candidate) => samePrice(candidate, row));
    const source = row.source ?? (row.asOf ? null : known?.source) ?? DEFAULT_PRICE_SOURCE;
    const asOf = row.asOf ?? (row.source ? null : known?.asOf) ?? today;
    return { ...row, source, asOf };
  });
}
