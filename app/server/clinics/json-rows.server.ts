import {
  elementTooLongMessage,
  MAX_IMPORT_COLUMNS,
  MAX_RECORD_CHARS,
  tooManyFieldsMessage,
} from "./import-limits.server.ts";
import { BatchCollector, type ImportSource, type RowBatch } from "./import-source.server.ts";
import type { RowError, SourceRow } from "./prepare.server.ts";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const NEWLINE = 0x0a;
const BOM = 0xfeff;

const isSpace = (code: number) => code === 0x20 || code === NEWLINE || code === 0x09 || code === 0x0d;

function linesIn(text: string, end: number): number {
  let lines = 0;
  for (let i = 0; i < end && i < text.length; i++) if (text.charCodeAt(i) === NEWLINE) lines++;
  return lines;
}

/** The line, counted from 1, of a JSON.parse syntax error in `text`. */
function syntaxErrorLine(text: string, message: string): number {
  const lineColumn = /\(line (\d+) column \d+\)/.exec(message);
  if (lineColumn?.[1]) return Number(lineColumn[1]);
  const position = /at position (\d+)/.exec(message);
  if (position?.[1]) return 1 + linesIn(text, Number(position[1]));
  return 1 + linesIn(text, text.trimEnd().length);
}

const fileError = (line: number, message: string): RowError => ({ line, row: 0, field: "(file)", message });

const invalid = (line: number, message: string) => fileError(line, `invalid JSON: ${message}`);

/** Where the reader is in the file's one top-level array. */
type Phase = "before" | "first" | "value" | "element" | "after" | "end";

/**
 * Reads a JSON import file's text a chunk at a time: one top-level array, each element parsed on its own as
 * soon as it ends, with the line it starts on. Memory holds one element, never the whole file. The first
 * problem stops it: a syntax error, or an element over the import's limits (`refused`).
 */
export class JsonArrayReader {
  private phase: Phase = "before";
  private line = 1;
  /** The line of the last character that is not white space: where an unfinished file ends. */
  private lastTextLine = 1;
  private started = false;
  private parts: string[] = [];
  private elementChars = 0;
  private elementLine = 1;
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The element is a bare number or literal, ended by what follows it. */
  private bare = false;
  problem: RowError | undefined;
  /** The problem is a limit of the import rather than the file's syntax. */
  refused = false;

  /** Reads a chunk; `onRow` gets each element completed in it, with the length of its text. */
  push(chunk: string, onRow: (row: SourceRow, chars: number) => void): void {
    let start = 0;
    for (let i = 0; i < chunk.length && !this.problem; i++) {
      const code = chunk.charCodeAt(i);
      if (this.phase === "element") {
        const ends = this.elementEnd(code);
        if (ends === "before") {
          this.parts.push(chunk.slice(start, i));
          this.finishElement(onRow);
          i--;
          continue;
        }
        if (code === NEWLINE) this.line++;
        else if (!isSpace(code)) this.lastTextLine = this.line;
        if (ends === "after") {
          this.parts.push(chunk.slice(start, i + 1));
          this.finishElement(onRow);
        }
        continue;
      }
      if (code === NEWLINE) this.line++;
      if (isSpace(code) || (code === BOM && !this.started)) continue;
      this.started = true;
      this.lastTextLine = this.line;
      if (this.phase === "before") {
        if (code === OPEN_BRACKET) this.phase = "first";
        else this.problem = fileError(this.line, "must be a JSON array of clinic objects: [{…}, {…}]");
      } else if (this.phase === "first" || this.phase === "value") {
        if (code === CLOSE_BRACKET && this.phase === "first") this.phase = "end";
        else if (code === CLOSE_BRACKET || code === COMMA || code === CLOSE_BRACE) {
          this.problem = invalid(this.line, `a value is missing before "${chunk[i]}"`);
        } else {
          this.startElement(code);
          start = i;
        }
      } else if (this.phase === "after") {
        if (code === COMMA) this.phase = "value";
        else if (code === CLOSE_BRACKET) this.phase = "end";
        else this.problem = invalid(this.line, `expected "," or "]" after an element, found "${chunk[i]}"`);
      } else {
        this.problem = invalid(this.line, "there is more text after the array's closing bracket");
      }
    }
    if (this.phase === "element" && !this.problem) {
      this.parts.push(chunk.slice(start));
      this.elementChars += chunk.length - start;
      if (this.elementChars > MAX_RECORD_CHARS) this.refuse(elementTooLongMessage());
    }
  }

