import { utcDay } from "./price-source.ts";
import { formatShortDate } from "./verification.ts";

/**
 * How fresh a clinic's own confirmation of its listing is (issue 34, "keep it fresh"). A confirmation is the
 * clinic saying every detail is right: "still correct", or its proposed changes applied by an operator.
 *
 * - At REMINDER_MONTHS old, the clinic's representatives are reminded once to look again.
 * - Up to FRESH_MONTHS old, the profile says "Details confirmed by the clinic on <date>"; older, it still says
 *   when, as "Details last confirmed by the clinic on <date>", so that a visitor can judge it. The same 12
 *   months as a verification (verification.ts).
 *
 * Whole UTC days, like verification: a page says the same all day long.
 */
export const REMINDER_MONTHS = 11;
export const FRESH_MONTHS = 12;

/**
 * The day `months` calendar months before `day` (YYYY-MM-DD). A day the earlier month does not have becomes
 * that month's last day (Mar 31 minus one month is Feb 28), so the interval is never shorter than the months.
 */
export function monthsBeforeDay(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The UTC day of an ISO timestamp or day, or null when it is not a moment at all. */
function dayOf(iso: string): string | null {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? null : utcDay(moment);
}

/** Whether a confirmation made at `confirmedAt` is REMINDER_MONTHS or more old on `today` (YYYY-MM-DD). */
export function confirmationDue(confirmedAt: string, today: string): boolean {
  const day = dayOf(confirmedAt);
  return day !== null && day <= monthsBeforeDay(today, REMINDER_MONTHS);
}

/** Whether a confirmation made at `confirmedAt` is within FRESH_MONTHS of `today` (YYYY-MM-DD). */
export function confirmationFresh(confirmedAt: string, today: string): boolean {
  const day = dayOf(confirmedAt);
  return day !== null && day >= monthsBeforeDay(today, FRESH_MONTHS);
}

/**
 * What a clinic's profile says of the clinic's own confirmation, or null when the clinic never confirmed its
 * details: "Details confirmed by the clinic on Nov 27, 2026", or, after 12 months, "Details last confirmed by
 * the clinic on Nov 27, 2025".
 */
export function clinicConfirmationText(confirmedAt: string | null, today: string): string | null {
  if (!confirmedAt || dayOf(confirmedAt) === null) return null;
  const date = formatShortDate(confirmedAt);
  return confirmationFresh(confirmedAt, today)
    ? `Details confirmed by the clinic on ${date}`
    : `Details last confirmed by the clinic on ${date}`;
}
