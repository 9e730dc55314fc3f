import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import { MAX_EVENT_BYTES } from "../../app/domain/analytics-event.ts";
import { dashboard } from "../../app/server/analytics/dashboard.server.ts";
import { createEventIngestion, type EventIngestion } from "../../app/server/analytics/ingest.server.ts";
import { purgeEvents } from "../../app/server/analytics/purge.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import type { EventsTable } from "../../app/server/db/schema.server.ts";
import { servicesFor } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";
import { runScript } from "../support/run-script.ts";

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** A stored event: the fields given, and nothing (a phone, no place) for the others. */
const event = (fields: Partial<EventsTable> & Pick<EventsTable, "type" | "day">): EventsTable => ({
  path: "/",
  place_city: null,
  place_state: null,
  place_zip: null,
  result_count: null,
  clinic_id: null,
  referrer_host: null,
  device: "mobile",
  ...fields,
});

describeOnEveryDialect("usage events on %s", (database) => {
  let services: AppServices;
  let ingestion: EventIngestion;
  let server: Server;
  let base: string;
  let austinId: number;

  beforeAll(async () => {
    services = servicesFor(database);
    await upsertClinics(database.db, [makeClinic({ slug: "austin-mens-health" })]);
    const clinic = await database.db.selectFrom("clinics").select("id").executeTakeFirstOrThrow();
    austinId = Number(clinic.id);
    ingestion = createEventIngestion(services, { flushEveryMs: 60_000 });
    server = createServer((req, res) => void ingestion.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/events`;
  });

  afterAll(async () => {
    await ingestion?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(base, {
      method: "POST",
      body,
      headers: {
        "Content-Type": "application/json",
        "User-Agent": BROWSER,
        "Sec-Fetch-Site": "same-origin",
        ...headers,
      },
    });
  const stored = async () => {
    await ingestion.flush();
    return database.db.selectFrom("events").selectAll().execute();
  };

  it("stores only the listed fields: the resolved place, never the words typed, the query or the agent", async () => {
    const answers = await Promise.all([
      post(JSON.stringify({ type: "search", path: "/search?location=austin+tx", location: "Austin, TX" })),
      post(JSON.stringify({ type: "search", path: "/search", location: "my symptoms are tiredness" })),
      post(
        JSON.stringify({
          type: "view_clinic",
          path: "/clinic/austin-mens-health",
          referrer: "https://www.google.com/search?q=low+t+austin",
        }),
        { "User-Agent": DESKTOP },
      ),
      post(JSON.stringify({ type: "click_phone", path: "/search", clinic: "austin-mens-health" })),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
    const rows = await stored();
    const day = new Date().toISOString().slice(0, 10);
    expect(rows).toEqual(
      expect.arrayContaining<EventsTable>([
        event({
          type: "search",
          day,
          path: "/search",
          place_city: "Austin",
          place_state: "TX",
          result_count: 1,
        }),
        event({ type: "search", day, path: "/search" }),
        event({
          type: "view_clinic",
          day,
          path: "/clinic/austin-mens-health",
          clinic_id: austinId,
          referrer_host: "google.com",
          device: "desktop",
        }),
        expect.objectContaining({ type: "click_phone", clinic_id: austinId, referrer_host: null }),
      ]),
    );
    expect(rows).toHaveLength(4);
    const text = JSON.stringify(rows);
    for (const secret of ["symptoms", "low+t", "location=", "iPhone", "Chrome"])
      expect(text).not.toContain(secret);
  });

  it("refuses hostile payloads with a 4xx naming the field, never a 5xx, and stores nothing from them", async () => {
    await database.db.deleteFrom("events").execute();
    const hostile: [body: string, field: string | null][] = [
      ["", "body"],
      ["{", "body"],
      ["null", "body"],
      ["[]", "body"],
      ['"page_view"', "body"],
      [JSON.stringify({ type: "page_view" }), "path"],
      [JSON.stringify({ type: "purchase", path: "/" }), "type"],
      [JSON.stringify({ type: "page_view", path: "https://evil.example/" }), "path"],
      [JSON.stringify({ type: "page_view", path: "//evil.example/x" }), "path"],
      [JSON.stringify({ type: "page_view", path: "/", ip: "203.0.113.7" }), "ip"],
      [JSON.stringify({ type: "page_view", path: "/", answers: [3, 4, 5] }), "answers"],
      [JSON.stringify({ type: "page_view", path: "/", clinic: "../../etc/passwd" }), "clinic"],
      [JSON.stringify({ type: "search", path: "/", location: "x".repeat(201) }), "location"],
      [JSON.stringify({ type: { $gt: "" }, path: "/" }), "type"],
      [JSON.stringify({ type: "page_view", path: 7 }), "path"],
      ['{"__proto__": {"polluted": true}, "type": "page_view", "path": "/"}', "__proto__"],
      ["\u0000\u0001\u0002", "body"],
    ];
    for (const [body, field] of hostile) {
      const answer = await post(body);
      expect(answer.status, body).toBe(400);
      expect(await answer.json(), body).toMatchObject({ error: { field } });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await stored()).toEqual([]);
  });

  it("answers 413 above the size limit, 405 to other methods, and quietly ignores bots and other sites", async () => {
    await database.db.deleteFrom("events").execute();
    const large = JSON.stringify({ type: "page_view", path: `/${"a".repeat(MAX_EVENT_BYTES)}` });
    expect((await post(large)).status).toBe(413);
    const chunked = await fetch(base, {
      method: "POST",
      headers: { "User-Agent": BROWSER },
      body: new Blob(["x".repeat(MAX_EVENT_BYTES * 4)]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await fetch(base, { headers: { "User-Agent": BROWSER } })).status).toBe(405);
    const view = JSON.stringify({ type: "page_view", path: "/" });
    expect(
      (await post(view, { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" })).status,
    ).toBe(204);
    expect((await post(view, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await post(view, { "Sec-Fetch-Site": "same-site" })).status).toBe(403);
    // Without fetch metadata: an Origin that is ours, not another site's, and not none at all (a script).
    const noMetadata = (origin?: string) =>
      fetch(base, {
        method: "POST",
        body: view,
        headers: {
          "Content-Type": "application/json",
          "User-Agent": BROWSER,
          ...(origin === undefined ? {} : { Origin: origin }),
        },
      });
    expect((await noMetadata()).status).toBe(403);
    expect((await noMetadata("https://evil.example")).status).toBe(403);
    // Tools are the site's own; a made-up tool path is no figure.
    const tool = (path: string) => post(JSON.stringify({ type: "use_tool", path }));
    expect((await tool("/tools/not-a-tool-12345")).status).toBe(400);
    expect(await stored()).toEqual([]);
    expect((await noMetadata(new URL(base).origin)).status).toBe(204);
    expect((await tool("/tools/symptom-checker")).status).toBe(204);
    expect(await stored()).toHaveLength(2);
    await database.db.deleteFrom("events").execute();
    expect((await post(view, { "Sec-Fetch-Site": "same-origin" })).status).toBe(204);
    expect(await stored()).toHaveLength(1);
  });

  it("computes the dashboard's figures from a known set of events", async () => {
    await database.db.deleteFrom("events").execute();
    const austin = { place_city: "Austin", place_state: "TX", result_count: 4 };
    const boise = { place_city: "Boise", place_state: "ID", result_count: 0 };
    await database.db
      .insertInto("events")
      .values([
        event({ type: "page_view", day: "2026-11-01" }),
        event({ type: "page_view", day: "2026-11-01" }),
        event({ type: "search", day: "2026-11-01", ...austin }),
        event({ type: "search", day: "2026-11-02", ...austin }),
        event({ type: "search", day: "2026-11-02", ...austin }),
        event({ type: "search", day: "2026-11-02", ...boise }),
        event({ type: "search", day: "2026-11-03", place_state: "WY", result_count: 0 }),
        event({ type: "search", day: "2026-11-03" }),
        event({ type: "view_clinic", day: "2026-11-02", clinic_id: austinId }),
        event({ type: "view_clinic", day: "2026-11-03", clinic_id: austinId }),
        event({ type: "view_clinic", day: "2026-11-03", clinic_id: 999_999 }),
        event({ type: "click_phone", day: "2026-11-03", clinic_id: austinId }),
        event({ type: "click_website", day: "2026-11-03", clinic_id: austinId }),
        event({ type: "click_website", day: "2026-11-03", clinic_id: austinId }),
        event({ type: "click_directions", day: "2026-11-03", clinic_id: austinId }),
        event({ type: "click_affiliate", day: "2026-11-03" }),
        event({ type: "use_tool", day: "2026-11-03", path: "/tools/symptom-checker" }),
        event({ type: "autocomplete", day: "2026-11-03", ...boise }),
        event({ type: "page_view", day: "2026-10-31" }),
        event({ type: "page_view", day: "2026-11-04" }),
      ])
      .execute();
    const figures = await dashboard(database.db, { from: "2026-11-01", to: "2026-11-03" });
    expect(figures.days).toEqual([
      { day: "2026-11-01", views: 3, events: 3 },
      { day: "2026-11-02", views: 4, events: 4 },
      { day: "2026-11-03", views: 5, events: 11 },
    ]);
    expect(figures.totals).toEqual({ views: 12, events: 18, searches: 6, clickOuts: 5 });
    expect(figures.places).toEqual([
      { city: "Boise", state: "ID", zip: null, searches: 1, results: 0 },
      { city: null, state: "WY", zip: null, searches: 1, results: 0 },
      { city: "Austin", state: "TX", zip: null, searches: 3, results: 4 },
    ]);
    expect(figures.searchesWithoutPlace).toBe(1);
    expect(figures.viewedClinics).toEqual([
      { clinicId: austinId, name: expect.any(String), slug: "austin-mens-health", views: 2 },
      { clinicId: 999_999, name: null, slug: null, views: 1 },
    ]);
    expect(figures.clickOuts).toEqual([
      {
        clinicId: austinId,
        name: expect.any(String),
        slug: "austin-mens-health",
        phone: 1,
        website: 2,
        directions: 1,
      },
    ]);
    expect(figures.affiliateClicks).toBe(1);
    expect(figures.tools).toEqual([{ path: "/tools/symptom-checker", uses: 1 }]);
  });

  it("purges events older than the retention period, also through npm run events:purge", async () => {
    await database.db.deleteFrom("events").execute();
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
    await database.db
      .insertInto("events")
      .values(
        [daysAgo(500), daysAgo(100), daysAgo(20), daysAgo(0)].map((day) => ({
          type: "page_view",
          day,
          path: "/",
        })),
      )
      .execute();
    expect(await purgeEvents(database.db, 13, now)).toMatchObject({ deleted: 1 });
    const result = await runScript("events-purge", [], {
      DATABASE_URL: database.url,
      EVENTS_RETENTION_MONTHS: "1",
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /Deleted 1 usage event\(s\) from before \d{4}-\d\d-\d\d \(kept: the last 1 month\)/,
    );
    const left = await database.db.selectFrom("events").select("day").orderBy("day").execute();
    expect(left.map((row) => row.day)).toEqual([daysAgo(20), daysAgo(0)]);
  });
});
