import type { Transaction } from "kysely";
import { clinicToInput, preparedToComparable } from "../../domain/clinic-export.ts";
import type { ClinicInputRaw } from "../../domain/clinic-input.ts";
import type { StoreBatchHook } from "../clinics/import-file.server.ts";
import { hydrateClinics } from "../clinics/read.server.ts";
import type { Database } from "../db/schema.server.ts";
import { type AuditAction, changedFields, type FieldChange, writeAudits } from "./audit.server.ts";

/** Slugs per `in (…)` list. */
const CHUNK = 500;

async function inChunks<T>(slugs: string[], load: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const found: T[] = [];
  for (let i = 0; i < slugs.length; i += CHUNK) found.push(...(await load(slugs.slice(i, i + CHUNK))));
  return found;
}

/** The stored clinics with these slugs, in the import format, by slug (read through the slug index). */
async function storedBySlug(trx: Transaction<Database>, slugs: string[]) {
  const rows = await inChunks(slugs, (chunk) =>
    trx.selectFrom("clinics").selectAll().where("slug", "in", chunk).execute(),
  );
  const clinics = await hydrateClinics(trx, rows);
  return new Map(clinics.map((clinic) => [clinic.slug, { id: clinic.id, input: clinicToInput(clinic) }]));
}

async function idsBySlug(trx: Transaction<Database>, slugs: string[]) {
  const rows = await inChunks(slugs, (chunk) =>
    trx.selectFrom("clinics").select(["id", "slug"]).where("slug", "in", chunk).execute(),
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

interface PendingEntry {
  slug: string;
  /** Null for a clinic the import creates: its id is known once it is stored. */
  id: number | null;
  name: string;
  action: AuditAction;
  changes: FieldChange[];
}

/**
 * Makes an applied import write one audit entry for each clinic it creates or changes, as the admin's edits
 * do (the fields that changed, before and after, in the import format), inside the import's transaction.
 * Clinics the file leaves as they were get none. The import matches rows to stored clinics by slug (after
 * its NPI matching has given a matched row the stored slug), so the state before is read by slug too.
 */
export function auditImport(editor: { email: string }, fileName: string): StoreBatchHook {
  const note = `Imported from ${fileName}`;
  return async (trx, clinics, now) => {
    const before = await storedBySlug(
      trx,
      clinics.map((clinic) => clinic.slug),
    );
    const pending: PendingEntry[] = clinics.flatMap((clinic) => {
      const stored = before.get(clinic.slug);
      const after = preparedToComparable(clinic) as ClinicInputRaw;
      const changes = changedFields(stored?.input ?? null, after);
      if (changes.length === 0) return [];
      const action: AuditAction = stored ? "update" : "create";
      return [{ slug: clinic.slug, id: stored?.id ?? null, name: clinic.name, action, changes }];
    });
    return async () => {
      const created = await idsBySlug(
        trx,
        pending.filter((entry) => entry.id === null).map((entry) => entry.slug),
      );
      await writeAudits(
        trx,
        pending.map((entry) => {
          const clinicId = entry.id ?? created.get(entry.slug);
          if (clinicId === undefined) throw new Error(`no clinic stored for ${entry.slug}`);
          return {
            clinicId,
            clinicName: entry.name,
            adminEmail: editor.email,
            action: entry.action,
            changes: entry.changes,
            note,
            now,
          };
        }),
      );
    };
  };
}
