import { Readable } from "node:stream";
import { parse as parseStream } from "csv-parse";
import { parse } from "csv-parse/sync";
import { LEGACY_FIELDS } from "../../domain/clinic-fields.ts";
import { closestName, nameKey } from "../../domain/closest-name.ts";
import { unescapeFormula } from "../../domain/csv-formula.ts";
import { CANDIDATE_REVIEW_COLUMNS } from "../../domain/registry-candidate.ts";
import { CSV_COLUMNS, type CsvColumn, cellOf, LEGACY_CSV_COLUMNS } from "./csv-columns.server.ts";
import {
  MAX_IMPORT_COLUMNS,
  MAX_RECORD_CHARS,
  recordTooLongMessage,
  tooManyColumnsMessage,
} from "./import-limits.server.ts";
import { BatchCollector, type ImportSource, type RowBatch } from "./import-source.server.ts";
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

/** Finds the line of a quote that is opened and never closed (csv-parse only names the last line). */
class OpenQuoteFinder {
  private line = 1;
  openedOn: number | undefined;

  /** Reads text whose line breaks are LF only. */
  push(text: string): void {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === 0x0a) this.line++;
      else if (code === 0x22) this.openedOn = this.openedOn === undefined ? this.line : undefined;
    }
  }
}

interface CsvRecord {
  record: string[];
  raw: string;
  info: { lines: number };
}

const PARSE_OPTIONS = {
  info: true,
  raw: true,
  skip_empty_lines: true,
  relax_column_count: true,
  max_record_size: MAX_RECORD_CHARS,
} as const;

const fileError = (line: number, message: string): RowError => ({ line, row: 0, field: "(file)", message });

const isOpenQuote = (error: unknown) => (error as { code?: string }).code === "CSV_QUOTE_NOT_CLOSED";

/**
 * A csv-parse error as the import's problem: a limit the file goes over, or its syntax (with the line a
 * never-closed quote opens on, when it is known).
 */
