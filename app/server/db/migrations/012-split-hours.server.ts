import { type Kysely, PostgresAdapter, sql } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

/**
 * A clinic may publish several opening periods a day ("08:00-12:00,13:00-17:00"): one row per period, so the
 * day alone no longer names a row. PostgreSQL changes the constraint in place; SQLite cannot alter a primary
 * key, so the table is built again and its data_version triggers (migration 002) with it.
 */
function isPostgres(db: AnyDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

type HoursColumn = "clinic_id" | "day" | "opens" | "closes";

async function setPrimaryKey(db: AnyDb, columns: HoursColumn[]): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.alterTable("clinic_hours").dropConstraint("clinic_hours_pk").execute();
    await db.schema.alterTable("clinic_hours").addPrimaryKeyConstraint("clinic_hours_pk", columns).execute();
    return;
  }
  await db.schema
    .createTable("clinic_hours_rebuilt")
    .addColumn("clinic_id", "integer", (col) => col.notNull().references("clinics.id").onDelete("cascade"))
    .addColumn("day", "smallint", (col) => col.notNull())
    .addColumn("opens", "char(5)", (col) => col.notNull())
    .addColumn("closes", "char(5)", (col) => col.notNull())
    .addPrimaryKeyConstraint("clinic_hours_pk", columns)
    .execute();
  await sql`insert into clinic_hours_rebuilt (clinic_id, day, opens, closes)
    select clinic_id, day, opens, closes from clinic_hours`.execute(db);
  // Dropping the table drops its triggers too.
  await db.schema.dropTable("clinic_hours").execute();
  await db.schema.alterTable("clinic_hours_rebuilt").renameTo("clinic_hours").execute();
  for (const event of ["insert", "update", "delete"]) {
    await sql`create trigger ${sql.id(`clinic_hours_${event}_bumps_data_version`)}
      after ${sql.raw(event)} on ${sql.table("clinic_hours")}
      begin update data_version set version = version + 1 where id = 1; end`.execute(db);
  }
}

export async function up(db: AnyDb): Promise<void> {
  await setPrimaryKey(db, ["clinic_id", "day", "opens"]);
}

/** Keeps each day's first period: the old key allows one row a day. */
export async function down(db: AnyDb): Promise<void> {
  await sql`delete from clinic_hours where exists (
    select 1 from clinic_hours earlier
    where earlier.clinic_id = clinic_hours.clinic_id and earlier.day = clinic_hours.day
      and earlier.opens < clinic_hours.opens)`.execute(db);
  await setPrimaryKey(db, ["clinic_id", "day"]);
}
