import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from "kysely/migration";
import * as initial from "./migrations/001-initial.server.ts";
import * as dataVersion from "./migrations/002-data-version.server.ts";
import * as listingFacts from "./migrations/003-listing-facts.server.ts";
import * as rateLimits from "./migrations/004-rate-limits.server.ts";
import * as admin from "./migrations/005-admin.server.ts";
import * as visitorInput from "./migrations/006-visitor-input.server.ts";
import * as reviewQueue from "./migrations/007-review-queue.server.ts";
import * as accounts from "./migrations/008-accounts.server.ts";
import * as importHistory from "./migrations/009-import-history.server.ts";
import * as keptFormInput from "./migrations/010-kept-form-input.server.ts";
import * as heldListings from "./migrations/011-held-listings.server.ts";
import * as splitHours from "./migrations/012-split-hours.server.ts";
import * as suggestionFormInstance from "./migrations/013-suggestion-form-instance.server.ts";
import * as priceSources from "./migrations/014-price-sources.server.ts";
import * as clinicChanges from "./migrations/015-clinic-changes.server.ts";
import * as clinicClaims from "./migrations/016-clinic-claims.server.ts";
import * as clinicAppearances from "./migrations/017-clinic-appearances.server.ts";
import type { Database } from "./schema.server.ts";

/** Listed in code rather than read from a folder, so the server bundle carries them. Never rename one. */
const MIGRATIONS: Record<string, Migration> = {
  "001-initial": initial,
  "002-data-version": dataVersion,
  "003-listing-facts": listingFacts,
  "004-rate-limits": rateLimits,
  "005-admin": admin,
  "006-visitor-input": visitorInput,
  "007-review-queue": reviewQueue,
  "008-accounts": accounts,
  "009-import-history": importHistory,
  "010-kept-form-input": keptFormInput,
  "011-held-listings": heldListings,
  "012-split-hours": splitHours,
  "013-suggestion-form-instance": suggestionFormInstance,
  "014-price-sources": priceSources,
  "015-clinic-changes": clinicChanges,
  "016-clinic-claims": clinicClaims,
  "017-clinic-appearances": clinicAppearances,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** The migrations this code knows that the database has not applied; only reads. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

/**
 * Brings the schema up to date. Safe when several instances start together: PostgreSQL takes an advisory
 * lock; SQLite runs all pending migrations in one BEGIN IMMEDIATE transaction (see connect.server.ts).
 * When nothing is pending it only reads, so a server starting while an import holds the write lock
 * neither waits for it nor times out.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  if ((await pendingMigrations(db)).length === 0) return [];
  const migrator = new Migrator({ db, provider });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName;
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Database migration ${failed ?? ""} failed: ${reason}`);
  }
  return (result.results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
