import { describe, expect, it } from "vitest";
import { addMonths, lastMonths, MAX_REACH_MONTHS, monthsOf, readMonthRange } from "./clinic-reach.server.ts";

const now = new Date("2026-04-10T23:30:00-05:00");

describe("months", () => {
  it("counts months across years, both ways", () => {
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2025-12", 1)).toBe("2026-01");
    expect(addMonths("2026-04", -11)).toBe("2025-05");
    expect(addMonths("2026-04", 0)).toBe("2026-04");
  });

  it("the last 12 months end with the current UTC month", () => {
    // 23:30 in Chicago on April 10 is April 11 in UTC; on the last evening of a month, UTC is the next month.
    expect(lastMonths(now)).toEqual({ from: "2025-05", to: "2026-04" });
    expect(lastMonths(new Date("2026-04-30T20:00:00-05:00"), 1)).toEqual({ from: "2026-05", to: "2026-05" });
    expect(monthsOf({ from: "2025-11", to: "2026-02" })).toEqual([
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });
});

describe("readMonthRange", () => {
  it("defaults to the last 12 months, or the 12 months up to the month given", () => {
    expect(readMonthRange({}, now)).toEqual({ ok: true, range: { from: "2025-05", to: "2026-04" } });
    expect(readMonthRange({ from: "", to: " " }, now)).toEqual({
      ok: true,
      range: { from: "2025-05", to: "2026-04" },
    });
    expect(readMonthRange({ to: "2025-12" }, now)).toEqual({
      ok: true,
      range: { from: "2025-01", to: "2025-12" },
    });
    expect(readMonthRange({ from: "2026-02" }, now)).toEqual({
      ok: true,
      range: { from: "2026-02", to: "2026-04" },
    });
  });

  it("names the field that is wrong", () => {
    expect(readMonthRange({ from: "2026-13" }, now)).toEqual({
      ok: false,
      field: "from",
      message: "must be a month written as YYYY-MM",
    });
    expect(readMonthRange({ to: "April 2026" }, now)).toMatchObject({ ok: false, field: "to" });
    expect(readMonthRange({ from: "2026-04", to: "2026-03" }, now)).toEqual({
      ok: false,
      field: "from",
      message: "must be the same month as to or before it",
    });
    expect(readMonthRange({ from: addMonths("2026-04", -MAX_REACH_MONTHS), to: "2026-04" }, now)).toEqual({
      ok: false,
      field: "from",
      message: `must be at most ${MAX_REACH_MONTHS} months before to`,
    });
    expect(
      readMonthRange({ from: addMonths("2026-04", -(MAX_REACH_MONTHS - 1)), to: "2026-04" }, now).ok,
    ).toBe(true);
  });
});
