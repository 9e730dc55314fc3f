import { type Kysely, sql } from "kysely";
import { verificationCutoff } from "../../domain/verification.ts";
import type { Database } from "../db/schema.server.ts";
import type { AuditReader } from "./audit-search.server.ts";

/**
 * The admin home: how many clinics, how many the public site calls verified (the flag and a check within 12
 * months), how many checks have lapsed, how many are featured or held, and the latest changes made in the
 * admin area (without the entries about operator accounts for a reader who may not see them).
 */
export async function adminOverview(db: Kysely<Database>, reader: AuditReader, now = new Date()) {
  const cutoff = verificationCutoff(now).toISOString();
  const counts = await db
    .selectFrom("clinics")
    .select((eb) => [
      eb.fn.countAll<number>().as("clinics"),
      sql<number>`sum(case when verified = 1 and last_verified_at >= ${cutoff} then 1 else 0 end)`.as(
        "verified",
      ),
      sql<number>`sum(case when last_verified_at < ${cutoff} then 1 else 0 end)`.as("lapsed"),
      eb.fn.sum<number>(eb.case().when("featured", "=", 1).then(1).else(0).end()).as("featured"),
      eb.fn.sum<number>(eb.case().when("held", "=", 1).then(1).else(0).end()).as("held"),
    ])
    .executeTakeFirstOrThrow();
  const recent = await db
    .selectFrom("admin_audit_log")
    .$if(!reader.seesAccounts, (q) => q.where("account_id", "is", null))
    .select([
      "id",
      "clinic_id",
      "candidate_id",
      "account_id",
      "clinic_name",
      "admin_email",
      "action",
      "created_at",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(10)
    .execute();
  return {
    clinics: Number(counts.clinics),
    verified: Number(counts.verified ?? 0),
    lapsed: Number(counts.lapsed ?? 0),
    featured: Number(counts.featured ?? 0),
    held: Number(counts.held ?? 0),
    recent: recent.map((row) => ({
      id: row.id,
      clinicId: row.clinic_id,
      candidateId: row.candidate_id,
      accountId: row.account_id,
      clinicName: row.clinic_name,
      adminEmail: row.admin_email,
      action: row.action,
      createdAt: row.created_at,
    })),
  };
}
