import { expect, it } from "vitest";
import { countPlus } from "./count-label.ts";

it.each([
  [0, "0"],
  [7, "7"],
  [10, "10+"],
  [99, "99+"],
  [523, "520+"],
  [451, "450+"],
  [1250, "1,200+"],
  [62661, "62,000+"],
  [100000, "100,000+"],
])("%i is shown as %s", (count, label) => {
  expect(countPlus(count)).toBe(label);
});

it("never rounds up", () => {
  for (let n = 10; n < 5000; n += 7) {
    const shown = Number(countPlus(n).replace(/[^\d]/g, ""));
    expect(shown).toBeLessThanOrEqual(n);
  }
});
