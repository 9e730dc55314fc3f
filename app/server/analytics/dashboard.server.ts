import { type Kysely, sql } from "kysely";
import { CLICK_OUT_TYPES, type EventType, eventDay } from "../../domain/analytics-event.ts";
import type { Database } from "../db/schema.server.ts";

/** Days shown, both ends included ("2026-11-01" to "2026-11-30"). */
export interface DashboardPeriod {
  from: string;
  to: string;
}

export function periodEndingOn(now: Date, days: number): DashboardPeriod {
  const from = new Date(now.getTime() - (days - 1) * 86_400_000);
  return { from: eventDay(from), to: eventDay(now) };
}

/** Views are the one event every page load sends: a page, a clinic's page, a tool or search results. */
export const VIEW_TYPES = ["page_view", "view_clinic", "use_tool", "search"] as const;

export interface DayFigures {
  day: string;
  views: number;
  events: number;
}

export interface SearchedPlace {
  city: string | null;
  state: string;
  zip: string | null;
  searches: number;
  /** The most clinics any of its searches found: 0 means every search there found none. */
  results: number;
}

export interface ClinicFigure {
  clinicId: number;
  /** Null when the clinic has since been removed. */
  name: string | null;
  slug: string | null;
}

export interface Dashboard {
  period: DashboardPeriod;
  days: DayFigures[];
  totals: { views: number; events: number; searches: number; clickOuts: number };
  /** Places searched, those where nothing was found first, then the most searched. */
  places: SearchedPlace[];
  /** Searches with no location, or words that name no place we know (not kept). */
  searchesWithoutPlace: number;
  viewedClinics: (ClinicFigure & { views: number })[];
  /** Calls, website visits and directions per clinic, the most click-outs first. */
  clickOuts: (ClinicFigure & { phone: number; website: number; directions: number })[];
  affiliateClicks: number;
  tools: { path: string; uses: number }[];
}

const LIST_LIMIT = 20;

/** Every day of the period, oldest first. */
function daysOf(period: DashboardPeriod): string[] {
  const days: string[] = [];
  for (
    let t = Date.parse(`${period.from}T00:00:00Z`);
    t <= Date.parse(`${period.to}T00:00:00Z`);
    t += 86_400_000
  ) {
    days.push(eventDay(new Date(t)));
  }
  return days;
}

function eventsIn(db: Kysely<Database>, period: DashboardPeriod) {
  return db.selectFrom("events").where("day", ">=", period.from).where("day", "<=", period.to);
}

/** How often each value of `column` comes in events of one type: the most frequent first, ties in value order. */
function mostFrequent(events: ReturnType<typeof eventsIn>, type: EventType, column: "clinic_id" | "path") {
  return events
    .where("type", "=", type)
    .where(column, "is not", null)
    .select((eb) => [eb.ref(column).as("value"), eb.fn.countAll().as("count")])
    .groupBy(column)
    .orderBy(sql`count(*)`, "desc")
    .orderBy(column);
}

/** The dashboard's figures for a period, from the stored events alone. */
export async function dashboard(db: Kysely<Database>, period: DashboardPeriod): Promise<Dashboard> {
  const inPeriod = eventsIn(db, period);

  const [dayRows, placeRows, clinicRows, clickRows, typeRows, toolRows] = await Promise.all([
    inPeriod
      .select((eb) => [
        "day",
        eb.fn.countAll().as("events"),
        eb.fn
          .sum<number | string>(eb.case().when("type", "in", VIEW_TYPES).then(1).else(0).end())
          .as("views"),
      ])
      .groupBy("day")
      .execute(),
    inPeriod
      .where("type", "=", "search")
      .where("place_state", "is not", null)
      .select((eb) => [
        "place_city",
        "place_state",
        "place_zip",
        eb.fn.countAll().as("searches"),
        eb.fn.max("result_count").as("results"),
      ])
      .groupBy(["place_city", "place_state", "place_zip"])
      .orderBy(sql`case when max(result_count) = 0 then 0 else 1 end`)
      .orderBy(sql`count(*)`, "desc")
      .orderBy("place_state")
      .orderBy("place_city")
      .limit(LIST_LIMIT)
      .execute(),
    mostFrequent(inPeriod, "view_clinic", "clinic_id").limit(LIST_LIMIT).execute(),
    inPeriod
      .where("type", "in", ["click_phone", "click_website", "click_directions"])
      .where("clinic_id", "is not", null)
      .select((eb) => [
        "clinic_id",
        eb.fn
          .sum<number | string>(eb.case().when("type", "=", "click_phone").then(1).else(0).end())
          .as("phone"),
        eb.fn
          .sum<number | string>(eb.case().when("type", "=", "click_website").then(1).else(0).end())
          .as("website"),
        eb.fn
          .sum<number | string>(eb.case().when("type", "=", "click_directions").then(1).else(0).end())
          .as("directions"),
      ])
      .groupBy("clinic_id")
      .orderBy(sql`count(*)`, "desc")
      .orderBy("clinic_id")
      .limit(LIST_LIMIT)
      .execute(),
    inPeriod
      .select((eb) => ["type", eb.fn.countAll().as("count")])
      .select(
        sql<number | string>`sum(case when type = 'search' and place_state is null then 1 else 0 end)`.as(
          "without_place",
        ),
      )
      .groupBy("type")
      .execute(),
    mostFrequent(inPeriod, "use_tool", "path").limit(LIST_LIMIT).execute(),
  ]);

  const clinicIds = [
    ...new Set([...clinicRows.map((row) => row.value), ...clickRows.map((row) => row.clinic_id)].map(Number)),
  ];
  const clinics =
    clinicIds.length === 0
      ? []
      : await db.selectFrom("clinics").select(["id", "name", "slug"]).where("id", "in", clinicIds).execute();
  const clinicById = new Map(clinics.map((clinic) => [Number(clinic.id), clinic]));
  const clinicFigure = (id: number): ClinicFigure => ({
    clinicId: id,
    name: clinicById.get(id)?.name ?? null,
    slug: clinicById.get(id)?.slug ?? null,
  });

  const byDay = new Map(dayRows.map((row) => [row.day, row]));
  const countOf = (type: string) => Number(typeRows.find((row) => row.type === type)?.count ?? 0);
  const days = daysOf(period).map((day) => ({
    day,
    views: Number(byDay.get(day)?.views ?? 0),
    events: Number(byDay.get(day)?.events ?? 0),
  }));
  return {
    period,
    days,
    totals: {
      views: days.reduce((sum, day) => sum + day.views, 0),
      events: days.reduce((sum, day) => sum + day.events, 0),
      searches: countOf("search"),
      clickOuts: CLICK_OUT_TYPES.reduce((sum, type) => sum + countOf(type), 0),
    },
    places: placeRows.map((row) => ({
      city: row.place_city,
      state: row.place_state as string,
      zip: row.place_zip,
      searches: Number(row.searches),
      results: Number(row.results ?? 0),
    })),
    searchesWithoutPlace: typeRows.reduce((sum, row) => sum + Number(row.without_place ?? 0), 0),
    viewedClinics: clinicRows.map((row) => ({
      ...clinicFigure(Number(row.value)),
      views: Number(row.count),
    })),
    clickOuts: clickRows.map((row) => ({
      ...clinicFigure(Number(row.clinic_id)),
      phone: Number(row.phone),
      website: Number(row.website),
      directions: Number(row.directions),
    })),
    affiliateClicks: countOf("click_affiliate"),
    tools: toolRows.map((row) => ({ path: row.value as string, uses: Number(row.count) })),
  };
}
