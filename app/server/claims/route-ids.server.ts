/** The largest id a row can have (PostgreSQL's integer). */
const MAX_ID = 2_147_483_647;

/**
 * A row id from a URL segment or a form field: digits only ("1e3", "+7", " 7" and "07" are no ids), from 1 to
 * MAX_ID; null otherwise, which the page answers as "not found" or "names nothing".
 */
export function idParam(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