function parseProblem(
  error: unknown,
  sawHeader: boolean,
  openQuoteLine: number | undefined,
): { refused: RowError } | { error: RowError } {
  const { lines: line = 1, records = 0 } = error as { lines?: number; records?: number };
  if ((error as { code?: string }).code === "CSV_MAX_RECORD_SIZE") {
    // csv-parse may have read the header without the reader having seen it yet.
    return { refused: fileError(line, recordTooLongMessage(!sawHeader && records === 0)) };
  }
  if (isOpenQuote(error) && openQuoteLine !== undefined) {
    return {
      error: fileError(openQuoteLine, "invalid CSV: a quoted cell that starts on this line is never closed"),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { error: fileError(line, `invalid CSV: ${message}`) };
}

/**
 * Turns CSV records, in file order, into import rows: the first non-blank record is the header (columns
 * found by name, review columns ignored, unknown ones reported with a suggestion), each later one a row
 * with its cells converted and the line it starts on.
 */
class CsvRecordReader {
  private columns: (CsvColumn | undefined)[] | undefined;
  private rowCount = 0;
  /** No row is read: the header is a registry candidates file's, or over the limit of columns. */
  stopped = false;
  /** The header has more columns than the import takes. */
  refused: RowError | undefined;
  fields: ReadonlySet<string> | undefined;

  get sawHeader(): boolean {
    return this.columns !== undefined;
  }

  read(record: CsvRecord, errors: RowError[]): SourceRow | undefined {
    if (this.stopped || record.record.every((cell) => cell.trim() === "")) return undefined;
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
    if (header.record.length > MAX_IMPORT_COLUMNS) {
      this.refused = {
        line: headerLine,
        row: 0,
        field,
        message: tooManyColumnsMessage(header.record.length),
      };
      this.stop();
      return;
    }
    if (header.record.some((name) => CANDIDATE_FILE_KEYS.has(nameKey(unescapeFormula(name.trim()))))) {
      errors.push({ line: headerLine, row: 0, field, message: CANDIDATE_FILE_MESSAGE });
      this.stop();
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

  private stop(): void {
    this.stopped = true;
    this.columns = [];
    this.fields = undefined;
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

/** Reads a whole CSV text at once (small texts and tests; imports stream files with readCsvRows). */
export function parseCsvText(source: string): RowBatch {
  // csv-parse miscounts lines on CRLF inside quoted cells; with plain \n its line numbers are exact.
  const text = source.replace(/\r\n?/g, "\n");
  let records: CsvRecord[];
  try {
    records = parse(text, PARSE_OPTIONS) as unknown as CsvRecord[];
  } catch (error) {
    const finder = new OpenQuoteFinder();
    if (isOpenQuote(error)) finder.push(text);
    const problem = parseProblem(error, false, finder.openedOn);
    return { rows: [], errors: ["refused" in problem ? problem.refused : problem.error] };
  }
  const reader = new CsvRecordReader();
  const rows: SourceRow[] = [];
  const errors: RowError[] = [];
  for (const record of records) {
    const row = reader.read(record, errors);
    if (row) rows.push(row);
  }
  if (reader.refused) return { rows: [], errors: [reader.refused] };
  if (!reader.sawHeader) return { rows: [], errors: [EMPTY_FILE] };
  return reader.fields ? { rows, errors, fields: reader.fields } : { rows, errors };
}

/** A physical line longer than MAX_RECORD_CHARS; `header` when no line before it had any text. */
class LineTooLong extends Error {
  readonly line: number;
  readonly header: boolean;

  constructor(line: number, header: boolean) {
    super(`line ${line} is too long`);
    this.line = line;
    this.header = header;
  }
}

/** Finds a physical line longer than MAX_RECORD_CHARS (csv-parse's own limit counts cells, not commas). */
class LineLengthCheck {
  private line = 1;
  private chars = 0;
  private hasText = false;
  private textBefore = false;

  /** Reads text whose line breaks are LF only; throws LineTooLong. */
  push(text: string): void {
    let start = 0;
    for (;;) {
      const end = text.indexOf("\n", start);
      const segment = end === -1 ? text.slice(start) : text.slice(start, end);
      this.chars += segment.length;
      this.hasText ||= /\S/.test(segment);
      if (this.chars > MAX_RECORD_CHARS) throw new LineTooLong(this.line, !this.textBefore);
      if (end === -1) return;
      this.line++;
      this.chars = 0;
      this.textBefore ||= this.hasText;
      this.hasText = false;
      start = end + 1;
    }
  }
}

/** CRLF and lone CR to LF across chunk boundaries, as parseCsvText does on a whole text. */
async function* lfText(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let pendingCr = false;
  for await (const chunk of chunks) {
    let text: string = (pendingCr ? "\r" : "") + chunk;
    pendingCr = text.endsWith("\r");
    if (pendingCr) text = text.slice(0, -1);
    yield text.replace(/\r\n?/g, "\n");
  }
  if (pendingCr) yield "\n";
}

async function* checkedLines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  const check = new LineLengthCheck();
  for await (const lines of lfText(chunks)) {
    check.push(lines);
    yield lines;
  }
}

async function openQuoteLineOf(source: ImportSource): Promise<number | undefined> {
  const finder = new OpenQuoteFinder();
  for await (const text of lfText(source.chunks())) finder.push(text);
  return finder.openedOn;
}

/**
 * Streams a CSV import file in batches (import-source.server.ts), never holding the whole file: each batch
 * carries the rows and the problems found in them (the header's with the first batch). A file over one of
 * the import's limits ends with a batch that says so, and is read no further.
 */
export async function* readCsvRows(source: ImportSource): AsyncGenerator<RowBatch> {
  const reader = new CsvRecordReader();
  const batches = new BatchCollector();
  const text = Readable.from(checkedLines(source.chunks()));
  const parser = parseStream({ ...PARSE_OPTIONS, bom: true });
  text.on("error", (error) => parser.destroy(error));
  text.pipe(parser);
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) {
      const row = reader.read(record, batches.current.errors);
      if (row && batches.add(row, record.raw.length)) yield batches.take(reader.fields);
      if (reader.stopped) break;
    }
  } catch (error) {
    const last = batches.take(reader.fields);
    if (error instanceof LineTooLong) {
      last.refused = fileError(error.line, recordTooLongMessage(error.header));
    } else {
      // Naming the line a never-closed quote opens on takes a second reading, on this error only.
      const openQuote = isOpenQuote(error) ? await openQuoteLineOf(source) : undefined;
      const problem = parseProblem(error, reader.sawHeader, openQuote);
      if ("refused" in problem) last.refused = problem.refused;
      else last.errors.push(problem.error);
    }
    yield last;
    return;
  } finally {
    text.destroy();
    parser.destroy();
  }
  const last = batches.take(reader.fields);
  if (reader.refused) last.refused = reader.refused;
  else if (!reader.sawHeader) last.errors.push(EMPTY_FILE);
  yield last;
}
