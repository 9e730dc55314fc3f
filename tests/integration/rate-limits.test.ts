import { expect, it } from "vitest";
import { RATE_WINDOW_MS, RateLimiter } from "../../app/server/http/rate-limiter.server.ts";
import { SharedRateCounts } from "../../app/server/http/shared-rate-counts.server.ts";
import { createLogger } from "../../app/server/logger.server.ts";
import { describeOnEveryDialect, secondConnection } from "../support/databases.ts";

const logger = createLogger({ LOG_LEVEL: "silent" });
const WINDOW = 1_000 * RATE_WINDOW_MS;

describeOnEveryDialect("rate limits shared by two instances on %s", (database) => {
  const other = secondConnection(database);

  it("agree on a client's total once they have shared their counts, without storing the address", async () => {
    const now = () => WINDOW + 5_000;
    const sharedA = new SharedRateCounts(database.db, logger);
    const sharedB = new SharedRateCounts(other.db, logger);
    const a = new RateLimiter({ pages: 0, api: 5, lookups: 0, events: 0 }, { now, shared: sharedA });
    const b = new RateLimiter({ pages: 0, api: 5, lookups: 0, events: 0 }, { now, shared: sharedB });

    for (let i = 0; i < 3; i++) expect(a.hit("api", "203.0.113.7").allowed).toBe(true);
    for (let i = 0; i < 2; i++) expect(b.hit("api", "203.0.113.7").allowed).toBe(true);
    expect(b.hit("api", "198.51.100.1").allowed).toBe(true);
    await sharedA.sync();
    await sharedB.sync(); // B learns A's 3: 5 in all for the client

    expect(b.hit("api", "203.0.113.7")).toEqual({ allowed: false, retryAfterSeconds: 55 });
    expect(b.hit("api", "198.51.100.1").allowed).toBe(true);
    await sharedB.sync();
    await sharedA.sync(); // A learns B's 3 (the refused one counts too)
    expect(a.hit("api", "203.0.113.7").allowed).toBe(false);

    const rows = await database.db.selectFrom("rate_limit_hits").selectAll().execute();
    expect(rows.map((row) => row.hits).sort()).toEqual([2, 6]); // A has not sent its last one yet
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|198\.51\.100/);
    for (const row of rows) expect(row.key).toMatch(/^api\|[\w-]{22}$/);
  });

  it("forget windows older than two minutes", async () => {
    await database.db
      .insertInto("rate_limit_hits")
      .values({ key: "api|old", window_start: WINDOW - 3 * RATE_WINDOW_MS, hits: 9 })
      .execute();
    const shared = new SharedRateCounts(database.db, logger);
    const limiter = new RateLimiter(
      { pages: 0, api: 5, lookups: 0, events: 0 },
      { now: () => WINDOW, shared },
    );
    limiter.hit("api", "192.0.2.1");
    await shared.sync();
    const keys = (await database.db.selectFrom("rate_limit_hits").select("key").execute()).map((r) => r.key);
    expect(keys).not.toContain("api|old");
  });
});
