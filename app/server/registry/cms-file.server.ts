/**
 * What the readers of the CMS public-use files share: the header check (a wrong header is the operator's
 * mistake, reported as a usage error naming the missing columns), the data year in a file name, the row
 * loop with its counts and malformed rows, and reading a count cell.
 */
import { statSync } from "node:fs";
import { basename } from "node:path";
import { isValidNpi } from "../../domain/npi.ts";
import { describeColumn, resolveCmsColumns } from "./cms-columns.server.ts";
import {
  type CellSlots,
  type LineReader,
  malformedReason,
  readHeader,
  scanCells,
} from "./csv-lines.server.ts";
import {
  type MalformedRow,
  MalformedRows,
  OVERLONG,
  type ScanProgress,
  scanFile,
} from "./scan-file.server.ts";

/** The operator gave a file that cannot be read or is not the file asked for: exit code 2. */
export class CmsFileError extends Error {
  override name = "CmsFileError";
}

export interface CmsLayout<K extends string> {
  path: string;
  /** Column positions; -1 for an optional column the file does not have. */
  columns: Record<K, number>;
  cellCount: number;
}

/**
 * Reads a file's header and finds the columns; throws CmsFileError when the file cannot be read or lacks
 * one of the required columns. `what` names the file in messages ("Medicare Part D Prescribers file").
 */
export function cmsLayout<K extends string, O extends string = never>(
  path: string,
  what: string,
  required: Readonly<Record<K, readonly string[]>>,
  optional?: Readonly<Record<O, readonly string[]>>,
): CmsLayout<K | O> {
  let header: ReturnType<typeof readHeader>;
  try {
    if (!statSync(path).isFile()) throw new CmsFileError(`cannot read ${what} ${path}: not a file`);
    header = readHeader(path);
  } catch (error) {
    if (error instanceof CmsFileError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new CmsFileError(
      `cannot read ${what} ${path}: ${code === "ENOENT" ? "no such file" : error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!header.ok) throw new CmsFileError(`${basename(path)}: not a ${what}: ${header.problem}`);
  const resolved = resolveCmsColumns(header.header, required, optional);
  if (!resolved.ok) {
    const problems = [
      resolved.missing.length > 0
        ? `missing column${resolved.missing.length === 1 ? "" : "s"} ${resolved.missing.join(", ")}`
        : "",
      resolved.repeated.length > 0
        ? `column${resolved.repeated.length === 1 ? "" : "s"} given twice ${resolved.repeated.map((name) => describeColumn([name])).join(", ")}`
        : "",
    ].filter((text) => text !== "");
    throw new CmsFileError(`${basename(path)}: not the header of a ${what}: ${problems.join("; ")}`);
  }
  return { path, columns: resolved.indexes, cellCount: header.header.length };
}

/**
 * The data year in a CMS file name: "DY23" in the Part D files (MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv) and
 * "D23" in the physician files (MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv) are 2023 (the "RY"/"R" part is the
 * release year). A name without them gives a lone four-digit year from 2000 on when it has exactly one,
 * else undefined.
 */
export function cmsDataYear(fileName: string): number | undefined {
  const base = basename(fileName);
  const coded = /(?:^|[_\-. ])DY?(\d{2}|20\d{2})(?=[_\-. ]|$)/i.exec(base);
  if (coded?.[1]) return coded[1].length === 2 ? 2000 + Number(coded[1]) : Number(coded[1]);
  const years = [...base.matchAll(/(?<!\d)(20\d{2})(?!\d)/g)];
  return years.length === 1 ? Number(years[0]?.[1]) : undefined;
}

export interface CmsFileStats {
  /** Data rows read (the header and empty lines not counted). */
  rows: number;
  /** Rows kept: the evidence rows, or the clinician rows placed. */
  matched: number;
  malformed: number;
  seconds: number;
}

/**
 * A count cell: "" is undefined (CMS leaves a suppressed count blank); anything but a non-negative decimal
 * number is NaN.
 */
export function parseCount(text: string): number | undefined {
  if (text === "") return undefined;
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** Why a row with `count` cells (or a scanCells error code) is malformed, or undefined. */
export function cellCountProblem(count: number, expected: number): string | undefined {
  if (count < 0) return malformedReason(count);
  return count === expected ? undefined : `${count} cells, the header has ${expected}`;
}

/** What a row visitor says of a row: kept, passed over, or malformed (the reason). */
export type RowVerdict = boolean | string;

export interface CmsRowsRead {
  stats: CmsFileStats;
  /** The malformed rows: all counted, the first MALFORMED_LISTED listed with their file and line. */
  malformed: { count: number; listed: MalformedRow[] };
}

/**
 * Reads a CMS file line by line after its header, handing each non-empty line to `visit` (the line is
 * reader.buffer[reader.start, reader.end)); lines too long to be a record are malformed rows. Reports
 * progress every 65,536 rows and at the end.
 */
export function readCmsRows(
  path: string,
  visit: (reader: LineReader) => RowVerdict,
  onProgress?: (progress: ScanProgress) => void,
): CmsRowsRead {
  const malformed = new MalformedRows();
  let matched = 0;
  const { rows, seconds } = scanFile(path, {
    row: (reader) => {
      const verdict = visit(reader);
      if (verdict === true) matched++;
      else if (verdict !== false) malformed.add(path, reader.line, verdict);
    },
    overlong: (line) => malformed.add(path, line, OVERLONG),
    onProgress,
    kept: () => matched,
    every: 65_536,
  });
  return {
    stats: { rows, matched, malformed: malformed.count, seconds },
    malformed: { count: malformed.count, listed: malformed.listed },
  };
}

/**
 * Reads a CMS file's records in two steps: the cells up to `limit`, enough for `wanted` to tell a row we
 * want (undefined: passed over), then the whole row, checked for the header's cell count and a valid NPI,
 * for `record`.
 */
export function readCmsRecords<W>(
  path: string,
  read: { cells: CellSlots; limit: number; cellCount: number; npiSlot: number },
  wanted: (buffer: Buffer) => W | undefined,
  record: (buffer: Buffer, npi: string, wanted: W, line: number) => RowVerdict,
  onProgress?: (progress: ScanProgress) => void,
): CmsRowsRead {
  const { cells, limit, cellCount, npiSlot } = read;
  return readCmsRows(
    path,
    (reader) => {
      const { buffer, start, end } = reader;
      const early = scanCells(buffer, start, end, cells, limit);
      if (early < limit) return cellCountProblem(early, cellCount) ?? "malformed";
      const want = wanted(buffer);
      if (want === undefined) return false;
      const problem = cellCountProblem(scanCells(buffer, start, end, cells), cellCount);
      if (problem) return problem;
      const npi = cells.text(buffer, npiSlot);
      if (!isValidNpi(npi)) return `"${npi}" is not a valid NPI`;
      return record(buffer, npi, want, reader.line);
    },
    onProgress,
  );
}
