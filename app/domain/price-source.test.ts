import { describe, expect, it } from "vitest";
import {
  asOfDay,
  asOfMonth,
  isFutureDay,
  isIsoDay,
  isStalePrice,
  priceSourceLabel,
  settlePriceSources,
  stalePriceNote,
} from "./price-source.ts";

const NOW = new Date("2026-11-27T15:00:00Z");

describe("price age", () => {
  it("a price is stale when it is more than 12 months old, not on the day it turns 12 months", () => {
    expect(isStalePrice("2025-11-27", NOW)).toBe(false);
    expect(isStalePrice("2025-11-26", NOW)).toBe(true);
    expect(isStalePrice("2026-11-27", NOW)).toBe(false);
    expect(isStalePrice("2024-03-01", NOW)).toBe(true);
  });

  it("says how old a stale price is, and nothing for a recent one", () => {
    expect(stalePriceNote("2025-03-04", NOW)).toBe(
      "Price from Mar 2025: over 12 months old; confirm it with the clinic",
    );
    expect(stalePriceNote("2026-06-01", NOW)).toBeNull();
  });

  it("words the month and the day of a price", () => {
    expect(asOfMonth("2025-03-04")).toBe("Mar 2025");
    expect(asOfDay("2025-03-04")).toBe("Mar 4, 2025");
    expect(asOfDay("2025-12-31")).toBe("Dec 31, 2025");
  });
});

describe("price days", () => {
  it("takes only real days written YYYY-MM-DD", () => {
    expect(isIsoDay("2026-02-28")).toBe(true);
    expect(isIsoDay("2024-02-29")).toBe(true);
    expect(isIsoDay("2026-02-30")).toBe(false);
    expect(isIsoDay("2026-2-3")).toBe(false);
    expect(isIsoDay("2026-02-03T00:00:00Z")).toBe(false);
    expect(isIsoDay("March 3")).toBe(false);
  });

  it("a day after today's UTC day is in the future; today never is", () => {
    expect(isFutureDay("2026-11-27", NOW)).toBe(false);
    expect(isFutureDay("2026-11-28", NOW)).toBe(true);
    // 8 pm in Los Angeles on Nov 26 is already Nov 27 in UTC: the visitor's today is accepted.
    expect(isFutureDay("2026-11-26", new Date("2026-11-27T04:00:00Z"))).toBe(false);
  });

  it("labels each source, and shows an unknown one as it is", () => {
    expect(priceSourceLabel("website")).toBe("Clinic website");
    expect(priceSourceLabel("phone-call")).toBe("Phone call to the clinic");
    expect(priceSourceLabel("clinic-submission")).toBe("Submitted by the clinic");
    expect(priceSourceLabel("import")).toBe("Directory import");
    expect(priceSourceLabel("fax")).toBe("fax");
  });
});

describe("settlePriceSources", () => {
  const stored = [{ service: "Injections", price: "$150 per month", low: 150, high: 150, unit: "month" }].map(
    (row) => ({ ...row, source: "phone-call" as const, asOf: "2026-01-10" }),
  );

  it("a row given without source and day keeps those of the same stored price", () => {
    const [row] = settlePriceSources(
      [{ service: "Injections", price: "$150 per month", low: 150, high: 150, unit: "month" }],
      stored,
      "2026-11-27",
    );
    expect(row).toMatchObject({ source: "phone-call", asOf: "2026-01-10" });
  });

  it("a new or changed row without them is from the import, as of the import's day", () => {
    const rows = settlePriceSources(
      [
        { service: "Injections", price: "$140 per month", low: 140, high: 140, unit: "month" },
        { service: "Labs", price: "$90 per test", low: 90, unit: "test" },
      ],
      stored,
      "2026-11-27",
    );
    for (const row of rows) expect(row).toMatchObject({ source: "import", asOf: "2026-11-27" });
  });

  it("what a row gives is kept; a missing half is filled from the import, not from the stored row", () => {
    const [both, sourceOnly, dayOnly] = settlePriceSources(
      [
        {
          service: "Injections",
          price: "$150 per month",
          low: 150,
          high: 150,
          unit: "month",
          source: "website",
          asOf: "2026-11-01",
        },
        {
          service: "Injections",
          price: "$150 per month",
          low: 150,
          high: 150,
          unit: "month",
          source: "website",
        },
        {
          service: "Injections",
          price: "$150 per month",
          low: 150,
          high: 150,
          unit: "month",
          asOf: "2026-11-02",
        },
      ],
      stored,
      "2026-11-27",
    );
    expect(both).toMatchObject({ source: "website", asOf: "2026-11-01" });
    expect(sourceOnly).toMatchObject({ source: "website", asOf: "2026-11-27" });
    expect(dayOnly).toMatchObject({ source: "import", asOf: "2026-11-02" });
  });
});
