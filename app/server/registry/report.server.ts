/** What npm run registry:candidates prints: the progress line on a terminal and the final summary. */
import { basename } from "node:path";
import type { CandidateMatch } from "../../domain/registry-duplicates.ts";
import type { Assembled } from "./assemble.server.ts";
import type { StoreSummary } from "./queue.server.ts";
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

export interface CmsFileSummary {
  /** "prescribers", "services", "clinicians" */
  label: string;
  file: string;
  rows: number;
  /** Rows kept (evidence rows, clinician rows at a practice of interest). */
  matched: number;
  /** Clinicians (NPIs) with evidence, or practices made. */
  found: { label: string; count: number };
  malformed: number;
  seconds: number;
}

export interface SummaryInput {
  files: { main: string; pl?: string; othernames?: string; endpoints?: string };
  stats: ScanStats;
  cms: readonly CmsFileSummary[];
  assembled: Pick<Assembled, "count" | "duplicates" | "unlocatedPractices" | "unplacedClinicians" | "counts">;
  /** Candidates with Medicare evidence. */
  withEvidence: number;
  matches: Record<CandidateMatch["kind"], number>;
  /** What the run stored in the review queue, or null for a dry run. */
  stored: StoreSummary | null;
  out: string | undefined;
  seconds: number;
  /** Peak resident memory (max RSS) and the highest heap seen, in bytes. */
  peakRss: number;
  peakHeap: number;
}

const MB = 1024 * 1024;

export function summaryLines(input: SummaryInput): string[] {
  const { stats, assembled, files } = input;
  const lines: string[] = [];
  for (const file of input.cms) {
    lines.push(`${basename(file.file)} (${file.label}): ${formatCount(file.rows)} rows`);
    lines.push(
      ...table([
        ["rows kept", file.matched],
        [file.found.label, file.found.count],
        ["malformed (left out)", file.malformed],
      ]),
    );
  }
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
      ["  of which for a practice's evidence alone", main.byEvidence],
      ...(main.clinicians > 0
        ? ([
            ["evidence clinicians' own rows read", main.clinicians],
            ["  at a place we can list", main.cliniciansLocated],
            ["  who joined an organisation at their address", stats.cliniciansJoined],
          ] as [string, number][])
        : []),
    ]),
  );
  if (files.pl && stats.pl) {
    const pl = stats.pl;
    lines.push(`${basename(files.pl)}: ${formatCount(pl.rows)} rows`);
    lines.push(
      ...table([
        ["of organisations not kept by name", pl.otherNpis],
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
        ["of which with a keyword or brand", other.keywordDbaNames],
        ["malformed (left out)", other.malformed],
      ]),
    );
  }
  if (files.endpoints && stats.endpoints) {
    const endpoints = stats.endpoints;
    lines.push(`${basename(files.endpoints)}: ${formatCount(endpoints.rows)} rows`);
    lines.push(
      ...table([
        ["at a TRT brand's website domain", endpoints.brandEndpoints],
        ["organisations kept for it", endpoints.kept],
        ["malformed (left out)", endpoints.malformed],
      ]),
    );
  }
  lines.push(
    `Duplicates among the candidates (merged into the first): ${formatCount(assembled.duplicates.length)}`,
  );
  for (const duplicate of assembled.duplicates.slice(0, 20)) {
    lines.push(`  ${duplicate.where} (${duplicate.name}): ${duplicate.reason} as ${duplicate.into}`);
  }
  if (assembled.duplicates.length > 20) lines.push(`  … and ${assembled.duplicates.length - 20} more`);
  if (assembled.unlocatedPractices > 0) {
    lines.push(
      `Clinician-file practices left out (ZIP code unknown or in another state): ${formatCount(assembled.unlocatedPractices)}`,
    );
  }
  if (input.cms.some((file) => file.label !== "clinicians")) {
    lines.push(
      `Evidence clinicians placed at no practice (no row in the clinician file or NPPES at a place we can list): ` +
        formatCount(assembled.unplacedClinicians),
    );
  }
  lines.push(`Malformed rows (left out): ${formatCount(stats.malformed.count)}`);
  for (const row of stats.malformed.listed) lines.push(`  ${row.file} line ${row.line}: ${row.reason}`);
  if (stats.malformed.count > stats.malformed.listed.length) {
    lines.push(`  … and ${formatCount(stats.malformed.count - stats.malformed.listed.length)} more`);
  }
  const matches = input.matches;
  const withEvidence = input.withEvidence;
  lines.push(
    `Candidates: ${formatCount(assembled.count)}, ${formatCount(withEvidence)} with Medicare evidence ` +
      `(listed already under their NPI ${formatCount(matches["same-npi"])}, possible duplicates of a listing ` +
      `${formatCount(matches["possible-duplicate"])}, new ${formatCount(matches.new)})`,
  );
  const stored = input.stored;
  if (stored) {
    lines.push(
      `Review queue (run ${stored.runId}): ${formatCount(stored.added)} new, held for review; ` +
        `${formatCount(stored.changed)} held and changed, ${formatCount(stored.unchanged)} held and unchanged; ` +
        `${formatCount(stored.returned)} published before and changed, back for review; ` +
        `${formatCount(stored.decided)} published or merged before, left as they are; ` +
        `${formatCount(stored.stillRejected + stored.rejectedByNpi)} rejected before, left out. ` +
        "Review them in the admin area: /admin/candidates",
    );
  } else {
    lines.push("Dry run: nothing was stored in the review queue.");
  }
  if (input.out) lines.push(`Report written to ${input.out} (for reading; it cannot be imported)`);
  const rate = main.seconds > 0 ? main.rows / main.seconds : 0;
  lines.push(
    `Time ${formatDuration(input.seconds)}; main file read at ${formatCount(rate)} rows/s; ` +
      `peak memory ${Math.round(input.peakRss / MB)} MB (max RSS), heap ${Math.round(input.peakHeap / MB)} MB`,
  );
  return lines;
}
