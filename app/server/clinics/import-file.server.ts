import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { basename, extname } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Kysely, Transaction } from "kysely";
import { decodeUtf8, type NotUtf8, notUtf8Message } from "../../domain/utf8-text.ts";
import type { Database } from "../db/schema.server.ts";
import { parseCsvText, readCsvRows } from "./csv-rows.server.ts";
import { MAX_IMPORT_ROWS, tooManyRowsMessage } from "./import-limits.server.ts";
import { fileSource, type ImportSource, type RowBatch, textSource } from "./import-source.server.ts";
import { parseJsonRows, readJsonRows } from "./json-rows.server.ts";
import {
  ClinicPreparer,
  type RowError,
  type SourceRow,
  sortRowErrors,
  type ZipLookup,
} from "./prepare.server.ts";
import { RowErrorTally } from "./row-error-tally.server.ts";
import { matchStoredClinics } from "./stored-matches.server.ts";
import { type PreparedClinic, type UpsertSummary, upsertClinicsIn } from "./write.server.ts";

export type ClinicFileFormat = "json" | "csv";

export interface ParsedClinicFile {
  format: ClinicFileFormat;
  rows: SourceRow[];
  errors: RowError[];
  /**
   * The fields a CSV header names (day columns as `hours`), when it leaves some out: an update keeps the
   * stored values of the others. Undefined for JSON and for a CSV with every column.
   */
  fields?: ReadonlySet<string>;
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

function formatOf(name: string): ClinicFileFormat {
  const format = clinicFileFormat(name);
  if (format === undefined) {
    throw new ClinicFileError(`${basename(name)}: unsupported file type; use a .csv or .json file`);
  }
  return format;
}

function unreadable(path: string, error: unknown): ClinicFileError {
  const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : String(error);
  return new ClinicFileError(`cannot read ${path}: ${reason}`);
}

/** The file's text, or where it stops being UTF-8 (it is never read with U+FFFD in place of its bytes). */
function readText(path: string): { ok: true; text: string } | ({ ok: false } & NotUtf8) {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw unreadable(path, error);
  }
  return decodeUtf8(bytes);
}

/** The import's one error for a file that is not UTF-8, at the line it stops being. */
function notUtf8Error(where: NotUtf8): RowError {
  return { line: where.line, row: 0, field: "(file)", message: notUtf8Message(where) };
}

/** Reads a file once, a megabyte at a time, to find whether it is UTF-8 before it is streamed. */
function utf8ProblemOf(path: string): NotUtf8 | null {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const chunk = Buffer.alloc(1024 * 1024);
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (error) {
    throw unreadable(path, error);
  }
  try {
    for (;;) {
      const read = readSync(fd, chunk, 0, chunk.length, null);
      decoder.decode(chunk.subarray(0, read), { stream: read > 0 });
      if (read === 0) return null;
    }
  } catch {
    // Only on this error path is the whole file read, to say where.
    const where = readText(path);
    return where.ok ? null : where;
  } finally {
    closeSync(fd);
  }
}

/** Opens and closes the file, so that a missing one is a usage error before any reading starts. */
function checkReadable(path: string): void {
  try {
    closeSync(openSync(path, "r"));
  } catch (error) {
    throw unreadable(path, error);
  }
}

/** Throws a ClinicFileError unless the path is a .csv or .json file that can be opened. */
export function checkClinicFile(path: string): void {
  formatOf(path);
  checkReadable(path);
}

/**
 * Reads a whole import file (.json: an array of clinic objects; .csv: a header row, then one clinic per
 * record) into rows with the line each record starts on. Problems with the file's syntax or CSV cells are
 * returned as errors; an unreadable file or an unknown extension throws a ClinicFileError. For small files and
 * tests: importClinicFile streams files and texts instead, within the import's limits.
 */
export function parseClinicFile(file: string | { name: string; text: string }): ParsedClinicFile {
  const name = typeof file === "string" ? file : file.name;
  const format = formatOf(name);
  let source = typeof file === "string" ? undefined : file.text;
  if (source === undefined) {
    const read = readText(file as string);
    if (!read.ok) return { format, rows: [], errors: [notUtf8Error(read)] };
    source = read.text;
  }
  const text = source.replace(/^\uFEFF/, "");
  return format === "json" ? { format, ...parseJsonRows(text) } : { format, ...parseCsvText(text) };
}

export type ImportResult =
  | { ok: true; rows: number; summary: UpsertSummary }
  | {
      ok: false;
      /** Rows read: all of them, or those read before the file went over a limit. */
      rows: number;
      /** The first problems, in file order (LISTED_ERRORS at most). */
      errors: RowError[];
      /** Problems found beyond those listed. */
      moreErrors: number;
      /** Rows with at least one problem. */
      rowsWithErrors: number;
      /**
       * The file goes over one of the import's limits (import-limits.server.ts): it was read no further, and
       * `errors` holds only that.
       */
      refused: boolean;
    };

/**
 * Runs inside the import's transaction for each batch of clinics, before the batch is stored, with the time
 * the import stores; the function it returns runs once the batch is stored. Whatever it writes is committed
 * or rolled back with the import (always rolled back in a dry run, which runs it too: a preview of the changes).
 */
