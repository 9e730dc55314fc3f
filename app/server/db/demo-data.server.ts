import { readFileSync } from "node:fs";
import { type Kysely, sql } from "kysely";
import { DEMO_SOURCE } from "../../domain/clinic-source.ts";
import { prepareClinics, type ZipLookup } from "../clinics/prepare.server.ts";
import { type UpsertSummary, upsertClinicsIn } from "../clinics/write.server.ts";
import type { DialectName } from "./connect.server.ts";
import type { Database } from "./schema.server.ts";

/** Arbitrary constant naming the PostgreSQL advisory lock that serialises first-start seeding. */
const SEED_LOCK = 727_274_001;

/**
 * The day the bundled demo data's dates (verifications, review figures' "as of") are written relative to. At
 * seeding they move forward by the days since, so a listing checked a month before this day is seeded as checked
 * a month ago, and the demo data never lapses with the passing of time.
 */
export const DEMO_DATES_AS_OF = "2026-11-15";
const DEMO_DATE_FIELDS = ["lastVerifiedAt", "googleAsOf", "yelpAsOf", "healthgradesAsOf"] as const;
const DAY_MS = 86_400_000;

function shiftedDay(value: unknown, days: number): unknown {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Date(Date.parse(value) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The demo rows with each date moved by the whole days between DEMO_DATES_AS_OF and `seededAt`. */
export function shiftDemoDates(rows: readonly unknown[], seededAt: Date): unknown[] {
  const days = Math.floor((seededAt.getTime() - Date.parse(DEMO_DATES_AS_OF)) / DAY_MS);
  return rows.map((row) => {
    if (typeof row !== "object" || row === null) return row;
    const shifted: Record<string, unknown> = { ...row };
    for (const field of DEMO_DATE_FIELDS) shifted[field] = shiftedDay(shifted[field], days);
    // Each price's day too (decision 43).
    if (Array.isArray(shifted.pricing)) {
      shifted.pricing = shifted.pricing.map((price: unknown) =>
        typeof price === "object" && price !== null
          ? { ...price, asOf: shiftedDay((price as { asOf?: unknown }).asOf, days) }
          : price,
      );
    }
    return shifted;
  });
}

function readDemoClinics(file: string, zips: ZipLookup, seededAt: Date) {
  const data = shiftDemoDates(JSON.parse(readFileSync(file, "utf8")) as unknown[], seededAt);
  const { clinics, errors } = prepareClinics(
    data.map((row, index) => ({ line: index + 1, data: row })),
    zips,
  );
  if (errors.length > 0) {
    const first = errors[0];
    throw new Error(
      `The bundled demo data in ${file} is invalid (${errors.length} errors; first: row ${first?.row} ${first?.field}: ${first?.message})`,
    );
  }
  return clinics.map((clinic) => ({ ...clinic, source: DEMO_SOURCE }));
}

async function loadInTransaction(
  db: Kysely<Database>,
  dialect: DialectName,
  file: string,
  zips: ZipLookup,
  onlyIfEmpty: boolean,
  seededAt: Date,
): Promise<UpsertSummary | null> {
  const clinics = readDemoClinics(file, zips, seededAt);
  return db.transaction().execute(async (trx) => {
    if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (onlyIfEmpty) {
      const existing = await trx.selectFrom("clinics").select("id").limit(1).executeTakeFirst();
      if (existing) return null;
    }
    const now = seededAt.toISOString();
    const summary = await upsertClinicsIn(trx, clinics, now);
    await trx
      .insertInto("dataset_info")
      .values({ key: "demo_loaded_at", value: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: now }))
      .execute();
    return summary;
  });
}

/**
 * Loads the bundled demo clinics when the database has no clinics at all (first start). A database with
 * clinics is only read, so a server can start while an import holds the write lock.
 */
export async function seedDemoDataIfEmpty(
  db: Kysely<Database>,
  dialect: DialectName,
  file: string,
  zips: ZipLookup,
  now = new Date(),
): Promise<UpsertSummary | null> {
  const existing = await db.selectFrom("clinics").select("id").limit(1).executeTakeFirst();
  if (existing) return null;
  return loadInTransaction(db, dialect, file, zips, true, now);
}

/** Loads (or refreshes) the bundled demo clinics whatever else is stored. */
export async function loadDemoData(
  db: Kysely<Database>,
  dialect: DialectName,
  file: string,
  zips: ZipLookup,
  now = new Date(),
): Promise<UpsertSummary> {
  return (
    (await loadInTransaction(db, dialect, file, zips, false, now)) ?? { created: 0, updated: 0, unchanged: 0 }
  );
}

/** Deletes every demo clinic, leaving imported ones. */
export async function removeDemoData(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom("clinics").where("source", "=", DEMO_SOURCE).executeTakeFirst();
  await db.deleteFrom("dataset_info").where("key", "=", "demo_loaded_at").execute();
  return Number(result.numDeletedRows);
}
