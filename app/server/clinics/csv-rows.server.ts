import { createReadStream, readFileSync } from "node:fs";
import { Transform } from "node:stream";
import { parse as parseStream } from "csv-parse";
import { parse } from "csv-parse/sync";
import { LEGACY_FIELDS } from "../../domain/clinic-fields.ts";
import { closestName, nameKey } from "../../domain/closest-name.ts";
import { unescapeFormula } from "../../domain/csv-formula.ts";
import { CANDIDATE_REVIEW_COLUMNS } from "../../domain/registry-candidate.ts";
import { CSV_COLUMNS, type CsvColumn, cellOf, LEGACY_CSV_COLUMNS } from "./csv-columns.server.ts";
import type { RowError, SourceRow } from "./prepare.server.ts";

const COLUMNS_BY_KEY = new Map<string, CsvColumn>(
  [...CSV_COLUMNS, ...LEGACY_CSV_COLUMNS].map((column) => [nameKey(column), column]),
);

/**
 * Columns that only a registry candidates file has: the report of `npm run registry:candidates` (candidateKey)
 * and the candidates files of earlier versions (their review columns). Candidates are published from the review
 * queue in the admin area (decision 32), never by importing them.
 */
const CANDIDATE_FILE_KEYS = new Set(["candidateKey", ...CANDIDATE_REVIEW_COLUMNS].map(nameKey));

export const CANDIDATE_FILE_MESSAGE =
  "this is a registry candidates file: its practices wait in the review queue and are published from " +
  "/admin/candidates, not imported (to import your own clinic data, leave out the columns " +
  "candidateKey, match, matchedTaxonomies, matchedKeyword and registryLastUpdated)";

const LEGACY_FIELD = new Map<string, string>(LEGACY_FIELDS.map((field) => [field.name, field.replacedBy]));

/** The import field a column gives: a day column gives `hours`. */
const fieldOf = (column: CsvColumn): string => (cellOf(column) === "day" ? "hours" : column);

/** The import fields a header names, or undefined when it names them all. */
function headerFields(columns: readonly (CsvColumn | undefined)[]): ReadonlySet<string> | undefined {
  const fields = new Set<string>();
  for (const column of columns) {
    if (column === undefined) continue;
    fields.add(fieldOf(column));
    const current = LEGACY_FIELD.get(column);
    if (current) fields.add(current);
  }
  const all = CSV_COLUMNS.every((column) => fields.has(fieldOf(column)));
  return all ? undefined : fields;
}

const NUMBER_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const TRUE_WORDS = new Set(["true", "yes", "1"]);
const FALSE_WORDS = new Set(["false", "no", "0"]);