export type StoreBatchHook = (
  trx: Transaction<Database>,
  clinics: readonly PreparedClinic[],
  now: Date,
) => Promise<() => Promise<void>>;

/** A file that can be read from the start more than once, a batch of rows at a time. */
type RowBatches = () => AsyncIterable<RowBatch>;

function batchesOf(file: string | { name: string; text: string }): RowBatches {
  const name = typeof file === "string" ? file : file.name;
  const format = formatOf(name);
  let source: ImportSource;
  if (typeof file === "string") {
    checkReadable(file);
    const notUtf8 = utf8ProblemOf(file);
    if (notUtf8) {
      return async function* () {
        yield { rows: [], errors: [notUtf8Error(notUtf8)] };
      };
    }
    source = fileSource(file);
  } else {
    source = textSource(file.text);
  }
  return format === "csv" ? () => readCsvRows(source) : () => readJsonRows(source);
}

function refusal(rows: number, error: RowError): ImportResult {
  return { ok: false, rows, errors: [error], moreErrors: 0, rowsWithErrors: 0, refused: true };
}

/** The limit a batch takes the file over, after `rows` rows before it. */
function limitOf(batch: RowBatch, rows: number): RowError | undefined {
  if (batch.refused) return batch.refused;
  const beyond = batch.rows[MAX_IMPORT_ROWS - rows];
  return beyond && { line: beyond.line, row: 0, field: "(file)", message: tooManyRowsMessage() };
}

/**
 * Reads the file without checking its rows, and refuses it when it goes over a limit: a file of a million
 * rows is refused in the time it takes to read 50,000, not to check them.
 */
async function overLimits(batches: RowBatches): Promise<ImportResult | undefined> {
  let rows = 0;
  for await (const batch of batches()) {
    const limit = limitOf(batch, rows);
    if (limit) return refusal(rows, limit);
    rows += batch.rows.length;
    await nextTurn();
  }
  return undefined;
}

/**
 * The whole import, all or nothing. A first reading refuses a file over the import's limits
 * (import-limits.server.ts); the next checks every row and keeps only the problems (the first LISTED_ERRORS,
 * and a count of the rest); when there is none, a last one stores the file batch by batch inside one
 * transaction (rolled back with dryRun). Files and texts are streamed, a batch at a time, and the event loop
 * gets a turn after each batch, so neither memory nor a server's other requests wait on the length of the
 * file. Errors come in file order. Throws a ClinicFileError when the file cannot be read or has
 * an unknown extension.
 */
export async function importClinicFile(
  db: Kysely<Database>,
  file: string | { name: string; text: string },
  zips: ZipLookup,
  options: { dryRun?: boolean; now?: Date; onStoreBatch?: StoreBatchHook } = {},
): Promise<ImportResult> {
  const batches = batchesOf(file);
  const refused = await overLimits(batches);
  if (refused) return refused;

  const errors = new RowErrorTally();
  const npiMatches = new Map<number, string>();
  const checker = new ClinicPreparer(zips);
  let fields: ReadonlySet<string> | undefined;
  let rows = 0;
  for await (const batch of batches()) {
    // The file changed since it was read.
    const limit = limitOf(batch, rows);
    if (limit) return refusal(rows, limit);
    fields ??= batch.fields;
    const matched = await matchStoredClinics(db, batch.rows, fields);
    for (const [line, slug] of matched.npiMatches) npiMatches.set(line, slug);
    errors.add([...batch.errors, ...checker.prepare(batch.rows, rows + 1).errors]);
    rows += batch.rows.length;
    await nextTurn();
  }
  if (errors.count > 0) {
    return {
      ok: false,
      rows,
      errors: sortRowErrors(errors.errors),
      moreErrors: errors.more,
      rowsWithErrors: errors.rows,
      refused: false,
    };
  }

  const nowDate = options.now ?? new Date();
  const now = nowDate.toISOString();
  const onStoreBatch = options.onStoreBatch;
  const summary: UpsertSummary = { created: 0, updated: 0, unchanged: 0 };
  const rollback = new Error("dry run");
  try {
    await db.transaction().execute(async (trx) => {
      const preparer = new ClinicPreparer(zips);
      let stored = 0;
      for await (const batch of batches()) {
        // NPI matches as found before anything was written, so rows match what the check counted.
        await matchStoredClinics(trx, batch.rows, fields, npiMatches);
        const prepared = preparer.prepare(batch.rows, stored + 1);
        stored += batch.rows.length;
        if (prepared.errors.length > 0 || limitOf(batch, stored - batch.rows.length)) {
          throw new Error("the file changed while it was being imported");
        }
        const afterStore = await onStoreBatch?.(trx, prepared.clinics, nowDate);
        const counts = await upsertClinicsIn(trx, prepared.clinics, now);
        await afterStore?.();
        summary.created += counts.created;
        summary.updated += counts.updated;
        summary.unchanged += counts.unchanged;
        await nextTurn();
      }
      if (options.dryRun) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return { ok: true, rows, summary };
}
