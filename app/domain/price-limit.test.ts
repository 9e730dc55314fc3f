import { describe, expect, it } from "vitest";
import {
  countPriceSteps,
  PRICE_STEPS,
  parseMaxPrice,
  priceLimitLabel,
  priceLimits,
  priceOptions,
} from "./price-limit.ts";

describe("parseMaxPrice", () => {
  it("reads whole dollars from 1 to 100,000, with or without a dollar sign", () => {
    expect(parseMaxPrice("200")).toBe(200);
    expect(parseMaxPrice(" $150 ")).toBe(150);
    expect(parseMaxPrice("100000")).toBe(100_000);
  });

  it("refuses anything else", () => {
    for (const value of ["", "0", "-1", "12.50", "1e3", "abc", "100001", "$", "2 00", "０"]) {
      expect(parseMaxPrice(value), value).toBeUndefined();
    }
  });
});

describe("countPriceSteps", () => {
  it("counts, for each limit, the clinics whose lowest monthly price is at most it", () => {
    const counts = countPriceSteps(
      [100, 175, 200, 201, Number.POSITIVE_INFINITY, Number.NaN],
      [150, 200, 50],
    );
    expect(counts).toEqual({
      any: 6,
      steps: [
        { limit: 50, count: 0 },
        { limit: 150, count: 1 },
        { limit: 200, count: 3 },
      ],
    });
  });

  it("never counts a clinic under a limit its price is above (all prices from $1 to $600)", () => {
    const prices = Array.from({ length: 600 }, (_, i) => i + 1);
    for (const { limit, count } of countPriceSteps(prices, PRICE_STEPS).steps) expect(count).toBe(limit);
  });
});

describe("the control's choices", () => {
  it("offers the steps, plus a limit from the URL that is not one", () => {
    expect(priceLimits(null)).toEqual([...PRICE_STEPS]);
    expect(priceLimits(175)).toEqual([50, 100, 150, 175, 200, 250, 300, 400, 500]);
    expect(priceLimits(200)).toEqual([...PRICE_STEPS]);
  });

  it("labels each with its dollars and count", () => {
    expect(priceLimitLabel(1500)).toBe("Up to $1,500/mo");
    const options = priceOptions(null, countPriceSteps([100, 150, 400], PRICE_STEPS));
    expect(options[0]).toEqual({ value: "", label: "Any price (3)" });
    expect(options.find((option) => option.value === "150")?.label).toBe("Up to $150/mo (2)");
    expect(priceOptions(null, null)[1]).toEqual({ value: "50", label: "Up to $50/mo" });
  });
});
