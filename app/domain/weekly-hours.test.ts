import { describe, expect, it } from "vitest";
import type { OpeningPeriod } from "./open-now.ts";
import { weekFromText, weekText } from "./weekly-hours.ts";

describe("a week of hours as a card carries it", () => {
  const week: OpeningPeriod[] = [
    { day: "monday", opens: "08:00", closes: "12:00" },
    { day: "monday", opens: "13:00", closes: "17:30" },
    { day: "saturday", opens: "09:00", closes: "24:00" },
    { day: "sunday", opens: "00:00", closes: "24:00" },
  ];

  it("is one short text that reads back as the same periods, in order, two periods a day included", () => {
    const text = weekText(week);
    expect(text).toBe("mon 08:00-12:00,mon 13:00-17:30,sat 09:00-24:00,sun 00:00-24:00");
    expect(weekFromText(text)).toEqual(week);
  });

  it("is empty for a clinic without hours, and leaves out what it cannot read", () => {
    expect(weekText([])).toBe("");
    expect(weekFromText("")).toEqual([]);
    expect(weekFromText("mon 09:00-17:00,xyz 09:00-17:00,tue 9-5")).toEqual([
      { day: "monday", opens: "09:00", closes: "17:00" },
    ]);
  });
});
