/**
 * English month names as en-US writes them. Dates are formatted from these rather than with
 * `toLocaleDateString`, which builds a formatter on every call (a large part of a page's server rendering
 * when it lists a few dates) and on a phone loads the browser's date-formatting data during hydration.
 */
export const SHORT_MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

export const LONG_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
