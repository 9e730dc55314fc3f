import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import {
  ClinicFileError,
  clinicFileFormat,
  importClinicFile,
  parseClinicFile,
} from "../clinics/import-file.server.ts";
import { formatRowError, type ZipLookup } from "../clinics/prepare.server.ts";
import type { Database } from "../db/schema.server.ts";
import { auditImport, type ClinicChange, previewImport } from "./import-audit.server.ts";
import { forgetUpload, KEEP_MINUTES, keepUpload, keptUpload } from "./kept-uploads.server.ts";

/** What the import page shows: the CLI's summary line and the changes clinic by clinic, or its per-line errors. */
export type ImportReport =
  | { kind: "refused"; message: string }
  /** Apply was pressed, but this session keeps no checked file with that digest (expired, or applied). */
  | { kind: "not-kept"; message: string }
  | {
      kind: "checked" | "applied";
      fileName: string;
      digest: string;
      ok: boolean;
      /** "Created 3, updated 1, unchanged 40" or "clinics.csv: 2 errors in 1 of 44 rows", as `npm run import` says. */
      summary: string;
      errors: string[];
      /** The clinics created or changed, with their field changes (the first PREVIEW_CLINICS of them). */
      changes: ClinicChange[];
      /** Clinics created or changed beyond those listed. */
      moreChanges: number;
      /** Until when the checked file is kept for applying (a check without errors). */
      keptUntil: string | null;
      /** The applied import's entry in the import history. */
      importId: number | null;
    };

/** Clinics listed in a report; the rest are counted. */
export const PREVIEW_CLINICS = 200;

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export function tooLargeMessage(maxMb: number): string {
  return `The file is larger than ${maxMb} MB, the most the admin area accepts. Split it, or import it on the server with npm run import.`;
}

export const NOT_KEPT_MESSAGE = `The checked file is no longer kept: a file waits ${KEEP_MINUTES} minutes after its check, for the session that checked it, and is applied once. Choose the file above and check it again, then apply it.`;

/** Refuses a request whose declared body is over the limit before reading it (browsers always declare it). */
export function bodyTooLarge(contentLength: string | null, maxMb: number): boolean {
  const bytes = Number(contentLength);
  return contentLength === null || !Number.isFinite(bytes) || bytes > maxMb * 1024 * 1024 + ENVELOPE_BYTES;
}

export function fileDigest(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

interface Upload {
  name: string;
  text: string;
  size: number;
}

type Parsed = ReturnType<typeof parseClinicFile>;

function parseUpload(upload: Upload, maxMb: number): { parsed: Parsed } | { refused: string } {
  if (upload.size > maxMb * 1024 * 1024) return { refused: tooLargeMessage(maxMb) };
  if (upload.size === 0) return { refused: "Choose a .csv or .json file to check." };
  if (clinicFileFormat(upload.name) === undefined) {
    return { refused: `${upload.name}: unsupported file type; use a .csv or .json file` };
  }
  try {
    return { parsed: parseClinicFile({ name: upload.name, text: upload.text }) };
  } catch (error) {
    if (error instanceof ClinicFileError) return { refused: error.message };
    throw error;
  }
}

/** Runs the import (a dry run, or applied) and says what it did or would do, or why it cannot. */
async function runImport(
  db: Kysely<Database>,
  zips: ZipLookup,
  file: { name: string; digest: string; parsed: Parsed },
  apply: { editor: { email: string } } | null,
): Promise<Extract<ImportReport, { kind: "checked" | "applied" }>> {
  const changes: ClinicChange[] = [];
  let importId: number | null = null;
  const result = await importClinicFile(db, file.parsed, zips, {
    dryRun: apply === null,
    onStoreBatch: apply
      ? auditImport(apply.editor, file.name, { digest: file.digest, recorded: (id) => (importId = id) })
      : previewImport(changes),
  });
  const base = { fileName: file.name, digest: file.digest, keptUntil: null, importId };
  if (result.ok) {
    const { created, updated, unchanged } = result.summary;
    return {
      ...base,
      kind: apply ? "applied" : "checked",
      ok: true,
      summary: `Created ${created}, updated ${updated}, unchanged ${unchanged}${apply ? "" : " (dry run: nothing was saved)"}`,
      errors: [],
      changes: changes.slice(0, PREVIEW_CLINICS),
      moreChanges: Math.max(0, changes.length - PREVIEW_CLINICS),
    };
  }
  const rows = new Set(result.errors.filter((error) => error.row > 0).map((error) => error.row)).size;
  const where = rows > 0 ? ` in ${rows} of ${result.rows} row${result.rows === 1 ? "" : "s"}` : "";
  const count = result.errors.length;
  return {
    ...base,
    kind: "checked",
    ok: false,
    summary: `${file.name}: ${count} error${count === 1 ? "" : "s"}${where}. No changes were made.`,
    errors: result.errors.map(formatRowError),
    changes: [],
    moreChanges: 0,
  };
}

/**
 * Checks an uploaded import file as `npm run import -- <file> --dry-run` would, listing what it would create
 * and change. A file without errors is kept for the session that checked it (KEEP_MINUTES), to be applied
 * without sending it again.
 */
export async function checkUploadedFile(
  db: Kysely<Database>,
  zips: ZipLookup,
  upload: Upload,
  options: { maxMb: number; sessionKey: string; now?: Date },
): Promise<ImportReport> {
  const read = parseUpload(upload, options.maxMb);
  if ("refused" in read) return { kind: "refused", message: read.refused };
  const digest = fileDigest(upload.text);
  const report = await runImport(db, zips, { name: upload.name, digest, parsed: read.parsed }, null);
  if (!report.ok) return report;
  const kept = await keepUpload(
    db,
    options.sessionKey,
    { fileName: upload.name, digest, text: upload.text },
    options.now ?? new Date(),
  );
  return { ...report, keptUntil: kept.expiresAt };
}

/**
 * Applies, all or nothing, the file this session checked with this digest, exactly as it was checked. Each
 * clinic it creates or changes gets an audit entry in the admin's name, and the import enters the history.
 */
export async function applyKeptUpload(
  db: Kysely<Database>,
  zips: ZipLookup,
  options: { digest: string; sessionKey: string; editor: { email: string }; now?: Date },
): Promise<ImportReport> {
  const kept = await keptUpload(db, options.sessionKey, options.digest, options.now ?? new Date());
  if (!kept || fileDigest(kept.text) !== options.digest)
    return { kind: "not-kept", message: NOT_KEPT_MESSAGE };
  const parsed = parseClinicFile({ name: kept.fileName, text: kept.text });
  const report = await runImport(
    db,
    zips,
    { name: kept.fileName, digest: kept.digest, parsed },
    { editor: options.editor },
  );
  if (report.ok) await forgetUpload(db, options.sessionKey);
  return report;
}
