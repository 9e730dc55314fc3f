import { afterEach, describe, expect, it } from "vitest";
import type { DayOfWeek } from "./catalog.ts";
import { type OpeningPeriod, openStatus, openStatusLabel, wallClock } from "./open-now.ts";

const WEEKDAYS: DayOfWeek[] = ["monday", "tuesday", "wednesday", "thursday", "friday"];
const weekdays = (opens: string, closes: string): OpeningPeriod[] =>
  WEEKDAYS.map((day) => ({ day, opens, closes }));

/** The label at an instant given in UTC, or null when nothing is shown. */
function labelAt(hours: OpeningPeriod[], timeZone: string | null, utc: string): string | null {
  const status = openStatus(hours, timeZone, new Date(utc));
  return status ? openStatusLabel(status) : null;
}

describe("open now from the clinic's hours in its own time zone", () => {
  const chicago = weekdays("08:00", "17:00");

  it("is open from the opening minute up to, not including, the closing minute", () => {
    // Monday 23 November 2026: Chicago is on CST, UTC-6.
    expect(labelAt(chicago, "America/Chicago", "2026-11-23T14:00:00Z")).toBe("Open now · closes 5:00 PM");
    expect(labelAt(chicago, "America/Chicago", "2026-11-23T22:59:00Z")).toBe("Open now · closes 5:00 PM");
    expect(labelAt(chicago, "America/Chicago", "2026-11-23T23:00:00Z")).toBe("Closed · opens Tue 8:00 AM");
  });

  it("says when it opens later the same day", () => {
    expect(labelAt(chicago, "America/Chicago", "2026-11-23T13:59:00Z")).toBe("Opens today at 8:00 AM");
  });

  it("is closed on a day without hours and names the next day it opens", () => {
    // Sunday 22 November, noon in Chicago; Friday evening too.
    expect(labelAt(chicago, "America/Chicago", "2026-11-22T18:00:00Z")).toBe("Closed · opens Mon 8:00 AM");
    expect(labelAt(chicago, "America/Chicago", "2026-11-28T00:30:00Z")).toBe("Closed · opens Mon 8:00 AM");
  });

  it("follows a clinic that lists only some days", () => {
    const hours: OpeningPeriod[] = [
      { day: "tuesday", opens: "09:00", closes: "13:00" },
      { day: "thursday", opens: "14:00", closes: "19:30" },
    ];
    // Monday, Wednesday morning, Thursday morning and after Thursday's close.
    expect(labelAt(hours, "America/New_York", "2026-11-23T17:00:00Z")).toBe("Closed · opens Tue 9:00 AM");
    expect(labelAt(hours, "America/New_York", "2026-11-25T15:00:00Z")).toBe("Closed · opens Thu 2:00 PM");
    expect(labelAt(hours, "America/New_York", "2026-11-26T15:00:00Z")).toBe("Opens today at 2:00 PM");
    expect(labelAt(hours, "America/New_York", "2026-11-26T20:00:00Z")).toBe("Open now · closes 7:30 PM");
    expect(labelAt(hours, "America/New_York", "2026-11-27T01:00:00Z")).toBe("Closed · opens Tue 9:00 AM");
  });

  it("says nothing without hours or without a known time zone", () => {
    expect(labelAt([], "America/Chicago", "2026-11-23T14:00:00Z")).toBeNull();
    expect(labelAt(chicago, null, "2026-11-23T14:00:00Z")).toBeNull();
    expect(labelAt(chicago, "Mars/Olympus_Mons", "2026-11-23T14:00:00Z")).toBeNull();
  });
});

