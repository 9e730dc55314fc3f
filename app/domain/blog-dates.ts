import { MONTH_NAMES } from "./months.ts";

/** Dates in content are calendar days (YYYY-MM-DD); they are shown the same in every time zone. */
function utcDate(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00Z`);
}

/** "2025-01-25" -> "January 25, 2025" (from month names, not `toLocaleDateString`: see formatShortDate). */
export function formatLongDate(isoDay: string): string {
  const date = utcDate(isoDay);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "2025-01-25" -> "Jan 25, 2025": the formatter of verification dates, which is on every page already. */
export { formatShortDate } from "./verification.ts";

/** RFC 822 date for RSS: "2025-01-25" -> "Sat, 25 Jan 2025 00:00:00 GMT". */
export function rfc822Date(isoDay: string): string {
  return utcDate(isoDay).toUTCString();
}

/** ISO 8601 duration for a read time in minutes: 7 -> "PT7M". */
export function readTimeDuration(minutes: number): string {
  return `PT${minutes}M`;
}
