import { expect, it } from "vitest";
import { formatRating, starFills } from "./rating.ts";

it("shows one decimal", () => {
  expect(formatRating(4)).toBe("4.0");
  expect(formatRating(4.25)).toBe("4.3");
  expect(formatRating(3.04)).toBe("3.0");
});

it("fills five stars in proportion to the rating", () => {
  expect(starFills(4.5)).toEqual([1, 1, 1, 1, 0.5]);
  expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
});
