/**
 * The operator's decisions on registry candidates (decision 32): accept (a new, unverified listing placed at
 * its ZIP code's centre), merge into a stored listing (its NPI, legal name and phone where the listing has
 * none), reject (remembered: later runs never bring it back), and reopen a rejection made by mistake. Each
 * decision is one transaction with its audit entry, and a candidate is decided once: of two operators
 * deciding it at the same time, the second is told who came first.
 */
import type { Kysely, Transaction } from "kysely";
import { slugify } from "../../domain/clinic-input.ts";
import { isValidNpi } from "../../domain/npi.ts";
import type { ZipLookup } from "../clinics/prepare.server.ts";
import type { CandidateStatus, Database, RegistryCandidatesTable } from "../db/schema.server.ts";
import { writeAudit } from "./audit.server.ts";
import { type Editor, loadClinic, type SaveResult, saveClinic } from "./clinic-admin.server.ts";
import { type ClinicFormValues, emptyFormValues, formValuesOf } from "./clinic-form.server.ts";

export type DecisionResult =
  | { status: "done"; clinicId: number | null }
  /** Someone decided it first, or it is not in the state the decision needs. */
  | { status: "already"; current: string; by: string | null; at: string | null }
  | { status: "missing" }
  /** The candidate's facts break a rule of the import (a listing could not be made of it). */
  | { status: "invalid"; problems: string[] }
  /** The listing to merge into changed while the operator looked, or is gone. */
  | { status: "conflict"; message: string };

class AlreadyDecided extends Error {}

type CandidateRow = Omit<RegistryCandidatesTable, "id" | "status"> & { id: number; status: string };

async function loadCandidate(db: Kysely<Database>, id: number): Promise<CandidateRow | undefined> {
  return db.selectFrom("registry_candidates").selectAll().where("id", "=", id).executeTakeFirst();
}

function already(row: CandidateRow): DecisionResult {
  return { status: "already", current: row.status, by: row.decided_by, at: row.decided_at };
}