  /** The problem of a file that ends here (unfinished, or empty), if any. */
  end(): RowError | undefined {
    if (this.problem) return this.problem;
    if (this.phase === "element" && this.bare) {
      this.finishElement(() => {});
      if (this.problem) return this.problem;
    }
    if (!this.started) return fileError(1, "the file is empty");
    if (this.phase !== "end")
      this.problem = invalid(this.lastTextLine, "the file ends before the array is closed");
    return this.problem;
  }

  /** Stops at the element being read: it goes over a limit of the import. */
  private refuse(message: string): void {
    this.problem = fileError(this.elementLine, message);
    this.refused = true;
  }

  private startElement(code: number): void {
    this.phase = "element";
    this.elementLine = this.line;
    this.parts = [];
    this.elementChars = 0;
    this.escaped = false;
    this.inString = code === QUOTE;
    this.depth = code === OPEN_BRACE || code === OPEN_BRACKET ? 1 : 0;
    this.bare = !this.inString && this.depth === 0;
  }

  /** Whether the element ends just before this character, with it, or not yet (the first one is read). */
  private elementEnd(code: number): "before" | "after" | undefined {
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (code === BACKSLASH) this.escaped = true;
      else if (code === QUOTE) {
        this.inString = false;
        if (this.depth === 0) return "after";
      }
      return undefined;
    }
    if (this.bare) return code === COMMA || code === CLOSE_BRACKET || isSpace(code) ? "before" : undefined;
    if (code === QUOTE) this.inString = true;
    else if (code === OPEN_BRACE || code === OPEN_BRACKET) this.depth++;
    else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      this.depth--;
      if (this.depth === 0) return "after";
    }
    return undefined;
  }

  private finishElement(onRow: (row: SourceRow, chars: number) => void): void {
    const text = this.parts.join("");
    this.parts = [];
    this.phase = "after";
    if (text.length > MAX_RECORD_CHARS) {
      this.refuse(elementTooLongMessage());
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const line = this.elementLine + syntaxErrorLine(text, message) - 1;
      this.problem = invalid(
        line,
        message.replace(/ in JSON at position \d+.*$/, "").replace(/, ".*" is not valid JSON$/, ""),
      );
      return;
    }
    if (typeof data === "object" && data !== null && !Array.isArray(data)) {
      const fields = Object.keys(data).length;
      if (fields > MAX_IMPORT_COLUMNS) {
        this.refuse(tooManyFieldsMessage(fields));
        return;
      }
    }
    onRow({ line: this.elementLine, data }, text.length);
  }
}

/** Reads a whole JSON import text at once (small files and tests; imports stream it with readJsonRows). */
export function parseJsonRows(text: string): { rows: SourceRow[]; errors: RowError[] } {
  const reader = new JsonArrayReader();
  const rows: SourceRow[] = [];
  reader.push(text, (row) => rows.push(row));
  const problem = reader.end();
  return problem ? { rows: [], errors: [problem] } : { rows, errors: [] };
}

/** The line on which each element of the top-level array starts (the text is valid JSON). */
export function topLevelElementLines(text: string): number[] {
  return parseJsonRows(text).rows.map((row) => row.line);
}

/**
 * Streams a JSON import file in batches (import-source.server.ts), never holding the whole file: the rows
 * read before a syntax error are checked too, and the error comes with the last batch.
 */
export async function* readJsonRows(source: ImportSource): AsyncGenerator<RowBatch> {
  const reader = new JsonArrayReader();
  const batches = new BatchCollector();
  const full: RowBatch[] = [];
  const onRow = (row: SourceRow, chars: number) => {
    if (batches.add(row, chars)) full.push(batches.take());
  };
  for await (const chunk of source.chunks()) {
    reader.push(chunk, onRow);
    yield* full.splice(0);
    if (reader.problem) break;
  }
  const problem = reader.end();
  const last = batches.take();
  if (problem && reader.refused) last.refused = problem;
  else if (problem) last.errors.push(problem);
  yield last;
}
