import { DAYS_OF_WEEK, type DayOfWeek } from "./days-of-week.ts";
import { formatTime } from "./hours.ts";
import { usWallClock } from "./us-time-zones.ts";

/**
 * One opening period of a day (a day may have several) on a 24-hour clock; `closes` may be "24:00" (open
 * until midnight).
 */
export interface OpeningPeriod {
  day: DayOfWeek;
  opens: string;
  closes: string;
}

/** Whether the clinic is open at a moment, from its own hours in its own time zone. */
export type OpenStatus =
  | { state: "open"; closes: string; closesOn: DayOfWeek | null }
  | { state: "open-24-hours" }
  | { state: "opens-today"; opens: string }
  | { state: "closed"; opensOn: DayOfWeek; opens: string };

const MINUTES_PER_DAY = 24 * 60;
const SHORT_DAYS: Record<DayOfWeek, string> = {
  sunday: "Sun",
  monday: "Mon",
  tuesday: "Tue",
  wednesday: "Wed",
  thursday: "Thu",
  friday: "Fri",
  saturday: "Sat",
};
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

const clocks = new Map<string, Intl.DateTimeFormat | null>();

function clockFor(timeZone: string): Intl.DateTimeFormat | null {
  let clock = clocks.get(timeZone);
  if (clock === undefined) {
    try {
      clock = new Intl.DateTimeFormat("en-US", {
        timeZone,
        weekday: "short",
        hour: "numeric",
        minute: "numeric",
        hourCycle: "h23",
      });
    } catch {
      clock = null; // not a time zone this runtime knows
    }
    clocks.set(timeZone, clock);
  }
  return clock;
}

/**
 * The day of the week (0 = Sunday) and minutes since midnight on the wall clock of a time zone at an
 * instant: the same whatever the zone of the computer asking. Null for an unknown zone.
 */
export function wallClock(now: Date, timeZone: string): { day: number; minutes: number } | null {
  const known = usWallClock(now, timeZone);
  if (known) return known;
  const clock = clockFor(timeZone);
  if (!clock || Number.isNaN(now.getTime())) return null;
  let day = -1;
  let hour = 0;
  let minute = 0;
  for (const part of clock.formatToParts(now)) {
    if (part.type === "weekday") day = WEEKDAY_INDEX[part.value] ?? -1;
    else if (part.type === "hour") hour = Number(part.value) % 24;
    else if (part.type === "minute") minute = Number(part.value);
  }
  return day < 0 ? null : { day, minutes: hour * 60 + minute };
}

/** The day `offset` days after `day` (0 = Sunday). */
const dayAfter = (day: number, offset: number) => (day + offset) % 7;

/**
 * Open or closed now, from the clinic's published hours and the wall clock in its time zone. Null when it
 * publishes no hours or its zone is unknown: then nothing is said at all. A day may have several periods:
 * between two it opens again today, after the last it opens on the next day with hours. A period closing at
 * 24:00 that the next day's period continues from 00:00 is one stretch ("closes Tue 2:00 AM"; open every hour
 * of the week is "open-24-hours").
 */
export function openStatus(
  hours: readonly OpeningPeriod[],
  timeZone: string | null | undefined,
  now: Date,
): OpenStatus | null {
  if (hours.length === 0 || !timeZone) return null;
  const clock = wallClock(now, timeZone);
  if (!clock) return null;
  const byDay = periodsByDay(hours);
  const today = byDay.get(clock.day) ?? [];

  const current = today.find((period) => clock.minutes >= period.opens && clock.minutes < period.closes);
  if (current) return openUntil(byDay, clock.day, current.closes);
  const laterToday = today.find((period) => clock.minutes < period.opens);
  if (laterToday) return { state: "opens-today", opens: hhmm(laterToday.opens) };
  for (let step = 1; step <= 7; step++) {
    const day = dayAfter(clock.day, step);
    const next = byDay.get(day)?.[0];
    if (next) return { state: "closed", opensOn: DAYS_OF_WEEK[day] as DayOfWeek, opens: hhmm(next.opens) };
  }
  return null;
}

interface Minutes {
  opens: number;
  closes: number;
}

/** Each day's periods (0 = Sunday) in minutes since midnight, earliest first. */
function periodsByDay(hours: readonly OpeningPeriod[]): Map<number, Minutes[]> {
  const byDay = new Map<number, Minutes[]>();
  for (const period of hours) {
    const day = DAYS_OF_WEEK.indexOf(period.day);
    const periods = byDay.get(day) ?? [];
    periods.push({ opens: minutesOf(period.opens), closes: minutesOf(period.closes) });
    byDay.set(day, periods);
  }
  for (const periods of byDay.values()) periods.sort((a, b) => a.opens - b.opens);
  return byDay;
}

/**
 * Open now, in a period of `today` closing at `closes`: a period closing at midnight runs on into the next
 * day's first period when that opens at 00:00, day after day.
 */
function openUntil(byDay: ReadonlyMap<number, Minutes[]>, today: number, closes: number): OpenStatus {
  let daysLater = 0;
  let until = closes;
  for (let step = 1; until === MINUTES_PER_DAY && step <= 7; step++) {
    const next = byDay.get(dayAfter(today, step))?.[0];
    if (next?.opens !== 0) break;
    // Round the week and still open at midnight: only a week of single 00:00-24:00 days does that.
    if (step === 7 && next.closes === MINUTES_PER_DAY) return { state: "open-24-hours" };
    daysLater = step;
    until = next.closes;
  }
  return {
    state: "open",
    closes: until === MINUTES_PER_DAY ? "24:00" : hhmm(until),
    // Named whenever it is not today, even on this weekday a week from now.
    closesOn: daysLater === 0 ? null : (DAYS_OF_WEEK[dayAfter(today, daysLater)] as DayOfWeek),
  };
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "Open now · closes 5:00 PM", "Opens today at 9:00 AM", "Closed · opens Mon 8:00 AM". */
export function openStatusLabel(status: OpenStatus): string {
  switch (status.state) {
    case "open-24-hours":
      return "Open 24 hours";
    case "open": {
      const day = status.closesOn ? `${SHORT_DAYS[status.closesOn]} ` : "";
      return `Open now · closes ${day}${formatTime(status.closes)}`;
    }
    case "opens-today":
      return `Opens today at ${formatTime(status.opens)}`;
    case "closed":
      return `Closed · opens ${SHORT_DAYS[status.opensOn]} ${formatTime(status.opens)}`;
  }
}
