// Each price carries where it came from and the day it was true (decision 43): migration 014 dates the prices
// stored before, the import fills in what a file leaves out and refuses a day in the future, the export writes
// both back, and the API shows them.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clinic } from "../../app/domain/clinic.ts";
import { createApiListener } from "../../app/server/api/listener.server.ts";
import { exportClinics, serializeClinics } from "../../app/server/clinics/export-file.server.ts";
import { type ImportResult, importClinicFile } from "../../app/server/clinics/import-file.server.ts";
import { formatRowError } from "../../app/server/clinics/prepare.server.ts";
import { clinicBySlug } from "../../app/server/clinics/read.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import * as priceSources from "../../app/server/db/migrations/014-price-sources.server.ts";
import { loadGazetteer } from "../../app/server/gazetteer/load.server.ts";
import { GAZETTEER_DIR } from "../../app/server/paths.server.ts";
import { servicesFor } from "../support/app-services.ts";
import { capturingLogger } from "../support/capturing-logger.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";

const gazetteer = loadGazetteer(GAZETTEER_DIR);

const injections = { service: "Injections", price: "$150 per month", low: 150, high: 150, unit: "month" };

function clinicRow(slug: string, pricing: object[]): string {
  return JSON.stringify({
    slug,
    name: `Clinic ${slug}`,
    addressLine1: "1 Main St",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    pricing,
  });
}

const file = (name: string, ...rows: string[]) => ({ name, text: `[\n${rows.join(",\n")}\n]` });

function summaryOf(result: ImportResult) {
  if (!result.ok) throw new Error(`unexpected errors:\n${result.errors.map(formatRowError).join("\n")}`);
  return result.summary;
}

const priceParts = (clinic: Clinic | null) =>
  clinic?.pricing.map(({ service, source, asOf }) => ({ service, source, asOf }));

describe.each(DIALECTS)("price sources and days on %s", (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("migration 014 dates stored prices from the clinic's last verification, else its last write, as imported", async () => {
    await upsertClinics(
      database.db,
      [
        makeClinic({ slug: "checked", lastVerifiedAt: "2025-02-03T10:00:00.000Z" }),
        makeClinic({ slug: "never-checked", verified: false, lastVerifiedAt: null }),
      ],
      { now: new Date("2026-05-06T08:00:00Z") },
    );
    // As the table was before 014: no source, no day.
    await priceSources.down(database.db);
    await priceSources.up(database.db);
    const rows = await database.db
      .selectFrom("clinic_pricing")
      .innerJoin("clinics", "clinics.id", "clinic_pricing.clinic_id")
      .select(["clinics.slug", "clinic_pricing.source", "clinic_pricing.as_of"])
      .orderBy("clinics.slug")
      .execute();
    expect(rows).toEqual([
      { slug: "checked", source: "import", as_of: "2025-02-03" },
      { slug: "never-checked", source: "import", as_of: "2026-05-06" },
    ]);
    await database.db.deleteFrom("clinics").execute();
  });

  it("a price without source and day is from the import, as of its day; an unchanged one keeps them", async () => {
    const first = await importClinicFile(
      database.db,
      file("first.json", clinicRow("plain", [injections])),
      gazetteer,
      { now: new Date("2026-09-01T12:00:00Z") },
    );
    expect(summaryOf(first)).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(priceParts(await clinicBySlug(database.db, "plain"))).toEqual([
      { service: "Injections", source: "import", asOf: "2026-09-01" },
    ]);

    // The same file a month later changes nothing: the price keeps the day it was first imported.
    const again = await importClinicFile(
      database.db,
      file("again.json", clinicRow("plain", [injections])),
      gazetteer,
      { now: new Date("2026-10-01T12:00:00Z") },
    );
    expect(summaryOf(again)).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(priceParts(await clinicBySlug(database.db, "plain"))?.[0]?.asOf).toBe("2026-09-01");

    // A changed price without a day is as of the import that changed it.
    const changed = await importClinicFile(
      database.db,
      file(
        "changed.json",
        clinicRow("plain", [{ ...injections, price: "$140 per month", low: 140, high: 140 }]),
      ),
      gazetteer,
      { now: new Date("2026-10-02T12:00:00Z") },
    );
    expect(summaryOf(changed)).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(priceParts(await clinicBySlug(database.db, "plain"))).toEqual([
      { service: "Injections", source: "import", asOf: "2026-10-02" },
    ]);
  });

  it("stores the source and day a file gives, exports them, and an exported file imports unchanged", async () => {
    const given = [
      { ...injections, source: "phone-call", asOf: "2026-03-04" },
      {
        service: "Labs",
        price: "$90 per test",
        low: 90,
        unit: "test",
        source: "website",
        asOf: "2025-01-20",
      },
    ];
    summaryOf(await importClinicFile(database.db, file("given.json", clinicRow("given", given)), gazetteer));
    expect(priceParts(await clinicBySlug(database.db, "given"))).toEqual([
      { service: "Injections", source: "phone-call", asOf: "2026-03-04" },
      { service: "Labs", source: "website", asOf: "2025-01-20" },
    ]);

    const exported = await exportClinics(database.db);
    const row = exported.find((clinic) => clinic.slug === "given");
    expect(row?.pricing?.map(({ source, asOf }) => [source, asOf])).toEqual([
      ["phone-call", "2026-03-04"],
      ["website", "2025-01-20"],
    ]);
    for (const format of ["csv", "json"] as const) {
      const text = serializeClinics(exported, format);
      const back = await importClinicFile(database.db, { name: `export.${format}`, text }, gazetteer);
      expect(summaryOf(back)).toEqual({ created: 0, updated: 0, unchanged: exported.length });
    }
  });

  it("refuses a price dated in the future or from an unknown source, naming the row and the field", async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const result = await importClinicFile(
      database.db,
      file(
        "bad.json",
        clinicRow("future", [{ ...injections, source: "website", asOf: tomorrow }]),
        clinicRow("rumour", [{ ...injections, source: "rumour", asOf: "2026-01-01" }]),
      ),
      gazetteer,
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.map(formatRowError)).toEqual([
      "line 2 (row 1) pricing.0.asOf: must not be in the future: the day the price was true",
      expect.stringMatching(/^line 3 \(row 2\) pricing\.0\.source: must be one of website, phone-call, /),
    ]);
    expect(await clinicBySlug(database.db, "future")).toBeNull();
  });
});

describe.each(DIALECTS)("the API's prices on %s", (dialect) => {
  let database: TestDatabase;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await upsertClinics(database.db, [
      makeClinic({
        slug: "sourced",
        pricing: [{ ...injections, unit: "month", source: "clinic-submission", asOf: "2026-08-09" }],
      }),
    ]);
    server = createServer(createApiListener(servicesFor(database), capturingLogger().logger));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await database?.drop();
  });

  it("shows each price's source and day, and the OpenAPI document describes them", async () => {
    const clinic = (await (await fetch(`${base}/api/clinics/slug/sourced`)).json()) as Clinic;
    expect(clinic.pricing).toEqual([
      {
        id: 1,
        service: "Injections",
        price: "$150 per month",
        low: 150,
        high: 150,
        unit: "month",
        source: "clinic-submission",
        asOf: "2026-08-09",
      },
    ]);
    const openApi = (await (await fetch(`${base}/api/openapi.json`)).json()) as object;
    const text = JSON.stringify(openApi);
    expect(text).toContain('"enum":["website","phone-call","clinic-submission","import"]');
    expect(text).toContain("The day the price was true, YYYY-MM-DD");
  });
});
