import { expect, it } from "vitest";
import { satisfactionGrade } from "./satisfaction.ts";

it("grades an average rating with the spec's words and no invented percentage", () => {
  expect(satisfactionGrade(4.9)).toBe("Excellent");
  expect(satisfactionGrade(4.2)).toBe("Very Good");
  expect(satisfactionGrade(3.7)).toBe("Good");
  expect(satisfactionGrade(3.2)).toBe("Fair");
  expect(satisfactionGrade(2.1)).toBe("Needs Improvement");
});

it("puts each boundary in the higher grade", () => {
  expect(satisfactionGrade(5)).toBe("Excellent");
  expect(satisfactionGrade(4.5)).toBe("Excellent");
  expect(satisfactionGrade(4.49)).toBe("Very Good");
  expect(satisfactionGrade(4)).toBe("Very Good");
  expect(satisfactionGrade(3.99)).toBe("Good");
  expect(satisfactionGrade(3.5)).toBe("Good");
  expect(satisfactionGrade(3.49)).toBe("Fair");
  expect(satisfactionGrade(3)).toBe("Fair");
  expect(satisfactionGrade(2.99)).toBe("Needs Improvement");
  expect(satisfactionGrade(0)).toBe("Needs Improvement");
});

it("has no grade without a rating", () => {
  expect(satisfactionGrade(null)).toBeNull();
  expect(satisfactionGrade(undefined)).toBeNull();
  expect(satisfactionGrade(Number.NaN)).toBeNull();
});
