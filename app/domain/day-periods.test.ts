import { describe, expect, it } from "vitest";
import { clinicInputSchema } from "./clinic-input.ts";
import {
  DAY_FORMAT_MESSAGE,
  dayProblem,
  dayValueOf,
  formatDayPeriods,
  normaliseDay,
  periodsOfDay,
} from "./day-periods.ts";

const BASE = {
  name: "Split Day Clinic",
  addressLine1: "1 Main St",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
};

/** The stored value of Monday's hours, or the import's messages about it. */
function monday(value: string): string | string[] {
  const result = clinicInputSchema.safeParse({ ...BASE, hours: { monday: value } });
  if (result.success) return result.data.hours.monday ?? "";
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("a day's hours in the import format", () => {
  it("takes closed, one period, or up to three in order, without the spaces around commas", () => {
    expect(monday(" Closed ")).toBe("closed");
    expect(monday("08:00-17:00")).toBe("08:00-17:00");
    expect(monday("08:00-12:00 , 13:00-17:00")).toBe("08:00-12:00,13:00-17:00");
    expect(monday("07:00-09:00,11:00-13:00,17:00-24:00")).toBe("07:00-09:00,11:00-13:00,17:00-24:00");
  });

  it("refuses what is not periods of HH:MM-HH:MM", () => {
    for (const value of ["8am-5pm", "08:00-17:00,", "08:00-12:00;13:00-17:00", "", "08:00-12:00,closed"]) {
      expect(monday(value)).toEqual([`hours.monday: ${DAY_FORMAT_MESSAGE}`]);
    }
  });

  it("refuses a fourth period", () => {
    expect(monday("06:00-07:00,08:00-09:00,10:00-11:00,12:00-13:00")).toEqual([
      "hours.monday: must have at most 3 opening periods (it has 4)",
    ]);
  });

  it("names the period that closes before it opens", () => {
    expect(monday("17:00-08:00")).toEqual(["hours.monday: must close after it opens"]);
    expect(monday("08:00-12:00,17:00-13:00")).toEqual([
      'hours.monday: period 2 ("17:00-13:00") must close after it opens',
    ]);
  });

  it("refuses periods out of order or overlapping, and one that opens as the previous closes", () => {
    expect(monday("13:00-17:00,08:00-12:00")).toEqual([
      'hours.monday: period 2 ("08:00-12:00") must open after period 1 closes (17:00): periods go in order and do not overlap',
    ]);
    expect(monday("08:00-13:00,12:00-17:00")).toEqual([
      'hours.monday: period 2 ("12:00-17:00") must open after period 1 closes (13:00): periods go in order and do not overlap',
    ]);
    expect(monday("08:00-12:00,12:00-17:00")).toEqual([
      'hours.monday: period 2 ("12:00-17:00") opens when period 1 closes: write the two as one period ("08:00-17:00")',
    ]);
  });

  it("lets only the last period close at midnight", () => {
    expect(monday("08:00-12:00,18:00-24:00")).toBe("08:00-12:00,18:00-24:00");
    expect(monday("18:00-24:00,08:00-12:00")).toEqual([
      'hours.monday: period 1 ("18:00-24:00") closes at midnight ("24:00"), so no period can follow it that day',
    ]);
  });
});

describe("a day's periods", () => {
  it("are read from, and written back to, the import format", () => {
    const value = normaliseDay("08:00 - 12:00, 13:00-17:00");
    expect(dayProblem(value)).toBeNull();
    const periods = periodsOfDay(value);
    expect(periods).toEqual([
      { opens: "08:00", closes: "12:00" },
      { opens: "13:00", closes: "17:00" },
    ]);
    expect(dayValueOf(periods)).toBe("08:00-12:00,13:00-17:00");
    expect(periodsOfDay("closed")).toEqual([]);
    expect(dayValueOf([])).toBe("closed");
  });

  it("read as a visitor reads them", () => {
    expect(formatDayPeriods(periodsOfDay("08:00-12:00,13:00-24:00"))).toBe(
      "8:00 AM – 12:00 PM, 1:00 PM – midnight",
    );
  });
});
