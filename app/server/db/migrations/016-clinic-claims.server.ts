import { type Kysely, PostgresAdapter } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

function identity(postgres: boolean) {
  // biome-ignore lint/suspicious/noExplicitAny: the column builder of the day
  return (col: any) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

/**
 * Clinics keep their own listings (decision 51):
 * - clinic_claims: someone asking to manage a listing, how they proved they speak for the clinic (a one-time
 *   link to an address at the clinic's website's domain, or a code an operator read to them on the clinic's
 *   listed phone), and the operator's decision. Secrets are stored as digests. Not clinic data: no
 *   data_version trigger.
 * - clinic_representatives: which clinic accounts (admin_users with the role "clinic") manage which clinics.
 * - clinics.clinic_confirmed_at: when the clinic last confirmed its listing's details (its proposed changes
 *   approved, or "still correct"); clinic data, so the data_version trigger on clinics covers it.
 * - clinic_confirmation_reminders: the reminder sent to a clinic's representatives for one confirmation.
 * - clinic_proposals: changes a clinic proposes to its listing, with each field's value before and after.
 * - clinic_feature_requests: a clinic asking to be featured, and the period an operator approved.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("clinic_claims")
    .addColumn("id", "integer", identity(postgres))
    .addColumn("clinic_id", "integer", (col) => col.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("job_title", "text", (col) => col.notNull())
    .addColumn("method", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("link_digest", "text", (col) => col.notNull().unique())
    .addColumn("link_expires_at", "text", (col) => col.notNull())
    .addColumn("code_digest", "text")
    .addColumn("code_expires_at", "text")
    .addColumn("code_failures", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("code_read_by", "text")
    .addColumn("proved_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("decided_at", "text")
    .addColumn("decided_by", "text")
    .addColumn("account_id", "integer", (col) => col.references("admin_users.id").onDelete("set null"))
    .execute();
  // The operator's queue reads claims by status, newest first; a clinic's other claims by clinic.
  await db.schema
    .createIndex("clinic_claims_by_status")
    .on("clinic_claims")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.createIndex("clinic_claims_by_clinic").on("clinic_claims").column("clinic_id").execute();

  await db.schema
    .createTable("clinic_representatives")
    .addColumn("account_id", "integer", (col) =>
      col.notNull().references("admin_users.id").onDelete("cascade"),
    )
    .addColumn("clinic_id", "integer", (col) => col.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("claim_id", "integer", (col) => col.references("clinic_claims.id").onDelete("set null"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("clinic_representatives_pk", ["account_id", "clinic_id"])
    .execute();
  await db.schema
    .createIndex("clinic_representatives_by_clinic")
    .on("clinic_representatives")
    .column("clinic_id")
    .execute();

  await db.schema.alterTable("clinics").addColumn("clinic_confirmed_at", "text").execute();

  await db.schema
    .createTable("clinic_confirmation_reminders")
    .addColumn("clinic_id", "integer", (col) => col.primaryKey().references("clinics.id").onDelete("cascade"))
    .addColumn("confirmed_at", "text", (col) => col.notNull())
    .addColumn("sent_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("clinic_proposals")
    .addColumn("id", "integer", identity(postgres))
    .addColumn("clinic_id", "integer", (col) => col.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("account_id", "integer", (col) => col.references("admin_users.id").onDelete("set null"))
    .addColumn("account_email", "text", (col) => col.notNull())
    .addColumn("changes", "text", (col) => col.notNull())
    .addColumn("note", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("decided_at", "text")
    .addColumn("decided_by", "text")
    .addColumn("decision_note", "text")
    .execute();
  await db.schema
    .createIndex("clinic_proposals_by_status")
    .on("clinic_proposals")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("clinic_proposals_by_clinic")
    .on("clinic_proposals")
    .column("clinic_id")
    .execute();

  await db.schema
    .createTable("clinic_feature_requests")
    .addColumn("id", "integer", identity(postgres))
    .addColumn("clinic_id", "integer", (col) => col.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("account_id", "integer", (col) => col.references("admin_users.id").onDelete("set null"))
    .addColumn("account_email", "text", (col) => col.notNull())
    .addColumn("message", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("decided_at", "text")
    .addColumn("decided_by", "text")
    .addColumn("starts_on", "text")
    .addColumn("ends_on", "text")
    .execute();
  await db.schema
    .createIndex("clinic_feature_requests_by_status")
    .on("clinic_feature_requests")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("clinic_feature_requests").ifExists().execute();
  await db.schema.dropTable("clinic_proposals").ifExists().execute();
  await db.schema.dropTable("clinic_confirmation_reminders").ifExists().execute();
  await db.schema.alterTable("clinics").dropColumn("clinic_confirmed_at").execute();
  await db.schema.dropTable("clinic_representatives").ifExists().execute();
  await db.schema.dropTable("clinic_claims").ifExists().execute();
  await db.deleteFrom("admin_users").where("role", "=", "clinic").execute();
}
