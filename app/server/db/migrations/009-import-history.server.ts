import { type Kysely, PostgresAdapter } from "kysely";

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
 * The operator's history (decision 39):
 * - `admin_import_uploads`: a file checked in the browser, kept for a short while for the session that
 *   checked it, so that applying it uses exactly what was checked;
 * - `admin_imports`: each applied browser import, with its counts and, once undone, who undid it and when;
 * - the audit log names the import an entry came from;
 * - a visitor suggestion records who closed it.
 * None of these is clinic data: no data_version trigger.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);

  await db.schema
    .createTable("admin_import_uploads")
    .addColumn("id", "integer", identity(postgres))
    // A digest of the session's secret: the upload is only ever read back for that session.
    .addColumn("session_key", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    // SHA-256 of the file's text (base64url).
    .addColumn("digest", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("admin_import_uploads_by_session")
    .on("admin_import_uploads")
    .columns(["session_key", "digest"])
    .execute();

  await db.schema
    .createTable("admin_imports")
    .addColumn("id", "integer", identity(postgres))
    .addColumn("admin_email", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull())
    .addColumn("digest", "text", (col) => col.notNull())
    .addColumn("created", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("updated", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("unchanged", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("applied_at", "text", (col) => col.notNull())
    .addColumn("undone_at", "text")
    .addColumn("undone_by", "text")
    .execute();

  await db.schema.alterTable("admin_audit_log").addColumn("import_id", "integer").execute();
  await db.schema
    .createIndex("admin_audit_log_by_import")
    .on("admin_audit_log")
    .column("import_id")
    .execute();

  await db.schema.alterTable("suggestions").addColumn("resolved_by", "text").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("suggestions").dropColumn("resolved_by").execute();
  await db.schema.dropIndex("admin_audit_log_by_import").ifExists().execute();
  await db.schema.alterTable("admin_audit_log").dropColumn("import_id").execute();
  await db.schema.dropTable("admin_imports").ifExists().execute();
  await db.schema.dropTable("admin_import_uploads").ifExists().execute();
}
