import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CompiledQuery } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { AppServices } from "../../app/context.ts";
import { MAX_LISTED_CLINICS } from "../../app/domain/analytics-event.ts";
import {
  type ClinicReach,
  clinicReach,
  clinicReachCsv,
  countedEventsQuery,
  type ReachMonth,
} from "../../app/server/analytics/clinic-reach.server.ts";
import { createEventIngestion, type EventIngestion } from "../../app/server/analytics/ingest.server.ts";
import { purgeEvents } from "../../app/server/analytics/purge.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { servicesFor } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

/** The figures of a month in which nothing happened. */
const NOTHING = {
  profileViews: 0,
  calls: 0,
  websiteClicks: 0,
  directionsClicks: 0,
  searchAppearances: 0,
};

describeOnEveryDialect("what a listing brings its clinic, on %s", (database) => {
  let services: AppServices;
  let ingestion: EventIngestion;
  let server: Server;
  let base: string;
  let austinId: number;
  let dallasId: number;

  beforeAll(async () => {
    services = servicesFor(database);
    await upsertClinics(database.db, [
      makeClinic({ slug: "austin-mens-health", name: "Austin Men's Health" }),
      makeClinic({ slug: "dallas-trt", name: "Dallas TRT", city: "Dallas", zipCode: "75201" }),
    ]);
    const clinics = await database.db.selectFrom("clinics").select(["id", "slug"]).execute();
    const idOf = (slug: string) => Number(clinics.find((clinic) => clinic.slug === slug)?.id);
    austinId = idOf("austin-mens-health");
    dallasId = idOf("dallas-trt");
    ingestion = createEventIngestion(services, { flushEveryMs: 60_000 });
    server = createServer((req, res) => void ingestion.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/events`;
  });

  afterAll(async () => {
    await ingestion?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  beforeEach(async () => {
    await database.db.deleteFrom("events").execute();
    await database.db.deleteFrom("clinic_appearances").execute();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** Posts one event the way a page's beacon does, on the given day (the server reads its own clock). */
  const post = async (day: string, event: Record<string, unknown>) => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(`${day}T12:00:00Z`) });
    try {
      return await fetch(base, {
        method: "POST",
        body: JSON.stringify(event),
        headers: {
          "Content-Type": "text/plain;charset=UTF-8",
          "User-Agent": BROWSER,
          "Sec-Fetch-Site": "same-origin",
        },
      });
    } finally {
      vi.useRealTimers();
    }
  };
  const posted = async (day: string, event: Record<string, unknown>) => {
    const answer = await post(day, event);
    expect(answer.status, `${JSON.stringify(event)}: ${await answer.text()}`).toBe(204);
  };
  const listed = (path: string, clinics: string[]) => ({ type: "search_results", path, clinics });
  const monthOf = (reach: ClinicReach, month: string): ReachMonth | undefined =>
    reach.months.find((figures) => figures.month === month);

  /**
   * The figures as counted straight from the stored rows, without the reach module: every event of a counted
   * type for the clinic, by month, and the stored appearance counts.
   */
  const storedFigures = async (clinicId: number, month: string) => {
    const events = await database.db
      .selectFrom("events")
      .select(["type", "day"])
      .where("clinic_id", "=", clinicId)
      .execute();
    const count = (type: string) =>
      events.filter((event) => event.type === type && event.day.startsWith(`${month}-`)).length;
    const appearances = await database.db
      .selectFrom("clinic_appearances")
      .select("searches")
      .where("clinic_id", "=", clinicId)
      .where("month", "=", month)
      .executeTakeFirst();
    return {
      month,
      profileViews: count("view_clinic"),
      calls: count("click_phone"),
      websiteClicks: count("click_website"),
      directionsClicks: count("click_directions"),
      searchAppearances: Number(appearances?.searches ?? 0),
    };
  };

  it("counts what was posted, month by month, with zeros for quiet months and nothing of other clinics", async () => {
    const austin = "austin-mens-health";
    // January: two profile views, a call, a website visit, directions twice, listed by three searches.
    for (const event of [
      { type: "view_clinic", path: `/clinic/${austin}` },
      { type: "view_clinic", path: `/clinic/${austin}?tab=reviews` },
      { type: "click_phone", path: `/clinic/${austin}`, clinic: austin },
      { type: "click_website", path: `/clinic/${austin}`, clinic: austin },
      { type: "click_directions", path: `/clinic/${austin}`, clinic: austin },
      { type: "click_directions", path: "/search", clinic: austin },
      listed("/search", [austin, "dallas-trt"]),
      listed("/search?location=austin", [austin]),
      listed("/trt-clinics-near-me", ["dallas-trt", austin]),
    ]) {
      await posted("2026-01-15", event);
    }
    // March, the last day of the month: one view and a search listing it.
    await posted("2026-03-31", { type: "view_clinic", path: `/clinic/${austin}` });
    await posted("2026-03-31", listed("/search", [austin]));
    // Another clinic's events, in the same months.
    await posted("2026-01-20", { type: "view_clinic", path: "/clinic/dallas-trt" });
    await posted("2026-03-01", { type: "click_phone", path: "/search", clinic: "dallas-trt" });
    await posted("2026-03-01", { type: "click_directions", path: "/search", clinic: "dallas-trt" });
    // Not a clinic's: a page view, a search, the test kit.
    await posted("2026-01-15", { type: "page_view", path: "/" });
    await posted("2026-01-15", { type: "search", path: "/search", location: "Austin, TX" });
    await posted("2026-01-15", { type: "click_affiliate", path: "/", referrer: "https://example.com/" });
    await ingestion.flush();

    const [reach] = await clinicReach(database.db, [austinId], { now: new Date("2026-04-10T08:00:00Z") });
    if (!reach) throw new Error("no figures for the clinic");
    expect(reach.clinicId).toBe(austinId);
    expect(reach.name).toBe("Austin Men's Health");
    expect(reach.months.map((figures) => figures.month)).toEqual([
      "2025-05",
      "2025-06",
      "2025-07",
      "2025-08",
      "2025-09",
      "2025-10",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
      "2026-03",
      "2026-04",
    ]);
    expect(monthOf(reach, "2026-01")).toEqual({
      month: "2026-01",
      profileViews: 2,
      calls: 1,
      websiteClicks: 1,
      directionsClicks: 2,
      searchAppearances: 3,
    });
    expect(monthOf(reach, "2026-03")).toEqual({
      month: "2026-03",
      ...NOTHING,
      profileViews: 1,
      searchAppearances: 1,
    });
    for (const figures of reach.months.filter((m) => !["2026-01", "2026-03"].includes(m.month))) {
      expect(figures).toEqual({ month: figures.month, ...NOTHING });
    }
    // "The dashboard's counts match the events stored": every month, counted from the rows themselves.
    for (const figures of reach.months) expect(figures).toEqual(await storedFigures(austinId, figures.month));

    const [dallas] = await clinicReach(database.db, [dallasId], {
      months: { from: "2026-01", to: "2026-03" },
    });
    expect(dallas?.months).toEqual([
      { month: "2026-01", ...NOTHING, profileViews: 1, searchAppearances: 2 },
      { month: "2026-02", ...NOTHING },
      { month: "2026-03", ...NOTHING, calls: 1, directionsClicks: 1 },
    ]);
    for (const figures of dallas?.months ?? []) {
      expect(figures).toEqual(await storedFigures(dallasId, figures.month));
    }
  });

  it("one beacon adds at most one search per clinic; made-up slugs, other pages and long lists add nothing", async () => {
    const austin = "austin-mens-health";
    await posted("2026-02-10", listed("/search", [austin, austin, austin, "no-such-clinic"]));
    const refused: [event: Record<string, unknown>, field: string][] = [
      [listed("/trt-clinics-texas", [austin]), "path"],
      [listed("/city/austin/tx", [austin]), "path"],
      [listed("/clinic/austin-mens-health", [austin]), "path"],
      [listed("https://evil.example/search", [austin]), "path"],
      [
        listed(
          "/search",
          Array.from({ length: MAX_LISTED_CLINICS + 1 }, () => austin),
        ),
        "clinics",
      ],
      [listed("/search", []), "clinics"],
      [listed("/search", ["Austin Men's Health"]), "clinics"],
      [{ type: "search_results", path: "/search" }, "clinics"],
      [{ type: "search", path: "/search", clinics: [austin] }, "clinics"],
    ];
    for (const [event, field] of refused) {
      const answer = await post("2026-02-10", event);
      expect(answer.status, JSON.stringify(event)).toBe(400);
      expect(await answer.json(), JSON.stringify(event)).toMatchObject({ error: { field } });
    }
    await ingestion.flush();
    expect(await database.db.selectFrom("clinic_appearances").selectAll().execute()).toEqual([
      { clinic_id: austinId, month: "2026-02", searches: 1 },
    ]);
    // A list of search results is no event: the operator's figures are not moved by it.
    expect(await database.db.selectFrom("events").selectAll().execute()).toEqual([]);
  });

  it("a later write adds to the month's stored count rather than replacing it", async () => {
    await posted("2026-02-10", listed("/search", ["austin-mens-health"]));
    await ingestion.flush();
    await posted("2026-02-11", listed("/trt-clinics-near-me", ["austin-mens-health"]));
    await posted("2026-02-12", listed("/search", ["austin-mens-health"]));
    await ingestion.flush();
    const [reach] = await clinicReach(database.db, [austinId], {
      months: { from: "2026-02", to: "2026-02" },
    });
    expect(reach?.months).toEqual([{ month: "2026-02", ...NOTHING, searchAppearances: 3 }]);
  });

  it("reads the events through the index on type and day", async () => {
    if (database.dialect !== "sqlite") return;
    const query = countedEventsQuery(database.db, [austinId, dallasId], {
      from: "2025-05",
      to: "2026-04",
    }).compile();
    const plan = await database.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
    );
    expect(plan.rows.map((row) => row.detail).join("\n")).toMatch(/USING (COVERING )?INDEX events_by_type/);
  });

  it("a month of appearances goes with the retention purge once all its days are past it", async () => {
    await database.db
      .insertInto("clinic_appearances")
      .values(
        ["2024-11", "2025-02", "2025-03", "2026-04"].map((month) => ({
          clinic_id: austinId,
          month,
          searches: 5,
        })),
      )
      .execute();
    // 13 months before 2026-04-10 is 2025-03-10: March 2025 is partly kept, so its count stays.
    const result = await purgeEvents(database.db, 13, new Date("2026-04-10T08:00:00Z"));
    expect(result).toMatchObject({ keptFrom: "2025-03-10", appearancesDeleted: 2 });
    const left = await database.db
      .selectFrom("clinic_appearances")
      .select("month")
      .orderBy("month")
      .execute();
    expect(left.map((row) => row.month)).toEqual(["2025-03", "2026-04"]);
  });

  it("writes the figures as a CSV file, cells a spreadsheet would run written as text", async () => {
    await database.db
      .updateTable("clinics")
      .set({ name: '=HYPERLINK("https://evil.example","Dallas TRT")' })
      .where("id", "=", dallasId)
      .execute();
    await posted("2026-01-15", { type: "view_clinic", path: "/clinic/austin-mens-health" });
    await posted("2026-02-03", { type: "click_directions", path: "/search", clinic: "dallas-trt" });
    await posted("2026-02-03", listed("/search", ["dallas-trt", "austin-mens-health"]));
    await ingestion.flush();
    const reach = await clinicReach(database.db, [austinId, dallasId, 999_999], {
      months: { from: "2026-01", to: "2026-02" },
    });
    expect(clinicReachCsv(reach)).toBe(
      [
        "Month,Clinic,Profile views,Calls,Website clicks,Directions clicks,Searches it appeared in",
        "2026-01,Austin Men's Health,1,0,0,0,0",
        `2026-01,"'=HYPERLINK(""https://evil.example"",""Dallas TRT"")",0,0,0,0,0`,
        "2026-01,Clinic 999999 (no longer listed),0,0,0,0,0",
        "2026-02,Austin Men's Health,0,0,0,0,1",
        `2026-02,"'=HYPERLINK(""https://evil.example"",""Dallas TRT"")",0,0,0,1,1`,
        "2026-02,Clinic 999999 (no longer listed),0,0,0,0,0",
        "",
      ].join("\n"),
    );
    expect(clinicReachCsv([])).toBe(
      "Month,Clinic,Profile views,Calls,Website clicks,Directions clicks,Searches it appeared in\n",
    );
  });
});
