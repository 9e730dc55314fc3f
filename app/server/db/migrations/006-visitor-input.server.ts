import { type Kysely, PostgresAdapter } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * What visitors send us: corrections to a listing ("Suggest an edit") and first-party usage events. Neither
 * table has a column for an IP address, a cookie or a user agent. Events carry a day, not a time, and no id
 * that could tie one visitor's events together. No data_version trigger: neither is clinic data.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);

  await db.schema
    .createTable("suggestions")
    .addColumn("id", "integer", (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn("clinic_id", "integer", (col) => col.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("correction", "text")
    .addColumn("email", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("open"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("resolved_at", "text")
    .execute();
  // The inbox: open suggestions grouped by clinic, oldest first.
  await db.schema
    .createIndex("suggestions_by_status")
    .on("suggestions")
    .columns(["status", "clinic_id", "created_at"])
    .execute();

  await db.schema
    .createTable("events")
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("path", "text")
    .addColumn("place_city", "text")
    .addColumn("place_state", "text")
    .addColumn("place_zip", "text")
    .addColumn("result_count", "integer")
    .addColumn("clinic_id", "integer")
    .addColumn("referrer_host", "text")
    .addColumn("device", "text")
    .execute();
  // Visits and events over time, and the retention purge (by day).
  await db.schema.createIndex("events_by_day").on("events").columns(["day", "type"]).execute();
  // Each dashboard list reads one type within a period: searched places, viewed and clicked clinics.
  await db.schema.createIndex("events_by_type").on("events").columns(["type", "day", "clinic_id"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("events").ifExists().execute();
  await db.schema.dropTable("suggestions").ifExists().execute();
}
