import type { Insertable, Kysely, Transaction } from "kysely";
import { DAYS_OF_WEEK } from "../../domain/catalog.ts";
import { cityKey } from "../../domain/city-key.ts";
import { clinicToInput, preparedToComparable } from "../../domain/clinic-export.ts";
import { CLINIC_FIELDS, type ClinicFieldEntry, type ClinicFieldName } from "../../domain/clinic-fields.ts";
import { type ClinicInput, googleFigures } from "../../domain/clinic-input.ts";
import { periodsOfDay } from "../../domain/day-periods.ts";
import type { LocationPrecision } from "../../domain/location-precision.ts";
import { DEFAULT_PRICE_SOURCE, settlePriceSources } from "../../domain/price-source.ts";
import type { ClinicsTable, Database } from "../db/schema.server.ts";
import { hydrateClinics } from "./read.server.ts";
import { clinicTimeZone } from "./time-zone.server.ts";

/** A validated clinic with its slug and coordinates settled, ready to store. */
export type PreparedClinic = ClinicInput & {
  slug: string;
  latitude: number;
  longitude: number;
  locationPrecision: LocationPrecision;
};

export interface UpsertSummary {
  created: number;
  updated: number;
  unchanged: number;
}

type StoredColumn = Extract<ClinicFieldEntry, { column: string }>["column"];

/** The fields stored as they are, each in its column (a column the table names that `clinics` lacks fails to compile). */
const STORED: readonly { name: ClinicFieldName; column: StoredColumn & keyof ClinicsTable; flag: boolean }[] =
  CLINIC_FIELDS.flatMap((field) =>
    "column" in field
      ? [
          {
            name: field.name,
            column: field.column,
            flag: field.value.kind === "yes-no" || field.value.kind === "yes-no-unknown",
          },
        ]
      : [],
  );

function clinicColumns(clinic: PreparedClinic) {
  const stored: Record<string, unknown> = {};
  for (const { name, column, flag } of STORED) {
    const value = clinic[name] ?? null;
    // Booleans are 0/1 on both databases.
    stored[column] = flag && value !== null ? (value ? 1 : 0) : value;
  }
  const google = googleFigures(clinic);
  return {
    ...(stored as Pick<Insertable<ClinicsTable>, StoredColumn>),
    city_key: cityKey(clinic.city),
    rating: google.rating,
    review_count: google.reviewCount ?? 0,
    time_zone: clinicTimeZone(clinic.latitude, clinic.longitude, clinic.state),
  };
}

const RELATED_TABLES = [
  "clinic_services",
  "clinic_insurance",
  "clinic_pricing",
  "clinic_license_states",
  "clinic_hours",
] as const;

/** Rows per multi-row insert: keeps every statement well under SQLite's and PostgreSQL's parameter limits. */
const CLINICS_PER_INSERT = 200;
const RELATED_ROWS_PER_INSERT = 1000;
/** Clinics read or written per round: bounds `in (…)` lists. */
const CHUNK = 500;

function relatedRows(clinicId: number, clinic: PreparedClinic, today: string) {
  return {
    clinic_services: clinic.services.map((s, position) => ({
      clinic_id: clinicId,
      service_id: s.id,
      description: s.description,
      position,
    })),
    clinic_insurance: clinic.insurance.map((id, position) => ({
      clinic_id: clinicId,
      insurance_id: id,
      position,
    })),
    clinic_pricing: clinic.pricing.map((p, position) => ({
      clinic_id: clinicId,
      position,
      service: p.service,
      price: p.price,
      low: p.low ?? null,
      high: p.high ?? null,
      unit: p.unit ?? null,
      source: p.source ?? DEFAULT_PRICE_SOURCE,
      as_of: p.asOf ?? today,
    })),
    clinic_license_states: clinic.licenseStates.map((state) => ({ clinic_id: clinicId, state })),
    clinic_hours: DAYS_OF_WEEK.flatMap((day, index) => {
      const value = clinic.hours[day];
      return value
        ? periodsOfDay(value).map(({ opens, closes }) => ({ clinic_id: clinicId, day: index, opens, closes }))
        : [];
    }),
  };
}

