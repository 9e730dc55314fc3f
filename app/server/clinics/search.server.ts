import type { Kysely } from "kysely";
import type { PriceRange } from "../../domain/catalog.ts";
import type { Clinic } from "../../domain/clinic.ts";
import type { Database } from "../db/schema.server.ts";
import { directoryFor } from "./directory.server.ts";
import { queryDirectory } from "./directory-query.server.ts";

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
  /** Clinics accepting at least one of these insurers. */
  anyInsurance?: string[];
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

/**
 * Finds clinics matching every given filter; the total counts all matches, the list holds one page.
 * Matching and ordering run on the database's in-memory directory (see directory.server.ts); only the
 * page's clinics are read in full, mostly from its cache.
 */
export async function searchClinics(db: Kysely<Database>, search: ClinicSearch): Promise<ClinicSearchResult> {
  const directory = directoryFor(db);
  const { snapshot, version } = await directory.current();
  const { hits, total } = queryDirectory(snapshot, search);
  if (hits.length === 0) return { clinics: [], total };
  const clinics = await directory.clinics(
    hits.map((hit) => hit.id),
    version,
  );
  const distances = new Map(hits.map((hit) => [hit.id, hit.distance]));
  return {
    clinics: clinics.map((clinic) => {
      const distance = distances.get(clinic.id);
      return distance == null ? { ...clinic } : { ...clinic, distance: Math.round(distance * 10) / 10 };
    }),
    total,
  };
}
