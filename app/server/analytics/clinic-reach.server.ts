import { stringify } from "csv-stringify/sync";
import { type Kysely, sql } from "kysely";
import { eventDay } from "../../domain/analytics-event.ts";
import { escapeFormula } from "../../domain/csv-formula.ts";
import type { Database } from "../db/schema.server.ts";
import { monthOf } from "./clinic-appearances.server.ts";

/** Months shown, both ends included, as UTC months ("2026-01" to "2026-12"). */
export interface MonthRange {
  from: string;
  to: string;
}

/** What a listing brought a clinic in one month: first-party events and search appearances, never visitors. */
export interface ReachMonth {
  month: string;
  profileViews: number;
  calls: number;
  websiteClicks: number;
  directionsClicks: number;
  searchAppearances: number;
}

export interface ClinicReach {
  clinicId: number;
  /** Null when the clinic has since been removed. */
  name: string | null;
  /** Every month of the range, oldest first; a month without events has zeros. */
  months: ReachMonth[];
}

/** A range the clinic's figures are shown for by default: the last 12 months, the current one included. */
export const DEFAULT_REACH_MONTHS = 12;
/** The longest range asked for at once; events are kept 13 months by default anyway. */
export const MAX_REACH_MONTHS = 60;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month `count` months after `month` (before, when negative): addMonths("2026-01", -1) is "2025-12". */
export function addMonths(month: string, count: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return monthOf(eventDay(new Date(Date.UTC(year, number - 1 + count, 1))));
}

/** The last `count` months, the current UTC month last. */
export function lastMonths(now: Date, count = DEFAULT_REACH_MONTHS): MonthRange {
  const to = monthOf(eventDay(now));
  return { from: addMonths(to, -(count - 1)), to };
}

/** Every month of the range, oldest first. */
export function monthsOf(range: MonthRange): string[] {
  const months: string[] = [];
  for (let month = range.from; month <= range.to; month = addMonths(month, 1)) months.push(month);
  return months;
}

export type MonthRangeParse =
  | { ok: true; range: MonthRange }
  | { ok: false; field: "from" | "to"; message: string };

/**
 * A range from two optional "YYYY-MM" texts (a form's or a query string's), naming the field that is wrong.
 * Missing ends default to the last 12 months; a range runs forwards and spans at most MAX_REACH_MONTHS.
 */
export function readMonthRange(
  input: { from?: string | null; to?: string | null },
  now: Date,
): MonthRangeParse {
  const fallback = lastMonths(now);
  const to = input.to?.trim() || fallback.to;
  if (!MONTH.test(to)) return { ok: false, field: "to", message: "must be a month written as YYYY-MM" };
  const from =
    input.from?.trim() || (input.to?.trim() ? addMonths(to, -(DEFAULT_REACH_MONTHS - 1)) : fallback.from);
  if (!MONTH.test(from)) return { ok: false, field: "from", message: "must be a month written as YYYY-MM" };
  if (from > to) return { ok: false, field: "from", message: "must be the same month as to or before it" };
  if (monthsOf({ from, to }).length > MAX_REACH_MONTHS) {
    return { ok: false, field: "from", message: `must be at most ${MAX_REACH_MONTHS} months before to` };
  }
  return { ok: true, range: { from, to } };
}

/** Each event type counted, and the figure it makes. */
const COUNTED_EVENTS = {
  view_clinic: "profileViews",
  click_phone: "calls",
  click_website: "websiteClicks",
  click_directions: "directionsClicks",
} as const satisfies Record<string, keyof ReachMonth>;

type CountedEvent = keyof typeof COUNTED_EVENTS;

const EMPTY_MONTH = {
  profileViews: 0,
  calls: 0,
  websiteClicks: 0,
  directionsClicks: 0,
  searchAppearances: 0,
} as const;

/**
 * How many events of each counted type each clinic had per month of the range. It reads the index on type, day
 * and clinic (events_by_type, migration 006): one range of days for each counted type.
 */
