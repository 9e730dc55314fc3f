import type { Kysely, Transaction } from "kysely";
import type { Clinic } from "../../domain/clinic.ts";
import { clinicToInput, preparedToComparable } from "../../domain/clinic-export.ts";
import type { ClinicInputRaw } from "../../domain/clinic-input.ts";
import type { VerificationCheck } from "../../domain/verification.ts";
import type { ZipLookup } from "../clinics/prepare.server.ts";
import { hydrateClinics } from "../clinics/read.server.ts";
import { upsertClinicsIn } from "../clinics/write.server.ts";
import type { Database } from "../db/schema.server.ts";
import { type AuditAction, changedFields, type FieldChange, writeAudit } from "./audit.server.ts";
import {
  type ClinicFormValues,
  checkClinicForm,
  type FieldErrors,
  FORM_COLUMNS,
  formValuesOf,
} from "./clinic-form.server.ts";

export interface StoredClinic {
  clinic: Clinic;
  /** The optimistic-concurrency version: the clinic's updated_at. */
  version: string;
}

export async function loadClinic(db: Kysely<Database>, id: number): Promise<StoredClinic | null> {
  const row = await db.selectFrom("clinics").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const [clinic] = await hydrateClinics(db, [row]);
  return clinic ? { clinic, version: row.updated_at } : null;
}

/** What changed between the form as it was loaded and the clinic as it is now, field by field. */
export interface Conflict {
  /** The version now stored: a form sent again with it saves over the change it has now seen. */
  version: string;
  changes: { field: string; loaded: string; current: string }[];
  /** The last audit entry since the form was loaded, when an operator made the change. */
  lastChange: { by: string; at: string } | null;
  removed: boolean;
}

export type SaveResult =
  | { status: "saved"; id: number; changes: FieldChange[] }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "conflict"; conflict: Conflict };

export interface Editor {
  email: string;
}

async function conflictWith(
  db: Kysely<Database>,
  id: number,
  loaded: ClinicFormValues | null,
  since: string | null,
): Promise<Conflict> {
  const stored = await loadClinic(db, id);
  if (!stored) return { version: "", changes: [], lastChange: null, removed: true };
  const current = formValuesOf(stored.clinic);
  const changes = FORM_COLUMNS.filter((column) => loaded && loaded[column] !== current[column]).map(
    (column) => ({ field: column, loaded: loaded?.[column] ?? "", current: current[column] }),
  );
  const last = await db
    .selectFrom("admin_audit_log")
    .select(["admin_email", "created_at"])
    .where("clinic_id", "=", id)
    .$if(since !== null, (query) => query.where("created_at", ">=", since ?? ""))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .executeTakeFirst();
  return {
    version: stored.version,
    changes,
    lastChange: last ? { by: last.admin_email, at: last.created_at } : null,
    removed: false,
  };
}

