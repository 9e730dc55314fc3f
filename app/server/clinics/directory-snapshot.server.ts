import type { Kysely } from "kysely";
import { PRICE_RANGES } from "../../domain/catalog.ts";
import { DEMO_SOURCE } from "../../domain/clinic-source.ts";
import { lowestMonthlyPrice, monthlyFromAmount } from "../../domain/monthly-price.ts";
import type { ClinicRow, Database } from "../db/schema.server.ts";

/** Flag bits of DirectorySnapshot.flags. */
export const FLAG = {
  telehealth: 1,
  videoConsult: 2,
  ePrescriptions: 4,
  featured: 8,
  demo: 16,
  /** The clinic publishes opening hours. */
  hours: 32,
  /** The clinic lists at least one price (a pricing row). */
  price: 64,
} as const;

/**
 * Everything a search filters and sorts on, for every clinic, in column arrays indexed by position
 * (0 … count-1, in map order: see spatialOrder). A few bytes per clinic: about 10 MB at 100,000 clinics.
 */
export interface DirectorySnapshot {
  count: number;
  ids: Float64Array;
  latitude: Float64Array;
  longitude: Float64Array;
  /** Position on the unit sphere, for comparing distances without trigonometry (see unitVector). */
  unitX: Float64Array;
  unitY: Float64Array;
  unitZ: Float64Array;
  /** Rating, or -1 when the clinic has none (the SQL coalesce(rating, -1) the sorts used). */
  rating: Float64Array;
  reviewCount: Float64Array;
  /** 1-4 for $-$$$$, 0 when unknown. */
  priceRange: Uint8Array;
  flags: Uint8Array;
  state: string[];
  cityKey: string[];
  nameLower: string[];
  cityLower: string[];
  /** Names, cities and slugs as written, for lists and pages built from the snapshot alone. */
  name: string[];
  city: string[];
  slug: string[];
  /** The day (YYYY-MM-DD) each clinic was last changed. */
  updatedDay: string[];
  /** When a verified clinic was last checked (ISO); null when it is not verified. */
  lastVerifiedAt: (string | null)[];
  /**
   * Prices quoted per month: clinic at position p has rows monthlyStart[p] to monthlyStart[p + 1] - 1 of
   * monthlyLow and monthlyHigh (NaN where the clinic left that end out).
   */
  monthlyStart: Int32Array;
  monthlyLow: Float64Array;
  monthlyHigh: Float64Array;
  /**
   * Each clinic's lowest monthly price in dollars (lowestMonthlyPrice: the lowest starting amount of its rows
   * billed per month), or Infinity when it lists none: the maximum price filter and the price sort.
   */
  lowestMonthly: Float64Array;
  /** The catalog in display order; an entry's index is its bit in the per-clinic bitsets. */
  serviceCatalog: CatalogName[];
  insuranceCatalog: CatalogName[];
  /** Bit position of each service and insurance id in the per-clinic bitsets. */
  serviceBit: Map<string, number>;
  insuranceBit: Map<string, number>;
  /** Words per clinic in the bitsets below. */
  serviceWords: number;
  insuranceWords: number;
  services: Uint32Array;
  insurance: Uint32Array;
  /** Positions of the clinics licensed in each state, ascending. */
  licensedIn: Map<string, Int32Array>;
  /** Positions of the clinics in each state, ascending. */
  inState: Map<string, Int32Array>;
  /** Positions of the clinics in each city (key: cityPlace(state, cityKey)), ascending. */
  inCity: Map<string, Int32Array>;
  /** Positions of the featured clinics, ascending. */
  featured: Int32Array;
  /** Rank of each position in each sort order (ties broken by id). */
  rankByRating: Uint32Array;
  rankByReviews: Uint32Array;
  rankByName: Uint32Array;
  /** Lowest monthly price first, clinics without one last; then by rating. */
  rankByPrice: Uint32Array;
  /** Positions in rating order, for searches with no narrower candidate set. */
  orderByRating: Uint32Array;
  orderByReviews: Uint32Array;
  orderByName: Uint32Array;
  orderByPrice: Uint32Array;
  /** Clinics of latitude band b are at positions bandStart[b] to bandStart[b + 1] - 1, by longitude. */
  bandStart: Int32Array;
}

const RADIANS = Math.PI / 180;

/** The point on the unit sphere for a latitude and longitude in degrees. */
export function unitVector(latitude: number, longitude: number): [number, number, number] {
  const lat = latitude * RADIANS;
  const lng = longitude * RADIANS;
  return [Math.cos(lat) * Math.cos(lng), Math.cos(lat) * Math.sin(lng), Math.sin(lat)];
}

