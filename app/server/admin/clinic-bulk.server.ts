import type { Kysely } from "kysely";
import type { VerificationCheck } from "../../domain/verification.ts";
import type { ZipLookup } from "../clinics/prepare.server.ts";
import type { Database } from "../db/schema.server.ts";
import { writeAudit } from "./audit.server.ts";
import { type Editor, loadClinic, removeClinic, type Toggle, toggleClinic } from "./clinic-admin.server.ts";

/** What the clinic list's bulk form can do to a selection. */
export const BULK_ACTIONS = ["verify", "feature", "unfeature", "hold", "publish", "remove"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** At most this many clinics a request: a page of the list at its largest. */
export const MAX_BULK_SELECTION = 100;

export interface BulkOutcome {
  /** Clinics the action changed, by name. */
  done: string[];
  /** Clinics already in the state asked for (featured already, held already…). */
  unchanged: string[];
  /** Ids no longer stored (removed in the meantime). */
  missing: number[];
  /** Clinics whose stored values no longer pass the form's checks: they need their own page first. */
  failed: string[];
}

/**
 * Holds a listing back from visitors, or publishes it again; a no-op when it already is. The listing's version
 * moves on, so an edit form opened before the change sees it; the audit entry records the change.
 */
export async function setHeld(
  db: Kysely<Database>,
  input: { id: number; held: boolean; editor: Editor; now?: Date },
): Promise<"changed" | "unchanged" | "missing"> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("clinics")
      .select(["name", "held"])
      .where("id", "=", input.id)
      .executeTakeFirst();
    if (!row) return "missing";
    const held = Number(row.held) === 1;
    if (held === input.held) return "unchanged";
    await trx
      .updateTable("clinics")
      .set({ held: input.held ? 1 : 0, updated_at: now.toISOString() })
      .where("id", "=", input.id)
      .execute();
    await writeAudit(trx, {
      clinicId: input.id,
      clinicName: row.name,
      adminEmail: input.editor.email,
      action: input.held ? "hold" : "publish",
      changes: [{ field: "held", before: held, after: input.held }],
      now,
    });
    return "changed";
  });
}

const TOGGLES: Partial<Record<BulkAction, Toggle>> = {
  verify: "verify",
  feature: "feature",
  unfeature: "unfeature",
};

/**
 * Applies one action to each selected clinic in turn, each with its own audit entry, as if the operator had
 * pressed the button on each clinic's page. A clinic changed or removed in the meantime is acted on as it is
 * now: a bulk action is a decision about the selection, not about a form's values.
 */
export async function applyBulkAction(
  db: Kysely<Database>,
  input: {
    ids: readonly number[];
    action: BulkAction;
    editor: Editor;
    zips: ZipLookup;
    check?: VerificationCheck;
    now?: Date;
  },
): Promise<BulkOutcome> {
  const now = input.now ?? new Date();
  const outcome: BulkOutcome = { done: [], unchanged: [], missing: [], failed: [] };
  for (const id of new Set(input.ids)) {
    const stored = await loadClinic(db, id);
    if (!stored) {
      outcome.missing.push(id);
      continue;
    }
    const name = stored.clinic.name;
    if (input.action === "hold" || input.action === "publish") {
      const result = await setHeld(db, { id, held: input.action === "hold", editor: input.editor, now });
      if (result === "missing") outcome.missing.push(id);
      else outcome[result === "changed" ? "done" : "unchanged"].push(name);
      continue;
    }
    if (input.action === "remove") {
      const removed = await removeClinic(db, { id, version: stored.version, editor: input.editor, now });
      if (removed.status === "removed") outcome.done.push(name);
      else outcome.missing.push(id);
      continue;
    }
    const toggle = TOGGLES[input.action];
    if (!toggle) continue;
    const already =
      (toggle === "feature" && stored.clinic.featured) || (toggle === "unfeature" && !stored.clinic.featured);
    if (already) {
      outcome.unchanged.push(name);
      continue;
    }
    const saved = await toggleClinic(db, {
      id,
      toggle,
      version: stored.version,
      editor: input.editor,
      zips: input.zips,
      now,
      ...(input.check ? { check: input.check } : {}),
    });
    if (saved.status === "saved") outcome.done.push(name);
    else if (saved.status === "conflict" && saved.conflict.removed) outcome.missing.push(id);
    else if (saved.status === "conflict") outcome.unchanged.push(name);
    else outcome.failed.push(name);
  }
  return outcome;
}
