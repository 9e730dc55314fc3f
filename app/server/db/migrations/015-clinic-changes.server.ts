import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

/**
 * Which clinics each write changed, beside the data version it moved (migration 002): `clinic_changes` holds,
 * per clinic, the data version of its latest change, so a server that last read version N asks for the clinics
 * changed since and keeps everything else it holds. A write to a catalog table (services, insurers), or a
 * truncation, changes what every clinic shows: it is noted as clinic 0. Triggers write it, so a script or a
 * fix by hand is noted like the application's own writes.
 */
const CLINIC_COLUMN: Record<string, string | null> = {
  clinics: "id",
  clinic_services: "clinic_id",
  clinic_insurance: "clinic_id",
  clinic_pricing: "clinic_id",
  clinic_license_states: "clinic_id",
  clinic_hours: "clinic_id",
  services: null,
  insurance_providers: null,
};

const EVENTS = ["insert", "update", "delete"] as const;

function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("clinic_changes")
    .addColumn("clinic_id", "integer", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("clinic_changes_version").on("clinic_changes").column("version").execute();
  if (isPostgres(db)) await upPostgres(db);
  else await upSqlite(db);
}

/**
 * SQLite's triggers are per row: the one that bumps the version (migration 002) is replaced by one that bumps
 * it and notes the row's clinic at the new version (both clinics, when an update moves a row to another).
 */
async function upSqlite(db: AnyDb): Promise<void> {
  for (const [table, column] of Object.entries(CLINIC_COLUMN)) {
    for (const event of EVENTS) {
      const rows = event === "insert" ? ["NEW"] : event === "delete" ? ["OLD"] : ["OLD", "NEW"];
      const notes = rows.map(
        (row) => `insert into clinic_changes (clinic_id, version)
          select ${column ? `${row}.${column}` : "0"}, version from data_version where id = 1
          on conflict (clinic_id) do update set version = excluded.version;`,
      );
      await sql`drop trigger if exists ${sql.id(`${table}_${event}_bumps_data_version`)}`.execute(db);
      await sql`create trigger ${sql.id(`${table}_${event}_bumps_data_version`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update data_version set version = version + 1 where id = 1;
          ${sql.raw(column || event !== "update" ? notes.join("\n") : (notes[0] as string))}
        end`.execute(db);
    }
  }
}

/**
 * PostgreSQL's version trigger runs once per statement (migration 002); these run after it (triggers on one
 * event fire in the order of their names: "bumps" before "notes") and note every clinic of the statement's
 * rows, read from its transition tables, at the version it moved to.
 */
async function upPostgres(db: AnyDb): Promise<void> {
  await sql`create function note_clinic_changes() returns trigger language plpgsql as $$
    declare
      current_version bigint;
      upsert constant text := ' on conflict (clinic_id) do update set version = excluded.version';
    begin
      select version into current_version from data_version where id = 1;
      if TG_NARGS = 0 or TG_OP = 'TRUNCATE' then
        execute 'insert into clinic_changes (clinic_id, version) values (0, $1)' || upsert using current_version;
      elsif TG_OP = 'INSERT' then
        execute format('insert into clinic_changes (clinic_id, version) select distinct %I, $1 from new_rows',
          TG_ARGV[0]) || upsert using current_version;
      elsif TG_OP = 'DELETE' then
        execute format('insert into clinic_changes (clinic_id, version) select distinct %I, $1 from old_rows',
          TG_ARGV[0]) || upsert using current_version;
      else
        execute format('insert into clinic_changes (clinic_id, version)
          select %1$I, $1 from old_rows union select %1$I, $1 from new_rows', TG_ARGV[0]) || upsert
          using current_version;
      end if;
      return null;
    end
  $$`.execute(db);
  for (const [table, column] of Object.entries(CLINIC_COLUMN)) {
    const argument = column ? sql`${sql.lit(column)}` : sql``;
    for (const event of EVENTS) {
      const transition =
        event === "insert"
          ? sql`referencing new table as new_rows`
          : event === "delete"
            ? sql`referencing old table as old_rows`
            : sql`referencing old table as old_rows new table as new_rows`;
      await sql`create trigger ${sql.id(`${table}_notes_changes_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)} ${transition}
        for each statement execute function note_clinic_changes(${argument})`.execute(db);
    }
    await sql`create trigger ${sql.id(`${table}_notes_changes_truncate`)}
      after truncate on ${sql.table(table)}
      for each statement execute function note_clinic_changes()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    for (const table of Object.keys(CLINIC_COLUMN)) {
      for (const event of [...EVENTS, "truncate"]) {
        await sql`drop trigger if exists ${sql.id(`${table}_notes_changes_${event}`)} on ${sql.table(table)}`.execute(
          db,
        );
      }
    }
    await sql`drop function if exists note_clinic_changes()`.execute(db);
  } else {
    for (const table of Object.keys(CLINIC_COLUMN)) {
      for (const event of EVENTS) {
        await sql`drop trigger if exists ${sql.id(`${table}_${event}_bumps_data_version`)}`.execute(db);
        await sql`create trigger ${sql.id(`${table}_${event}_bumps_data_version`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin update data_version set version = version + 1 where id = 1; end`.execute(db);
      }
    }
  }
  await db.schema.dropTable("clinic_changes").execute();
}
