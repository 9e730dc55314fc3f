import { describe, expect, it } from "vitest";
import { costAnswer } from "../../app/lib/finder-faq.ts";
import { listedMonthlyPriceSpread } from "../../app/server/clinics/listed-prices.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect, secondConnection } from "../support/databases.ts";
import { directoryOf } from "../support/directory.ts";

const monthly = (low: number | null, high: number | null) => ({
  service: "Testosterone injections",
  price: `$${low ?? high} per month`,
  low,
  high,
  unit: "month" as const,
});

describeOnEveryDialect("the finder's cost figures on %s", (database) => {
  const other = secondConnection(database);

  it("come from each listed clinic's lowest monthly price, and follow the data", async () => {
    const directory = directoryOf(database.db);
    expect(await listedMonthlyPriceSpread(directory)).toBeNull();
    await upsertClinics(other.db, [
      makeClinic({ slug: "two-monthly-prices", pricing: [monthly(180, 250), monthly(120, 160)] }),
      makeClinic({ slug: "high-end-only", pricing: [monthly(null, 99)] }),
      makeClinic({ slug: "one-price", pricing: [monthly(300, 300)] }),
      // Per visit only: no monthly price, so it counts in no figure.
      makeClinic({ slug: "per-visit" }),
    ]);
    // Lowest monthly prices 99, 120 and 300.
    const spread = await listedMonthlyPriceSpread(directory);
    expect(spread).toEqual({ median: 120, lowerQuartile: 110, upperQuartile: 210, basedOn: 3 });
    expect(costAnswer(spread)).toContain("Among the 3 clinics in our directory that list a monthly price");

    await other.db.deleteFrom("clinics").where("slug", "=", "one-price").execute();
    expect(await listedMonthlyPriceSpread(directory)).toMatchObject({ median: 110, basedOn: 2 });
  });
});

describe("the cost answer", () => {
  it("names no figure when no clinic lists a monthly price", () => {
    expect(costAnswer(null)).not.toMatch(/\$\d/);
  });
});