/** Converts one non-empty, trimmed cell, or says why it cannot be read at all. */
function convertCell(column: CsvColumn, rawCell: string): { value: unknown } | { error: string } {
  const kind = cellOf(column);
  if (kind === "number") return { value: NUMBER_PATTERN.test(rawCell) ? Number(rawCell) : rawCell };
  const cell = unescapeFormula(rawCell);
  if (kind === "boolean") {
    const word = cell.toLowerCase();
    return { value: TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : cell };
  }
  if (kind === "list" || kind === "json") {
    if (cell.startsWith("[")) {
      try {
        return { value: JSON.parse(cell) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { error: `is not a valid JSON array: ${message}` };
      }
    }
    if (kind === "json") return { error: 'must be a JSON array such as [{"service":"…","price":"…"}]' };
    return {
      value: cell
        .split(";")
        .map((item) => item.trim())
        .filter((item) => item !== ""),
    };
  }
  return { value: cell };
}

/** Strips blank lines before a record and the line break after it, so the rest spans the record's lines. */
function recordLineCount(raw: string): number {
  const body = raw.replace(/^\n+/, "").replace(/\n$/, "");
  return body.split("\n").length;
}

/** The line of a quote that is opened and never closed (csv-parse only names the last line). */
function unclosedQuoteLine(text: string): number | undefined {
  let line = 1;
  let openedOn: number | undefined;
  for (const ch of text) {
    if (ch === "\n") line++;
    else if (ch === '"') openedOn = openedOn === undefined ? line : undefined;
  }
  return openedOn;
}

interface CsvRecord {
  record: string[];
  raw: string;
  info: { lines: number };
}

const PARSE_OPTIONS = { info: true, raw: true, skip_empty_lines: true, relax_column_count: true } as const;

/** What the CSV rows of a file are read into, a batch at a time. */
export interface CsvBatch {
  rows: SourceRow[];
  errors: RowError[];
  /** Set on the first batch: the fields the header names, when it leaves some out (see ParsedClinicFile). */
  fields?: ReadonlySet<string>;
}

function syntaxError(error: unknown, text: (() => string) | undefined): RowError {
  const code = (error as { code?: string }).code;
  const unclosed = code === "CSV_QUOTE_NOT_CLOSED" && text ? unclosedQuoteLine(text()) : undefined;
  const line = unclosed ?? (error as { lines?: number }).lines ?? 1;
  const message =
    unclosed !== undefined
      ? "a quoted cell that starts on this line is never closed"
      : error instanceof Error
        ? error.message
        : String(error);
  return { line, row: 0, field: "(file)", message: `invalid CSV: ${message}` };
}

/**
 * Turns CSV records, in file order, into import rows: the first non-blank record is the header (columns
 * found by name, review columns ignored, unknown ones reported with a suggestion), each later one a row
 * with its cells converted and the line it starts on.
 */
class CsvRecordReader {
  private columns: (CsvColumn | undefined)[] | undefined;
  private rowCount = 0;
  /** The header is a registry candidates file's: no row is read. */
  private refused = false;
  fields: ReadonlySet<string> | undefined;

  get sawHeader(): boolean {
    return this.columns !== undefined;
  }

  read(record: CsvRecord, errors: RowError[]): SourceRow | undefined {
    if (this.refused || record.record.every((cell) => cell.trim() === "")) return undefined;
    if (this.columns === undefined) {
      this.readHeader(record, errors);
      return undefined;
    }
    return this.readRow(record, this.columns, errors);
  }

  private readHeader(header: CsvRecord, errors: RowError[]) {
    const headerLine = header.info.lines - recordLineCount(header.raw) + 1;
    const field = "(header)";
    let unknownColumns = 0;
    if (header.record.some((name) => CANDIDATE_FILE_KEYS.has(nameKey(unescapeFormula(name.trim()))))) {
      errors.push({ line: headerLine, row: 0, field, message: CANDIDATE_FILE_MESSAGE });
      this.refused = true;
      this.columns = [];
      this.fields = undefined;
      return;
    }
    const columns = header.record.map((name, index): CsvColumn | undefined => {
      const label = unescapeFormula(name.trim());
      const column = COLUMNS_BY_KEY.get(nameKey(label));
      if (label === "") {
        errors.push({ line: headerLine, row: 0, field, message: `column ${index + 1} has no name` });
        return undefined;
      }
      if (column === undefined) {
        const suggestion = closestName(label, CSV_COLUMNS);
        unknownColumns++;
        errors.push({
          line: headerLine,
          row: 0,
          field,
          message: `unknown column "${label}"${suggestion ? `; did you mean "${suggestion}"?` : ""}`,
        });
        return undefined;
      }
      if (
        header.record
          .slice(0, index)
          .some((earlier) => COLUMNS_BY_KEY.get(nameKey(unescapeFormula(earlier.trim()))) === column)
      ) {
        errors.push({ line: headerLine, row: 0, field, message: `column "${label}" appears twice` });
        return undefined;
      }
      return column;
    });
    if (unknownColumns > 0) {
      errors.push({
        line: headerLine,
        row: 0,
        field,
        message: `the known columns are ${CSV_COLUMNS.join(", ")}`,
      });
    }
    this.columns = columns;
    this.fields = headerFields(columns);
  }

  private readRow(record: CsvRecord, columns: (CsvColumn | undefined)[], errors: RowError[]): SourceRow {
    this.rowCount++;
    const row = this.rowCount;
    const line = record.info.lines - recordLineCount(record.raw) + 1;
    const data: Record<string, unknown> = {};
    const hours: Record<string, string> = {};
    const extra = record.record.slice(columns.length).filter((cell) => cell.trim() !== "").length;
    if (extra > 0) {
      errors.push({
        line,
        row,
        field: "(row)",
        message: `has ${record.record.length} cells but the header has ${columns.length} columns`,
      });
    }
    record.record.forEach((rawCell, cellIndex) => {
      const column = columns[cellIndex];
      const cell = rawCell.trim();
      if (column === undefined || cell === "") return;
      if (cellOf(column) === "day") {
        hours[column] = unescapeFormula(cell);
        return;
      }
      const converted = convertCell(column, cell);
      if ("error" in converted) errors.push({ line, row, field: column, message: converted.error });
      else data[column] = converted.value;
    });
    if (Object.keys(hours).length > 0) data.hours = hours;
    return { line, data };
  }
}

const EMPTY_FILE: RowError = { line: 1, row: 0, field: "(file)", message: "the file is empty" };

/** Reads a whole CSV text at once (small files and tests; files on disk are streamed by readCsvFile). */
export function parseCsvText(source: string): CsvBatch {
  // csv-parse miscounts lines on CRLF inside quoted cells; with plain \n its line numbers are exact.
  const text = source.replace(/\r\n?/g, "\n");
  let records: CsvRecord[];
  try {
    records = parse(text, PARSE_OPTIONS) as unknown as CsvRecord[];
  } catch (error) {
    return { rows: [], errors: [syntaxError(error, () => text)] };
  }
  const reader = new CsvRecordReader();
  const rows: SourceRow[] = [];
  const errors: RowError[] = [];
  for (const record of records) {
    const row = reader.read(record, errors);
    if (row) rows.push(row);
  }
  if (!reader.sawHeader) return { rows: [], errors: [EMPTY_FILE] };
  return reader.fields ? { rows, errors, fields: reader.fields } : { rows, errors };
}

/** CRLF and lone CR to LF across chunk boundaries, as parseCsvText does on a whole text. */
function normaliseLineBreaks(): Transform {
  let pendingCr = false;
  return new Transform({
    decodeStrings: false,
    encoding: "utf8",
    transform(chunk: string, _encoding, done) {
      let text = (pendingCr ? "\r" : "") + chunk;
      pendingCr = text.endsWith("\r");
      if (pendingCr) text = text.slice(0, -1);
      done(null, text.replace(/\r\n?/g, "\n"));
    },
    flush(done) {
      done(null, pendingCr ? "\n" : "");
    },
  });
}

/**
 * Streams a CSV file from disk in batches of `batchSize` rows, never holding the whole file: each batch
 * carries the rows and the problems found in them (the header's with the first batch).
 */
export async function* readCsvFile(path: string, batchSize: number): AsyncGenerator<CsvBatch> {
  const reader = new CsvRecordReader();
  const parser = createReadStream(path, { encoding: "utf8" })
    .pipe(normaliseLineBreaks())
    .pipe(parseStream({ ...PARSE_OPTIONS, bom: true }));
  let batch: CsvBatch = { rows: [], errors: [] };
  let first = true;
  const take = (): CsvBatch => {
    const done = batch;
    if (first && reader.fields) done.fields = reader.fields;
    first = false;
    batch = { rows: [], errors: [] };
    return done;
  };
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) {
      const row = reader.read(record, batch.errors);
      if (row) batch.rows.push(row);
      if (batch.rows.length >= batchSize) yield take();
    }
  } catch (error) {
    // Naming the line a never-closed quote opens on takes the whole text: read again, on this error only.
    batch.errors.push(syntaxError(error, () => readFileSync(path, "utf8").replace(/\r\n?/g, "\n")));
    yield take();
    return;
  }
  if (!reader.sawHeader) batch.errors.push(EMPTY_FILE);
  yield take();
}
