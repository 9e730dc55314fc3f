import type { Kysely } from "kysely";

// Frozen in time, like every migration: Kysely<any> and no application types or constants.

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the schema of their day
type AnyDb = Kysely<any>;

/**
 * Facts a listing can cite: the clinic's NPI, its time zone (for open-now from its own hours), whether it
 * takes new patients, and review figures per platform with where and when they were read. The Google rating
 * and count stay in `rating` and `review_count`.
 */
const COLUMNS: [name: string, type: "text" | "double precision" | "integer" | "smallint"][] = [
  ["npi", "text"],
  ["time_zone", "text"],
  ["accepting_new_patients", "smallint"],
  ["google_url", "text"],
  ["google_as_of", "text"],
  ["yelp_rating", "double precision"],
  ["yelp_review_count", "integer"],
  ["yelp_url", "text"],
  ["yelp_as_of", "text"],
  ["healthgrades_rating", "double precision"],
  ["healthgrades_review_count", "integer"],
  ["healthgrades_url", "text"],
  ["healthgrades_as_of", "text"],
];

export async function up(db: AnyDb): Promise<void> {
  for (const [name, type] of COLUMNS) {
    await db.schema.alterTable("clinics").addColumn(name, type).execute();
  }
  // Registry candidates and monthly re-imports find clinics by NPI; an organisation's secondary locations
  // share it, so it is not unique.
  await db.schema.createIndex("clinics_npi").on("clinics").column("npi").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("clinics_npi").ifExists().execute();
  for (const [name] of [...COLUMNS].reverse()) {
    await db.schema.alterTable("clinics").dropColumn(name).execute();
  }
}
