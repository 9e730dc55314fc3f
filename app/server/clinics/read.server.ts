import type { Kysely } from "kysely";
import { DAYS_OF_WEEK } from "../../domain/catalog.ts";
import { type ApiFieldName, type Clinic, inKeyOrder } from "../../domain/clinic.ts";
import { CLINIC_FIELDS, type ClinicField } from "../../domain/clinic-fields.ts";
import { formatDayPeriods } from "../../domain/day-periods.ts";
import { DEFAULT_PRICE_SOURCE, isPriceSource } from "../../domain/price-source.ts";
import { hasFigures, type ReviewFigures } from "../../domain/review-platforms.ts";
import type { ClinicRow, Database } from "../db/schema.server.ts";

export function formatAddress(
  row: Pick<ClinicRow, "address_line1" | "address_line2" | "city" | "state" | "zip_code">,
) {
  const street = [row.address_line1, row.address_line2].filter(Boolean).join(", ");
  return `${street}, ${row.city}, ${row.state} ${row.zip_code}`;
}

function groupBy<T extends { clinic_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.clinic_id);
    if (group) group.push(row);
    else groups.set(row.clinic_id, [row]);
  }
  return groups;
}

/** How a stored value reads: 0/1 as false/true, and a value that is none of a choice's options as none. */
function readerOf(field: ClinicField): (stored: unknown) => unknown {
  const { value } = field;
  if (value.kind === "yes-no") return (stored) => stored === 1;
  if (value.kind === "yes-no-unknown") return (stored) => (stored === null ? null : stored === 1);
  if (value.kind === "choice" && !field.api?.asText) {
    const options: readonly unknown[] = value.options;
    // A settled field always has a value: its first option.
    const none = field.settled ? value.options[0] : null;
    return (stored) => (options.includes(stored) ? stored : none);
  }
  return (stored) => stored;
}

/** The fields the API shows as they are stored, each read from its column. */
const SHOWN = CLINIC_FIELDS.flatMap((field) =>
  "api" in field ? [{ name: field.name, column: field.column, read: readerOf(field) }] : [],
);

function shownFields(row: ClinicRow): Pick<Clinic, ApiFieldName> {
  const fields: Record<string, unknown> = {};
  for (const { name, column, read } of SHOWN) fields[name] = read(row[column]);
  return fields as Pick<Clinic, ApiFieldName>;
}

/** Days without a row are closed, but only when the clinic published hours at all. */
function hoursText(hours: { day: number; opens: string; closes: string }[]): Clinic["hoursOfOperation"] {
  if (hours.length === 0) return {};
  return Object.fromEntries(
    DAYS_OF_WEEK.map((day, index) => {
      const periods = hours.filter((h) => h.day === index);
      return [day, periods.length > 0 ? formatDayPeriods(periods) : "Closed"];
    }),
  );
}

/** The platforms whose figures or page we hold, Google first; Google's figures are `rating` and `review_count`. */
export function reviewPlatformsOf(row: ClinicRow): ReviewFigures[] {
  const platforms: ReviewFigures[] = [
    {
      platform: "google",
      name: "Google",
      rating: row.rating,
      reviewCount: row.rating === null && row.review_count === 0 ? null : row.review_count,
      url: row.google_url,
      asOf: row.google_as_of,
    },
    {
      platform: "yelp",
      name: "Yelp",
      rating: row.yelp_rating,
      reviewCount: row.yelp_review_count,
      url: row.yelp_url,
      asOf: row.yelp_as_of,
    },
    {
      platform: "healthgrades",
      name: "Healthgrades",
      rating: row.healthgrades_rating,
      reviewCount: row.healthgrades_review_count,
      url: row.healthgrades_url,
      asOf: row.healthgrades_as_of,
    },
  ];
  return platforms.filter((figures) => hasFigures(figures) || figures.url !== null);
}

/** Turns clinic rows into full clinics, loading their related rows in one query per table. */
export async function hydrateClinics(
  db: Kysely<Database>,
  rows: (ClinicRow & { distance?: number | null })[],
): Promise<Clinic[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [services, insurance, pricing, licenses, hours] = await Promise.all([
    db
      .selectFrom("clinic_services as cs")
      .innerJoin("services as s", "s.id", "cs.service_id")
      .select(["cs.clinic_id", "s.id", "s.name", "cs.description", "cs.position"])
      .where("cs.clinic_id", "in", ids)
      .orderBy("cs.clinic_id")
      .orderBy("cs.position")
      .execute(),
    db
      .selectFrom("clinic_insurance as ci")
      .innerJoin("insurance_providers as p", "p.id", "ci.insurance_id")
      .select(["ci.clinic_id", "p.id", "p.name", "ci.position"])
      .where("ci.clinic_id", "in", ids)
      .orderBy("ci.clinic_id")
      .orderBy("ci.position")
      .execute(),
    db
      .selectFrom("clinic_pricing")
      .selectAll()
      .where("clinic_id", "in", ids)
      .orderBy("clinic_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("clinic_license_states")
      .selectAll()
      .where("clinic_id", "in", ids)
      .orderBy("clinic_id")
      .orderBy("state")
      .execute(),
    db
      .selectFrom("clinic_hours")
      .selectAll()
      .where("clinic_id", "in", ids)
      .orderBy("clinic_id")
      .orderBy("day")
      .orderBy("opens")
      .execute(),
  ]);
  const servicesBy = groupBy(services);
  const insuranceBy = groupBy(insurance);
  const pricingBy = groupBy(pricing);
  const licensesBy = groupBy(licenses);
  const hoursBy = groupBy(hours);

  return rows.map((row) => {
    const clinicHours = hoursBy.get(row.id) ?? [];
    const insurers = (insuranceBy.get(row.id) ?? []).map(({ id, name }) => ({ id, name }));
    const clinic: Clinic = inKeyOrder({
      ...shownFields(row),
      id: row.id,
      address: formatAddress(row),
      rating: row.rating,
      reviewCount: row.review_count,
      reviewPlatforms: reviewPlatformsOf(row),
      services: (servicesBy.get(row.id) ?? []).map(({ id, name, description }) => ({
        id,
        name,
        description,
      })),
      acceptedInsurance: insurers.map((insurer) => insurer.name),
      insuranceProviders: insurers,
      pricing: (pricingBy.get(row.id) ?? []).map((p) => ({
        id: p.position + 1,
        service: p.service,
        price: p.price,
        low: p.low,
        high: p.high,
        unit: p.unit,
        source: isPriceSource(p.source) ? p.source : DEFAULT_PRICE_SOURCE,
        asOf: p.as_of,
      })),
      telemedicineOptions: {
        video_consult: row.video_consult === 1,
        e_prescriptions: row.e_prescriptions === 1,
      },
      license_states: (licensesBy.get(row.id) ?? []).map((l) => l.state.trim()),
      hoursOfOperation: hoursText(clinicHours),
      openingHours: clinicHours.map((h) => ({
        day: DAYS_OF_WEEK[h.day] ?? "sunday",
        opens: h.opens,
        closes: h.closes,
      })),
      timeZone: row.time_zone,
      clinicConfirmedAt: row.clinic_confirmed_at,
    });
    if (row.distance != null) clinic.distance = Math.round(row.distance * 10) / 10;
    return clinic;
  });
}

export async function clinicBySlug(db: Kysely<Database>, slug: string): Promise<Clinic | null> {
  const row = await db.selectFrom("clinics").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? ((await hydrateClinics(db, [row]))[0] ?? null) : null;
}
