/** The spec's 'Years in Practice': the current year minus the year established; null when unknown or impossible. */
export function yearsInPractice(
  yearEstablished: number | null | undefined,
  currentYear: number,
): number | null {
  if (yearEstablished === null || yearEstablished === undefined || !Number.isInteger(yearEstablished))
    return null;
  if (yearEstablished < 1800 || yearEstablished > currentYear) return null;
  return currentYear - yearEstablished;
}

/** "1 Year", "16 Years"; a practice founded this year is "New in 2026". */
export function yearsInPracticeLabel(years: number, currentYear: number): string {
  if (years <= 0) return `New in ${currentYear}`;
  return years === 1 ? "1 Year" : `${years} Years`;
}
