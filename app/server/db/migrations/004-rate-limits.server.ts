import type { Kysely } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

/**
 * Request counts per client and one-minute window, shared by every instance on PostgreSQL so that they
 * agree on a client's rate. The key holds a digest of the client's address, never the address; rows live
 * for two windows. No data_version trigger: these are not clinic data.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("key", "text", (column) => column.notNull())
    .addColumn("window_start", "bigint", (column) => column.notNull())
    .addColumn("hits", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("rate_limit_hits_pk", ["key", "window_start"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("rate_limit_hits").ifExists().execute();
}
