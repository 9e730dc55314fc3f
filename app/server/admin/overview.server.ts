import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";

/** The admin home: how many clinics, verified and featured, and the latest changes made in the admin area. */
export async function adminOverview(db: Kysely<Database>) {
  const counts = await db
    .selectFrom("clinics")
    .select((eb) => [
      eb.fn.countAll<number>().as("clinics"),
      eb.fn.sum<number>(eb.case().when("verified", "=", 1).then(1).else(0).end()).as("verified"),
      eb.fn.sum<number>(eb.case().when("featured", "=", 1).then(1).else(0).end()).as("featured"),
    ])
    .executeTakeFirstOrThrow();
  const recent = await db
    .selectFrom("admin_audit_log")
    .select(["id", "clinic_id", "candidate_id", "clinic_name", "admin_email", "action", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(10)
    .execute();
  return {
    clinics: Number(counts.clinics),
    verified: Number(counts.verified ?? 0),
    featured: Number(counts.featured ?? 0),
    recent: recent.map((row) => ({
      id: row.id,
      clinicId: row.clinic_id,
      candidateId: row.candidate_id,
      clinicName: row.clinic_name,
      adminEmail: row.admin_email,
      action: row.action,
      createdAt: row.created_at,
    })),
  };
}
