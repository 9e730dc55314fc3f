import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

/**
 * Every table whose rows feed a clinic as the site shows it. Any write to one of them, by the application,
 * an import, a script or by hand, bumps data_version, which tells running servers to reload their
 * in-memory directory.
 */
const WATCHED_TABLES = [
  "clinics",
  "clinic_services",
  "clinic_insurance",
  "clinic_pricing",
  "clinic_license_states",
  "clinic_hours",
  "services",
  "insurance_providers",
];

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("data_version")
    .addColumn("id", "integer", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("version", "bigint", (col) => col.notNull())
    .execute();
  await db.insertInto("data_version").values({ id: 1, version: 1 }).execute();

  if (isPostgres(db)) {
    await sql`create function bump_data_version() returns trigger language plpgsql as $$
      begin
        update data_version set version = version + 1 where id = 1;
        return null;
      end
    $$`.execute(db);
    for (const table of WATCHED_TABLES) {
      // Once per statement, so a bulk import costs one update per statement, not per row.
      await sql`create trigger ${sql.id(`${table}_bumps_data_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_data_version()`.execute(db);
    }
    return;
  }
  // SQLite has only row-level triggers; one single-row update per written row is cheap.
  for (const table of WATCHED_TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql`create trigger ${sql.id(`${table}_${event}_bumps_data_version`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update data_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    for (const table of WATCHED_TABLES) {
      await sql`drop trigger if exists ${sql.id(`${table}_bumps_data_version`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
    await sql`drop function if exists bump_data_version()`.execute(db);
  } else {
    for (const table of WATCHED_TABLES) {
      for (const event of ["insert", "update", "delete"]) {
        await sql`drop trigger if exists ${sql.id(`${table}_${event}_bumps_data_version`)}`.execute(db);
      }
    }
  }
  await db.schema.dropTable("data_version").ifExists().execute();
}