/** The key of a city in DirectorySnapshot.inCity: its state code and city key. */
export function cityPlace(state: string, cityKey: string): string {
  return `${state}|${cityKey}`;
}

function bitIndex(ids: string[]): Map<string, number> {
  return new Map(ids.map((id, bit) => [id, bit]));
}

function positionsBy<K>(count: number, keyOf: (position: number) => K): Map<K, Int32Array> {
  const lists = new Map<K, number[]>();
  for (let position = 0; position < count; position++) {
    const key = keyOf(position);
    const list = lists.get(key);
    if (list) list.push(position);
    else lists.set(key, [position]);
  }
  return new Map([...lists].map(([key, list]) => [key, Int32Array.from(list)]));
}

function ordering(count: number, compare: (a: number, b: number) => number) {
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort(compare);
  const rank = new Uint32Array(count);
  for (let i = 0; i < count; i++) rank[order[i] as number] = i;
  return { order, rank };
}

function setBit(words: Uint32Array, perClinic: number, position: number, bit: number) {
  const word = position * perClinic + (bit >>> 5);
  words[word] = (words[word] as number) | (1 << (bit & 31));
}

export type SnapshotClinicRow = Pick<
  ClinicRow,
  | "id"
  | "latitude"
  | "longitude"
  | "rating"
  | "review_count"
  | "price_range"
  | "telehealth"
  | "video_consult"
  | "e_prescriptions"
  | "featured"
  | "state"
  | "city_key"
  | "name"
  | "city"
  | "slug"
  | "source"
  | "updated_at"
> &
  Partial<Pick<ClinicRow, "verified" | "last_verified_at">>;

export interface CatalogName {
  id: string;
  name: string;
}

/** The rows a snapshot is built from. */
export interface SnapshotSource {
  clinics: SnapshotClinicRow[];
  services: CatalogName[];
  insurance: CatalogName[];
  clinicServices: { clinic_id: number; service_id: string }[];
  clinicInsurance: { clinic_id: number; insurance_id: string }[];
  licenceStates: { clinic_id: number; state: string }[];
  /** The clinics' prices quoted per month. */
  monthlyPrices: { clinic_id: number; low: number | null; high: number | null }[];
  /** The clinics that publish opening hours, and those that list any price. */
  clinicsWithHours?: number[];
  clinicsWithPrices?: number[];
}

/** Reads the searchable part of every clinic into a snapshot. */
export async function loadDirectorySnapshot(db: Kysely<Database>): Promise<DirectorySnapshot> {
  const [
    clinics,
    services,
    insurance,
    clinicServices,
    clinicInsurance,
    licenceStates,
    monthlyPrices,
    withHours,
    withPrices,
  ] = await Promise.all([
    db
      .selectFrom("clinics")
      .select([
        "id",
        "latitude",
        "longitude",
        "rating",
        "review_count",
        "price_range",
        "telehealth",
        "video_consult",
        "e_prescriptions",
        "featured",
        "state",
        "city_key",
        "name",
        "city",
        "slug",
        "source",
        "updated_at",
        "verified",
        "last_verified_at",
      ])
      // A held listing is shown to no visitor: it is not in the snapshot every public page reads.
      .where("held", "=", 0)
      .orderBy("id")
      .execute(),
    db.selectFrom("services").select(["id", "name"]).orderBy("position").execute(),
    db.selectFrom("insurance_providers").select(["id", "name"]).orderBy("position").execute(),
    db.selectFrom("clinic_services").select(["clinic_id", "service_id"]).execute(),
    db.selectFrom("clinic_insurance").select(["clinic_id", "insurance_id"]).execute(),
    db.selectFrom("clinic_license_states").select(["clinic_id", "state"]).execute(),
    db
      .selectFrom("clinic_pricing")
      .select(["clinic_id", "low", "high"])
      .where("unit", "=", "month")
      .orderBy("clinic_id")
      .orderBy("position")
      .execute(),
    db.selectFrom("clinic_hours").select("clinic_id").distinct().execute(),
    db.selectFrom("clinic_pricing").select("clinic_id").distinct().execute(),
  ]);
  return buildDirectorySnapshot({
    clinics,
    services,
    insurance,
    clinicServices,
    clinicInsurance,
    licenceStates,
    monthlyPrices: monthlyPrices.map((row) => ({
      clinic_id: row.clinic_id,
      low: row.low === null ? null : Number(row.low),
      high: row.high === null ? null : Number(row.high),
    })),
    clinicsWithHours: withHours.map((row) => row.clinic_id),
    clinicsWithPrices: withPrices.map((row) => row.clinic_id),
  });
}

