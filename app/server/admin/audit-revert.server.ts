import type { Kysely } from "kysely";
import { clinicToInput } from "../../domain/clinic-export.ts";
import { fieldName } from "../../domain/field-value-text.ts";
import type { ZipLookup } from "../clinics/prepare.server.ts";
import { hydrateClinics } from "../clinics/read.server.ts";
import type { Database } from "../db/schema.server.ts";
import { type AuditAction, type FieldChange, writeAudit } from "./audit.server.ts";
import { auditEntryOf } from "./audit-search.server.ts";
import { restoreFields, sameValue } from "./field-restore.server.ts";

/** Entries whose field changes can be reverted one by one: edits of a clinic that stays listed. */
const REVERTIBLE: ReadonlySet<string> = new Set<AuditAction>([
  "update",
  "verify",
  "unverify",
  "feature",
  "unfeature",
  "merge",
  "revert",
  "undo-import",
]);

export function canRevert(entry: { action: string; clinicId: number | null }): boolean {
  return entry.clinicId !== null && REVERTIBLE.has(entry.action);
}

/**
 * For each entry that can be reverted, the fields that still hold what it left there: those a revert would put
 * back. A field changed again since has nothing to revert to from this entry; a clinic removed since has none.
 */
export async function fieldsStillHeld(
  db: Kysely<Database>,
  entries: readonly {
    id: number;
    action: string;
    clinicId: number | null;
    changes: readonly FieldChange[];
  }[],
): Promise<Map<number, Set<string> | "removed">> {
  const revertible = entries.filter(canRevert);
  const clinicIds = [...new Set(revertible.map((entry) => entry.clinicId as number))];
  const held = new Map<number, Set<string> | "removed">();
  if (clinicIds.length === 0) return held;
  const rows = await db.selectFrom("clinics").selectAll().where("id", "in", clinicIds).execute();
  const current = new Map(
    (await hydrateClinics(db, rows)).map((clinic) => [
      clinic.id,
      clinicToInput(clinic) as unknown as Record<string, unknown>,
    ]),
  );
  for (const entry of revertible) {
    const values = current.get(entry.clinicId as number);
    if (!values) {
      held.set(entry.id, "removed");
      continue;
    }
    const fields = new Set<string>();
    for (const change of entry.changes) {
      if (values && change.field in values && sameValue(values[change.field], change.after))
        fields.add(change.field);
    }
    held.set(entry.id, fields);
  }
  return held;
}

export type RevertResult =
  | { status: "reverted"; clinicName: string; field: string }
  | { status: "unchanged"; message: string }
  | { status: "refused"; message: string };

/**
 * Puts back the value a field had before audit entry `entryId` changed it, when the field still holds what
 * that change left there; otherwise refuses and says what the field holds now. The revert is audited itself.
 */
export async function revertFieldChange(
  db: Kysely<Database>,
  zips: ZipLookup,
  input: { entryId: number; field: string; editor: { email: string }; now?: Date },
): Promise<RevertResult> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<RevertResult> => {
    const row = await trx
      .selectFrom("admin_audit_log")
      .selectAll()
      .where("id", "=", input.entryId)
      .executeTakeFirst();
    const entry = row ? auditEntryOf(row) : null;
    const change = entry?.changes.find((candidate) => candidate.field === input.field);
    if (!entry || !change || entry.clinicId === null || !canRevert(entry)) {
      return {
        status: "refused",
        message: "That change cannot be reverted: it names no field of a clinic edit.",
      };
    }
    const result = await restoreFields(trx, zips, {
      clinicId: entry.clinicId,
      restores: [{ field: change.field, expected: change.after, value: change.before }],
      skipChanged: false,
      now,
    });
    const label = fieldName(change.field);
    if (result.status === "refused") {
      const reasons = result.refusals.map((refusal) => refusal.reason).join(" ");
      return { status: "refused", message: `${label} of ${entry.clinicName} was not reverted. ${reasons}` };
    }
    if (result.changes.length === 0) {
      return {
        status: "unchanged",
        message: `${label} of ${entry.clinicName} already holds its earlier value.`,
      };
    }
    await writeAudit(trx, {
      clinicId: entry.clinicId,
      clinicName: result.clinicName,
      adminEmail: input.editor.email,
      action: "revert",
      changes: result.changes,
      note: `Reverted ${label} as changed on ${entry.createdAt.slice(0, 10)} by ${entry.adminEmail} (change #${entry.id})`,
      now,
    });
    return { status: "reverted", clinicName: result.clinicName, field: label };
  });
}