describe("daylight saving time", () => {
  const newYork = weekdays("08:00", "17:00");

  it("moves opening by an hour of UTC when clocks spring forward (8 March 2026)", () => {
    // 12:30 UTC is 7:30 EST on Monday 2 March and 8:30 EDT on Monday 9 March.
    expect(labelAt(newYork, "America/New_York", "2026-03-02T12:30:00Z")).toBe("Opens today at 8:00 AM");
    expect(labelAt(newYork, "America/New_York", "2026-03-09T12:30:00Z")).toBe("Open now · closes 5:00 PM");
  });

  it("moves it back when clocks fall back (1 November 2026)", () => {
    // 12:30 UTC is 8:30 EDT on Monday 26 October and 7:30 EST on Monday 2 November.
    expect(labelAt(newYork, "America/New_York", "2026-10-26T12:30:00Z")).toBe("Open now · closes 5:00 PM");
    expect(labelAt(newYork, "America/New_York", "2026-11-02T12:30:00Z")).toBe("Opens today at 8:00 AM");
  });

  it("reads the wall clock across the skipped hour itself", () => {
    const sunday: OpeningPeriod[] = [{ day: "sunday", opens: "02:30", closes: "04:00" }];
    // 06:59 UTC is 1:59 EST; one minute later it is 3:00 EDT: 2:30 never happens that night.
    expect(wallClock(new Date("2026-03-08T06:59:00Z"), "America/New_York")).toEqual({ day: 0, minutes: 119 });
    expect(wallClock(new Date("2026-03-08T07:00:00Z"), "America/New_York")).toEqual({ day: 0, minutes: 180 });
    expect(labelAt(sunday, "America/New_York", "2026-03-08T06:59:00Z")).toBe("Opens today at 2:30 AM");
    expect(labelAt(sunday, "America/New_York", "2026-03-08T07:00:00Z")).toBe("Open now · closes 4:00 AM");
  });

  it("reads the repeated hour when clocks fall back", () => {
    // 05:30 UTC and 06:30 UTC are both 1:30 on Sunday 1 November in New York.
    expect(wallClock(new Date("2026-11-01T05:30:00Z"), "America/New_York")).toEqual({ day: 0, minutes: 90 });
    expect(wallClock(new Date("2026-11-01T06:30:00Z"), "America/New_York")).toEqual({ day: 0, minutes: 90 });
  });
});

describe("zones without daylight saving time, and far from the mainland", () => {
  const hours = weekdays("08:00", "17:00");

  it("Arizona keeps UTC-7 all year while Denver moves", () => {
    // 15:30 UTC is 8:30 in Phoenix in January and July; in Denver 8:30 in January but 9:30 in July.
    expect(labelAt(hours, "America/Phoenix", "2026-01-05T15:30:00Z")).toBe("Open now · closes 5:00 PM");
    expect(labelAt(hours, "America/Phoenix", "2026-07-06T14:30:00Z")).toBe("Opens today at 8:00 AM");
    expect(wallClock(new Date("2026-07-06T15:30:00Z"), "America/Phoenix")?.minutes).toBe(8 * 60 + 30);
    expect(wallClock(new Date("2026-07-06T15:30:00Z"), "America/Denver")?.minutes).toBe(9 * 60 + 30);
  });

  it("Alaska (UTC-9 in winter) and Hawaii (UTC-10, no DST)", () => {
    expect(labelAt(hours, "America/Anchorage", "2026-11-23T16:59:00Z")).toBe("Opens today at 8:00 AM");
    expect(labelAt(hours, "America/Anchorage", "2026-11-23T17:00:00Z")).toBe("Open now · closes 5:00 PM");
    expect(labelAt(hours, "Pacific/Honolulu", "2026-11-23T17:59:00Z")).toBe("Opens today at 8:00 AM");
    expect(labelAt(hours, "Pacific/Honolulu", "2026-07-06T18:00:00Z")).toBe("Open now · closes 5:00 PM");
  });

  it("a Honolulu clinic is still open on Monday evening when it is already Tuesday in UTC", () => {
    // 02:30 UTC Tuesday is 16:30 Monday in Honolulu.
    expect(labelAt(hours, "Pacific/Honolulu", "2026-11-24T02:30:00Z")).toBe("Open now · closes 5:00 PM");
  });
});

describe("a visitor in another time zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it("sees the clinic's status, not one worked out from his own clock", () => {
    const hours = weekdays("08:00", "17:00");
    const at = "2026-11-23T14:00:00Z"; // 8:00 in Chicago, 23:00 in Tokyo, 6:00 in Los Angeles
    const results = ["Asia/Tokyo", "America/Los_Angeles", "UTC"].map((zone) => {
      process.env.TZ = zone;
      return labelAt(hours, "America/Chicago", at);
    });
    expect(results).toEqual(Array(3).fill("Open now · closes 5:00 PM"));
  });
});

