import { formatOpeningHours } from "./hours.ts";

/**
 * A day's hours in the import format (docs/data-format.md): "closed", or one to three opening periods
 * "HH:MM-HH:MM" separated by commas ("08:00-12:00,13:00-17:00"), in order, each closing after it opens and
 * the next opening after the previous one closes; only the last may close at midnight ("24:00").
 */

/** One opening period of a day on a 24-hour clock; `closes` may be "24:00" (open until midnight). */
export interface DayPeriod {
  opens: string;
  closes: string;
}

export const MAX_PERIODS_PER_DAY = 3;

const PERIOD_PATTERN = /^([01]\d|2[0-3]):[0-5]\d-(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const DAY_FORMAT_MESSAGE =
  'must be "closed" or one to three periods "HH:MM-HH:MM" separated by commas, such as "08:00-12:00,13:00-17:00" (closing at midnight is "24:00")';

/** The day's value in lower case without spaces around its commas and dashes: as it is stored and compared. */
export function normaliseDay(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\s*([,-])\s*/g, "$1");
}

/** The periods of a normalised day value; none for "closed". Call only on a value `dayProblem` accepts. */
export function periodsOfDay(value: string): DayPeriod[] {
  if (value === "closed" || value === "") return [];
  return value.split(",").map((period) => {
    const [opens = "", closes = ""] = period.split("-");
    return { opens, closes };
  });
}

/** The day's periods in the import format: "08:00-12:00,13:00-17:00" (an export writes this). */
export function dayValueOf(periods: readonly DayPeriod[]): string {
  return periods.length === 0 ? "closed" : periods.map(({ opens, closes }) => `${opens}-${closes}`).join(",");
}

/** "8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM": a day's periods as a visitor reads them. */
export function formatDayPeriods(periods: readonly DayPeriod[]): string {
  return periods.map(({ opens, closes }) => formatOpeningHours(opens, closes)).join(", ");
}

/** What is wrong with a normalised day value, in words naming the period at fault; null when it is fine. */
export function dayProblem(value: string): string | null {
  if (value === "closed") return null;
  const texts = value.split(",");
  if (!texts.every((text) => PERIOD_PATTERN.test(text))) return DAY_FORMAT_MESSAGE;
  if (texts.length > MAX_PERIODS_PER_DAY) {
    return `must have at most ${MAX_PERIODS_PER_DAY} opening periods (it has ${texts.length})`;
  }
  const periods = periodsOfDay(value);
  const several = periods.length > 1;
  const named = (index: number) => `period ${index + 1} ("${texts[index]}")`;
  for (const [index, { opens, closes }] of periods.entries()) {
    if (closes <= opens)
      return several ? `${named(index)} must close after it opens` : "must close after it opens";
    if (closes === "24:00" && index < periods.length - 1) {
      return `${named(index)} closes at midnight ("24:00"), so no period can follow it that day`;
    }
    const previous = periods[index - 1];
    if (!previous) continue;
    if (opens === previous.closes) {
      return `${named(index)} opens when period ${index} closes: write the two as one period ("${previous.opens}-${closes}")`;
    }
    if (opens < previous.closes) {
      return `${named(index)} must open after period ${index} closes (${previous.closes}): periods go in order and do not overlap`;
    }
  }
  return null;
}