/** Height of a latitude band in degrees: 0.1° is about 7 miles. */
const BAND_DEGREES = 0.1;
const BAND_COUNT = Math.round(180 / BAND_DEGREES);

/** The latitude band of a latitude, 0 at the south pole. */
export function bandOf(latitude: number): number {
  return Math.min(BAND_COUNT - 1, Math.max(0, Math.floor((latitude + 90) / BAND_DEGREES)));
}

/**
 * Clinics are laid out band by band from south to north, west to east within a band. The clinics of an
 * area then sit in a few contiguous stretches of every column array, one per band, found by binary search on
 * longitude: a radius search reads only those stretches.
 */
function spatialOrder<T extends { id: number; latitude: number; longitude: number }>(rows: T[]): T[] {
  return rows
    .map((row) => ({ row, band: bandOf(row.latitude) }))
    .sort((a, b) => a.band - b.band || a.row.longitude - b.row.longitude || a.row.id - b.row.id)
    .map(({ row }) => row);
}

function monthlyPricesByPosition(
  prices: SnapshotSource["monthlyPrices"],
  positionOf: Map<number, number>,
  count: number,
) {
  const byPosition: { low: number; high: number }[][] = Array.from({ length: count }, () => []);
  for (const row of prices) {
    const position = positionOf.get(row.clinic_id);
    if (position === undefined) continue;
    byPosition[position]?.push({ low: row.low ?? Number.NaN, high: row.high ?? Number.NaN });
  }
  const monthlyStart = new Int32Array(count + 1);
  const lowestMonthly = new Float64Array(count).fill(Number.POSITIVE_INFINITY);
  for (let position = 0; position < count; position++) {
    const rows = byPosition[position] ?? [];
    monthlyStart[position + 1] = (monthlyStart[position] as number) + rows.length;
    const lowest = lowestMonthlyPrice(
      rows.map((row) => ({
        low: Number.isNaN(row.low) ? null : row.low,
        high: Number.isNaN(row.high) ? null : row.high,
        unit: "month",
      })),
    );
    if (lowest) lowestMonthly[position] = monthlyFromAmount(lowest) ?? Number.POSITIVE_INFINITY;
  }
  const rows = byPosition.flat();
  return {
    monthlyStart,
    monthlyLow: Float64Array.from(rows, (row) => row.low),
    monthlyHigh: Float64Array.from(rows, (row) => row.high),
    lowestMonthly,
  };
}

