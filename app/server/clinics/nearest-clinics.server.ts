import type { Clinic } from "../../domain/clinic.ts";
import { isInPersonClinic } from "../../domain/nearby-help.ts";
import type { Directory } from "./directory.server.ts";

/** Clinics read per round while looking for the nearest in-person ones. */
const PAGE = 24;

export interface NearestClinicsQuery {
  latitude: number;
  longitude: number;
  /** Only clinics within this many miles. */
  radiusMiles: number;
  /** At most this many clinics. */
  limit: number;
  /** Clinics to leave out (those the page already lists). */
  excludeIds?: ReadonlySet<number>;
}

/**
 * The in-person clinics nearest a point within a radius, wherever they are (across a state line too): nearest
 * first, each a copy carrying its distance in miles. Clinics presenting themselves as online only are left
 * out: pages list them with the online clinics.
 */
export async function nearestInPersonClinics(
  directory: Directory,
  query: NearestClinicsQuery,
): Promise<Clinic[]> {
  const { latitude, longitude, radiusMiles, limit, excludeIds } = query;
  const clinics: Clinic[] = [];
  let offset = 0;
  for (;;) {
    const { matches, total } = await directory.search({
      near: { latitude, longitude, radiusMiles },
      sort: "distance",
      limit: PAGE,
      offset,
    });
    for (const { clinic, distance } of matches) {
      if (excludeIds?.has(clinic.id) || !isInPersonClinic(clinic)) continue;
      clinics.push(distance === null ? { ...clinic } : { ...clinic, distance });
      if (clinics.length === limit) return clinics;
    }
    offset += matches.length;
    if (matches.length === 0 || offset >= total) return clinics;
  }
}
