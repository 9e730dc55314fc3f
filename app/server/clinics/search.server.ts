import type { Clinic } from "../../domain/clinic.ts";
import type { ClinicSearch } from "../../domain/clinic-query.ts";
import type { Directory } from "./directory.server.ts";

export interface ClinicSearchResult {
  clinics: Clinic[];
  total: number;
}

/**
 * directory.search with each clinic a copy of its own, carrying `distance` when the search had a point: for
 * callers that change what they get.
 */
export async function searchClinics(directory: Directory, search: ClinicSearch): Promise<ClinicSearchResult> {
  const { matches, total } = await directory.search(search);
  return {
    clinics: matches.map(({ clinic, distance }) =>
      distance === null ? { ...clinic } : { ...clinic, distance },
    ),
    total,
  };
}