export function buildDirectorySnapshot(source: SnapshotSource): DirectorySnapshot {
  const rows = spatialOrder(source.clinics);
  const count = rows.length;
  const ids = new Float64Array(count);
  const latitude = new Float64Array(count);
  const longitude = new Float64Array(count);
  const unitX = new Float64Array(count);
  const unitY = new Float64Array(count);
  const unitZ = new Float64Array(count);
  const rating = new Float64Array(count);
  const reviewCount = new Float64Array(count);
  const priceRange = new Uint8Array(count);
  const flags = new Uint8Array(count);
  const state: string[] = new Array(count);
  const cityKey: string[] = new Array(count);
  const nameLower: string[] = new Array(count);
  const cityLower: string[] = new Array(count);
  const name: string[] = new Array(count);
  const city: string[] = new Array(count);
  const slug: string[] = new Array(count);
  const updatedDay: string[] = new Array(count);
  const lastVerifiedAt: (string | null)[] = new Array(count);
  const positionOf = new Map<number, number>();
  const bandStart = new Int32Array(BAND_COUNT + 1);

  rows.forEach((row, position) => {
    positionOf.set(row.id, position);
    ids[position] = row.id;
    latitude[position] = row.latitude;
    longitude[position] = row.longitude;
    [unitX[position], unitY[position], unitZ[position]] = unitVector(row.latitude, row.longitude);
    rating[position] = row.rating ?? -1;
    reviewCount[position] = row.review_count;
    priceRange[position] = PRICE_RANGES.indexOf(row.price_range as (typeof PRICE_RANGES)[number]) + 1;
    flags[position] =
      (row.telehealth ? FLAG.telehealth : 0) |
      (row.video_consult ? FLAG.videoConsult : 0) |
      (row.e_prescriptions ? FLAG.ePrescriptions : 0) |
      (row.featured ? FLAG.featured : 0) |
      (row.source === DEMO_SOURCE ? FLAG.demo : 0);
    state[position] = row.state.trim();
    cityKey[position] = row.city_key;
    nameLower[position] = row.name.toLowerCase();
    cityLower[position] = row.city.toLowerCase();
    name[position] = row.name;
    city[position] = row.city;
    slug[position] = row.slug;
    updatedDay[position] = row.updated_at.slice(0, 10);
    lastVerifiedAt[position] = row.verified === 1 ? (row.last_verified_at ?? null) : null;
    const band = bandOf(row.latitude) + 1;
    bandStart[band] = (bandStart[band] as number) + 1;
  });
  for (let band = 1; band <= BAND_COUNT; band++)
    bandStart[band] = (bandStart[band] as number) + (bandStart[band - 1] as number);

  for (const [ids, flag] of [
    [source.clinicsWithHours, FLAG.hours],
    [source.clinicsWithPrices, FLAG.price],
  ] as const) {
    for (const id of ids ?? []) {
      const position = positionOf.get(id);
      if (position !== undefined) flags[position] = (flags[position] as number) | flag;
    }
  }

  const serviceBit = bitIndex(source.services.map((service) => service.id));
  const insuranceBit = bitIndex(source.insurance.map((insurer) => insurer.id));
  const serviceWords = Math.max(1, Math.ceil(serviceBit.size / 32));
  const insuranceWords = Math.max(1, Math.ceil(insuranceBit.size / 32));
  const services = new Uint32Array(count * serviceWords);
  const insurance = new Uint32Array(count * insuranceWords);
  for (const row of source.clinicServices) {
    const position = positionOf.get(row.clinic_id);
    const bit = serviceBit.get(row.service_id);
    if (position !== undefined && bit !== undefined) setBit(services, serviceWords, position, bit);
  }
  for (const row of source.clinicInsurance) {
    const position = positionOf.get(row.clinic_id);
    const bit = insuranceBit.get(row.insurance_id);
    if (position !== undefined && bit !== undefined) setBit(insurance, insuranceWords, position, bit);
  }
  const monthly = monthlyPricesByPosition(source.monthlyPrices, positionOf, count);
  const licensed = new Map<string, number[]>();
  for (const row of source.licenceStates) {
    const position = positionOf.get(row.clinic_id);
    if (position === undefined) continue;
    const code = row.state.trim();
    const list = licensed.get(code);
    if (list) list.push(position);
    else licensed.set(code, [position]);
  }
  const licensedIn = new Map(
    [...licensed].map(([code, list]) => [code, Int32Array.from(list.sort((a, b) => a - b))]),
  );

  const byRating = ordering(
    count,
    (a, b) =>
      (rating[b] as number) - (rating[a] as number) ||
      (reviewCount[b] as number) - (reviewCount[a] as number) ||
      (ids[a] as number) - (ids[b] as number),
  );
  const byReviews = ordering(
    count,
    (a, b) =>
      (reviewCount[b] as number) - (reviewCount[a] as number) ||
      (rating[b] as number) - (rating[a] as number) ||
      (ids[a] as number) - (ids[b] as number),
  );
  const { lowestMonthly } = monthly;
  const byPrice = ordering(count, (a, b) => {
    const x = lowestMonthly[a] as number;
    const y = lowestMonthly[b] as number;
    return (
      (x === y ? 0 : x < y ? -1 : 1) ||
      (rating[b] as number) - (rating[a] as number) ||
      (ids[a] as number) - (ids[b] as number)
    );
  });
  const byName = ordering(count, (a, b) => {
    const x = nameLower[a] as string;
    const y = nameLower[b] as string;
    return x < y ? -1 : x > y ? 1 : (ids[a] as number) - (ids[b] as number);
  });

  return {
    count,
    ids,
    latitude,
    longitude,
    unitX,
    unitY,
    unitZ,
    rating,
    reviewCount,
    priceRange,
    flags,
    state,
    cityKey,
    nameLower,
    cityLower,
    name,
    city,
    slug,
    updatedDay,
    lastVerifiedAt,
    ...monthly,
    serviceCatalog: source.services,
    insuranceCatalog: source.insurance,
    serviceBit,
    insuranceBit,
    serviceWords,
    insuranceWords,
    services,
    insurance,
    licensedIn,
    inState: positionsBy(count, (position) => state[position] as string),
    inCity: positionsBy(count, (position) =>
      cityPlace(state[position] as string, cityKey[position] as string),
    ),
    featured:
      positionsBy(count, (position) => ((flags[position] as number) & FLAG.featured) !== 0).get(true) ??
      new Int32Array(0),
    rankByRating: byRating.rank,
    rankByReviews: byReviews.rank,
    rankByName: byName.rank,
    rankByPrice: byPrice.rank,
    orderByRating: byRating.order,
    orderByReviews: byReviews.order,
    orderByName: byName.order,
    orderByPrice: byPrice.order,
    bandStart,
  };
}
