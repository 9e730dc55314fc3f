/** The days of the week, Sunday first: a day's index is its number in `clinic_hours.day` (0 is Sunday). */
export const DAYS_OF_WEEK = [
  "sunday",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** Monday first, as people read a week: the CSV day columns, the admin form, a profile's hours. */
export const DAYS_MONDAY_FIRST: readonly DayOfWeek[] = [...DAYS_OF_WEEK.slice(1), DAYS_OF_WEEK[0]];
