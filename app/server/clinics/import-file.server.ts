import { readFileSync } from "node:fs";
import { basename, extname } from "node:path";
import { parse } from "csv-parse/sync";
import type { Kysely } from "kysely";
import { DAYS_OF_WEEK } from "../../domain/catalog.ts";
import type { Database } from "../db/schema.server.ts";
import {
  prepareClinics,
  type RowError,
  type SourceRow,
  sortRowErrors,
  type ZipLookup,
} from "./prepare.server.ts";
import { type UpsertSummary, upsertClinics } from "./write.server.ts";

/**
 * The CSV columns, in export order. Header names are the JSON field names, except that the seven
 * day columns gather into `hours`.
 */
export const CSV_COLUMNS = [
  "slug",
  "name",
  "description",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zipCode",
  "latitude",
  "longitude",
  "phone",
  "website",
  "rating",
  "reviewCount",
  "priceRange",
  "services",
  "insurance",
  "pricing",
  "telehealth",
  "videoConsult",
  "ePrescriptions",
  "licenseStates",
  "verified",
  "featured",
  "yearEstablished",
  "googleMapsUrl",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "supportHours",
  "responseRate",
  "responseTime",
  "lastVerifiedAt",
  "source",
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];

export const NUMBER_COLUMNS: ReadonlySet<CsvColumn> = new Set([
  "latitude",
  "longitude",
  "rating",
  "reviewCount",
  "yearEstablished",
  "responseRate",
]);
export const BOOLEAN_COLUMNS: ReadonlySet<CsvColumn> = new Set([
  "telehealth",
  "videoConsult",
  "ePrescriptions",
  "verified",
  "featured",
]);
export const LIST_COLUMNS: ReadonlySet<CsvColumn> = new Set(["services", "insurance", "licenseStates"]);
const DAY_COLUMNS: ReadonlySet<string> = new Set(DAYS_OF_WEEK);

export type ClinicFileFormat = "json" | "csv";

export interface ParsedClinicFile {
  format: ClinicFileFormat;
  rows: SourceRow[];
  errors: RowError[];
}

/** The file cannot be imported at all (unreadable, or neither .csv nor .json): a usage error. */
export class ClinicFileError extends Error {
  override name = "ClinicFileError";
}

/** ".csv" or ".json" (any case), or undefined. */
export function clinicFileFormat(name: string): ClinicFileFormat | undefined {
  const extension = extname(name).toLowerCase();
  return extension === ".csv" ? "csv" : extension === ".json" ? "json" : undefined;
}

/**
 * Reads an import file (.json: an array of clinic objects; .csv: a header row, then one clinic per record)
 * into rows with the line each record starts on. Problems with the file's syntax or CSV cells are returned
 * as errors; an unreadable file or an unknown extension throws a ClinicFileError.
 */
export function parseClinicFile(file: string | { name: string; text: string }): ParsedClinicFile {
  const name = typeof file === "string" ? file : file.name;
  const format = clinicFileFormat(name);
  if (format === undefined) {
    throw new ClinicFileError(`${basename(name)}: unsupported file type; use a .csv or .json file`);
  }
  let text: string;
  if (typeof file === "string") {
    try {
      text = readFileSync(file, "utf8");
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : String(error);
      throw new ClinicFileError(`cannot read ${file}: ${reason}`);
    }
  } else text = file.text;
  text = text.replace(/^\uFEFF/, "");
  return format === "json" ? { format, ...parseJson(text) } : { format, ...parseCsv(text) };
}

export type ImportResult =
  | { ok: true; rows: number; summary: UpsertSummary }
  | { ok: false; rows: number; errors: RowError[] };

/**
 * The whole import: parse (unless given a parsed file), check every row, and store all rows in one transaction only when no row has
 * a problem (nothing is stored otherwise, and nothing at all with dryRun). Errors come in file order.
 * Throws a ClinicFileError when the file cannot be read or has an unknown extension.
 */
export async function importClinicFile(
  db: Kysely<Database>,
  file: string | { name: string; text: string } | ParsedClinicFile,
  zips: ZipLookup,
  options: { dryRun?: boolean; now?: Date } = {},
): Promise<ImportResult> {
  const parsed = typeof file === "object" && "rows" in file ? file : parseClinicFile(file);
  const prepared = prepareClinics(parsed.rows, zips);
  const errors = sortRowErrors([...parsed.errors, ...prepared.errors]);
  if (errors.length > 0) return { ok: false, rows: parsed.rows.length, errors };
  const summary = await upsertClinics(db, prepared.clinics, options);
  return { ok: true, rows: parsed.rows.length, summary };
}

// ---------------------------------------------------------------------------------------------- JSON

function lineAt(text: string, position: number): number {
  let line = 1;
  for (let i = 0; i < position && i < text.length; i++) if (text[i] === "\n") line++;
  return line;
}

function syntaxErrorLine(text: string, message: string): number {
  const lineColumn = /\(line (\d+) column \d+\)/.exec(message);
  if (lineColumn?.[1]) return Number(lineColumn[1]);
  const position = /at position (\d+)/.exec(message);
  if (position?.[1]) return lineAt(text, Number(position[1]));
  return lineAt(text, text.trimEnd().length);
}

