import type { Kysely } from "kysely";
import { clinicToInput, preparedToComparable } from "../../domain/clinic-export.ts";
import {
  CLINIC_PRICE_SOURCE,
  PROPOSAL_COLUMNS,
  PROPOSAL_FIELDS,
  type ProposalListing,
  type ProposalStatus,
} from "../../domain/clinic-proposals.ts";
import { utcDay } from "../../domain/price-source.ts";
import { changedFields, type FieldChange } from "../admin/audit.server.ts";
import { loadClinic, saveClinic } from "../admin/clinic-admin.server.ts";
import {
  type ClinicFormValues,
  checkClinicForm,
  type FieldErrors,
  formValuesOf,
  readClinicForm,
} from "../admin/clinic-form.server.ts";
import type { ZipLookup } from "../clinics/prepare.server.ts";
import type { Database } from "../db/schema.server.ts";

export type { ProposalListing };

/** What a proposal stores: the changes in words (as the audit log shows them) and the form cells to apply. */
interface StoredChanges {
  changes: FieldChange[];
  cells: { column: string; before: string; after: string }[];
}

type PriceRow = Record<string, unknown>;

function priceRows(cell: string): PriceRow[] {
  if (cell.trim() === "") return [];
  try {
    const rows = JSON.parse(cell) as unknown;
    return Array.isArray(rows) ? (rows as PriceRow[]) : [];
  } catch {
    return [];
  }
}

const samePrice = (a: PriceRow, b: PriceRow) =>
  ["service", "price", "low", "high", "unit"].every(
    (key) => JSON.stringify(a[key]) === JSON.stringify(b[key]),
  );

/**
 * The clinic's price list with every new or changed row sourced to the clinic's own submission, dated the day
 * it gives or today; rows it left as they were keep their source and day.
 */
export function sourcedPricing(proposed: string, stored: string, now: Date): string {
  const before = priceRows(stored);
  const rows = priceRows(proposed);
  if (rows.length === 0) return proposed;
  const sourced = rows.map((row) => {
    const kept = before.find((old) => samePrice(old, row));
    if (kept) return { ...row, source: kept.source ?? null, asOf: kept.asOf ?? null };
    const asOf = typeof row.asOf === "string" && row.asOf.trim() !== "" ? row.asOf : utcDay(now);
    return { ...row, source: CLINIC_PRICE_SOURCE, asOf };
  });
  return JSON.stringify(sourced);
}

const PRICE_PARTS = ["service", "low", "high", "unit", "price", "asOf"] as const;

/**
 * The form with every filled price row's empty source set to the clinic's own submission, and its empty day to
 * today: the clinic's form does not ask where a price came from (the editor's hidden field keeps a stored row's
 * source), a clinic states its prices as of the day it sends them unless it says otherwise, and the edit form's
 * checks want both.
 */
function withClinicPriceSources(form: FormData, now: Date): FormData {
  const sourced = new FormData();
  for (const [key, value] of form.entries()) sourced.append(key, value);
  for (const key of form.keys()) {
    const match = /^pricing\.(\d{1,3})\.source$/.exec(key);
    if (!match || String(form.get(key) ?? "").trim() !== "") continue;
    const part = (name: string) => String(form.get(`pricing.${match[1]}.${name}`) ?? "").trim();
    if (!PRICE_PARTS.some((name) => part(name) !== "")) continue;
    sourced.set(key, CLINIC_PRICE_SOURCE);
    if (part("asOf") === "") sourced.set(`pricing.${match[1]}.asOf`, utcDay(now));
  }
  return sourced;
}

export type ProposalCheck =
  | { ok: true; proposalId: number; changes: FieldChange[] }
  | { ok: false; errors: FieldErrors; values: ClinicFormValues }
  | { ok: false; missing: true };

/**
 * Reads a representative's proposal from the form: only the columns a clinic may change are read (anything
 * else posted is ignored), checked by the import's rules, and stored with the value of each changed field
 * before and after. Nothing is published until an operator applies it.
 */
