import type { ClinicSearch } from "../../domain/clinic-query.ts";
import type { FilterRelaxation } from "../../domain/filter-relaxations.ts";
import type { Directory } from "./directory.server.ts";

export interface CountedRelaxation<F> extends FilterRelaxation<F> {
  /** How many clinics the search finds with this relaxation. */
  count: number;
}

/** How many clinics a search finds: the list's own query, asked for no clinic, only the number of matches. */
export async function countMatches(directory: Directory, search: ClinicSearch): Promise<number> {
  const { total } = await directory.search({ ...search, limit: 0, offset: 0 });
  return total;
}

/**
 * Each relaxation with the number of clinics it would list, counted with the same query the list runs
 * (`searchFor` turns filters into that query, place included).
 */
export async function countRelaxations<F>(
  directory: Directory,
  relaxations: readonly FilterRelaxation<F>[],
  searchFor: (filters: F) => ClinicSearch,
): Promise<CountedRelaxation<F>[]> {
  const counts = await Promise.all(
    relaxations.map((relaxation) => countMatches(directory, searchFor(relaxation.filters))),
  );
  return relaxations.map((relaxation, index) => ({ ...relaxation, count: counts[index] ?? 0 }));
}
