import { expect, it } from "vitest";
import { formatRating, starFillPercent } from "./rating.ts";

it("shows one decimal", () => {
  expect(formatRating(4)).toBe("4.0");
  expect(formatRating(4.25)).toBe("4.3");
  expect(formatRating(3.04)).toBe("3.0");
});

it("fills five stars in proportion to the rating", () => {
  expect(starFillPercent(4.5)).toBe(90);
  expect(starFillPercent(4.26)).toBe(85.2);
  expect(starFillPercent(0)).toBe(0);
  expect(starFillPercent(-1)).toBe(0);
  expect(starFillPercent(7)).toBe(100);
});
