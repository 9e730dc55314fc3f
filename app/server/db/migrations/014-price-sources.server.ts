import { type Kysely, sql } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

/**
 * Each price says where it came from and the day it was true (decision 43). The prices stored before came in
 * through imports that did not say: their source is "import", and their day the clinic's last verification,
 * or, for a clinic never verified, the day its row was last written (`updated_at`, set on every write).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("clinic_pricing").addColumn("source", "text").execute();
  await db.schema.alterTable("clinic_pricing").addColumn("as_of", "text").execute();
  await sql`update clinic_pricing set source = 'import', as_of = (
      select substr(coalesce(clinics.last_verified_at, clinics.updated_at), 1, 10)
      from clinics where clinics.id = clinic_pricing.clinic_id)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable("clinic_pricing").dropColumn("as_of").execute();
  await db.schema.alterTable("clinic_pricing").dropColumn("source").execute();
}
