import { describe, expect, it } from "vitest";
import {
  classifyPriceRow,
  type FirstYearPriceRow,
  firstYearCost,
  formatDollarRange,
  notEnoughText,
  REFUSED_PER_PROCEDURE,
  REFUSED_WEEKLY,
  rowAmount,
} from "./first-year-cost.ts";

let nextId = 1;
function row(
  service: string,
  low: number | null,
  high: number | null,
  unit: string | null,
): FirstYearPriceRow {
  return {
    id: nextId++,
    service,
    price: "as listed",
    low,
    high,
    unit,
    source: "website",
    asOf: "2026-03-01",
  };
}

describe("classifyPriceRow", () => {
  it.each([
    ["Initial consultation", "visit", "consultation"],
    ["Online consultation", "visit", "consultation"],
    ["Follow-up consultation", "visit", "unused"],
    ["Office visit", "visit", "unused"],
    ["Comprehensive hormone panel", "test", "labs"],
    ["Lab work", "test", "labs"],
    ["Testosterone injections", "month", "monthly-treatment"],
    ["Monthly TRT membership (all-inclusive)", "month", "monthly-treatment"],
    ["TRT program including labs", "month", "monthly-treatment"],
    ["Lab monitoring", "month", "unused"],
    ["Consultation", "month", "unused"],
    ["Annual TRT membership", "year", "yearly-treatment"],
    ["Testosterone cypionate", "week", "weekly"],
    ["Pellet insertion", "procedure", "per-procedure"],
    ["Testosterone injections", null, "unused"],
  ] as const)("%s per %s is %s", (service, unit, kind) => {
    expect(classifyPriceRow({ service, unit })).toBe(kind);
  });
});

describe("rowAmount", () => {
  it("reads a single price, a range, and a price given only as its high end", () => {
    expect(rowAmount({ low: 150, high: 150 })).toEqual({ low: 150, high: 150 });
    expect(rowAmount({ low: 150, high: 300 })).toEqual({ low: 150, high: 300 });
    expect(rowAmount({ low: null, high: 300 })).toEqual({ low: 300, high: 300 });
  });

  it("has no amount for a price given only in words", () => {
    expect(rowAmount({ low: null, high: null })).toBeNull();
  });
});

describe("firstYearCost", () => {
  it("adds one consultation, one lab panel and 12 months of the treatment", () => {
    const cost = firstYearCost([
      row("Initial consultation", 150, 200, "visit"),
      row("Hormone panel", 100, null, "test"),
      row("Testosterone injections", 50, 75, "month"),
    ]);
    expect(cost.missing).toEqual([]);
    expect(cost.consultation?.amount).toEqual({ low: 150, high: 200 });
    expect(cost.labs?.amount).toEqual({ low: 100, high: 100 });
    expect(cost.treatments).toHaveLength(1);
    expect(cost.treatments[0]?.treatment.times).toBe(12);
    expect(cost.treatments[0]?.treatment.amount).toEqual({ low: 600, high: 900 });
    expect(cost.treatments[0]?.total).toEqual({ low: 850, high: 1200 });
  });

  it("gives each listed treatment its own estimate, in the clinic's order", () => {
    const cost = firstYearCost([
      row("Consultation", 100, null, "visit"),
      row("Lab work", 80, null, "test"),
      row("Topical gel therapy", 299, null, "month"),
      row("Testosterone injections", 99, null, "month"),
    ]);
    expect(cost.treatments.map((estimate) => estimate.treatment.row.service)).toEqual([
      "Topical gel therapy",
      "Testosterone injections",
    ]);
    expect(cost.treatments.map((estimate) => estimate.total)).toEqual([
      { low: 180 + 299 * 12, high: 180 + 299 * 12 },
      { low: 180 + 99 * 12, high: 180 + 99 * 12 },
    ]);
  });

  it("counts a yearly membership once", () => {
    const cost = firstYearCost([
      row("Consultation", 100, null, "visit"),
      row("Lab work", 80, null, "test"),
      row("Annual TRT membership", 1200, null, "year"),
    ]);
    expect(cost.treatments[0]?.treatment.times).toBe(1);
    expect(cost.treatments[0]?.total).toEqual({ low: 1380, high: 1380 });
    expect(cost.treatments[0]?.inclusive).toBe(true);
  });

  it("refuses weekly and per-procedure prices instead of converting them", () => {
    const cost = firstYearCost([
      row("Consultation", 100, null, "visit"),
      row("Lab work", 80, null, "test"),
      row("Testosterone cypionate", 25, null, "week"),
      row("Pellet insertion", 400, 600, "procedure"),
    ]);
    expect(cost.treatments).toEqual([]);
    expect(cost.missing).toEqual(["treatment"]);
    expect(cost.refused.map((refusal) => refusal.reason)).toEqual([REFUSED_WEEKLY, REFUSED_PER_PROCEDURE]);
  });

  it("names the missing terms and gives no total when the consultation or labs are not listed", () => {
    const cost = firstYearCost([row("Testosterone injections", 50, 75, "month")]);
    expect(cost.missing).toEqual(["consultation", "labs"]);
    expect(cost.treatments[0]?.treatment.amount).toEqual({ low: 600, high: 900 });
    expect(cost.treatments[0]?.total).toBeNull();
  });

  it("never uses a price given only in words", () => {
    const cost = firstYearCost([
      row("Consultation", null, null, "visit"),
      row("Lab work", 80, null, "test"),
      row("Testosterone injections", 50, null, "month"),
    ]);
    expect(cost.consultation).toBeNull();
    expect(cost.missing).toEqual(["consultation"]);
    expect(cost.treatments[0]?.total).toBeNull();
  });

  it("has nothing to estimate from no prices", () => {
    const cost = firstYearCost([]);
    expect(cost.missing).toEqual(["consultation", "labs", "treatment"]);
    expect(cost.treatments).toEqual([]);
  });

  it("prefers the initial consultation and the baseline panel over other ones", () => {
    const cost = firstYearCost([
      row("Video consultation", 60, null, "visit"),
      row("New patient consultation", 150, null, "visit"),
      row("Hormone panel", 90, null, "test"),
      row("Baseline lab panel", 120, null, "test"),
      row("Testosterone injections", 50, null, "month"),
    ]);
    expect(cost.consultation?.row.service).toBe("New patient consultation");
    expect(cost.labs?.row.service).toBe("Baseline lab panel");
  });

  it("uses the first listed consultation when none is named initial", () => {
    const cost = firstYearCost([
      row("Video consultation", 60, null, "visit"),
      row("Consultation", 150, null, "visit"),
    ]);
    expect(cost.consultation?.row.service).toBe("Video consultation");
  });
});

describe("formatDollarRange", () => {
  it("writes one amount or a range, in whole dollars with thousands separators", () => {
    expect(formatDollarRange({ low: 1200, high: 1200 })).toBe("$1,200");
    expect(formatDollarRange({ low: 850, high: 1200.4 })).toBe("$850–$1,200");
  });
});

describe("notEnoughText", () => {
  it("names every missing term", () => {
    expect(notEnoughText(["labs"])).toBe(
      "Not enough prices to estimate: the clinic lists no lab test price.",
    );
    expect(notEnoughText(["consultation", "labs", "treatment"])).toBe(
      "Not enough prices to estimate: the clinic lists no consultation price, lab test price or monthly (or yearly) treatment price.",
    );
  });
});
