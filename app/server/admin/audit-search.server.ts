import type { Kysely, Selectable } from "kysely";
import type { AuditQuery } from "../../domain/audit-query.ts";
import type { AdminAuditLogTable, Database } from "../db/schema.server.ts";
import type { AuditAction, AuditEntry, FieldChange } from "./audit.server.ts";

export const AUDIT_PER_PAGE = 25;

/** An entry as the audit page lists it: which import made it, and which clinic it is about. */
export interface AuditLogEntry extends AuditEntry {
  importId: number | null;
}

export function auditEntryOf(row: Selectable<AdminAuditLogTable>): AuditLogEntry {
  return {
    id: Number(row.id),
    clinicId: row.clinic_id === null ? null : Number(row.clinic_id),
    candidateId: row.candidate_id === null ? null : Number(row.candidate_id),
    clinicName: row.clinic_name,
    adminEmail: row.admin_email,
    action: row.action as AuditAction,
    changes: JSON.parse(row.changes) as FieldChange[],
    note: row.note,
    createdAt: row.created_at,
    importId: row.import_id === null ? null : Number(row.import_id),
  };
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}

/**
 * What of the log an operator may read: an editor, who cannot manage users, does not see the entries about
 * operator accounts (decision 38).
 */
export interface AuditReader {
  seesAccounts: boolean;
}

/** A page of the audit log, newest first, with the filters applied. */
export async function searchAudit(
  db: Kysely<Database>,
  query: AuditQuery,
  reader: AuditReader,
): Promise<{ entries: AuditLogEntry[]; total: number; page: number; pageCount: number }> {
  const clinicId = /^#?\d{1,9}$/.test(query.clinic) ? Number(query.clinic.replace("#", "")) : null;
  const filtered = db
    .selectFrom("admin_audit_log")
    .$if(!reader.seesAccounts, (q) => q.where("account_id", "is", null))
    .$if(query.who !== "", (q) => q.where("admin_email", "=", query.who))
    .$if(query.action !== "", (q) => q.where("action", "=", query.action))
    .$if(query.from !== "", (q) => q.where("created_at", ">=", `${query.from}T00:00:00.000Z`))
    .$if(query.to !== "", (q) => q.where("created_at", "<", nextDay(query.to)))
    .$if(query.clinic !== "", (q) =>
      q.where((eb) =>
        eb.or([
          eb(eb.fn("lower", ["clinic_name"]), "like", `%${query.clinic.toLowerCase()}%`),
          ...(clinicId === null ? [] : [eb("clinic_id", "=", clinicId)]),
        ]),
      ),
    );
  const counted = await filtered.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow();
  const total = Number(counted.n);
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PER_PAGE));
  const page = Math.min(query.page, pageCount);
  const rows = await filtered
    .selectAll()
    .orderBy("id", "desc")
    .limit(AUDIT_PER_PAGE)
    .offset((page - 1) * AUDIT_PER_PAGE)
    .execute();
  return { entries: rows.map(auditEntryOf), total, page, pageCount };
}

/** Everyone who has made a change, for the "who" filter. */
export async function auditAuthors(db: Kysely<Database>, reader: AuditReader): Promise<string[]> {
  const rows = await db
    .selectFrom("admin_audit_log")
    .$if(!reader.seesAccounts, (q) => q.where("account_id", "is", null))
    .select("admin_email")
    .distinct()
    .orderBy("admin_email")
    .execute();
  return rows.map((row) => row.admin_email);
}

/** The kinds of entry the log holds, for the "action" filter. */
export async function auditActions(db: Kysely<Database>, reader: AuditReader): Promise<string[]> {
  const rows = await db
    .selectFrom("admin_audit_log")
    .$if(!reader.seesAccounts, (q) => q.where("account_id", "is", null))
    .select("action")
    .distinct()
    .orderBy("action")
    .execute();
  return rows.map((row) => row.action);
}
