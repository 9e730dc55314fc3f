import type { Kysely } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

/**
 * A listing an operator holds back: kept with its history, shown to no visitor (pages, search, API, sitemap,
 * counts) until it is published again.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("clinics")
    .addColumn("held", "smallint", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("clinics").dropColumn("held").execute();
}
