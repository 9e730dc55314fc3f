import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import { clinicFileFormat, importClinicFile, type StoreBatchHook } from "../clinics/import-file.server.ts";
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
      /** The first problems (LISTED_ERRORS at most, import-limits.server.ts), in file order. */
      errors: string[];
      /** Problems beyond those listed. */
      moreErrors: number;
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

/** Why an upload cannot be checked at all, before it is read. */
function uploadRefusal(upload: Upload, maxMb: number): string | undefined {
  if (upload.size > maxMb * 1024 * 1024) return tooLargeMessage(maxMb);
  if (upload.size === 0) return "Choose a .csv or .json file to check.";
  if (clinicFileFormat(upload.name) === undefined) {
    return `${upload.name}: unsupported file type; use a .csv or .json file`;
  }
  return undefined;
}

/** The preview's changes: the first PREVIEW_CLINICS kept, the rest counted (memory stays flat). */
function boundedPreview(kept: ClinicChange[], beyond: { count: number }): StoreBatchHook {
  const batch: ClinicChange[] = [];
  const preview = previewImport(batch);
  return async (trx, clinics, now) => {
    const afterStore = await preview(trx, clinics, now);
    for (const change of batch.splice(0)) {
      if (kept.length < PREVIEW_CLINICS) kept.push(change);
      else beyond.count++;
    }
    return afterStore;
  };
}

/** Runs the import (a dry run, or applied) and says what it did or would do, or why it cannot. */
async function runImport(
  db: Kysely<Database>,
  zips: ZipLookup,
  file: { name: string; digest: string; text: string },
  apply: { editor: { email: string } } | null,
): Promise<ImportReport> {
  const changes: ClinicChange[] = [];
  const moreChanges = { count: 0 };
  let importId: number | null = null;
  const result = await importClinicFile(db, { name: file.name, text: file.text }, zips, {
    dryRun: apply === null,
    onStoreBatch: apply
      ? auditImport(apply.editor, file.name, { digest: file.digest, recorded: (id) => (importId = id) })
      : boundedPreview(changes, moreChanges),
  });
  if (!result.ok && result.refused) {
    const [limit] = result.errors;
    return {
      kind: "refused",
      message: `${file.name}, line ${limit?.line}: ${limit?.message}. Nothing was saved.`,
    };
  }
  const base = { fileName: file.name, digest: file.digest, keptUntil: null, importId };
  if (result.ok) {
    const { created, updated, unchanged } = result.summary;
    return {
      ...base,
      kind: apply ? "applied" : "checked",
      ok: true,
      summary: `Created ${created}, updated ${updated}, unchanged ${unchanged}${apply ? "" : " (dry run: nothing was saved)"}`,
      errors: [],
      moreErrors: 0,
      changes,
      moreChanges: moreChanges.count,
    };
  }
  const rows = result.rowsWithErrors;
  const where = rows > 0 ? ` in ${rows} of ${result.rows} row${result.rows === 1 ? "" : "s"}` : "";
  const count = result.errors.length + result.moreErrors;
  return {
    ...base,
    kind: "checked",
    ok: false,
    summary: `${file.name}: ${count} error${count === 1 ? "" : "s"}${where}. No changes were made.`,
    errors: result.errors.map(formatRowError),
    moreErrors: result.moreErrors,
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
  const refused = uploadRefusal(upload, options.maxMb);
  if (refused) return { kind: "refused", message: refused };
  const digest = fileDigest(upload.text);
  const report = await runImport(db, zips, { name: upload.name, digest, text: upload.text }, null);
  if (report.kind !== "checked" || !report.ok) return report;
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
  const report = await runImport(
    db,
    zips,
    { name: kept.fileName, digest: kept.digest, text: kept.text },
    { editor: options.editor },
  );
  if (report.kind === "applied") await forgetUpload(db, options.sessionKey);
  return report;
}
