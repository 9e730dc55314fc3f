import { describe, expect, it } from "vitest";
import {
  MAX_FEATURE_MESSAGE_LENGTH,
  parseFeaturedPeriod,
  parseFeatureMessage,
  periodCovers,
  periodDays,
  periodState,
  periodText,
} from "./featured-requests.ts";

const today = "2026-11-27";

describe("the approval's period", () => {
  it("takes real days, the end on or after the start and not before today", () => {
    expect(parseFeaturedPeriod({ startsOn: "2026-12-01", endsOn: "2026-12-31" }, today)).toEqual({
      ok: true,
      period: { startsOn: "2026-12-01", endsOn: "2026-12-31" },
    });
    expect(parseFeaturedPeriod({ startsOn: " 2026-11-01 ", endsOn: "2026-11-27" }, today)).toEqual({
      ok: true,
      period: { startsOn: "2026-11-01", endsOn: "2026-11-27" },
    });
    expect(parseFeaturedPeriod({ startsOn: today, endsOn: today }, today).ok).toBe(true);
  });

  it("names the field of each mistake", () => {
    const cases: [unknown, unknown, string, RegExp][] = [
      ["", "2026-12-31", "startsOn", /first day as a date/],
      ["2026-02-30", "2026-12-31", "startsOn", /first day as a date/],
      ["12/01/2026", "2026-12-31", "startsOn", /first day as a date/],
      ["2026-12-01'; drop table clinics; --", "2026-12-31", "startsOn", /first day as a date/],
      [null, "2026-12-31", "startsOn", /first day as a date/],
      ["2026-12-01", "2026-13-01", "endsOn", /last day as a date/],
      ["2026-12-01", ["2026-12-31"], "endsOn", /last day as a date/],
      ["2026-12-10", "2026-12-09", "endsOn", /cannot come before the first day/],
      ["2026-11-01", "2026-11-26", "endsOn", /cannot be before today \(2026-11-27\)/],
      ["2026-11-27", "2027-11-28", "endsOn", /at most 366 days; this one has 367/],
    ];
    for (const [startsOn, endsOn, field, message] of cases) {
      const parsed = parseFeaturedPeriod({ startsOn, endsOn }, today);
      expect(parsed.ok, `${startsOn} ${endsOn}`).toBe(false);
      if (!parsed.ok) {
        expect(parsed.field, `${startsOn} ${endsOn}`).toBe(field);
        expect(parsed.message).toMatch(message);
      }
    }
  });

  it("allows a whole leap year, 366 days", () => {
    expect(parseFeaturedPeriod({ startsOn: "2028-01-01", endsOn: "2028-12-31" }, today).ok).toBe(true);
    expect(periodDays({ startsOn: "2028-01-01", endsOn: "2028-12-31" })).toBe(366);
  });

  it("covers its first and last days, and says where it stands", () => {
    const period = { startsOn: "2026-12-01", endsOn: "2026-12-31" };
    expect(periodCovers(period, "2026-11-30")).toBe(false);
    expect(periodCovers(period, "2026-12-01")).toBe(true);
    expect(periodCovers(period, "2026-12-31")).toBe(true);
    expect(periodCovers(period, "2027-01-01")).toBe(false);
    expect(periodState(period, "2026-11-30")).toBe("upcoming");
    expect(periodState(period, "2026-12-31")).toBe("current");
    expect(periodState(period, "2027-01-01")).toBe("over");
    expect(periodText(period)).toBe("Dec 1, 2026 to Dec 31, 2026");
  });
});

describe("the request's message", () => {
  it("is optional, trimmed, and keeps its line breaks as \\n", () => {
    expect(parseFeatureMessage("")).toEqual({ ok: true, message: null });
    expect(parseFeatureMessage(null)).toEqual({ ok: true, message: null });
    expect(parseFeatureMessage("  January to March\r\nplease\t! ")).toEqual({
      ok: true,
      message: "January to March\nplease\t!",
    });
  });

  it("counts a line break once, as the text box does", () => {
    const lines = `${"a".repeat(499)}\r\n${"b".repeat(500)}`;
    expect(parseFeatureMessage(lines)).toEqual({ ok: true, message: lines.replace("\r\n", "\n") });
  });

  it("refuses control characters, text over the limit and anything but text, saying so", () => {
    expect(parseFeatureMessage("Hello\u0000")).toEqual({
      ok: false,
      problem: "Remove the control characters from your message.",
    });
    expect(parseFeatureMessage("bell\u0007")).toMatchObject({ ok: false });
    expect(parseFeatureMessage("x".repeat(MAX_FEATURE_MESSAGE_LENGTH + 1))).toEqual({
      ok: false,
      problem: "Keep your message to 1000 characters or fewer (it has 1001).",
    });
    expect(parseFeatureMessage(new Blob(["file"]))).toEqual({
      ok: false,
      problem: "The message must be text.",
    });
  });
});
