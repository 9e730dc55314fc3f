import type { Kysely, Transaction } from "kysely";
import type { ClinicInputRaw } from "../../domain/clinic-input.ts";
import type { Database } from "../db/schema.server.ts";

export type AuditAction =
  | "create"
  | "update"
  | "verify"
  | "unverify"
  | "feature"
  | "unfeature"
  | "delete"
  // A listing held back from visitors, and published again (decision 41).
  | "hold"
  | "publish"
  // Decisions on registry candidates (decision 32).
  | "accept"
  | "merge"
  | "reject"
  | "reopen"
  // Changes to operator accounts (decision 38): the entry names the account, not a clinic.
  | "invite-user"
  | "change-role"
  | "disable-user"
  | "enable-user"
  | "change-password"
  | "reset-password"
  | "enable-second-factor"
  | "disable-second-factor"
  // The operator's history (decision 39): a field change reverted, an import undone, a suggestion closed.
  | "revert"
  | "undo-import"
  | "suggestion-applied"
  | "suggestion-dismissed"
  // Clinics keep their own listings (decision 51): a claim decided, a representative revoked.
  | "approve-claim"
  | "reject-claim"
  | "revoke-representative"
  | "read-claim-code"
  // A clinic's representative confirmed every detail of its listing ("still correct", issue 34).
  | "clinic-confirmed";

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface AuditEntry {
  id: number;
  /** Null for a decision on a registry candidate that touched no clinic (a rejection). */
  clinicId: number | null;
  candidateId: number | null;
  clinicName: string;
  adminEmail: string;
  action: AuditAction;
  changes: FieldChange[];
  note: string | null;
  createdAt: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ between two clinics in the import format, in field order. */
export function changedFields(before: ClinicInputRaw | null, after: ClinicInputRaw | null): FieldChange[] {
  const fields = Object.keys(after ?? before ?? {}) as (keyof ClinicInputRaw)[];
  return fields
    .filter((field) => !same(before?.[field], after?.[field]))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }));
}

export interface NewAuditEntry {
  clinicId: number | null;
  candidateId?: number | null;
  /** The operator account the change was about. */
  accountId?: number | null;
  clinicName: string;
  adminEmail: string;
  action: AuditAction;
  changes: FieldChange[];
  note?: string | null;
  /** The browser import that made the change. */
  importId?: number | null;
  now: Date;
}

/** Entries per insert: ten parameters each, well under SQLite's and PostgreSQL's limits. */
const ENTRIES_PER_INSERT = 500;

export async function writeAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: NewAuditEntry,
): Promise<void> {
  await writeAudits(db, [entry]);
}

/** Writes many entries a few statements at a time (an import's, for example). */
export async function writeAudits(
  db: Kysely<Database> | Transaction<Database>,
  entries: readonly NewAuditEntry[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += ENTRIES_PER_INSERT) {
    await db
      .insertInto("admin_audit_log")
      .values(
        entries.slice(start, start + ENTRIES_PER_INSERT).map((entry) => ({
          clinic_id: entry.clinicId,
          candidate_id: entry.candidateId ?? null,
          account_id: entry.accountId ?? null,
          import_id: entry.importId ?? null,
          clinic_name: entry.clinicName,
          admin_email: entry.adminEmail,
          action: entry.action,
          changes: JSON.stringify(entry.changes),
          note: entry.note ?? null,
          created_at: entry.now.toISOString(),
        })),
      )
      .execute();
  }
}

/** A clinic's audit entries, newest first. */
export async function auditOf(db: Kysely<Database>, clinicId: number, limit = 50): Promise<AuditEntry[]> {
  return auditEntriesOf(db, { clinicId }, limit);
}

/** The audit entries of a clinic or of a registry candidate, newest first. */
export async function auditEntriesOf(
  db: Kysely<Database>,
  subject: { clinicId: number } | { candidateId: number },
  limit = 50,
): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("admin_audit_log")
    .selectAll()
    .$if("clinicId" in subject, (query) =>
      query.where("clinic_id", "=", "clinicId" in subject ? subject.clinicId : 0),
    )
    .$if("candidateId" in subject, (query) =>
      query.where("candidate_id", "=", "candidateId" in subject ? subject.candidateId : 0),
    )
    // In the order the changes were stored, whatever the clocks of the instances that stored them.
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    clinicId: row.clinic_id,
    candidateId: row.candidate_id,
    clinicName: row.clinic_name,
    adminEmail: row.admin_email,
    action: row.action as AuditAction,
    changes: JSON.parse(row.changes) as FieldChange[],
    note: row.note,
    createdAt: row.created_at,
  }));
}