export function countedEventsQuery(db: Kysely<Database>, clinicIds: readonly number[], range: MonthRange) {
  const month = sql<string>`substr(day, 1, 7)`;
  return db
    .selectFrom("events")
    .select((eb) => ["clinic_id", "type", month.as("month"), eb.fn.countAll().as("count")])
    .where("type", "in", Object.keys(COUNTED_EVENTS))
    .where("day", ">=", `${range.from}-01`)
    .where("day", "<", `${addMonths(range.to, 1)}-01`)
    .where("clinic_id", "in", clinicIds)
    .groupBy(["clinic_id", "type", month]);
}

/**
 * What their listings brought the clinics, month by month over the range (by default the last 12 months): profile
 * views, calls, website and directions clicks from the stored events, and the searches whose first page of
 * results listed them. Clinics come in the order given, each once. Indexed reads: events by type and day
 * (events_by_type), appearances by clinic and month (their primary key), clinics by id.
 */
export async function clinicReach(
  db: Kysely<Database>,
  clinicIds: readonly number[],
  options: { months?: MonthRange; now?: Date } = {},
): Promise<ClinicReach[]> {
  const range = options.months ?? lastMonths(options.now ?? new Date());
  if (!MONTH.test(range.from) || !MONTH.test(range.to) || range.from > range.to) {
    throw new RangeError(`not a range of months: ${range.from} to ${range.to}`);
  }
  const ids = [...new Set(clinicIds)];
  if (ids.length === 0) return [];

  const [eventRows, appearanceRows, clinics] = await Promise.all([
    countedEventsQuery(db, ids, range).execute(),
    db
      .selectFrom("clinic_appearances")
      .select(["clinic_id", "month", "searches"])
      .where("clinic_id", "in", ids)
      .where("month", ">=", range.from)
      .where("month", "<=", range.to)
      .execute(),
    db.selectFrom("clinics").select(["id", "name"]).where("id", "in", ids).execute(),
  ]);

  const figures = new Map<string, { -readonly [K in keyof typeof EMPTY_MONTH]: number }>();
  const figuresOf = (clinicId: number, month: string) => {
    const key = `${clinicId}|${month}`;
    let found = figures.get(key);
    if (!found) {
      found = { ...EMPTY_MONTH };
      figures.set(key, found);
    }
    return found;
  };
  for (const row of eventRows) {
    figuresOf(Number(row.clinic_id), row.month)[COUNTED_EVENTS[row.type as CountedEvent]] += Number(
      row.count,
    );
  }
  for (const row of appearanceRows) {
    figuresOf(Number(row.clinic_id), row.month).searchAppearances += Number(row.searches);
  }
  const names = new Map(clinics.map((clinic) => [Number(clinic.id), clinic.name]));
  const months = monthsOf(range);
  return ids.map((clinicId) => ({
    clinicId,
    name: names.get(clinicId) ?? null,
    months: months.map((month) => ({ month, ...(figures.get(`${clinicId}|${month}`) ?? EMPTY_MONTH) })),
  }));
}

export const REACH_CSV_COLUMNS = [
  "Month",
  "Clinic",
  "Profile views",
  "Calls",
  "Website clicks",
  "Directions clicks",
  "Searches it appeared in",
] as const;

/**
 * The figures as a CSV file: a header row, then one row per month (oldest first) and clinic. The clinic's name
 * is the one text a person wrote, and is written so that no spreadsheet runs it as a formula.
 */
export function clinicReachCsv(reach: readonly ClinicReach[]): string {
  const monthRows = new Map<string, string[][]>();
  for (const clinic of reach) {
    const name = clinic.name ?? `Clinic ${clinic.clinicId} (no longer listed)`;
    for (const figures of clinic.months) {
      const rows = monthRows.get(figures.month) ?? [];
      rows.push([
        figures.month,
        escapeFormula(name),
        ...[
          figures.profileViews,
          figures.calls,
          figures.websiteClicks,
          figures.directionsClicks,
          figures.searchAppearances,
        ].map(String),
      ]);
      monthRows.set(figures.month, rows);
    }
  }
  const records = [...monthRows.keys()].sort().flatMap((month) => monthRows.get(month) ?? []);
  return stringify(records, { header: true, columns: [...REACH_CSV_COLUMNS] });
}
