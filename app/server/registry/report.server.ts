/** What npm run registry:candidates prints: the progress line on a terminal and the final summary. */
import { basename } from "node:path";
import type { CandidatePlan } from "./candidates-file.server.ts";
import { LOCATION_DROPS, MAIN_DROPS, type ScanProgress, type ScanStats } from "./scan.server.ts";

const integer = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return integer.format(value);
}

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${Math.round(seconds % 60)} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * One line of progress for a terminal: file, rows read, kept, rows per second, share of the file read and
 * the time left, estimated from the bytes still to read at the rate so far.
 */
export function progressLine(progress: ScanProgress): string {
  const elapsedSeconds = progress.seconds;
  const rate = elapsedSeconds > 0 ? progress.rows / elapsedSeconds : 0;
  const share = progress.fileSize > 0 ? Math.min(1, progress.bytesRead / progress.fileSize) : 0;
  const bytesPerSecond = elapsedSeconds > 0 ? progress.bytesRead / elapsedSeconds : 0;
  const left =
    bytesPerSecond > 0 && progress.fileSize > 0 && share < 1
      ? `, about ${formatDuration(Math.max(0, progress.fileSize - progress.bytesRead) / bytesPerSecond)} left`
      : "";
  return (
    `${basename(progress.file)}: ${formatCount(progress.rows)} rows, ${formatCount(progress.kept)} kept, ` +
    `${formatCount(rate)} rows/s, ${Math.floor(share * 100)} %${left}`
  );
}

/** Label, count rows, right-aligned counts. */
function table(rows: [string, number][], indent = "  "): string[] {
  const width = Math.max(...rows.map(([label]) => label.length));
  const numbers = rows.map(([, value]) => formatCount(value));
  const numberWidth = Math.max(...numbers.map((text) => text.length));
  return rows.map(
    ([label], index) => `${indent}${label.padEnd(width)}  ${(numbers[index] ?? "").padStart(numberWidth)}`,
  );
}

export interface SummaryInput {
  files: { main: string; pl?: string; othernames?: string };
  stats: ScanStats;
  plan: Pick<CandidatePlan, "kept" | "duplicates" | "counts">;
  out: string;
  seconds: number;
  /** Peak resident memory (max RSS) and the highest heap seen, in bytes. */
  peakRss: number;
  peakHeap: number;
}

const MB = 1024 * 1024;

export function summaryLines(input: SummaryInput): string[] {
  const { stats, plan, files } = input;
  const lines: string[] = [];
  const main = stats.main;
  lines.push(`${basename(files.main)}: ${formatCount(main.rows)} rows`);
  lines.push(
    ...table([
      ...Object.entries(MAIN_DROPS).map(([key, label]): [string, number] => [
        `dropped: ${label}`,
        main.dropped[key as keyof typeof MAIN_DROPS],
      ]),
      ["malformed (left out)", main.malformed],
      ["kept: main practice locations", main.kept],
    ]),
  );
  if (files.pl && stats.pl) {
    const pl = stats.pl;
    lines.push(`${basename(files.pl)}: ${formatCount(pl.rows)} rows`);
    lines.push(
      ...table([
        ["of organisations not kept", pl.otherNpis],
        ...Object.entries(LOCATION_DROPS).map(([key, label]): [string, number] => [
          `dropped: ${label}`,
          pl.dropped[key as keyof typeof LOCATION_DROPS],
        ]),
        ["malformed (left out)", pl.malformed],
        ["kept: secondary practice locations", pl.kept],
      ]),
    );
  }
  if (files.othernames && stats.othernames) {
    const other = stats.othernames;
    lines.push(`${basename(files.othernames)}: ${formatCount(other.rows)} rows`);
    lines.push(
      ...table([
        ["doing-business-as names", other.dbaNames],
        ["of which with a keyword", other.keywordDbaNames],
        ["malformed (left out)", other.malformed],
      ]),
    );
  }
  lines.push(`Duplicates among the candidates (left out): ${formatCount(plan.duplicates.length)}`);
  for (const duplicate of plan.duplicates.slice(0, 20)) {
    lines.push(
      `  ${duplicate.file} line ${duplicate.line} (NPI ${duplicate.npi}, ${duplicate.name}): ${duplicate.reason} ` +
        `as ${duplicate.of.file} line ${duplicate.of.line} (NPI ${duplicate.of.npi})`,
    );
  }
  if (plan.duplicates.length > 20) lines.push(`  … and ${plan.duplicates.length - 20} more`);
  lines.push(`Malformed rows (left out): ${formatCount(stats.malformed.count)}`);
  for (const row of stats.malformed.listed) lines.push(`  ${row.file} line ${row.line}: ${row.reason}`);
  if (stats.malformed.count > stats.malformed.listed.length) {
    lines.push(`  … and ${formatCount(stats.malformed.count - stats.malformed.listed.length)} more`);
  }
  const matches = plan.counts;
  lines.push(
    `Candidates: ${formatCount(plan.kept.length)} (new ${formatCount(matches.new)}, ` +
      `same npi ${formatCount(matches["same-npi"])}, possible duplicate ${formatCount(matches["possible-duplicate"])}) ` +
      `written to ${input.out}`,
  );
  const rate = main.seconds > 0 ? main.rows / main.seconds : 0;
  lines.push(
    `Time ${formatDuration(input.seconds)}; main file read at ${formatCount(rate)} rows/s; ` +
      `peak memory ${Math.round(input.peakRss / MB)} MB (max RSS), heap ${Math.round(input.peakHeap / MB)} MB`,
  );
  return lines;
}
