import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate, readTimeDuration, rfc822Date } from "./blog-dates.ts";

/** Every day of a leap year and of the year after, as YYYY-MM-DD. */
const DAYS = Array.from({ length: 366 + 365 }, (_, i) =>
  new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10),
);

describe("blog dates", () => {
  it("writes every day as en-US writes it, short and long, whatever the time zone", () => {
    for (const day of DAYS) {
      const date = new Date(`${day}T00:00:00Z`);
      const write = (month: "short" | "long") =>
        date.toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month, day: "numeric" });
      expect(formatShortDate(day)).toBe(write("short"));
      expect(formatLongDate(day)).toBe(write("long"));
    }
    expect(formatShortDate("2025-01-25")).toBe("Jan 25, 2025");
    expect(formatLongDate("2025-09-01")).toBe("September 1, 2025");
  });

  it("gives RSS its RFC 822 date and schema.org its read time", () => {
    expect(rfc822Date("2025-01-25")).toBe("Sat, 25 Jan 2025 00:00:00 GMT");
    expect(readTimeDuration(7)).toBe("PT7M");
  });
});
