import type { Kysely, Transaction } from "kysely";
import { DAYS_OF_WEEK } from "../../domain/catalog.ts";
import { cityKey } from "../../domain/city-key.ts";
import { clinicToInput, preparedToComparable } from "../../domain/clinic-export.ts";
import type { ClinicInput } from "../../domain/clinic-input.ts";
import type { Database, Flag } from "../db/schema.server.ts";
import { hydrateClinics } from "./read.server.ts";

/** A validated clinic with its slug and coordinates settled, ready to store. */
export type PreparedClinic = ClinicInput & { slug: string; latitude: number; longitude: number };

export interface UpsertSummary {
  created: number;
  updated: number;
  unchanged: number;
}

const flag = (value: boolean): Flag => (value ? 1 : 0);

function clinicColumns(clinic: PreparedClinic) {
  return {
    slug: clinic.slug,
    name: clinic.name,
    description: clinic.description,
    address_line1: clinic.addressLine1,
    address_line2: clinic.addressLine2,
    city: clinic.city,
    city_key: cityKey(clinic.city),
    state: clinic.state,
    zip_code: clinic.zipCode,
    latitude: clinic.latitude,
    longitude: clinic.longitude,
    phone: clinic.phone,
    website: clinic.website,
    google_maps_url: clinic.googleMapsUrl,
    rating: clinic.rating ?? null,
    review_count: clinic.reviewCount ?? 0,
    price_range: clinic.priceRange ?? null,
    telehealth: flag(clinic.telehealth),
    video_consult: flag(clinic.videoConsult),
    e_prescriptions: flag(clinic.ePrescriptions),
    verified: flag(clinic.verified),
    featured: flag(clinic.featured),
    year_established: clinic.yearEstablished ?? null,
    support_hours: clinic.supportHours,
    response_rate: clinic.responseRate ?? null,
    response_time: clinic.responseTime,
    last_verified_at: clinic.lastVerifiedAt ?? null,
    source: clinic.source,
  };
}

async function replaceRelatedRows(trx: Transaction<Database>, clinicId: number, clinic: PreparedClinic) {
  for (const table of [
    "clinic_services",
    "clinic_insurance",
    "clinic_pricing",
    "clinic_license_states",
    "clinic_hours",
  ] as const) {
    await trx.deleteFrom(table).where("clinic_id", "=", clinicId).execute();
  }
  if (clinic.services.length > 0) {
    await trx
      .insertInto("clinic_services")
      .values(
        clinic.services.map((s, position) => ({
          clinic_id: clinicId,
          service_id: s.id,
          description: s.description,
          position,
        })),
      )
      .execute();
  }
  if (clinic.insurance.length > 0) {
    await trx
      .insertInto("clinic_insurance")
      .values(clinic.insurance.map((id, position) => ({ clinic_id: clinicId, insurance_id: id, position })))
      .execute();
  }
  if (clinic.pricing.length > 0) {
    await trx
      .insertInto("clinic_pricing")
      .values(
        clinic.pricing.map((p, position) => ({
          clinic_id: clinicId,
          position,
          service: p.service,
          price: p.price,
          low: p.low ?? null,
          high: p.high ?? null,
          unit: p.unit ?? null,
        })),
      )
      .execute();
  }
  if (clinic.licenseStates.length > 0) {
    await trx
      .insertInto("clinic_license_states")
      .values(clinic.licenseStates.map((state) => ({ clinic_id: clinicId, state })))
      .execute();
  }
  const hours = DAYS_OF_WEEK.flatMap((day, index) => {
    const value = clinic.hours[day];
    if (!value || value === "closed") return [];
    const [opens = "", closes = ""] = value.split("-");
    return [{ clinic_id: clinicId, day: index, opens, closes }];
  });
  if (hours.length > 0) await trx.insertInto("clinic_hours").values(hours).execute();
}

async function existingBySlug(trx: Transaction<Database>, slugs: string[]) {
  const found = new Map<string, number>();
  for (let i = 0; i < slugs.length; i += 500) {
    const rows = await trx
      .selectFrom("clinics")
      .select(["id", "slug"])
      .where("slug", "in", slugs.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.slug, row.id);
  }
  return found;
}

/** Creates or updates clinics by slug inside the caller's transaction. */
export async function upsertClinicsIn(
  trx: Transaction<Database>,
  clinics: PreparedClinic[],
  now: string,
): Promise<UpsertSummary> {
  const summary: UpsertSummary = { created: 0, updated: 0, unchanged: 0 };
  const existing = await existingBySlug(
    trx,
    clinics.map((c) => c.slug),
  );
  for (const clinic of clinics) {
    const id = existing.get(clinic.slug);
    if (id === undefined) {
      const inserted = await trx
        .insertInto("clinics")
        .values({ ...clinicColumns(clinic), created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      await replaceRelatedRows(trx, inserted.id, clinic);
      existing.set(clinic.slug, inserted.id);
      summary.created += 1;
      continue;
    }
    const row = await trx.selectFrom("clinics").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const [stored] = await hydrateClinics(trx, [row]);
    if (stored && JSON.stringify(clinicToInput(stored)) === JSON.stringify(preparedToComparable(clinic))) {
      summary.unchanged += 1;
      continue;
    }
    await trx
      .updateTable("clinics")
      .set({ ...clinicColumns(clinic), updated_at: now })
      .where("id", "=", id)
      .execute();
    await replaceRelatedRows(trx, id, clinic);
    summary.updated += 1;
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
