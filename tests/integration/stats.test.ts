import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApiListener } from "../../app/server/api/listener.server.ts";
import { cachedStats } from "../../app/server/clinics/stats.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { servicesFor } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import {
  createTestDatabase,
  DIALECTS,
  describeOnEveryDialect,
  secondConnection,
  type TestDatabase,
} from "../support/databases.ts";
import { directoryOf } from "../support/directory.ts";

describeOnEveryDialect("site stats on %s", (database) => {
  const other = secondConnection(database);

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

describe.each(DIALECTS)("GET /api/stats across UTC midnight on %s", (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await upsertClinics(database.db, [
      // Checked 12 months before 2026-12-01: verified all that day, lapsed from 2026-12-02 (UTC).
      makeClinic({ slug: "lapses-at-midnight", verified: true, lastVerifiedAt: "2025-12-01T12:00:00.000Z" }),
      makeClinic({ slug: "checked-lately", verified: true, lastVerifiedAt: "2026-11-01T09:00:00.000Z" }),
    ]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    await database?.drop();
  });

  it("counts a verification that lapsed at midnight from the first request of the new day, with no write", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-01T23:59:30Z"));
    const services = servicesFor(database);
    const { get } = services.stats;
    let computed = 0;
    services.stats = {
      get: () => {
        computed++;
        return get();
      },
    };
    const server = createServer(createApiListener(services, services.logger));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const stats = async () => {
      const response = await fetch(`${base}/api/stats`);
      return {
        etag: response.headers.get("etag"),
        figures: (await response.json()) as { verifiedCount: number },
      };
    };
    try {
      const [first] = [await stats(), await stats()];
      expect(first?.figures.verifiedCount).toBe(2);
      // Asked for again, the answer is kept: the next one is sent without asking the handler.
      expect((await stats()).figures.verifiedCount).toBe(2);
      expect(computed).toBe(2);

      vi.setSystemTime(new Date("2026-12-02T00:00:30Z"));
      const after = await stats();
      expect(after.figures.verifiedCount).toBe(1);
      expect(after.etag).not.toBe(first?.etag);
      expect(computed).toBe(3);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
