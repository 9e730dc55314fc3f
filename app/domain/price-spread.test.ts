import { describe, expect, it } from "vitest";
import { priceSpread } from "./price-spread.ts";

describe("priceSpread", () => {
  it("gives the median and the middle half of the prices", () => {
    expect(priceSpread([100, 150, 125, 200, 175])).toEqual({
      median: 150,
      lowerQuartile: 125,
      upperQuartile: 175,
      basedOn: 5,
    });
  });

  it("interpolates between the two middle prices of an even count, in whole dollars", () => {
    // Sorted 99, 100, 149, 150: the median is halfway between 100 and 149, the quartiles a quarter of the way.
    expect(priceSpread([99, 150, 100, 149])).toEqual({
      median: 125,
      lowerQuartile: 100,
      upperQuartile: 149,
      basedOn: 4,
    });
  });

  it("leaves out clinics without a monthly price (Infinity) and amounts that are no price", () => {
    expect(priceSpread([Number.POSITIVE_INFINITY, 120, Number.NaN, 0, -5])).toEqual({
      median: 120,
      lowerQuartile: 120,
      upperQuartile: 120,
      basedOn: 1,
    });
  });

  it("is null without any price", () => {
    expect(priceSpread([])).toBeNull();
    expect(priceSpread([Number.POSITIVE_INFINITY])).toBeNull();
  });
});
