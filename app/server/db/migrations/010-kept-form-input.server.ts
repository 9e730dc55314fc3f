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
 * Never lose an edit (decision 40): `admin_kept_input` holds a form that was posted after its session had
 * expired, for the operator who owned that session, until they sign in again and the same page takes it back
 * (or it grows too old). Not clinic data: no data_version trigger.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable("admin_kept_input")
    .addColumn("id", "integer", identity(postgres))
    .addColumn("admin_id", "integer", (col) => col.notNull().references("admin_users.id").onDelete("cascade"))
    // The page the form was posted to, without a query: "/admin/clinics/3".
    .addColumn("path", "text", (col) => col.notNull())
    // JSON: [[name, value], …] in the order the form sent them, without the CSRF token.
    .addColumn("fields", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("admin_kept_input_by_admin")
    .on("admin_kept_input")
    .columns(["admin_id", "path"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("admin_kept_input_by_admin").ifExists().execute();
  await db.schema.dropTable("admin_kept_input").ifExists().execute();
}