async function inChunks<R>(rows: R[], insert: (part: R[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += RELATED_ROWS_PER_INSERT) {
    await insert(rows.slice(i, i + RELATED_ROWS_PER_INSERT));
  }
}

/** Inserts the services, insurers, prices, licences and hours of the given clinics, a few statements in all. */
async function insertRelatedRows(
  trx: Transaction<Database>,
  clinics: readonly [number, PreparedClinic][],
  today: string,
) {
  const all = clinics.map(([id, clinic]) => relatedRows(id, clinic, today));
  await inChunks(
    all.flatMap((rows) => rows.clinic_services),
    (part) => trx.insertInto("clinic_services").values(part).execute(),
  );
  await inChunks(
    all.flatMap((rows) => rows.clinic_insurance),
    (part) => trx.insertInto("clinic_insurance").values(part).execute(),
  );
  await inChunks(
    all.flatMap((rows) => rows.clinic_pricing),
    (part) => trx.insertInto("clinic_pricing").values(part).execute(),
  );
  await inChunks(
    all.flatMap((rows) => rows.clinic_license_states),
    (part) => trx.insertInto("clinic_license_states").values(part).execute(),
  );
  await inChunks(
    all.flatMap((rows) => rows.clinic_hours),
    (part) => trx.insertInto("clinic_hours").values(part).execute(),
  );
}

async function existingBySlug(trx: Transaction<Database>, slugs: string[]) {
  const rows = await trx.selectFrom("clinics").selectAll().where("slug", "in", slugs).execute();
  const clinics = await hydrateClinics(trx, rows);
  return new Map(clinics.map((clinic) => [clinic.slug, clinic]));
}

async function createClinics(trx: Transaction<Database>, clinics: PreparedClinic[], now: string) {
  for (let i = 0; i < clinics.length; i += CLINICS_PER_INSERT) {
    const part = clinics.slice(i, i + CLINICS_PER_INSERT);
    const inserted = await trx
      .insertInto("clinics")
      .values(part.map((clinic) => ({ ...clinicColumns(clinic), created_at: now, updated_at: now })))
      .returning(["id", "slug"])
      .execute();
    // RETURNING gives no order guarantee on SQLite: match the ids back by slug.
    const ids = new Map(inserted.map((row) => [row.slug, row.id]));
    await insertRelatedRows(
      trx,
      part.map((clinic) => {
        const id = ids.get(clinic.slug);
        if (id === undefined) throw new Error(`no id returned for ${clinic.slug}`);
        return [id, clinic] as [number, PreparedClinic];
      }),
      now.slice(0, 10),
    );
  }
}

/**
 * Creates or updates clinics by slug inside the caller's transaction (slugs must be unique in `clinics`). New
 * clinics are inserted many to a statement; a stored clinic whose data differs is rewritten, and one that
 * equals its input is left alone and counted as unchanged.
 */
export async function upsertClinicsIn(
  trx: Transaction<Database>,
  clinics: PreparedClinic[],
  now: string,
): Promise<UpsertSummary> {
  const summary: UpsertSummary = { created: 0, updated: 0, unchanged: 0 };
  const today = now.slice(0, 10);
  for (let start = 0; start < clinics.length; start += CHUNK) {
    const chunk = clinics.slice(start, start + CHUNK);
    const existing = await existingBySlug(
      trx,
      chunk.map((c) => c.slug),
    );
    // A price the file or form gives without its source and day keeps those it is stored with, word for word.
    const settled = chunk.map((clinic) => ({
      ...clinic,
      pricing: settlePriceSources(clinic.pricing, existing.get(clinic.slug)?.pricing ?? [], today),
    }));
    const fresh = settled.filter((clinic) => !existing.has(clinic.slug));
    await createClinics(trx, fresh, now);
    summary.created += fresh.length;

    const changed: [number, PreparedClinic][] = [];
    for (const clinic of settled) {
      const stored = existing.get(clinic.slug);
      if (!stored) continue;
      if (JSON.stringify(clinicToInput(stored)) === JSON.stringify(preparedToComparable(clinic))) {
        summary.unchanged += 1;
        continue;
      }
      await trx
        .updateTable("clinics")
        .set({ ...clinicColumns(clinic), updated_at: now })
        .where("id", "=", stored.id)
        .execute();
      changed.push([stored.id, clinic]);
    }
    if (changed.length > 0) {
      const ids = changed.map(([id]) => id);
      for (const table of RELATED_TABLES) await trx.deleteFrom(table).where("clinic_id", "in", ids).execute();
      await insertRelatedRows(trx, changed, today);
      summary.updated += changed.length;
    }
  }
  return summary;
}

/**
 * Creates or updates clinics by slug, all in one transaction: either every clinic is stored or none is.
 * A clinic whose stored form already equals the input is left alone and counted as unchanged.
 * With dryRun the transaction is rolled back after counting.
 */
export async function upsertClinics(
  db: Kysely<Database>,
  clinics: PreparedClinic[],
  options: { now?: Date; dryRun?: boolean } = {},
): Promise<UpsertSummary> {
  const now = (options.now ?? new Date()).toISOString();
  let summary: UpsertSummary = { created: 0, updated: 0, unchanged: 0 };
  const rollback = new Error("dry run");
  try {
    await db.transaction().execute(async (trx) => {
      summary = await upsertClinicsIn(trx, clinics, now);
      if (options.dryRun) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return summary;
}
