/**
 * A fast, constant-memory reader for the NPPES CSV files: one record per line, cells separated by commas,
 * double-quoted when they hold commas or quotes ("" for a quote inside). CMS quotes every cell and writes
 * no line breaks inside cells, so a record never spans lines: a quote left open at the end of a line makes
 * that line malformed, and reading goes on with the next one (a stray quote cannot swallow the file).
 *
 * LineReader reads the file in fixed chunks into one buffer and hands out each line's byte range;
 * scanCells finds the cells of a line and records where the wanted ones are, without making strings, so a
 * caller can reject most rows after looking at a byte or two.
 */
import { closeSync, openSync, readSync } from "node:fs";

const NEWLINE = 10;
const RETURN = 13;
const QUOTE = 34;
const COMMA = 44;

const CHUNK_BYTES = 4 * 1024 * 1024;
/** A line longer than this is not an NPPES record (theirs are a few KB): it is skipped as malformed. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

export class LineReader {
  #fd: number;
  #buffer: Buffer;
  /** Unread data is #buffer[#position, #end). */
  #position = 0;
  #end = 0;
  #eof = false;
  #skipping = false;

  /** The current line is buffer[start, end), without its line break. */
  buffer: Buffer;
  start = 0;
  end = 0;
  /** 1-based number of the current line in the file. */
  line = 0;
  /** Bytes read from the file so far. */
  bytesRead = 0;
  /** Lines skipped for being longer than MAX_LINE_BYTES (their numbers). */
  readonly overlong: number[] = [];

  readonly #maxLineBytes: number;

  constructor(path: string, chunkBytes = CHUNK_BYTES, maxLineBytes = MAX_LINE_BYTES) {
    this.#fd = openSync(path, "r");
    this.#buffer = Buffer.allocUnsafe(Math.min(chunkBytes, maxLineBytes));
    this.#maxLineBytes = maxLineBytes;
    this.buffer = this.#buffer;
  }

  /** Moves to the next line; false at the end of the file. */
  next(): boolean {
    for (;;) {
      const buffer = this.#buffer;
      const newline = this.#position < this.#end ? buffer.indexOf(NEWLINE, this.#position) : -1;
      if (newline !== -1 && newline < this.#end) {
        const start = this.#position;
        this.#position = newline + 1;
        this.line++;
        if (this.#skipping) {
          this.#skipping = false;
          continue;
        }
        this.#setLine(start, newline);
        return true;
      }
      if (this.#eof) {
        if (this.#position >= this.#end) return false;
        const start = this.#position;
        this.#position = this.#end;
        this.line++;
        if (this.#skipping) return false;
        this.#setLine(start, this.#end);
        return true;
      }
      this.#fill();
    }
  }

  #setLine(start: number, end: number) {
    this.buffer = this.#buffer;
    this.start = start;
    this.end = end > start && this.#buffer[end - 1] === RETURN ? end - 1 : end;
  }

  #fill() {
    const rest = this.#end - this.#position;
    if (this.#position > 0 && rest > 0) this.#buffer.copy(this.#buffer, 0, this.#position, this.#end);
    this.#position = 0;
    this.#end = rest;
    if (rest === this.#buffer.length) {
      if (rest * 2 > this.#maxLineBytes) {
        // Drop what we have of this line and skip to its end.
        if (!this.#skipping) this.overlong.push(this.line + 1);
        this.#skipping = true;
        this.#end = 0;
      } else {
        const bigger = Buffer.allocUnsafe(rest * 2);
        this.#buffer.copy(bigger, 0, 0, rest);
        this.#buffer = bigger;
      }
    }
    const read = readSync(this.#fd, this.#buffer, this.#end, this.#buffer.length - this.#end, null);
    if (read === 0) this.#eof = true;
    this.#end += read;
    this.bytesRead += read;
  }

  close() {
    closeSync(this.#fd);
  }
}

/** scanCells results below zero: the line is malformed. */
export const UNCLOSED_QUOTE = -1;
export const TEXT_AFTER_QUOTE = -2;
export const STRAY_QUOTE = -3;

export function malformedReason(code: number): string {
  if (code === UNCLOSED_QUOTE) return "a quoted cell is not closed on its line";
  if (code === TEXT_AFTER_QUOTE) return "text after the closing quote of a cell";
  if (code === STRAY_QUOTE) return "a quote inside a cell that does not start with one";
  return "malformed";
}

/**
 * Where a line's wanted cells are: slots[column] is the slot a column's range goes to (-1 or past the end:
 * not wanted); cells not present in the line keep empty ranges.
 */
export class CellSlots {
  readonly slots: Int32Array;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** 1 when the cell has "" (an escaped quote) inside. */
  readonly escaped: Uint8Array;

  constructor(columns: readonly number[]) {
    const width = Math.max(0, ...columns) + 1;
    this.slots = new Int32Array(width).fill(-1);
    columns.forEach((column, slot) => {
      this.slots[column] = slot;
    });
    this.starts = new Int32Array(columns.length);
    this.ends = new Int32Array(columns.length);
    this.escaped = new Uint8Array(columns.length);
  }

  clear() {
    this.starts.fill(0);
    this.ends.fill(0);
    this.escaped.fill(0);
  }

  /** The text of a slot, "" quotes undone, trimmed. */
  text(buffer: Buffer, slot: number): string {
    const start = this.starts[slot] ?? 0;
    const end = this.ends[slot] ?? 0;
    if (end <= start) return "";
    const text = buffer.toString("utf8", start, end);
    return (this.escaped[slot] ? text.replaceAll('""', '"') : text).trim();
  }

  /** True when the slot holds exactly this one ASCII character. */
  isChar(buffer: Buffer, slot: number, code: number): boolean {
    const start = this.starts[slot] ?? 0;
    return (this.ends[slot] ?? 0) - start === 1 && buffer[start] === code;
  }
}

/**
 * Splits buffer[start, end) into cells, recording the ranges of the wanted ones in `cells`. Stops after
 * `limit` cells when given. Returns the number of cells read, or UNCLOSED_QUOTE, TEXT_AFTER_QUOTE or
 * STRAY_QUOTE for a malformed line. Written as plain byte loops: this is the hot path of a 9 GB file.
 */
export function scanCells(
  buffer: Buffer,
  start: number,
  end: number,
  cells: CellSlots,
  limit = 0x7fffffff,
): number {
  const { slots, starts, ends, escaped } = cells;
  const width = slots.length;
  let column = 0;
  let p = start;
  for (;;) {
    let cellStart: number;
    let cellEnd: number;
    let hasEscape = 0;
    if (p < end && buffer[p] === QUOTE) {
      let q = p + 1;
      for (;;) {
        while (q < end && buffer[q] !== QUOTE) q++;
        if (q >= end) return UNCLOSED_QUOTE;
        if (q + 1 < end && buffer[q + 1] === QUOTE) {
          hasEscape = 1;
          q += 2;
          continue;
        }
        break;
      }
      cellStart = p + 1;
      cellEnd = q;
      p = q + 1;
      if (p < end && buffer[p] !== COMMA) return TEXT_AFTER_QUOTE;
    } else {
      cellStart = p;
      while (p < end && buffer[p] !== COMMA) {
        if (buffer[p] === QUOTE) return STRAY_QUOTE;
        p++;
      }
      cellEnd = p;
    }
    if (column < width) {
      const slot = slots[column] ?? -1;
      if (slot >= 0) {
        starts[slot] = cellStart;
        ends[slot] = cellEnd;
        escaped[slot] = hasEscape;
      }
    }
    column++;
    if (p >= end || column >= limit) return column;
    p++; // the comma; a comma at the very end is followed by one more, empty cell
  }
}

/** All cells of a line as text (for headers and small files). Undefined when the line is malformed. */
export function lineCells(buffer: Buffer, start: number, end: number): string[] | undefined {
  const texts: string[] = [];
  let p = start;
  // A header has few cells; scanning one cell at a time keeps this simple.
  for (;;) {
    const cells = new CellSlots([0]);
    const count = scanCells(buffer, p, end, cells, 1);
    if (count < 0) return undefined;
    texts.push(cells.text(buffer, 0));
    const cellEnd = (cells.ends[0] ?? p) + (buffer[p] === QUOTE ? 1 : 0);
    if (cellEnd >= end) return texts;
    p = cellEnd + 1;
  }
}

export type HeaderResult = { ok: true; header: string[] } | { ok: false; problem: string };

/** The first line of a file as header names (a UTF-8 byte order mark is dropped). */
export function readHeader(path: string): HeaderResult {
  const reader = new LineReader(path, 64 * 1024);
  try {
    if (!reader.next()) return { ok: false, problem: "the file is empty" };
    let start = reader.start;
    if (
      reader.buffer[start] === 0xef &&
      reader.buffer[start + 1] === 0xbb &&
      reader.buffer[start + 2] === 0xbf
    ) {
      start += 3;
    }
    const header = lineCells(reader.buffer, start, reader.end);
    if (!header) return { ok: false, problem: "the first line is not a CSV header" };
    return { ok: true, header };
  } finally {
    reader.close();
  }
}