describe("hours that end at midnight", () => {
  it("is open up to 23:59 and closed at 00:00 the next day", () => {
    const friday: OpeningPeriod[] = [{ day: "friday", opens: "18:00", closes: "24:00" }];
    // Friday 27 November 2026 in Denver (UTC-7).
    expect(labelAt(friday, "America/Denver", "2026-11-28T06:59:00Z")).toBe("Open now · closes midnight");
    expect(labelAt(friday, "America/Denver", "2026-11-28T07:00:00Z")).toBe("Closed · opens Fri 6:00 PM");
  });

  it("carries on into the next day when that day opens at 00:00", () => {
    const late: OpeningPeriod[] = [
      { day: "friday", opens: "18:00", closes: "24:00" },
      { day: "saturday", opens: "00:00", closes: "02:00" },
    ];
    expect(labelAt(late, "America/Denver", "2026-11-28T06:00:00Z")).toBe("Open now · closes Sat 2:00 AM");
    expect(labelAt(late, "America/Denver", "2026-11-28T08:30:00Z")).toBe("Open now · closes 2:00 AM");
    expect(labelAt(late, "America/Denver", "2026-11-28T09:00:00Z")).toBe("Closed · opens Fri 6:00 PM");
  });

  it("a clinic open every hour of every day is open 24 hours", () => {
    const always: OpeningPeriod[] = (
      ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const
    ).map((day) => ({ day, opens: "00:00", closes: "24:00" }));
    expect(labelAt(always, "America/Chicago", "2026-11-23T05:59:00Z")).toBe("Open 24 hours");
  });
});

describe("days with more than one opening period", () => {
  // Monday and Wednesday with a lunch break; Tuesday morning only; Thursday a morning and an evening.
  const split: OpeningPeriod[] = [
    { day: "monday", opens: "08:00", closes: "12:00" },
    { day: "monday", opens: "13:00", closes: "17:00" },
    { day: "tuesday", opens: "09:00", closes: "12:00" },
    { day: "wednesday", opens: "13:00", closes: "17:00" },
    { day: "wednesday", opens: "08:00", closes: "12:00" },
    { day: "thursday", opens: "07:00", closes: "09:00" },
    { day: "thursday", opens: "18:00", closes: "24:00" },
    { day: "friday", opens: "00:00", closes: "01:30" },
    { day: "friday", opens: "10:00", closes: "14:00" },
  ];
  // Monday 23 November 2026 in Chicago (UTC-6).
  const at = (utc: string) => labelAt(split, "America/Chicago", utc);

  it("is open in each period and closes at that period's end", () => {
    expect(at("2026-11-23T14:00:00Z")).toBe("Open now · closes 12:00 PM");
    expect(at("2026-11-23T19:00:00Z")).toBe("Open now · closes 5:00 PM");
    expect(at("2026-11-23T22:59:00Z")).toBe("Open now · closes 5:00 PM");
  });

  it("between two periods says when it opens again today", () => {
    expect(at("2026-11-23T18:00:00Z")).toBe("Opens today at 1:00 PM");
    expect(at("2026-11-23T18:59:00Z")).toBe("Opens today at 1:00 PM");
    // Periods given out of order read the same.
    expect(at("2026-11-25T18:30:00Z")).toBe("Opens today at 1:00 PM");
  });

  it("before the first period names the first, after the last the next day's first", () => {
    expect(at("2026-11-23T13:00:00Z")).toBe("Opens today at 8:00 AM");
    expect(at("2026-11-23T23:00:00Z")).toBe("Closed · opens Tue 9:00 AM");
    expect(at("2026-11-24T19:00:00Z")).toBe("Closed · opens Wed 8:00 AM");
  });

  it("carries a last period closing at midnight on into the next day's 00:00 period", () => {
    // Thursday 26 November 8:00 PM, then Friday 1:00 AM and 3:00 AM.
    expect(at("2026-11-27T02:00:00Z")).toBe("Open now · closes Fri 1:30 AM");
    expect(at("2026-11-27T07:00:00Z")).toBe("Open now · closes 1:30 AM");
    expect(at("2026-11-27T09:00:00Z")).toBe("Opens today at 10:00 AM");
    expect(at("2026-11-26T14:00:00Z")).toBe("Open now · closes 9:00 AM");
  });

  it("a stretch round the whole week that closes once names the day it closes", () => {
    const days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
    const almostAlways: OpeningPeriod[] = days.flatMap((day): OpeningPeriod[] =>
      day === "monday"
        ? [
            { day, opens: "00:00", closes: "10:00" },
            { day, opens: "12:00", closes: "24:00" },
          ]
        : [{ day, opens: "00:00", closes: "24:00" }],
    );
    // Monday 1:00 PM: open through the week until next Monday 10:00 AM.
    expect(labelAt(almostAlways, "America/Chicago", "2026-11-23T19:00:00Z")).toBe(
      "Open now · closes Mon 10:00 AM",
    );
  });
});
