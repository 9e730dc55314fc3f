import { describe, expect, it } from "vitest";
import type { Clinic } from "./clinic.ts";
import { dollarAmount, firstWithMore } from "./clinic-card.ts";
import { cardMonthlyPrice } from "./to-clinic-card.ts";

it("shows the first items and counts the rest", () => {
  expect(firstWithMore(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b", "c"], more: 2 });
  expect(firstWithMore(["a", "b"], 3)).toEqual({ shown: ["a", "b"], more: 0 });
  expect(firstWithMore([], 2)).toEqual({ shown: [], more: 0 });
});

describe("the card's monthly price", () => {
  const NOW = new Date("2026-11-27T12:00:00Z");
  const row = (
    id: number,
    unit: string,
    low: number | null,
    high: number | null,
    asOf = "2026-10-01",
  ): Clinic["pricing"][number] => ({
    id,
    service: `Row ${id}`,
    price: "as listed",
    low,
    high,
    unit,
    source: "website",
    asOf,
  });

  it("is the lowest price billed per month, with its day and source", () => {
    const price = cardMonthlyPrice(
      [row(1, "visit", 90, 90), row(2, "month", 199, 249), row(3, "month", 129, 199, "2026-09-15")],
      NOW,
    );
    expect(price).toEqual({ amount: 129, asOf: "2026-09-15", source: "website", stale: false });
  });

  it("is none without a monthly row: a weekly or yearly price is never turned into a monthly one", () => {
    expect(cardMonthlyPrice([row(1, "week", 40, 40), row(2, "year", 1200, 1200)], NOW)).toBeNull();
    expect(cardMonthlyPrice([], NOW)).toBeNull();
  });

  it("a monthly price over 12 months old says so", () => {
    expect(cardMonthlyPrice([row(1, "month", 150, 150, "2025-06-01")], NOW)?.stale).toBe(true);
  });

  it("shows whole dollars without cents and other amounts with them", () => {
    expect(dollarAmount(150)).toBe("$150");
    expect(dollarAmount(1200)).toBe("$1,200");
    expect(dollarAmount(99.5)).toBe("$99.50");
    expect(dollarAmount(1234.567)).toBe("$1,234.57");
    expect(dollarAmount(0.5)).toBe("$0.50");
    expect(dollarAmount(19.999)).toBe("$20.00");
  });
});
