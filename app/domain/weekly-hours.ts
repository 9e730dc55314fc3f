import { DAYS_OF_WEEK, type DayOfWeek } from "./days-of-week.ts";
import type { OpeningPeriod } from "./open-now.ts";

const SHORT_DAY = (day: DayOfWeek) => day.slice(0, 3);
const DAY_BY_SHORT = new Map<string, DayOfWeek>(DAYS_OF_WEEK.map((day) => [SHORT_DAY(day), day]));
const PERIOD = /^([a-z]{3}) (\d{2}:\d{2})-(\d{2}:\d{2})$/;

/**
 * A week of opening periods as one short text, "mon 09:00-17:00,tue 09:00-19:00" ("" for none): how a clinic
 * card carries its hours to the browser. Clinics that keep the same hours send the same text, which the page's
 * data holds once, where a list of period objects costs about 40 bytes a period on every card.
 */
export function weekText(periods: readonly OpeningPeriod[]): string {
  return periods.map((period) => `${SHORT_DAY(period.day)} ${period.opens}-${period.closes}`).join(",");
}

/** The periods of a `weekText`; a part it cannot read is left out. */
export function weekFromText(text: string): OpeningPeriod[] {
  if (text === "") return [];
  const periods: OpeningPeriod[] = [];
  for (const part of text.split(",")) {
    const match = PERIOD.exec(part);
    const day = match ? DAY_BY_SHORT.get(match[1] as string) : undefined;
    if (match && day) periods.push({ day, opens: match[2] as string, closes: match[3] as string });
  }
  return periods;
}
