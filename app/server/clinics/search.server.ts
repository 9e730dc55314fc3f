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

/** A match: the shared, read-only clinic and its distance in miles (one decimal) when the search had a point. */
export interface ClinicMatch {
  clinic: Readonly<Clinic>;
  distance: number | null;
}

/**
 * Finds clinics matching every given filter: one page of matches and the number of all matches. Matching
 * and ordering run on the database's in-memory directory (see directory.server.ts); only the page's
 * clinics are read in full, mostly from its cache. The clinics are shared and frozen: callers that change
 * them use searchClinics.
 */
export async function searchClinicMatches(
  db: Kysely<Database>,
  search: ClinicSearch,
): Promise<{ matches: ClinicMatch[]; total: number }> {
  const directory = directoryFor(db);
  const { snapshot, version } = await directory.current();
  const { hits, total } = queryDirectory(snapshot, search);
  if (hits.length === 0) return { matches: [], total };
  const clinics = await directory.clinics(
    hits.map((hit) => hit.id),
    version,
  );
  const distances = new Map(hits.map((hit) => [hit.id, hit.distance]));
  const matches = clinics.map((clinic) => {
    const distance = distances.get(clinic.id);
    return { clinic, distance: distance == null ? null : Math.round(distance * 10) / 10 };
  });
  return { matches, total };
}

/** searchClinics with each clinic a copy of its own, carrying `distance` when the search had a point. */
export async function searchClinics(db: Kysely<Database>, search: ClinicSearch): Promise<ClinicSearchResult> {
  const { matches, total } = await searchClinicMatches(db, search);
  return {
    clinics: matches.map(({ clinic, distance }) =>
      distance === null ? { ...clinic } : { ...clinic, distance },
    ),
    total,
  };
}
