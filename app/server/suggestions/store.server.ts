import type { Kysely } from "kysely";
import { type Suggestion, type SuggestionView, suggestionKindLabel } from "../../domain/suggestion-form.ts";
import { writeAudit } from "../admin/audit.server.ts";
import type { Database } from "../db/schema.server.ts";

export async function saveSuggestion(
  db: Kysely<Database>,
  clinicId: number,
  suggestion: Suggestion,
  now: Date,
  formInstance: string | null = null,
): Promise<number> {
  const row = await db
    .insertInto("suggestions")
    .values({
      form_instance: formInstance,
      clinic_id: clinicId,
      kind: suggestion.kind,
      correction: suggestion.correction,
      email: suggestion.email,
      created_at: now.toISOString(),
      resolved_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface OpenSuggestion {
  id: number;
  kind: string;
  correction: string | null;
  email: string | null;
  createdAt: string;
}

export interface ClinicSuggestions {
  clinicId: number;
  clinicName: string;
  clinicSlug: string;
  city: string;
  state: string;
  suggestions: OpenSuggestion[];
}

/** Open suggestions grouped by clinic: the clinic with the oldest waiting suggestion first. */
export async function openSuggestionsByClinic(db: Kysely<Database>): Promise<ClinicSuggestionList[]> {
  return suggestionsByClinic(db, "open");
}

export async function openSuggestion(
  db: Kysely<Database>,
  id: number,
): Promise<(OpenSuggestion & { clinicId: number }) | null> {
  const row = await db
    .selectFrom("suggestions")
    .select(["id", "kind", "correction", "email", "created_at", "clinic_id"])
    .where("id", "=", id)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: row.kind,
    correction: row.correction,
    email: row.email,
    createdAt: row.created_at,
    clinicId: Number(row.clinic_id),
  };
}

export type SuggestionOutcome = "applied" | "dismissed";

/**
 * Closes an open suggestion, in the operator's name, with an audit entry on its clinic; false when it was not
 * open (already handled, no such suggestion, or, with `clinicId`, a suggestion about another clinic).
 */
export async function resolveSuggestion(
  db: Kysely<Database>,
  id: number,
  status: SuggestionOutcome,
  now: Date,
  by: { email: string; clinicId?: number; how?: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable("suggestions")
      .set({ status, resolved_at: now.toISOString(), resolved_by: by.email })
      .where("id", "=", id)
      .where("status", "=", "open")
      .$if(by.clinicId !== undefined, (query) => query.where("clinic_id", "=", by.clinicId ?? 0))
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) !== 1) return false;
    const row = await trx
      .selectFrom("suggestions")
      .innerJoin("clinics", "clinics.id", "suggestions.clinic_id")
      .select(["suggestions.kind", "clinics.id as clinic_id", "clinics.name"])
      .where("suggestions.id", "=", id)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      clinicId: Number(row.clinic_id),
      clinicName: row.name,
      adminEmail: by.email,
      action: status === "applied" ? "suggestion-applied" : "suggestion-dismissed",
      changes: [],
      note: `Visitor suggestion #${id} (${suggestionKindLabel(row.kind)})${by.how ? `: ${by.how}` : ""}`,
      now,
    });
    return true;
  });
}

/** Closes the suggestion an edit was opened from, once that edit is saved with changes to the same clinic. */
export async function closeSuggestionAfterEdit(
  db: Kysely<Database>,
  input: {
    suggestion: FormDataEntryValue | null;
    clinicId: number;
    editor: { email: string };
    changed: boolean;
  },
): Promise<void> {
  const id = Number(input.suggestion);
  if (!input.changed || typeof input.suggestion !== "string" || !Number.isSafeInteger(id) || id < 1) return;
  await resolveSuggestion(db, id, "applied", new Date(), {
    email: input.editor.email,
    clinicId: input.clinicId,
    how: "closed by saving the edit it led to",
  });
}

/** Open suggestions, for the admin menu. */
export async function openSuggestionCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("suggestions")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", "open")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ClosedSuggestion extends OpenSuggestion {
  status: "open" | SuggestionOutcome;
  resolvedAt: string | null;
  resolvedBy: string | null;
}

export interface ClinicSuggestionList extends Omit<ClinicSuggestions, "suggestions"> {
  suggestions: ClosedSuggestion[];
}

/** Most closed suggestions a page lists. */
const CLOSED_LISTED = 200;

/**
 * Suggestions grouped by clinic: open ones the longest waiting first; closed ones (or all) the most recently
 * sent first, with who closed them, how and when.
 */
export async function suggestionsByClinic(
  db: Kysely<Database>,
  view: SuggestionView,
): Promise<ClinicSuggestionList[]> {
  const rows = await db
    .selectFrom("suggestions")
    .innerJoin("clinics", "clinics.id", "suggestions.clinic_id")
    .select([
      "suggestions.id",
      "suggestions.kind",
      "suggestions.correction",
      "suggestions.email",
      "suggestions.created_at",
      "suggestions.status",
      "suggestions.resolved_at",
      "suggestions.resolved_by",
      "clinics.id as clinic_id",
      "clinics.name",
      "clinics.slug",
      "clinics.city",
      "clinics.state",
    ])
    .$if(view === "open", (query) => query.where("suggestions.status", "=", "open"))
    .$if(view === "closed", (query) => query.where("suggestions.status", "!=", "open"))
    .orderBy("suggestions.created_at", view === "open" ? "asc" : "desc")
    .orderBy("suggestions.id", view === "open" ? "asc" : "desc")
    .$if(view !== "open", (query) => query.limit(CLOSED_LISTED))
    .execute();
  const byClinic = new Map<number, ClinicSuggestionList>();
  for (const row of rows) {
    const clinicId = Number(row.clinic_id);
    let group = byClinic.get(clinicId);
    if (!group) {
      group = {
        clinicId,
        clinicName: row.name,
        clinicSlug: row.slug,
        city: row.city,
        state: row.state,
        suggestions: [],
      };
      byClinic.set(clinicId, group);
    }
    group.suggestions.push({
      id: Number(row.id),
      kind: row.kind,
      correction: row.correction,
      email: row.email,
      createdAt: row.created_at,
      status: row.status,
      resolvedAt: row.resolved_at,
      resolvedBy: row.resolved_by,
    });
  }
  return [...byClinic.values()];
}