async function slugTaken(db: Kysely<Database>, slug: string, exceptId: number | null) {
  const row = await db
    .selectFrom("clinics")
    .select("id")
    .where("slug", "=", slug)
    .$if(exceptId !== null, (query) => query.where("id", "!=", exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

class StaleVersion extends Error {}

/**
 * Saves the edit form of clinic `id` (null: a new clinic) through the import's checks and the clinic store's
 * write path, in one transaction with its audit entry. `version` is the updated_at the form was loaded with:
 * when the clinic has changed since, nothing is saved and the answer says what changed.
 */
export async function saveClinic(
  db: Kysely<Database>,
  input: {
    id: number | null;
    values: ClinicFormValues;
    /** The form's values as they were loaded, to name what changed since (edits only). */
    loaded: ClinicFormValues | null;
    version: string | null;
    editor: Editor;
    zips: ZipLookup;
    action?: AuditAction;
    note?: string | null;
    now?: Date;
    /** The registry candidate this save decides (accepted as a new clinic, merged into this one). */
    candidateId?: number;
    /**
     * More work in the save's transaction, after the clinic is stored and before the audit entry: a decision
     * on a registry candidate. Throwing rolls the save back.
     */
    within?: (trx: Transaction<Database>, clinicId: number) => Promise<void>;
  },
): Promise<SaveResult> {
  const now = input.now ?? new Date();
  const checked = checkClinicForm(input.values, input.zips);
  if (!checked.ok) return { status: "invalid", errors: checked.errors };
  const prepared = checked.clinic;
  if (await slugTaken(db, prepared.slug, input.id)) {
    const made = input.values.slug.trim() === "" ? ` (made from the name and city: "${prepared.slug}")` : "";
    return {
      status: "invalid",
      errors: { slug: [`another clinic already has this slug${made}; give another one`] },
    };
  }
  const after = preparedToComparable(prepared) as ClinicInputRaw;

  if (input.id === null) {
    const id = await db.transaction().execute(async (trx) => {
      await upsertClinicsIn(trx, [prepared], now.toISOString());
      const row = await trx
        .selectFrom("clinics")
        .select("id")
        .where("slug", "=", prepared.slug)
        .executeTakeFirstOrThrow();
      await input.within?.(trx, row.id);
      await writeAudit(trx, {
        clinicId: row.id,
        candidateId: input.candidateId ?? null,
        clinicName: prepared.name,
        adminEmail: input.editor.email,
        action: input.action ?? "create",
        changes: changedFields(null, after),
        note: input.note ?? null,
        now,
      });
      return row.id;
    });
    return { status: "saved", id, changes: changedFields(null, after) };
  }

  const id = input.id;
  const stored = await loadClinic(db, id);
  if (!stored || stored.version !== input.version) {
    return { status: "conflict", conflict: await conflictWith(db, id, input.loaded, input.version) };
  }
  const changes = changedFields(clinicToInput(stored.clinic), after);
  if (changes.length === 0 && !input.within) return { status: "saved", id, changes };
  try {
    await db.transaction().execute(async (trx) => {
      // Claims the version: of two saves from forms loaded at the same version, the second finds no row.
      const claimed = await trx
        .updateTable("clinics")
        .set({ updated_at: now.toISOString() })
        .where("id", "=", id)
        .where("updated_at", "=", stored.version)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) throw new StaleVersion();
      if (prepared.slug !== stored.clinic.slug) {
        await trx.updateTable("clinics").set({ slug: prepared.slug }).where("id", "=", id).execute();
      }
      await upsertClinicsIn(trx, [prepared], now.toISOString());
      await input.within?.(trx, id);
      await writeAudit(trx, {
        clinicId: id,
        candidateId: input.candidateId ?? null,
        clinicName: prepared.name,
        adminEmail: input.editor.email,
        action: input.action ?? "update",
        changes,
        note: input.note ?? null,
        now,
      });
    });
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error;
    return { status: "conflict", conflict: await conflictWith(db, id, input.loaded, input.version) };
  }
  return { status: "saved", id, changes };
}

export type Toggle = "verify" | "unverify" | "feature" | "unfeature";

/**
 * The form values after a toggle: verifying records the check (its day, today when not given, and how it
 * was made); removing a verification keeps the record of the last check.
 */
export function toggledValues(
  values: ClinicFormValues,
  toggle: Toggle,
  now: Date,
  check?: VerificationCheck,
): ClinicFormValues {
  switch (toggle) {
    case "verify":
      return {
        ...values,
        verified: "true",
        lastVerifiedAt: check?.on ?? now.toISOString().slice(0, 10),
        verificationMethod: check?.method ?? "",
      };
    case "unverify":
      return { ...values, verified: "false" };
    case "feature":
      return { ...values, featured: "true" };
    case "unfeature":
      return { ...values, featured: "false" };
  }
}

/** Verifies, unverifies, features or unfeatures a clinic: a save of its stored values with one change. */
export async function toggleClinic(
  db: Kysely<Database>,
  input: {
    id: number;
    toggle: Toggle;
    version: string;
    editor: Editor;
    zips: ZipLookup;
    now?: Date;
    check?: VerificationCheck;
  },
): Promise<SaveResult> {
  const now = input.now ?? new Date();
  const stored = await loadClinic(db, input.id);
  if (!stored) return { status: "conflict", conflict: await conflictWith(db, input.id, null, null) };
  const loaded = formValuesOf(stored.clinic);
  return saveClinic(db, {
    id: input.id,
    values: toggledValues(loaded, input.toggle, now, input.check),
    loaded,
    version: input.version,
    editor: input.editor,
    zips: input.zips,
    action: input.toggle,
    now,
  });
}

/** Removes a clinic (its services, prices, hours… go with it); the audit entry keeps what it was. */
export async function removeClinic(
  db: Kysely<Database>,
  input: { id: number; version: string; editor: Editor; now?: Date },
): Promise<{ status: "removed"; name: string } | { status: "conflict"; conflict: Conflict }> {
  const now = input.now ?? new Date();
  const stored = await loadClinic(db, input.id);
  if (!stored || stored.version !== input.version) {
    return { status: "conflict", conflict: await conflictWith(db, input.id, null, input.version) };
  }
  const deleted = await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("clinics")
      .where("id", "=", input.id)
      .where("updated_at", "=", input.version)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await writeAudit(trx, {
      clinicId: input.id,
      clinicName: stored.clinic.name,
      adminEmail: input.editor.email,
      action: "delete",
      changes: changedFields(clinicToInput(stored.clinic), null),
      now,
    });
    return true;
  });
  if (!deleted)
    return { status: "conflict", conflict: await conflictWith(db, input.id, null, input.version) };
  return { status: "removed", name: stored.clinic.name };
}
