import { describe, expect, it } from "vitest";
import { lowestMonthlyPrice, monthlyFromAmount } from "./monthly-price.ts";

const row = (low: number | null, high: number | null, unit: string | null) => ({ low, high, unit });

describe("lowestMonthlyPrice", () => {
  it("picks the monthly row with the lowest starting amount", () => {
    const rows = [row(150, 300, "month"), row(99, null, "visit"), row(125, 200, "month")];
    expect(lowestMonthlyPrice(rows)).toBe(rows[2]);
  });

  it("never turns weekly or yearly prices into monthly ones", () => {
    expect(lowestMonthlyPrice([row(20, null, "week"), row(900, null, "year")])).toBeNull();
  });

  it("uses the high amount when only that is listed, and keeps the first row on a tie", () => {
    const rows = [row(null, 180, "month"), row(180, 250, "month")];
    expect(lowestMonthlyPrice(rows)).toBe(rows[0]);
    expect(monthlyFromAmount(rows[0] as (typeof rows)[0])).toBe(180);
  });

  it("skips monthly rows with no amount", () => {
    expect(lowestMonthlyPrice([row(null, null, "month")])).toBeNull();
  });
});
