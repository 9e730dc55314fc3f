import { createReadStream } from "node:fs";
import type { RowError, SourceRow } from "./prepare.server.ts";

/** An import file's text, read from its start a chunk at a time, as often as needed. */
export interface ImportSource {
  chunks(): AsyncIterable<string>;
}

/** Characters handed to a reader at a time: what it reads before the next batch can be taken. */
const CHUNK_CHARS = 16 * 1024;

/** A text already in memory (an upload), in chunks that never split a surrogate pair. */
export function textSource(text: string): ImportSource {
  return {
    async *chunks() {
      let start = 0;
      while (start < text.length) {
        let end = Math.min(start + CHUNK_CHARS, text.length);
        const last = text.charCodeAt(end - 1);
        if (end < text.length && last >= 0xd800 && last <= 0xdbff) end++;
        yield text.slice(start, end);
        start = end;
      }
    },
  };
}

/** A UTF-8 file on disk, streamed (the caller has checked that it is UTF-8). */
export function fileSource(path: string): ImportSource {
  return {
    chunks: () => createReadStream(path, { encoding: "utf8", highWaterMark: CHUNK_CHARS }),
  };
}

/** What a reader turns a source into, a batch at a time, in file order. */
export interface RowBatch {
  rows: SourceRow[];
  errors: RowError[];
  /** Set on the first batch: the fields a CSV header names, when it leaves some out (see ParsedClinicFile). */
  fields?: ReadonlySet<string>;
  /** The file goes over one of the import's limits (import-limits.server.ts): the last batch, reading stopped. */
  refused?: RowError;
}

/** Rows read, checked and stored at a time. */
export const BATCH_ROWS = 500;

/**
 * The text of the rows in a batch, at most: with MAX_RECORD_CHARS, this bounds what checking a batch can
 * allocate (a row's problems grow with its text: one per list item at worst).
 */
export const BATCH_CHARS = 512 * 1024;

/** Collects rows into batches of at most BATCH_ROWS rows and BATCH_CHARS characters. */
export class BatchCollector {
  private batch: RowBatch = { rows: [], errors: [] };
  private chars = 0;
  private first = true;

  get current(): RowBatch {
    return this.batch;
  }

  /** Adds a row of `chars` characters; true when the batch is full and should be taken. */
  add(row: SourceRow, chars: number): boolean {
    this.batch.rows.push(row);
    this.chars += chars;
    return this.batch.rows.length >= BATCH_ROWS || this.chars >= BATCH_CHARS;
  }

  /** The batch so far (with the header's fields on the first), and a new one started. */
  take(fields?: ReadonlySet<string>): RowBatch {
    const done = this.batch;
    if (this.first && fields) done.fields = fields;
    this.first = false;
    this.batch = { rows: [], errors: [] };
    this.chars = 0;
    return done;
  }
}
