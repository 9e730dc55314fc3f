/**
 * Wall-clock time in the United States' time zones, worked out from the federal daylight-saving rule instead of
 * `Intl.DateTimeFormat`: the first time-zone formatter a page creates loads the browser's time-zone database,
 * about 40 ms of a phone's main thread while the page becomes interactive. Only zones whose rule is the plain
 * federal one are here; any other zone, and any year before the rule (2007), is left to Intl. The tests compare
 * every hour of several years with Intl, so a change of law that reaches the time-zone database fails them.
 */

/** UTC offset in standard time (minutes) and whether the zone keeps daylight-saving time. */
const ZONES: Record<string, { standard: number; daylightSaving: boolean }> = {
  "America/New_York": { standard: -300, daylightSaving: true },
  "America/Detroit": { standard: -300, daylightSaving: true },
  "America/Indiana/Indianapolis": { standard: -300, daylightSaving: true },
  "America/Kentucky/Louisville": { standard: -300, daylightSaving: true },
  "America/Chicago": { standard: -360, daylightSaving: true },
  "America/Denver": { standard: -420, daylightSaving: true },
  "America/Boise": { standard: -420, daylightSaving: true },
  "America/Phoenix": { standard: -420, daylightSaving: false },
  "America/Los_Angeles": { standard: -480, daylightSaving: true },
  "America/Anchorage": { standard: -540, daylightSaving: true },
  "Pacific/Honolulu": { standard: -600, daylightSaving: false },
};

/** The federal rule's first year (Energy Policy Act of 2005). */
const FIRST_YEAR = 2007;
const MINUTE = 60_000;

/** The date (day of the month) of the `nth` Sunday of a month. */
function nthSunday(year: number, month: number, nth: number): number {
  const firstDay = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstDay) % 7) + (nth - 1) * 7;
}

/** Daylight-saving time from the second Sunday of March at 2:00 to the first Sunday of November at 2:00. */
function inDaylightSaving(instant: number, standard: number): boolean {
  const year = new Date(instant + standard * MINUTE).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - standard * MINUTE;
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 2) - (standard + 60) * MINUTE;
  return instant >= start && instant < end;
}

/** The day of the week (0 = Sunday) and minutes since midnight, or undefined when Intl must answer. */
export function usWallClock(now: Date, timeZone: string): { day: number; minutes: number } | undefined {
  const zone = ZONES[timeZone];
  const instant = now.getTime();
  if (!zone || Number.isNaN(instant)) return undefined;
  const offset = zone.standard + (zone.daylightSaving && inDaylightSaving(instant, zone.standard) ? 60 : 0);
  const local = new Date(instant + offset * MINUTE);
  if (local.getUTCFullYear() < FIRST_YEAR) return undefined;
  return { day: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

export const US_RULE_ZONES: readonly string[] = Object.keys(ZONES);
