import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function identity(postgres: boolean) {
  // biome-ignore lint/suspicious/noExplicitAny: the column builder of the day
  return (col: any) =>
    postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}

/**
 * Registry candidates wait for an operator's review instead of being published (decision 32):
 * - `registry_runs`: one row per run of the candidates tool, with the files it read and what it found;
 * - `registry_candidates`: one row per practice location the tool proposed, with its registry facts, the
 *   evidence that brought it in, and the operator's decision. Visitors never read this table, and it is not
 *   clinic data: no data_version trigger.
 * Clinics gain the legal name behind a shown name, how precise their coordinates are (a registry address
 * is placed at its ZIP code's centre) and how their last verification was made. The audit log records
 * decisions on candidates as well as changes to clinics, so its clinic is optional.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);

  await db.schema.alterTable("clinics").addColumn("legal_name", "text").execute();
  await db.schema
    .alterTable("clinics")
    .addColumn("location_precision", "text", (col) => col.notNull().defaultTo("address"))
    .execute();
  await db.schema.alterTable("clinics").addColumn("verification_method", "text").execute();
  // Clinics loaded from earlier registry candidate files carry their ZIP code's centre as coordinates.
  await db
    .updateTable("clinics")
    .set({ location_precision: "zip" })
    .where("source", "like", "NPPES%")
    .execute();

  await db.schema
    .createTable("registry_runs")
    .addColumn("id", "integer", identity(postgres))
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("finished_at", "text", (col) => col.notNull())
    // JSON: [{ kind, file, period }]
    .addColumn("files", "text", (col) => col.notNull())
    .addColumn("rules", "text", (col) => col.notNull())
    // JSON: what the run found, kept, stored and skipped
    .addColumn("summary", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("registry_candidates")
    .addColumn("id", "integer", identity(postgres))
    .addColumn("candidate_key", "text", (col) => col.notNull().unique())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("held"))
    .addColumn("npi", "text")
    .addColumn("org_pac_id", "text")
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("legal_name", "text")
    .addColumn("other_names", "text", (col) => col.notNull())
    .addColumn("address_line1", "text", (col) => col.notNull())
    .addColumn("address_line2", "text")
    .addColumn("city", "text", (col) => col.notNull())
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("zip_code", "text", (col) => col.notNull())
    .addColumn("latitude", "double precision", (col) => col.notNull())
    .addColumn("longitude", "double precision", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("taxonomies", "text", (col) => col.notNull())
    .addColumn("registry_last_updated", "text")
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("found_by", "text", (col) => col.notNull())
    .addColumn("name_match", "text")
    .addColumn("has_prescriptions", "smallint", (col) => col.notNull().defaultTo(0))
    .addColumn("has_services", "smallint", (col) => col.notNull().defaultTo(0))
    .addColumn("evidence", "text")
    .addColumn("evidence_summary", "text")
    .addColumn("evidence_strength", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("facts_digest", "text", (col) => col.notNull())
    .addColumn("first_run_id", "integer", (col) => col.notNull())
    .addColumn("last_run_id", "integer", (col) => col.notNull())
    .addColumn("changed_run_id", "integer", (col) => col.notNull())
    .addColumn("clinic_id", "integer", (col) => col.references("clinics.id").onDelete("set null"))
    .addColumn("decided_at", "text")
    .addColumn("decided_by", "text")
    .addColumn("decision_note", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  // The queue: held candidates by state, strongest evidence first; new and changed ones of a run.
  await db.schema
    .createIndex("registry_candidates_queue")
    .on("registry_candidates")
    .columns(["status", "state", "evidence_strength"])
    .execute();
  await db.schema
    .createIndex("registry_candidates_by_run")
    .on("registry_candidates")
    .columns(["status", "changed_run_id"])
    .execute();
  await db.schema.createIndex("registry_candidates_npi").on("registry_candidates").column("npi").execute();
  await db.schema
    .createIndex("registry_candidates_clinic")
    .on("registry_candidates")
    .column("clinic_id")
    .execute();

  if (postgres) {
    await sql`alter table admin_audit_log alter column clinic_id drop not null`.execute(db);
    await db.schema.alterTable("admin_audit_log").addColumn("candidate_id", "integer").execute();
  } else {
    // SQLite cannot drop a NOT NULL constraint: the table is rebuilt (inside the migration's transaction).
    await db.schema
      .createTable("admin_audit_log_next")
      .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
      .addColumn("clinic_id", "integer")
      .addColumn("clinic_name", "text", (col) => col.notNull())
      .addColumn("admin_email", "text", (col) => col.notNull())
      .addColumn("action", "text", (col) => col.notNull())
      .addColumn("changes", "text", (col) => col.notNull())
      .addColumn("note", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("candidate_id", "integer")
      .execute();
    await sql`insert into admin_audit_log_next (id, clinic_id, clinic_name, admin_email, action, changes, note, created_at)
      select id, clinic_id, clinic_name, admin_email, action, changes, note, created_at from admin_audit_log`.execute(
      db,
    );
    await db.schema.dropTable("admin_audit_log").execute();
    await sql`alter table admin_audit_log_next rename to admin_audit_log`.execute(db);
    await db.schema
      .createIndex("admin_audit_log_by_clinic")
      .on("admin_audit_log")
      .columns(["clinic_id", "created_at"])
      .execute();
  }
  await db.schema
    .createIndex("admin_audit_log_by_candidate")
    .on("admin_audit_log")
    .column("candidate_id")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("admin_audit_log_by_candidate").ifExists().execute();
  await db.deleteFrom("admin_audit_log").where("clinic_id", "is", null).execute();
  await db.schema.alterTable("admin_audit_log").dropColumn("candidate_id").execute();
  if (isPostgres(db)) {
    await sql`alter table admin_audit_log alter column clinic_id set not null`.execute(db);
  }
  await db.schema.dropTable("registry_candidates").ifExists().execute();
  await db.schema.dropTable("registry_runs").ifExists().execute();
  for (const column of ["verification_method", "location_precision", "legal_name"]) {
    await db.schema.alterTable("clinics").dropColumn(column).execute();
  }
}