export async function submitProposal(
  db: Kysely<Database>,
  input: {
    clinicId: number;
    account: { id: number; email: string };
    form: FormData;
    note: string | null;
    zips: ZipLookup;
    now?: Date;
  },
): Promise<ProposalCheck> {
  const now = input.now ?? new Date();
  const stored = await loadClinic(db, input.clinicId);
  if (!stored) return { ok: false, missing: true };
  const current = formValuesOf(stored.clinic);
  const { values: posted, problems } = readClinicForm(withClinicPriceSources(input.form, now), current);
  const values: ClinicFormValues = { ...current };
  for (const column of PROPOSAL_COLUMNS) values[column] = posted[column];
  values.pricing = sourcedPricing(values.pricing, current.pricing, now);
  const ownProblems = Object.fromEntries(
    Object.entries(problems).filter(([column]) => (PROPOSAL_COLUMNS as readonly string[]).includes(column)),
  ) as FieldErrors;
  if (Object.keys(ownProblems).length > 0) return { ok: false, errors: ownProblems, values };
  const checked = checkClinicForm(values, input.zips);
  if (!checked.ok) return { ok: false, errors: checked.errors, values };
  const changes = changedFields(clinicToInput(stored.clinic), preparedToComparable(checked.clinic)).filter(
    (change) => PROPOSAL_FIELDS.has(change.field),
  );
  if (changes.length === 0) {
    return {
      ok: false,
      errors: { "(row)": ["Nothing differs from the listing: change a field first."] },
      values,
    };
  }
  const cells = PROPOSAL_COLUMNS.filter((column) => values[column] !== current[column]).map((column) => ({
    column,
    before: current[column],
    after: values[column],
  }));
  const stored_: StoredChanges = { changes, cells };
  const row = await db
    .insertInto("clinic_proposals")
    .values({
      clinic_id: input.clinicId,
      account_id: input.account.id,
      account_email: input.account.email,
      changes: JSON.stringify(stored_),
      note: input.note,
      status: "open",
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ok: true, proposalId: Number(row.id), changes };
}

function parseStored(text: string): StoredChanges {
  try {
    const parsed = JSON.parse(text) as StoredChanges;
    return { changes: parsed.changes ?? [], cells: parsed.cells ?? [] };
  } catch {
    return { changes: [], cells: [] };
  }
}

/** The operator's inbox (open proposals, oldest first) or the closed ones (newest first); or one clinic's. */
export async function listProposals(
  db: Kysely<Database>,
  filter: { view: "open" | "closed" | "all"; clinicId?: number },
  limit = 200,
): Promise<ProposalListing[]> {
  const rows = await db
    .selectFrom("clinic_proposals as p")
    .innerJoin("clinics as k", "k.id", "p.clinic_id")
    .select([
      "p.id",
      "p.clinic_id",
      "p.account_email",
      "p.changes",
      "p.note",
      "p.status",
      "p.created_at",
      "p.decided_at",
      "p.decided_by",
      "p.decision_note",
      "k.name as clinic_name",
      "k.slug as clinic_slug",
    ])
    .$if(filter.view === "open", (q) => q.where("p.status", "=", "open").orderBy("p.created_at", "asc"))
    .$if(filter.view === "closed", (q) => q.where("p.status", "!=", "open").orderBy("p.decided_at", "desc"))
    .$if(filter.view === "all", (q) => q.orderBy("p.created_at", "desc"))
    .$if(filter.clinicId !== undefined, (q) => q.where("p.clinic_id", "=", filter.clinicId ?? 0))
    .orderBy("p.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    clinicId: row.clinic_id,
    clinicName: row.clinic_name,
    clinicSlug: row.clinic_slug,
    accountEmail: row.account_email,
    changes: parseStored(row.changes).changes,
    note: row.note,
    status: row.status as ProposalStatus,
    createdAt: row.created_at,
    decidedAt: row.decided_at,
    decidedBy: row.decided_by,
    decisionNote: row.decision_note,
  }));
}

export async function openProposalCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("clinic_proposals")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "open")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export type ProposalDecision =
  | { ok: true; clinicId: number }
  | { ok: false; status: 404 | 409 | 400; problem: string };

