import type { Kysely } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

/**
 * How many searches listed each clinic, per UTC month ("2026-11"): counts only, added to as the browsers say
 * which clinics a page of results showed. Nothing about the searches themselves or who made them: no place, no
 * day, no event. No foreign key, like the events' clinic_id: a count written for a clinic removed meanwhile is
 * harmless and goes with the retention purge. No data_version trigger: this is not clinic data.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("clinic_appearances")
    .addColumn("clinic_id", "integer", (col) => col.notNull())
    .addColumn("month", "text", (col) => col.notNull())
    .addColumn("searches", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("clinic_appearances_pkey", ["clinic_id", "month"])
    .execute();
  // The retention purge deletes by month across all clinics.
  await db.schema
    .createIndex("clinic_appearances_by_month")
    .on("clinic_appearances")
    .column("month")
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("clinic_appearances").ifExists().execute();
}
