/**
 * Spreadsheets run a cell that starts with =, +, -, @, tab or carriage return as a formula, so an exported
 * text such as `=HYPERLINK(…)` in a clinic's description could run on the operator's computer (CSV
 * injection). Export writes such cells with a leading apostrophe, which spreadsheets show as plain text, and
 * import takes it off again. A text that itself starts with an apostrophe gets one more, so every text
 * survives the round trip unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r']/;

export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** Undoes escapeFormula: an apostrophe followed by one of the formula characters (or another apostrophe) goes. */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
