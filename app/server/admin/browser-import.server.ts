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
import { auditImport } from "./import-audit.server.ts";

/** What the import page shows: the CLI's summary line, or its per-line errors. */
export type ImportReport =
  | { kind: "refused"; message: string }
  | {
      kind: "checked" | "applied";
      fileName: string;
      digest: string;
      ok: boolean;
      /** "Created 3, updated 1, unchanged 40" or "clinics.csv: 2 errors in 1 of 44 rows", as `npm run import` says. */
      summary: string;
      errors: string[];
    };

/** Room for the multipart envelope around the file. */
const ENVELOPE_BYTES = 64 * 1024;

export function tooLargeMessage(maxMb: number): string {
  return `The file is larger than ${maxMb} MB, the most the admin area accepts. Split it, or import it on the server with npm run import.`;
}

/** Refuses a request whose declared body is over the limit before reading it (browsers always declare it). */
export function bodyTooLarge(contentLength: string | null, maxMb: number): boolean {
  const bytes = Number(contentLength);
  return contentLength === null || !Number.isFinite(bytes) || bytes > maxMb * 1024 * 1024 + ENVELOPE_BYTES;
}

function fileDigest(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

/**
 * Checks an uploaded import file as `npm run import -- <file> --dry-run` would, or applies it (all or nothing)
 * when `apply` carries the digest of the file that was checked: a different file is checked first, never
 * applied unseen. An applied file writes an audit entry, in the admin's name, for each clinic it creates or
 * changes.
 */
export async function importUploadedFile(
  db: Kysely<Database>,
  zips: ZipLookup,
  upload: { name: string; text: string; size: number },
  options: { maxMb: number; applyDigest: string | null; editor: { email: string } },
): Promise<ImportReport> {
  if (upload.size > options.maxMb * 1024 * 1024)
    return { kind: "refused", message: tooLargeMessage(options.maxMb) };
  if (upload.size === 0) return { kind: "refused", message: "Choose a .csv or .json file to check." };
  if (clinicFileFormat(upload.name) === undefined) {
    return { kind: "refused", message: `${upload.name}: unsupported file type; use a .csv or .json file` };
  }
  const digest = fileDigest(upload.text);
  const apply = options.applyDigest === digest;
  let parsed: ReturnType<typeof parseClinicFile>;
  try {
    parsed = parseClinicFile({ name: upload.name, text: upload.text });
  } catch (error) {
    if (error instanceof ClinicFileError) return { kind: "refused", message: error.message };
    throw error;
  }
  const result = await importClinicFile(db, parsed, zips, {
    dryRun: !apply,
    onStoreBatch: auditImport(options.editor, upload.name),
  });
  const kind = apply ? "applied" : "checked";
  if (result.ok) {
    const { created, updated, unchanged } = result.summary;
    const summary = `Created ${created}, updated ${updated}, unchanged ${unchanged}${apply ? "" : " (dry run: nothing was saved)"}`;
    return { kind, fileName: upload.name, digest, ok: true, summary, errors: [] };
  }
  const rows = new Set(result.errors.filter((error) => error.row > 0).map((error) => error.row)).size;
  const where = rows > 0 ? ` in ${rows} of ${result.rows} row${result.rows === 1 ? "" : "s"}` : "";
  const count = result.errors.length;
  return {
    kind: "checked",
    fileName: upload.name,
    digest,
    ok: false,
    summary: `${upload.name}: ${count} error${count === 1 ? "" : "s"}${where}. No changes were made.`,
    errors: result.errors.map(formatRowError),
  };
}
