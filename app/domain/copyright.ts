export const FIRST_YEAR = 2025;

/** '© 2025' in the launch year, '© 2025–2027' afterwards. */
export function copyrightYears(currentYear: number): string {
  return currentYear > FIRST_YEAR ? `© ${FIRST_YEAR}–${currentYear}` : `© ${FIRST_YEAR}`;
}
