import { type Kysely, PostgresAdapter } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The operator's admin area: accounts (e-mail and a memory-hard password hash), server-side sessions shared
 * by every instance (keyed by a digest of the session token, never the token), failed sign-ins counted per
 * account and per client (keyed by digests) for the lock-out, and the audit log of clinic changes. None of
 * these is clinic data: no data_version trigger.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  // The admin's clinic list is ordered and paged by name.
  await db.schema.createIndex("clinics_name").on("clinics").column("name").execute();

  await db.schema
    .createTable("admin_users")
    .addColumn("id", "integer", (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("admin_sessions")
    .addColumn("token_digest", "text", (col) => col.primaryKey())
    .addColumn("admin_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("csrf_token", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("admin_sessions_by_admin").on("admin_sessions").column("admin_id").execute();

  await db.schema
    .createTable("admin_sign_in_failures")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("failures", "integer", (col) => col.notNull())
    .addColumn("last_failed_at", "text", (col) => col.notNull())
    .addColumn("locked_until", "text")
    .execute();

  await db.schema
    .createTable("admin_audit_log")
    .addColumn("id", "integer", (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    // No foreign key: the log of a removed clinic stays.
    .addColumn("clinic_id", "integer", (col) => col.notNull())
    .addColumn("clinic_name", "text", (col) => col.notNull())
    .addColumn("admin_email", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("changes", "text", (col) => col.notNull())
    // Where the change came from when not the edit form alone (a visitor's suggestion, an import file).
    .addColumn("note", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("admin_audit_log_by_clinic")
    .on("admin_audit_log")
    .columns(["clinic_id", "created_at"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ["admin_audit_log", "admin_sign_in_failures", "admin_sessions", "admin_users"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex("clinics_name").ifExists().execute();
}