/** The line on which each element of the top-level array starts (the text is valid JSON). */
export function topLevelElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let expectValue = false;
  for (const ch of text) {
    if (ch === "\n") line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === "\\") escaped = true;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === " " || ch === "\t" || ch === "\r" || ch === "\n") continue;
    if (depth === 1 && expectValue && ch !== "]") {
      lines.push(line);
      expectValue = false;
    }
    if (ch === '"') inString = true;
    else if (ch === "[" || ch === "{") {
      depth++;
      if (depth === 1) expectValue = true;
    } else if (ch === "]" || ch === "}") depth--;
    else if (ch === "," && depth === 1) expectValue = true;
  }
  return lines;
}

function parseJson(text: string): { rows: SourceRow[]; errors: RowError[] } {
  if (text.trim() === "") {
    return { rows: [], errors: [{ line: 1, row: 0, field: "(file)", message: "the file is empty" }] };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return {
      rows: [],
      errors: [
        {
          line: syntaxErrorLine(text, message),
          row: 0,
          field: "(file)",
          message: `invalid JSON: ${message.replace(/ in JSON at position \d+.*$/, "")}`,
        },
      ],
    };
  }
  if (!Array.isArray(data)) {
    const line = lineAt(text, text.length - text.trimStart().length);
    return {
      rows: [],
      errors: [
        { line, row: 0, field: "(file)", message: "must be a JSON array of clinic objects: [{…}, {…}]" },
      ],
    };
  }
  const lines = topLevelElementLines(text);
  return { rows: data.map((item, index) => ({ line: lines[index] ?? 1, data: item })), errors: [] };
}

// ----------------------------------------------------------------------------------------------- CSV

const columnKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");
const COLUMNS_BY_KEY = new Map<string, CsvColumn>(CSV_COLUMNS.map((column) => [columnKey(column), column]));

const NUMBER_PATTERN = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const TRUE_WORDS = new Set(["true", "yes", "1"]);
const FALSE_WORDS = new Set(["false", "no", "0"]);

/** Converts one non-empty, trimmed cell, or says why it cannot be read at all. */
function convertCell(column: CsvColumn, cell: string): { value: unknown } | { error: string } {
  if (NUMBER_COLUMNS.has(column)) return { value: NUMBER_PATTERN.test(cell) ? Number(cell) : cell };
  if (BOOLEAN_COLUMNS.has(column)) {
    const word = cell.toLowerCase();
    return { value: TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : cell };
  }
  if (LIST_COLUMNS.has(column) || column === "pricing") {
    if (cell.startsWith("[")) {
      try {
        return { value: JSON.parse(cell) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { error: `is not a valid JSON array: ${message}` };
      }
    }
    if (column === "pricing") return { error: 'must be a JSON array such as [{"service":"…","price":"…"}]' };
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

function parseCsv(source: string): { rows: SourceRow[]; errors: RowError[] } {
  // csv-parse miscounts lines on CRLF inside quoted cells; with plain \n its line numbers are exact.
  const text = source.replace(/\r\n?/g, "\n");
  let records: CsvRecord[];
  try {
    records = parse(text, {
      info: true,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as CsvRecord[];
  } catch (error) {
    const code = (error as { code?: string }).code;
    const unclosed = code === "CSV_QUOTE_NOT_CLOSED" ? unclosedQuoteLine(text) : undefined;
    const line = unclosed ?? (error as { lines?: number }).lines ?? 1;
    const message =
      unclosed !== undefined
        ? "a quoted cell that starts on this line is never closed"
        : error instanceof Error
          ? error.message
          : String(error);
    return { rows: [], errors: [{ line, row: 0, field: "(file)", message: `invalid CSV: ${message}` }] };
  }
  const isBlank = (record: string[]) => record.every((cell) => cell.trim() === "");
  const [header, ...body] = records.filter((r) => !isBlank(r.record));
  if (!header)
    return { rows: [], errors: [{ line: 1, row: 0, field: "(file)", message: "the file is empty" }] };

  const errors: RowError[] = [];
  const headerLine = header.info.lines - recordLineCount(header.raw) + 1;
  const columns: (CsvColumn | undefined)[] = header.record.map((name, index) => {
    const label = name.trim();
    const column = COLUMNS_BY_KEY.get(columnKey(label));
    const field = "(header)";
    if (label === "") {
      errors.push({ line: headerLine, row: 0, field, message: `column ${index + 1} has no name` });
      return undefined;
    }
    if (column === undefined) {
      errors.push({
        line: headerLine,
        row: 0,
        field,
        message: `unknown column "${label}"; the columns are ${CSV_COLUMNS.join(", ")}`,
      });
      return undefined;
    }
    if (
      header.record
        .slice(0, index)
        .some((earlier) => COLUMNS_BY_KEY.get(columnKey(earlier.trim())) === column)
    ) {
      errors.push({ line: headerLine, row: 0, field, message: `column "${label}" appears twice` });
      return undefined;
    }
    return column;
  });

  const rows = body.map((record, index): SourceRow => {
    const row = index + 1;
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
      if (DAY_COLUMNS.has(column)) {
        hours[column] = cell;
        return;
      }
      const converted = convertCell(column, cell);
      if ("error" in converted) errors.push({ line, row, field: column, message: converted.error });
      else data[column] = converted.value;
    });
    if (Object.keys(hours).length > 0) data.hours = hours;
    return { line, data };
  });
  return { rows, errors };
}
