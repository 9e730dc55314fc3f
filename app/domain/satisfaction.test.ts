import { expect, it } from "vitest";
import { satisfactionGrade } from "./satisfaction.ts";

it("grades an average rating with the spec's labels and scores", () => {
  expect(satisfactionGrade(4.9)).toEqual({ label: "Excellent", percent: 95 });
  expect(satisfactionGrade(4.2)).toEqual({ label: "Very Good", percent: 85 });
  expect(satisfactionGrade(3.7)).toEqual({ label: "Good", percent: 75 });
  expect(satisfactionGrade(3.2)).toEqual({ label: "Fair", percent: 65 });
  expect(satisfactionGrade(2.1)).toEqual({ label: "Needs Improvement", percent: 50 });
});

it("puts each boundary in the higher grade", () => {
  expect(satisfactionGrade(5)?.label).toBe("Excellent");
  expect(satisfactionGrade(4.5)?.label).toBe("Excellent");
  expect(satisfactionGrade(4.49)?.label).toBe("Very Good");
  expect(satisfactionGrade(4)?.label).toBe("Very Good");
  expect(satisfactionGrade(3.99)?.label).toBe("Good");
  expect(satisfactionGrade(3.5)?.label).toBe("Good");
  expect(satisfactionGrade(3.49)?.label).toBe("Fair");
  expect(satisfactionGrade(3)?.label).toBe("Fair");
  expect(satisfactionGrade(2.99)?.label).toBe("Needs Improvement");
  expect(satisfactionGrade(0)?.label).toBe("Needs Improvement");
});

it("has no grade without a rating", () => {
  expect(satisfactionGrade(null)).toBeNull();
  expect(satisfactionGrade(undefined)).toBeNull();
  expect(satisfactionGrade(Number.NaN)).toBeNull();
});
