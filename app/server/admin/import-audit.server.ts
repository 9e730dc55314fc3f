import type { Transaction } from "kysely";
import { clinicToInput, preparedToComparable } from "../../domain/clinic-export.ts";
import type { ClinicInputRaw } from "../../domain/clinic-input.ts";
import type { StoreBatchHook } from "../clinics/import-file.server.ts";
import { hydrateClinics } from "../clinics/read.server.ts";
import type { PreparedClinic } from "../clinics/write.server.ts";
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

/** What an import does to one clinic: creates it, or changes some of its fields. */
export interface ClinicChange {
  slug: string;
  /** Null for a clinic the import creates: its id is known once it is stored. */
  id: number | null;
  name: string;
  action: Extract<AuditAction, "create" | "update">;
  changes: FieldChange[];
}

/**
 * What storing a batch would do to each clinic, field by field, in the import format. Clinics the batch
 * leaves as they were are left out. The import matches rows to stored clinics by slug (after its NPI
 * matching has given a matched row the stored slug), so the state before is read by slug too.
 */
export async function batchChanges(
  trx: Transaction<Database>,
  clinics: readonly PreparedClinic[],
): Promise<ClinicChange[]> {
  const before = await storedBySlug(
    trx,
    clinics.map((clinic) => clinic.slug),
  );
  return clinics.flatMap((clinic) => {
    const stored = before.get(clinic.slug);
    const after = preparedToComparable(clinic) as ClinicInputRaw;
    const changes = changedFields(stored?.input ?? null, after);
    if (changes.length === 0) return [];
    const action = stored ? "update" : "create";
    return [{ slug: clinic.slug, id: stored?.id ?? null, name: clinic.name, action, changes }];
  });
}

/** Collects what an import (a dry run, usually) would change into `into`, batch by batch. */
export function previewImport(into: ClinicChange[]): StoreBatchHook {
  return async (trx, clinics) => {
    into.push(...(await batchChanges(trx, clinics)));
    return async () => {};
  };
}

/** Records an applied browser import in admin_imports, once, and keeps its counts as its batches are stored. */
function importRecord(editor: { email: string }, fileName: string, digest: string) {
  let id: number | null = null;
  return {
    async open(trx: Transaction<Database>, now: Date): Promise<number> {
      if (id !== null) return id;
      const row = await trx
        .insertInto("admin_imports")
        .values({ admin_email: editor.email, file_name: fileName, digest, applied_at: now.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      id = Number(row.id);
      return id;
    },
    async count(trx: Transaction<Database>, importId: number, changes: ClinicChange[], batchSize: number) {
      const created = changes.filter((change) => change.action === "create").length;
      const updated = changes.length - created;
      await trx
        .updateTable("admin_imports")
        .set((eb) => ({
          created: eb("created", "+", created),
          updated: eb("updated", "+", updated),
          unchanged: eb("unchanged", "+", batchSize - changes.length),
        }))
        .where("id", "=", importId)
        .execute();
    },
  };
}

/**
 * Makes an applied import write one audit entry for each clinic it creates or changes, as the admin's edits
 * do (the fields that changed, before and after, in the import format), inside the import's transaction.
 * Clinics the file leaves as they were get none. With the file's digest, the import is recorded in the
 * import history and its entries name it, so that it can be listed and undone.
 */
export function auditImport(
  editor: { email: string },
  fileName: string,
  history?: { digest: string; recorded?: (importId: number) => void },
): StoreBatchHook {
  const note = `Imported from ${fileName}`;
  const record = history ? importRecord(editor, fileName, history.digest) : null;
  return async (trx, clinics, now) => {
    const pending = await batchChanges(trx, clinics);
    const importId = record ? await record.open(trx, now) : null;
    if (importId !== null) history?.recorded?.(importId);
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
            importId,
            now,
          };
        }),
      );
      if (record && importId !== null) await record.count(trx, importId, pending, clinics.length);
    };
  };
}