/**
 * Publishes a proposal: each field it changes must still hold what the clinic saw, else nothing is applied and
 * the operator is told which changed since. Saved through the edit form's checks and write path, audited as the
 * operator's edit with a note naming the clinic's proposal; the listing is then confirmed by the clinic today.
 */
export async function applyProposal(
  db: Kysely<Database>,
  input: { proposalId: number; operator: { email: string }; zips: ZipLookup; now?: Date },
): Promise<ProposalDecision> {
  const now = input.now ?? new Date();
  const proposal = await db
    .selectFrom("clinic_proposals")
    .select(["id", "clinic_id", "account_email", "changes", "status"])
    .where("id", "=", input.proposalId)
    .executeTakeFirst();
  if (!proposal) return { ok: false, status: 404, problem: "There is no such proposal." };
  if (proposal.status !== "open")
    return { ok: false, status: 409, problem: "This proposal was already decided." };
  const stored = await loadClinic(db, proposal.clinic_id);
  if (!stored) return { ok: false, status: 404, problem: "The clinic has been removed." };
  const current = formValuesOf(stored.clinic);
  const { cells } = parseStored(proposal.changes);
  const changedSince = cells.filter((cell) => current[cell.column as keyof ClinicFormValues] !== cell.before);
  if (changedSince.length > 0) {
    return {
      ok: false,
      status: 409,
      problem: `The listing changed since the clinic proposed this (${changedSince.map((cell) => cell.column).join(", ")}): reject it, and ask the clinic to propose again from the listing as it is now.`,
    };
  }
  const values: ClinicFormValues = { ...current };
  for (const cell of cells) values[cell.column as keyof ClinicFormValues] = cell.after;
  let decided = false;
  const result = await saveClinic(db, {
    id: proposal.clinic_id,
    values,
    loaded: current,
    version: stored.version,
    editor: input.operator,
    zips: input.zips,
    note: `Proposed by the clinic (${proposal.account_email}), proposal #${proposal.id}`,
    now,
    within: async (trx, clinicId) => {
      const updated = await trx
        .updateTable("clinic_proposals")
        .set({ status: "applied", decided_at: now.toISOString(), decided_by: input.operator.email })
        .where("id", "=", proposal.id)
        .where("status", "=", "open")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new Error("proposal decided twice");
      await trx
        .updateTable("clinics")
        .set({ clinic_confirmed_at: now.toISOString() })
        .where("id", "=", clinicId)
        .execute();
      decided = true;
    },
  });
  if (result.status === "conflict") {
    return { ok: false, status: 409, problem: "Someone saved this clinic at the same moment: try again." };
  }
  if (result.status === "invalid") {
    const messages = Object.entries(result.errors).flatMap(([field, list]) =>
      (list ?? []).map((m) => `${field} ${m}`),
    );
    return {
      ok: false,
      status: 400,
      problem: `The proposal no longer passes the listing's rules: ${messages.join("; ")}`,
    };
  }
  return decided
    ? { ok: true, clinicId: proposal.clinic_id }
    : { ok: false, status: 409, problem: "Nothing was applied." };
}

export async function rejectProposal(
  db: Kysely<Database>,
  input: { proposalId: number; operator: { email: string }; reason: string; now?: Date },
): Promise<ProposalDecision> {
  const now = input.now ?? new Date();
  const row = await db
    .selectFrom("clinic_proposals")
    .select(["clinic_id", "status"])
    .where("id", "=", input.proposalId)
    .executeTakeFirst();
  if (!row) return { ok: false, status: 404, problem: "There is no such proposal." };
  const updated = await db
    .updateTable("clinic_proposals")
    .set({
      status: "rejected",
      decided_at: now.toISOString(),
      decided_by: input.operator.email,
      decision_note: input.reason || null,
    })
    .where("id", "=", input.proposalId)
    .where("status", "=", "open")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    return { ok: false, status: 409, problem: "This proposal was already decided." };
  }
  return { ok: true, clinicId: row.clinic_id };
}
