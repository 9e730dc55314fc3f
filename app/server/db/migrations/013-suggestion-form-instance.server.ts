import type { Kysely } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

/**
 * A visitor's suggestion keeps the id of the showing of the form it came from: one showing, one suggestion,
 * so a form's token cannot be replayed for a day. Older rows have none.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("suggestions").addColumn("form_instance", "text").execute();
  await db.schema
    .createIndex("suggestions_form_instance")
    .on("suggestions")
    .column("form_instance")
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("suggestions_form_instance").ifExists().execute();
  await db.schema.alterTable("suggestions").dropColumn("form_instance").execute();
}
