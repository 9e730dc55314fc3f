import type { Transaction } from "kysely";
import { clinicToInput, preparedToComparable } from "../../domain/clinic-export.ts";
import type { ClinicInputRaw } from "../../domain/clinic-input.ts";
import { fieldName, fieldValueText } from "../../domain/field-value-text.ts";
import { formatRowError, prepareClinics, type ZipLookup } from "../clinics/prepare.server.ts";
import { hydrateClinics } from "../clinics/read.server.ts";
import { upsertClinicsIn } from "../clinics/write.server.ts";
import type { Database } from "../db/schema.server.ts";
import { changedFields, type FieldChange } from "./audit.server.ts";

/** Put `value` back into `field`, provided the field still holds `expected` (what the change left there). */
export interface FieldRestore {
  field: string;
  expected: unknown;
  value: unknown;
}

/** A field that cannot be restored, and why, in words. */
export interface RestoreRefusal {
  field: string;
  reason: string;
}

export type RestoreResult =
  | { status: "restored"; clinicName: string; changes: FieldChange[]; skipped: RestoreRefusal[] }
  | { status: "refused"; refusals: RestoreRefusal[] };

/** Two values of a field as `clinicToInput` gives them, compared as the audit log stores them. */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const same = sameValue;

/** Without its empty fields: a JSON import row leaves those out. */
function asImportRow(input: ClinicInputRaw): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null));
}

function changedSince(restore: FieldRestore, current: unknown): RestoreRefusal {
  const label = fieldName(restore.field);
  return {
    field: restore.field,
    reason: `${label} was changed again since: it now reads "${fieldValueText(restore.field, current)}", not "${fieldValueText(restore.field, restore.expected)}".`,
  };
}

/**
 * Restores earlier values of one clinic's fields inside the caller's transaction, through the import's own
 * checks and write path. A field that no longer holds what the change left there was changed again since: with
 * `skipChanged` it is left as it is (and listed as skipped), otherwise nothing is restored. A field that already
 * holds its earlier value needs nothing. The caller writes the audit entry.
 */
export async function restoreFields(
  trx: Transaction<Database>,
  zips: ZipLookup,
  input: { clinicId: number; restores: readonly FieldRestore[]; skipChanged: boolean; now: Date },
): Promise<RestoreResult> {
  const row = await trx.selectFrom("clinics").selectAll().where("id", "=", input.clinicId).executeTakeFirst();
  if (!row) {
    return {
      status: "refused",
      refusals: input.restores.map((restore) => ({
        field: restore.field,
        reason: "The clinic has been removed since, so there is nothing to restore.",
      })),
    };
  }
  const [clinic] = await hydrateClinics(trx, [row]);
  if (!clinic) throw new Error(`clinic ${input.clinicId} could not be read`);
  const current = clinicToInput(clinic);
  const values = current as unknown as Record<string, unknown>;
  const next: Record<string, unknown> = { ...values };
  const refusals: RestoreRefusal[] = [];
  for (const restore of input.restores) {
    if (!(restore.field in values)) {
      refusals.push({ field: restore.field, reason: `${restore.field} is not a field of a clinic today.` });
    } else if (same(values[restore.field], restore.expected)) {
      next[restore.field] = restore.value;
    } else if (!same(values[restore.field], restore.value)) {
      refusals.push(changedSince(restore, values[restore.field]));
    }
  }
  if (refusals.length > 0 && !input.skipChanged) return { status: "refused", refusals };

  const prepared = prepareClinics([{ line: 1, data: asImportRow(next as ClinicInputRaw) }], zips);
  const [clinicAfter] = prepared.clinics;
  if (prepared.errors.length > 0 || !clinicAfter) {
    return {
      status: "refused",
      refusals: prepared.errors.map((error) => ({
        field: error.field,
        reason: `The earlier value does not pass today's checks: ${formatRowError(error)}`,
      })),
    };
  }
  const changes = changedFields(current, preparedToComparable(clinicAfter) as ClinicInputRaw);
  if (changes.length === 0)
    return { status: "restored", clinicName: clinic.name, changes, skipped: refusals };
  if (clinicAfter.slug !== row.slug) {
    const taken = await trx
      .selectFrom("clinics")
      .select("id")
      .where("slug", "=", clinicAfter.slug)
      .executeTakeFirst();
    if (taken) {
      return {
        status: "refused",
        refusals: [{ field: "slug", reason: `Another clinic now has the slug "${clinicAfter.slug}".` }],
      };
    }
  }
  // Claims the clinic's version, as an edit does: a save that loaded it before this restore is refused.
  const claimed = await trx
    .updateTable("clinics")
    .set({ slug: clinicAfter.slug, updated_at: input.now.toISOString() })
    .where("id", "=", input.clinicId)
    .where("updated_at", "=", row.updated_at)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) {
    return {
      status: "refused",
      refusals: [{ field: "(clinic)", reason: "The clinic was changed at this very moment: try again." }],
    };
  }
  await upsertClinicsIn(trx, [clinicAfter], input.now.toISOString());
  return { status: "restored", clinicName: clinicAfter.name, changes, skipped: refusals };
}
