import type { Kysely } from "kysely";
import { fieldName } from "../../domain/field-value-text.ts";
import type { ZipLookup } from "../clinics/prepare.server.ts";
import type { Database } from "../db/schema.server.ts";
import { type AuditAction, writeAudit } from "./audit.server.ts";
import { auditEntryOf } from "./audit-search.server.ts";
import { restoreFields } from "./field-restore.server.ts";

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