/** Marks the candidate decided, only if it is still in `from`; throws AlreadyDecided otherwise. */
async function claim(
  trx: Transaction<Database>,
  id: number,
  from: CandidateStatus,
  to: "accepted" | "merged" | "rejected" | "held",
  editor: Editor,
  now: Date,
  extra: { clinicId?: number | null; note?: string | null } = {},
) {
  const result = await trx
    .updateTable("registry_candidates")
    .set({
      status: to,
      decided_at: to === "held" ? null : now.toISOString(),
      decided_by: to === "held" ? null : editor.email,
      decision_note: extra.note ?? null,
      ...(extra.clinicId !== undefined ? { clinic_id: extra.clinicId } : {}),
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AlreadyDecided();
}

/** A slug not taken by any stored clinic: slugify(name, city), else with -2, -3… */
async function freeSlug(db: Kysely<Database>, name: string, city: string): Promise<string> {
  const base = slugify(name, city) || "clinic";
  const taken = new Set(
    (await db.selectFrom("clinics").select("slug").where("slug", "like", `${base}%`).execute()).map(
      (row) => row.slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const slug = `${base.slice(0, 120 - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(slug)) return slug;
  }
}

/** The new listing's fields: what the registry says, placed at the ZIP code's centre, not verified. */
export function listingValues(candidate: CandidateRow, slug: string): ClinicFormValues {
  const values = emptyFormValues();
  values.slug = slug;
  values.name = candidate.name;
  values.legalName =
    candidate.legal_name && candidate.legal_name.toLowerCase() !== candidate.name.toLowerCase()
      ? candidate.legal_name
      : "";
  values.addressLine1 = candidate.address_line1;
  values.addressLine2 = candidate.address_line2 ?? "";
  values.city = candidate.city;
  values.state = candidate.state;
  values.zipCode = candidate.zip_code;
  values.latitude = String(candidate.latitude);
  values.longitude = String(candidate.longitude);
  values.locationPrecision = "zip";
  values.phone = candidate.phone ?? "";
  values.npi = candidate.npi && isValidNpi(candidate.npi) ? candidate.npi : "";
  values.source = candidate.source;
  values.verified = "false";
  return values;
}

function problemsOf(result: Extract<SaveResult, { status: "invalid" }>): string[] {
  return Object.entries(result.errors).flatMap(([field, messages]) =>
    (messages ?? []).map((message) => `${field} ${message}`),
  );
}

/** Publishes a held candidate as a new, unverified listing. */
export async function acceptCandidate(
  db: Kysely<Database>,
  input: { id: number; editor: Editor; zips: ZipLookup; now?: Date },
): Promise<DecisionResult> {
  const now = input.now ?? new Date();
  const candidate = await loadCandidate(db, input.id);
  if (!candidate) return { status: "missing" };
  if (candidate.status !== "held") return already(candidate);
  const slug = await freeSlug(db, candidate.name, candidate.city);
  try {
    const result = await saveClinic(db, {
      id: null,
      values: listingValues(candidate, slug),
      loaded: null,
      version: null,
      editor: input.editor,
      zips: input.zips,
      action: "accept",
      candidateId: candidate.id,
      note: `Accepted from the registry queue: ${candidate.evidence_summary ?? candidate.source}`.slice(
        0,
        200,
      ),
      now,
      within: (trx, clinicId) =>
        claim(trx, candidate.id, "held", "accepted", input.editor, now, { clinicId }),
    });
    if (result.status === "invalid") return { status: "invalid", problems: problemsOf(result) };
    if (result.status === "conflict")
      return { status: "conflict", message: "The listing could not be made." };
    return { status: "done", clinicId: result.id };
  } catch (error) {
    if (!(error instanceof AlreadyDecided)) throw error;
    return already((await loadCandidate(db, input.id)) ?? candidate);
  }
}

/**
 * Merges a held candidate into a stored listing: the listing keeps everything it has and gains the registry's
 * NPI, legal name and phone where it has none. `version` is the listing's version the operator saw.
 */
export async function mergeCandidate(
  db: Kysely<Database>,
  input: { id: number; clinicId: number; version?: string; editor: Editor; zips: ZipLookup; now?: Date },
): Promise<DecisionResult> {
  const now = input.now ?? new Date();
  const candidate = await loadCandidate(db, input.id);
  if (!candidate) return { status: "missing" };
  if (candidate.status !== "held") return already(candidate);
  const stored = await loadClinic(db, input.clinicId);
  if (!stored) return { status: "conflict", message: `There is no listing number ${input.clinicId}.` };
  if (input.version !== undefined && input.version !== stored.version) {
    return {
      status: "conflict",
      message: `${stored.clinic.name} was changed after you opened this page: look at it again, then merge.`,
    };
  }
  const values = formValuesOf(stored.clinic);
  const gained: string[] = [];
  if (values.npi === "" && candidate.npi && isValidNpi(candidate.npi)) {
    values.npi = candidate.npi;
    gained.push("NPI");
  }
  if (values.legalName === "" && candidate.legal_name && candidate.legal_name !== stored.clinic.name) {
    values.legalName = candidate.legal_name;
    gained.push("legal name");
  }
  if (values.phone === "" && candidate.phone) {
    values.phone = candidate.phone;
    gained.push("phone");
  }
  try {
    const result = await saveClinic(db, {
      id: input.clinicId,
      values,
      loaded: formValuesOf(stored.clinic),
      version: stored.version,
      editor: input.editor,
      zips: input.zips,
      action: "merge",
      candidateId: candidate.id,
      note: `Merged registry candidate ${candidate.name} (${candidate.source})`.slice(0, 200),
      now,
      within: (trx) =>
        claim(trx, candidate.id, "held", "merged", input.editor, now, {
          clinicId: input.clinicId,
          note: gained.length > 0 ? `The listing gained its ${gained.join(", ")}` : null,
        }),
    });
    if (result.status === "invalid") return { status: "invalid", problems: problemsOf(result) };
    if (result.status === "conflict") {
      return {
        status: "conflict",
        message: `${stored.clinic.name} was changed a moment ago: look at it again, then merge.`,
      };
    }
    return { status: "done", clinicId: input.clinicId };
  } catch (error) {
    if (!(error instanceof AlreadyDecided)) throw error;
    return already((await loadCandidate(db, input.id)) ?? candidate);
  }
}

/** Rejects a held candidate; the reason is kept with the decision. */
export async function rejectCandidate(
  db: Kysely<Database>,
  input: { id: number; editor: Editor; reason?: string | null; now?: Date },
): Promise<DecisionResult> {
  const now = input.now ?? new Date();
  const candidate = await loadCandidate(db, input.id);
  if (!candidate) return { status: "missing" };
  if (candidate.status !== "held") return already(candidate);
  const reason = input.reason?.trim().slice(0, 200) || null;
  try {
    await db.transaction().execute(async (trx) => {
      await claim(trx, candidate.id, "held", "rejected", input.editor, now, { note: reason });
      await writeAudit(trx, {
        clinicId: null,
        candidateId: candidate.id,
        clinicName: candidate.name,
        adminEmail: input.editor.email,
        action: "reject",
        changes: [],
        note: reason,
        now,
      });
    });
  } catch (error) {
    if (!(error instanceof AlreadyDecided)) throw error;
    return already((await loadCandidate(db, input.id)) ?? candidate);
  }
  return { status: "done", clinicId: null };
}

/** Sends a rejected candidate back to the queue (a rejection made by mistake). */
export async function reopenCandidate(
  db: Kysely<Database>,
  input: { id: number; editor: Editor; now?: Date },
): Promise<DecisionResult> {
  const now = input.now ?? new Date();
  const candidate = await loadCandidate(db, input.id);
  if (!candidate) return { status: "missing" };
  if (candidate.status !== "rejected") return already(candidate);
  try {
    await db.transaction().execute(async (trx) => {
      await claim(trx, candidate.id, "rejected", "held", input.editor, now);
      await writeAudit(trx, {
        clinicId: null,
        candidateId: candidate.id,
        clinicName: candidate.name,
        adminEmail: input.editor.email,
        action: "reopen",
        changes: [],
        note: candidate.decision_note ? `It had been rejected: ${candidate.decision_note}` : null,
        now,
      });
    });
  } catch (error) {
    if (!(error instanceof AlreadyDecided)) throw error;
    return already((await loadCandidate(db, input.id)) ?? candidate);
  }
  return { status: "done", clinicId: null };
}

export interface BulkOutcome {
  id: number;
  name: string;
  result: DecisionResult;
}

/** Accepts or rejects each of the ids in turn, each in its own transaction; one failure stops no other. */
export async function decideMany(
  db: Kysely<Database>,
  input: {
    ids: readonly number[];
    decision: "accept" | "reject";
    editor: Editor;
    zips: ZipLookup;
    reason?: string | null;
  },
): Promise<BulkOutcome[]> {
  const names = new Map(
    (
      await db
        .selectFrom("registry_candidates")
        .select(["id", "name"])
        .where("id", "in", input.ids.length > 0 ? [...input.ids] : [-1])
        .execute()
    ).map((row) => [row.id, row.name]),
  );
  const outcomes: BulkOutcome[] = [];
  for (const id of input.ids) {
    const result =
      input.decision === "accept"
        ? await acceptCandidate(db, { id, editor: input.editor, zips: input.zips })
        : await rejectCandidate(db, { id, editor: input.editor, reason: input.reason });
    outcomes.push({ id, name: names.get(id) ?? `#${id}`, result });
  }
  return outcomes;
}
