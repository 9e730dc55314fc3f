import { describe, expect, it } from "vitest";
import {
  averageRating,
  citiesByClinicCount,
  formatCostRange,
  median,
  ratingAverageLabel,
  reviewTotal,
  typicalMonthlyCost,
} from "./state-stats.ts";

describe("average rating", () => {
  it("averages the rated clinics' ratings and says how many there were", () => {
    expect(averageRating([4, 5])).toEqual({ average: 4.5, rated: 2 });
  });

  it("leaves unrated clinics out instead of inventing a rating for them", () => {
    expect(averageRating([4.1, null])).toEqual({ average: 4.1, rated: 1 });
    const mixed = averageRating([3, null, null, 4.6]);
    expect(mixed?.rated).toBe(2);
    expect(mixed?.average).toBeCloseTo(3.8, 10);
  });

  it("is null when no clinic is rated", () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([null, null])).toBeNull();
  });

  it("reads as the average across the rated clinics", () => {
    expect(ratingAverageLabel({ average: 4.5833, rated: 52 })).toBe("4.6 average across 52 rated clinics");
    expect(ratingAverageLabel({ average: 4, rated: 1 })).toBe("4.0 average across 1 rated clinic");
    expect(ratingAverageLabel({ average: 4.25, rated: 1200 })).toBe("4.3 average across 1,200 rated clinics");
  });
});

it("adds up the review counts", () => {
  expect(reviewTotal([120, 0, 35])).toBe(155);
  expect(reviewTotal([])).toBe(0);
});

it("finds the median", () => {
  expect(median([])).toBeNull();
  expect(median([5])).toBe(5);
  expect(median([9, 1, 5])).toBe(5);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});

describe("typical monthly cost", () => {
  it("takes the medians of the low and high monthly prices, ignoring other units", () => {
    expect(
      typicalMonthlyCost([
        { low: 50, high: 75, unit: "month" },
        { low: 299, high: 299, unit: "month" },
        { low: 150, high: 300, unit: "month" },
        { low: 300, high: 349, unit: "visit" },
        { low: 600, high: 900, unit: "procedure" },
      ]),
    ).toEqual({ low: 150, high: 299, basedOn: 3 });
  });

  it("uses a price with one end for both ends, and rounds to whole dollars", () => {
    expect(
      typicalMonthlyCost([
        { low: 99, high: null, unit: "Month" },
        { low: null, high: 200, unit: "month" },
      ]),
    ).toEqual({ low: 150, high: 150, basedOn: 2 });
    expect(
      typicalMonthlyCost([
        { low: null, high: null, unit: "month" },
        { low: 100, high: 101, unit: "month" },
        { low: 101, high: 102, unit: "month" },
      ])?.low,
    ).toBe(101);
  });

  it("has no figure when no clinic lists a monthly price, rather than the spec's fixed $200–400", () => {
    expect(typicalMonthlyCost([])).toBeNull();
    expect(typicalMonthlyCost([{ low: 150, high: 150, unit: "visit" }])).toBeNull();
  });

  it("formats a range", () => {
    expect(formatCostRange({ low: 200, high: 400 })).toBe("$200–400");
    expect(formatCostRange({ low: 250, high: 250 })).toBe("$250");
    expect(formatCostRange({ low: 1200, high: 1500 })).toBe("$1,200–1,500");
  });
});

describe("cities by clinic count", () => {
  it("counts clinics per city, most first, ties by name, limited", () => {
    expect(
      citiesByClinicCount(["Austin", "Dallas", "Austin", "Houston", "Dallas", "Austin", "Abilene"], 3),
    ).toEqual([
      { city: "Austin", count: 3 },
      { city: "Dallas", count: 2 },
      { city: "Abilene", count: 1 },
    ]);
  });

  it("counts spellings of one city together under the most common spelling", () => {
    expect(citiesByClinicCount(["Saint Louis", "St. Louis", "Saint Louis", "Florissant"], 10)).toEqual([
      { city: "Saint Louis", count: 3 },
      { city: "Florissant", count: 1 },
    ]);
  });

  it("is empty without cities", () => {
    expect(citiesByClinicCount([], 10)).toEqual([]);
    expect(citiesByClinicCount(["Austin"], 0)).toEqual([]);
  });
});
