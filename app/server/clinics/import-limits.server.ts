/**
 * The most one import file may hold. A file over a limit is refused as a whole, as soon as reading it finds
 * out, so that no upload or command can take more memory or time than a file within them would.
 */

/** Rows (clinics) in one file: about the national scale of TRT listings; a larger directory comes in parts. */
export const MAX_IMPORT_ROWS = 50_000;

/** Columns of a CSV header, and fields of a JSON clinic object: the format's columns and room to spare. */
export const MAX_IMPORT_COLUMNS = 100;

/**
 * Characters in one record: a CSV line, the cells of a CSV record, or a JSON clinic object. A clinic within
 * every field's own limit takes a few thousand.
 */
export const MAX_RECORD_CHARS = 100_000;

/** Problems listed in a report; the rest are counted. */
export const LISTED_ERRORS = 200;

const count = (value: number) => value.toLocaleString("en-US");

export const tooManyRowsMessage = (): string =>
  `the file has more than ${count(MAX_IMPORT_ROWS)} rows, the most one import takes: ` +
  "split it into files of at most that many rows and import them one after another";

export const tooManyColumnsMessage = (columns: number): string =>
  `the header has ${count(columns)} columns; an import file has at most ${count(MAX_IMPORT_COLUMNS)} ` +
  "(the columns are listed in docs/data-format.md)";

export const tooManyFieldsMessage = (fields: number): string =>
  `this clinic object has ${count(fields)} fields; a clinic has at most ${count(MAX_IMPORT_COLUMNS)} ` +
  "(the fields are listed in docs/data-format.md)";

/** A record, or the header when `header`, longer than MAX_RECORD_CHARS. */
export const recordTooLongMessage = (header: boolean): string =>
  header
    ? `the header row is longer than ${count(MAX_RECORD_CHARS)} characters: an import file has at most ` +
      `${count(MAX_IMPORT_COLUMNS)} columns (the columns are listed in docs/data-format.md)`
    : `this record is longer than ${count(MAX_RECORD_CHARS)} characters, far more than a clinic takes ` +
      "(is a quote left open?)";

/** A JSON element (a clinic object) longer than MAX_RECORD_CHARS. */
export const elementTooLongMessage = (): string =>
  `the element that starts on this line is longer than ${count(MAX_RECORD_CHARS)} characters, ` +
  "far more than a clinic takes";
