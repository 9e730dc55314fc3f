import { expect, it } from "vitest";
import { formatOpeningHours, formatTime } from "./hours.ts";

it("formats 24-hour times in the 12-hour style US visitors read", () => {
  expect(formatTime("00:00")).toBe("12:00 AM");
  expect(formatTime("08:00")).toBe("8:00 AM");
  expect(formatTime("12:30")).toBe("12:30 PM");
  expect(formatTime("18:05")).toBe("6:05 PM");
});

it("calls a closing time of 24:00 midnight", () => {
  expect(formatTime("24:00")).toBe("midnight");
  expect(formatOpeningHours("18:00", "24:00")).toBe("6:00 PM – midnight");
});

it("formats a day's opening hours", () => {
  expect(formatOpeningHours("08:00", "17:30")).toBe("8:00 AM – 5:30 PM");
});
