/**
 * A whole count with thousands separators, as en-US writes it: 62661 -> "62,661". Written out rather than with
 * `toLocaleString`, whose first call on a page loads the browser's number-formatting data (about 8 ms of a phone's
 * main thread while the page hydrates). Other numbers are left to `toLocaleString`.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString("en-US");
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return count < 0 ? `-${digits}` : digits;
}

/**
 * Counts shown to visitors are rounded down to two significant digits with a plus:
 * 523 -> "520+", 62661 -> "62,000+", 8 -> "8". Never more than we really have.
 */
export function countPlus(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "0";
  const whole = Math.floor(count);
  if (whole < 10) return String(whole);
  const magnitude = 10 ** (Math.floor(Math.log10(whole)) - 1);
  const rounded = Math.floor(whole / magnitude) * magnitude;
  return `${formatCount(rounded)}+`;
}

/** A count with its noun in the right number: "1 TRT clinic", "0 TRT clinics", "1,204 TRT clinics". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** A rounded count with its noun: "1 clinic", "8 clinics", "520+ clinics" (a count with a plus is plural). */
export function countPlusOf(count: number, singular: string, plural = `${singular}s`): string {
  const shown = countPlus(count);
  return `${shown} ${shown === "1" ? singular : plural}`;
}
