import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cachedStats } from "../../app/server/clinics/stats.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { type DatabaseHandle, openDatabase } from "../../app/server/db/connect.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";
import { directoryOf } from "../support/directory.ts";

describe.each(DIALECTS)("site stats on %s", (dialect) => {
  let database: TestDatabase;
  let other: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    other = openDatabase(database.url);
  });

  afterAll(async () => {
    await other?.close();
    await database?.drop();
  });

  it("follow every write at once, including the demo-data flag", async () => {
    const stats = cachedStats(database.db, directoryOf(database.db));
    expect(await stats.get()).toMatchObject({ clinicsCount: 0, demoData: false });
    await upsertClinics(other.db, [
      makeClinic({ slug: "real", reviewCount: 10 }),
      makeClinic({
        slug: "demo",
        source: "demo",
        state: "CO",
        city: "Denver",
        zipCode: "80202",
        reviewCount: 5,
      }),
    ]);
    expect(await stats.get()).toMatchObject({
      clinicsCount: 2,
      reviewsCount: 15,
      statesCovered: 2,
      demoData: true,
    });
    await other.db.deleteFrom("clinics").where("source", "=", "demo").execute();
    expect(await stats.get()).toMatchObject({ clinicsCount: 1, demoData: false });
  });

  it("count as verified only the listings checked within the last 12 months", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    await upsertClinics(other.db, [
      makeClinic({ slug: "checked-last-month", verified: true, lastVerifiedAt: daysAgo(30) }),
      makeClinic({ slug: "checked-long-ago", verified: true, lastVerifiedAt: daysAgo(400) }),
      makeClinic({ slug: "never-checked", verified: false, lastVerifiedAt: null }),
    ]);
    const real = await cachedStats(database.db, directoryOf(database.db)).get();
    // "real" from the first test was checked on 2026-10-01 (the fixture's date).
    const realStillCurrent = new Date("2026-10-01T00:00:00Z").getTime() > now.getTime() - 365 * 86_400_000;
    expect(real.verifiedCount).toBe(1 + (realStillCurrent ? 1 : 0));
  });

  it("reuse the computed figures while nothing changes", async () => {
    const stats = cachedStats(database.db, directoryOf(database.db));
    const first = stats.get();
    expect(await stats.get()).toBe(await first);
  });
});
