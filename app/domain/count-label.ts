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
  return `${rounded.toLocaleString("en-US")}+`;
}
