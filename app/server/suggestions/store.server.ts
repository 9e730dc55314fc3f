import type { Kysely } from "kysely";
import type { Suggestion } from "../../domain/suggestion-form.ts";
import type { Database } from "../db/schema.server.ts";

export async function saveSuggestion(
  db: Kysely<Database>,
  clinicId: number,
  suggestion: Suggestion,
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto("suggestions")
    .values({
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
export async function openSuggestionsByClinic(db: Kysely<Database>): Promise<ClinicSuggestions[]> {
  const rows = await db
    .selectFrom("suggestions")
    .innerJoin("clinics", "clinics.id", "suggestions.clinic_id")
    .select([
      "suggestions.id",
      "suggestions.kind",
      "suggestions.correction",
      "suggestions.email",
      "suggestions.created_at",
      "clinics.id as clinic_id",
      "clinics.name",
      "clinics.slug",
      "clinics.city",
      "clinics.state",
    ])
    .where("suggestions.status", "=", "open")
    .orderBy("suggestions.created_at")
    .orderBy("suggestions.id")
    .execute();
  const byClinic = new Map<number, ClinicSuggestions>();
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
    });
  }
  return [...byClinic.values()];
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

/** Closes an open suggestion; false when it was not open (already handled, or no such suggestion). */
export async function resolveSuggestion(
  db: Kysely<Database>,
  id: number,
  status: "applied" | "dismissed",
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("suggestions")
    .set({ status, resolved_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
