import { expect, it } from "vitest";
import { copyrightYears } from "./copyright.ts";

it("shows the launch year alone in 2025", () => {
  expect(copyrightYears(2025)).toBe("© 2025");
});

it("shows a range after the launch year", () => {
  expect(copyrightYears(2026)).toBe("© 2025–2026");
});
