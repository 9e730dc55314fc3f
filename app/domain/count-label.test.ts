import { expect, it } from "vitest";
import { countOf, countPlus, countPlusOf, formatCount } from "./count-label.ts";

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

it("names the count with its noun in the right number", () => {
  expect(countOf(1, "TRT clinic")).toBe("1 TRT clinic");
  expect(countOf(0, "TRT clinic")).toBe("0 TRT clinics");
  expect(countOf(1204, "state")).toBe("1,204 states");
  expect(countOf(2, "person", "people")).toBe("2 people");
  expect(countPlusOf(1, "Clinic")).toBe("1 Clinic");
  expect(countPlusOf(8, "Clinic")).toBe("8 Clinics");
  expect(countPlusOf(523, "Clinic")).toBe("520+ Clinics");
});

it("writes whole counts with thousands separators, as en-US does, without Intl", () => {
  for (const n of [0, 7, 999, 1000, 62661, 1234567, -4500, 1_000_000_000])
    expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
  expect(formatCount(1234.5)).toBe("1,234.5");
});
