import type { Kysely, Transaction } from "kysely";
import { clinicToInput } from "../../domain/clinic-export.ts";
import type { ZipLookup } from "../clinics/prepare.server.ts";
import { hydrateClinics } from "../clinics/read.server.ts";
import type { Database } from "../db/schema.server.ts";
import { changedFields, type NewAuditEntry, writeAudits } from "./audit.server.ts";
import { type AuditLogEntry, auditEntryOf } from "./audit-search.server.ts";
import { restoreFields } from "./field-restore.server.ts";

/** A clinic, or one of its fields, the undo cannot restore, and why. */
export interface UndoConflict {
  clinicId: number;
  clinicName: string;
  field: string | null;
  reason: string;
}

export type UndoResult =
  | { status: "undone"; restored: number; removed: number; skipped: UndoConflict[] }
  /** Nothing was done: these were changed since the import. */
  | { status: "conflicts"; conflicts: UndoConflict[] }
  | { status: "refused"; message: string };

class HasConflicts extends Error {
  readonly conflicts: UndoConflict[];
  constructor(conflicts: UndoConflict[]) {
    super("the undo has conflicts");
    this.conflicts = conflicts;
  }
}

interface UndoWork {
  conflicts: UndoConflict[];
  audits: NewAuditEntry[];
  restored: number;
  removed: number;
}

/** The import's entries, oldest first (the first `limit` of them, when given). */
export async function importEntries(
  db: Kysely<Database> | Transaction<Database>,
  importId: number,
  limit?: number,
): Promise<AuditLogEntry[]> {
  const rows = await db
    .selectFrom("admin_audit_log")
    .selectAll()
    .where("import_id", "=", importId)
    .orderBy("id")
    .$if(limit !== undefined, (query) => query.limit(limit ?? 0))
    .execute();
  return rows.map(auditEntryOf);
}

async function undoCreate(
  trx: Transaction<Database>,
  entry: AuditLogEntry,
  context: { skipChanged: boolean; note: string; editor: string; now: Date },
  work: UndoWork,
) {
  const clinicId = entry.clinicId ?? 0;
  const row = await trx.selectFrom("clinics").selectAll().where("id", "=", clinicId).executeTakeFirst();
  if (!row) return;
  const later = await trx
    .selectFrom("admin_audit_log")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("clinic_id", "=", clinicId)
    .where("id", ">", entry.id)
    // Closing a visitor's suggestion changes nothing of the clinic.
    .where("action", "not in", ["suggestion-applied", "suggestion-dismissed"])
    .executeTakeFirstOrThrow();
  if (Number(later.n) > 0) {
    work.conflicts.push({
      clinicId,
      clinicName: row.name,
      field: null,
      reason: `${row.name} was added by this import and changed since (${Number(later.n)} later change${Number(later.n) === 1 ? "" : "s"} in its history): removing it would lose them.`,
    });
    if (context.skipChanged) return;
  }
  const [clinic] = await hydrateClinics(trx, [row]);
  await trx.deleteFrom("clinics").where("id", "=", clinicId).execute();
  work.removed += 1;
  work.audits.push({
    clinicId,
    clinicName: row.name,
    adminEmail: context.editor,
    action: "delete",
    changes: clinic ? changedFields(clinicToInput(clinic), null) : [],
    note: context.note,
    now: context.now,
  });
}

async function undoUpdate(
  trx: Transaction<Database>,
  zips: ZipLookup,
  entry: AuditLogEntry,
  context: { skipChanged: boolean; note: string; editor: string; now: Date },
  work: UndoWork,
) {
  const clinicId = entry.clinicId ?? 0;
  const result = await restoreFields(trx, zips, {
    clinicId,
    restores: entry.changes.map((change) => ({
      field: change.field,
      expected: change.after,
      value: change.before,
    })),
    skipChanged: context.skipChanged,
    now: context.now,
  });
  const refusals = result.status === "refused" ? result.refusals : result.skipped;
  work.conflicts.push(
    ...refusals.map((refusal) => ({
      clinicId,
      clinicName: entry.clinicName,
      field: refusal.field,
      reason: refusal.reason,
    })),
  );
  if (result.status !== "restored" || result.changes.length === 0) return;
  work.restored += 1;
  work.audits.push({
    clinicId,
    clinicName: result.clinicName,
    adminEmail: context.editor,
    action: "undo-import",
    changes: result.changes,
    note: context.note,
    now: context.now,
  });
}

/**
 * Undoes a browser import in one transaction: every field it changed gets its previous value back and every
 * clinic it created is removed. A field changed again since (or a created clinic edited since) stops the whole
 * undo, which then lists them, unless `skipChanged` says to leave those as they are. Audited clinic by clinic;
 * the import is marked undone.
 */
export async function undoImport(
  db: Kysely<Database>,
  zips: ZipLookup,
  input: { importId: number; editor: { email: string }; skipChanged: boolean; now?: Date },
): Promise<UndoResult> {
  const now = input.now ?? new Date();
  try {
    return await db.transaction().execute(async (trx): Promise<UndoResult> => {
      const recorded = await trx
        .selectFrom("admin_imports")
        .selectAll()
        .where("id", "=", input.importId)
        .executeTakeFirst();
      if (!recorded) return { status: "refused", message: "There is no import with this number." };
      if (recorded.undone_at) {
        return {
          status: "refused",
          message: `This import was already undone by ${recorded.undone_by ?? "an operator"} on ${recorded.undone_at.slice(0, 10)}.`,
        };
      }
      const context = {
        skipChanged: input.skipChanged,
        note: `Undid import #${recorded.id} of ${recorded.file_name}`,
        editor: input.editor.email,
        now,
      };
      const work: UndoWork = { conflicts: [], audits: [], restored: 0, removed: 0 };
      // Newest first, so that the entries of one clinic are undone in the reverse of the order they were made.
      for (const entry of (await importEntries(trx, recorded.id)).reverse()) {
        if (entry.clinicId === null) continue;
        if (entry.action === "create") await undoCreate(trx, entry, context, work);
        else await undoUpdate(trx, zips, entry, context, work);
      }
      if (work.conflicts.length > 0 && !input.skipChanged) throw new HasConflicts(work.conflicts);
      await writeAudits(trx, work.audits);
      await trx
        .updateTable("admin_imports")
        .set({ undone_at: now.toISOString(), undone_by: input.editor.email })
        .where("id", "=", recorded.id)
        .execute();
      return { status: "undone", restored: work.restored, removed: work.removed, skipped: work.conflicts };
    });
  } catch (error) {
    if (error instanceof HasConflicts) return { status: "conflicts", conflicts: error.conflicts };
    throw error;
  }
}
