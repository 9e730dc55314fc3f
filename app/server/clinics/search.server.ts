import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import type { PriceRange } from "../../domain/catalog.ts";
import type { Clinic } from "../../domain/clinic.ts";
import type { Database } from "../db/schema.server.ts";
import { hydrateClinics } from "./read.server.ts";

export const SORTS = ["distance", "rating", "reviews", "name"] as const;
export type ClinicSort = (typeof SORTS)[number];

export interface ClinicSearch {
  /** Radius search around a point, in miles. */
  near?: { latitude: number; longitude: number; radiusMiles: number };
  /** Report (and allow sorting by) distance from this point without limiting the radius. */
  distanceFrom?: { latitude: number; longitude: number };
  state?: string;
  /** cityKey() of a city; used together with state. */
  cityKey?: string;
  /** Free text matched against clinic name and city. */
  text?: string;
  services?: string[];
  insurance?: string[];
  minRating?: number;
  priceRanges?: PriceRange[];
  telehealth?: boolean;
  telemedicine?: boolean;
  onlinePrescriptions?: boolean;
  featured?: boolean;
  /** Clinics holding a licence (telehealth) in this state. */
  licensedIn?: string;
  sort?: ClinicSort;
  limit?: number;
  offset?: number;
}

export interface ClinicSearchResult {
  clinics: Clinic[];
  total: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LATITUDE = 69.0;

type Eb = ExpressionBuilder<Database & { c: Database["clinics"] }, "c">;

/** Parameters are cast so PostgreSQL does not infer an integer type from the arithmetic around them. */
function real(value: number) {
  return sql<number>`cast(${value} as double precision)`;
}

function distanceMiles(latitude: number, longitude: number) {
  const lat = real(latitude);
  const lng = real(longitude);
  return sql<number>`${sql.lit(EARTH_RADIUS_MILES)} * 2 * asin(sqrt(
    power(sin(radians(c.latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ${lng}) / 2), 2)
  ))`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function conditions(eb: Eb, search: ClinicSearch): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [];
  if (search.near) {
    const { latitude, longitude, radiusMiles } = search.near;
    const dLat = radiusMiles / MILES_PER_DEGREE_LATITUDE;
    const cosLat = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
    const dLng = radiusMiles / (MILES_PER_DEGREE_LATITUDE * cosLat);
    where.push(eb.between("c.latitude", latitude - dLat, latitude + dLat));
    where.push(eb.between("c.longitude", longitude - dLng, longitude + dLng));
    where.push(eb(distanceMiles(latitude, longitude), "<=", real(radiusMiles)));
  }
  if (search.state) where.push(eb("c.state", "=", search.state));
  if (search.cityKey) where.push(eb("c.city_key", "=", search.cityKey));
  if (search.text) {
    const pattern = `%${escapeLike(search.text.toLowerCase())}%`;
    where.push(
      eb.or([
        sql<SqlBool>`lower(c.name) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(c.city) like ${pattern} escape '\\'`,
      ]),
    );
  }
  for (const serviceId of search.services ?? []) {
    where.push(
      eb.exists(
        eb
          .selectFrom("clinic_services as s")
          .select("s.clinic_id")
          .whereRef("s.clinic_id", "=", "c.id")
          .where("s.service_id", "=", serviceId),
      ),
    );
  }
  for (const insuranceId of search.insurance ?? []) {
    where.push(
      eb.exists(
        eb
          .selectFrom("clinic_insurance as i")
          .select("i.clinic_id")
          .whereRef("i.clinic_id", "=", "c.id")
          .where("i.insurance_id", "=", insuranceId),
      ),
    );
  }
  if (search.licensedIn) {
    where.push(
      eb.exists(
        eb
          .selectFrom("clinic_license_states as l")
          .select("l.clinic_id")
          .whereRef("l.clinic_id", "=", "c.id")
          .where("l.state", "=", search.licensedIn),
      ),
    );
  }
  if (search.minRating !== undefined && search.minRating > 0)
    where.push(eb("c.rating", ">=", search.minRating));
  if (search.priceRanges && search.priceRanges.length > 0)
    where.push(eb("c.price_range", "in", search.priceRanges));
  if (search.telehealth) where.push(eb("c.telehealth", "=", 1));
  if (search.telemedicine) where.push(eb("c.video_consult", "=", 1));
  if (search.onlinePrescriptions) where.push(eb("c.e_prescriptions", "=", 1));
  if (search.featured !== undefined) where.push(eb("c.featured", "=", search.featured ? 1 : 0));
  return where;
}

/** Finds clinics matching every given filter; the total counts all matches, the list holds one page. */
export async function searchClinics(db: Kysely<Database>, search: ClinicSearch): Promise<ClinicSearchResult> {
  const base = db.selectFrom("clinics as c").where((eb) => eb.and(conditions(eb, search)));
  const sort: ClinicSort = search.sort ?? (search.near || search.distanceFrom ? "distance" : "rating");
  const origin = search.near ?? search.distanceFrom;

  const distance = origin ? distanceMiles(origin.latitude, origin.longitude) : sql<number | null>`null`;
  // A narrow first pass (ids, distance and the number of matches from one scan) keeps the sort cheap;
  // full rows are read only for the page.
  let page = base.select([
    "c.id",
    distance.as("distance"),
    sql<number>`count(*) over ()`.as("total_matches"),
  ]);
  if (sort === "distance" && origin) page = page.orderBy(sql.ref("distance"), "asc");
  else if (sort === "reviews")
    page = page.orderBy("c.review_count", "desc").orderBy(sql`coalesce(c.rating, -1)`, "desc");
  else if (sort === "name") page = page.orderBy(sql`lower(c.name)`, "asc");
  else page = page.orderBy(sql`coalesce(c.rating, -1)`, "desc").orderBy("c.review_count", "desc");
  const hits = await page
    .orderBy("c.id", "asc")
    .limit(search.limit ?? 20)
    .offset(search.offset ?? 0)
    .execute();

  let total = Number(hits[0]?.total_matches ?? 0);
  if (hits.length === 0 && (search.offset ?? 0) > 0) {
    const count = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
    total = Number(count.total);
  }
  if (hits.length === 0) return { clinics: [], total };
  const rows = await db
    .selectFrom("clinics")
    .selectAll()
    .where(
      "id",
      "in",
      hits.map((hit) => hit.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = hits.flatMap((hit) => {
    const row = byId.get(hit.id);
    return row ? [{ ...row, distance: hit.distance }] : [];
  });
  return { clinics: await hydrateClinics(db, ordered), total };
}
