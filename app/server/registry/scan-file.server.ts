/**
 * The one row loop of the registry's files, the NPPES files and the CMS public-use files alike: a file read
 * line by line after its header, with progress reports and the malformed rows counted and listed.
 */
import { statSync } from "node:fs";
import { basename } from "node:path";
import { LineReader, MAX_LINE_BYTES } from "./csv-lines.server.ts";

export interface ScanProgress {
  file: string;
  bytesRead: number;
  fileSize: number;
  rows: number;
  kept: number;
  /** Since this file's pass started. */
  seconds: number;
}

export interface MalformedRow {
  file: string;
  line: number;
  reason: string;
}

export const MALFORMED_LISTED = 20;

/** Why a line too long to be a record is malformed. */
export const OVERLONG = `longer than ${MAX_LINE_BYTES / 1024 / 1024} MB`;

/** The malformed rows of one or more files: all counted, the first MALFORMED_LISTED listed. */
export class MalformedRows {
  count = 0;
  readonly listed: MalformedRow[] = [];

  add(file: string, line: number, reason: string) {
    this.count++;
    if (this.listed.length < MALFORMED_LISTED) this.listed.push({ file: basename(file), line, reason });
  }
}

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

export interface FileScanOptions {
  /** Called with the reader on each non-empty line after the header: reader.buffer[reader.start, reader.end). */
  row: (reader: LineReader) => void;
  /** Called with the number of each line too long to be a record, after the others. */
  overlong?: (line: number) => void;
  onProgress?: (progress: ScanProgress) => void;
  /** What the progress reports give as kept so far. */
  kept: () => number;
  /** Progress every this many rows. */
  every: number;
  /** Report progress once more at the end (default true). */
  finalReport?: boolean;
}

/**
 * Reads `path` line by line after its header. Rows are the non-empty lines and the overlong ones; returns how
 * many and how long the file took.
 */
export function scanFile(path: string, options: FileScanOptions): { rows: number; seconds: number } {
  const size = fileSize(path);
  const started = performance.now();
  const reader = new LineReader(path);
  let rows = 0;
  const report = () =>
    options.onProgress?.({
      file: path,
      bytesRead: reader.bytesRead,
      fileSize: size,
      rows,
      kept: options.kept(),
      seconds: (performance.now() - started) / 1000,
    });
  try {
    reader.next(); // header
    while (reader.next()) {
      if (reader.start === reader.end) continue;
      rows++;
      if (rows % options.every === 0) report();
      options.row(reader);
    }
    for (const line of reader.overlong) {
      rows++;
      options.overlong?.(line);
    }
    if (options.finalReport !== false) report();
  } finally {
    reader.close();
  }
  return { rows, seconds: (performance.now() - started) / 1000 };
}
