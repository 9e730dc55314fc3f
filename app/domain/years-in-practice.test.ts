import { expect, it } from "vitest";
import { yearsInPractice, yearsInPracticeLabel } from "./years-in-practice.ts";

it("is the current year minus the year established", () => {
  expect(yearsInPractice(2010, 2026)).toBe(16);
  expect(yearsInPractice(2025, 2026)).toBe(1);
  expect(yearsInPractice(2026, 2026)).toBe(0);
});

it("is unknown without a plausible year", () => {
  expect(yearsInPractice(null, 2026)).toBeNull();
  expect(yearsInPractice(undefined, 2026)).toBeNull();
  expect(yearsInPractice(2027, 2026)).toBeNull();
  expect(yearsInPractice(1200, 2026)).toBeNull();
  expect(yearsInPractice(2010.5, 2026)).toBeNull();
});

it("labels the years for display", () => {
  expect(yearsInPracticeLabel(16, 2026)).toBe("16 Years");
  expect(yearsInPracticeLabel(1, 2026)).toBe("1 Year");
  expect(yearsInPracticeLabel(0, 2026)).toBe("New in 2026");
});
