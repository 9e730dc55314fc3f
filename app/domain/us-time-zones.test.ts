import { describe, expect, it } from "vitest";
import { US_RULE_ZONES, usWallClock } from "./us-time-zones.ts";

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

const formatters = new Map<string, Intl.DateTimeFormat>();

function intlClock(now: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return {
    day: WEEKDAYS[value("weekday")],
    minutes: (Number(value("hour")) % 24) * 60 + Number(value("minute")),
  };
}

describe("wall clock in US time zones without Intl", () => {
  it.each(US_RULE_ZONES)("%s agrees with Intl every 30 minutes from 2025 to 2029", (timeZone) => {
    const start = Date.UTC(2025, 0, 1);
    const end = Date.UTC(2030, 0, 1);
    for (let t = start; t < end; t += 30 * 60_000) {
      const now = new Date(t);
      const ours = usWallClock(now, timeZone);
      const theirs = intlClock(now, timeZone);
      if (!ours || ours.day !== theirs.day || ours.minutes !== theirs.minutes)
        expect({ at: now.toISOString(), ours }).toEqual({ at: now.toISOString(), ours: theirs });
    }
  });

  it("agrees on the minutes around each change of 2026", () => {
    for (const [iso, zone] of [
      ["2026-03-08T06:59:00Z", "America/Chicago"],
      ["2026-03-08T08:00:00Z", "America/Chicago"],
      ["2026-11-01T06:59:00Z", "America/Chicago"],
      ["2026-11-01T07:00:00Z", "America/Chicago"],
      ["2026-11-01T08:59:00Z", "America/Los_Angeles"],
      ["2026-11-01T09:00:00Z", "America/Los_Angeles"],
    ] as const)
      expect(usWallClock(new Date(iso), zone)).toEqual(intlClock(new Date(iso), zone));
  });

  it("leaves other zones, invalid dates and years before the federal rule to Intl", () => {
    expect(usWallClock(new Date("2026-06-01T12:00:00Z"), "Europe/Paris")).toBeUndefined();
    expect(usWallClock(new Date(Number.NaN), "America/Chicago")).toBeUndefined();
    expect(usWallClock(new Date("2005-06-01T12:00:00Z"), "America/Chicago")).toBeUndefined();
  });
});
