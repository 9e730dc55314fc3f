import type { ClinicSearch } from "../../domain/clinic-query.ts";
import { allDemo } from "../../domain/indexable-listings.ts";
import { STATE_PAGE_SIZE } from "../../domain/state-stats.ts";
import { queryDirectory } from "./directory-query.server.ts";
import { type DirectorySnapshot, FLAG } from "./directory-snapshot.server.ts";

/**
 * The searches behind a state page, shared by its loader and the sitemap so that both judge the same list
 * (docs/decisions/0033: a page that lists only demo clinics is noindex and left out of the sitemap).
 */

/** Telehealth clinics licensed in the state, shown on each of its pages. */
export const STATE_TELEHEALTH_LIMIT = 8;

export function statePageCount(clinicsCount: number): number {
  return Math.max(1, Math.ceil(clinicsCount / STATE_PAGE_SIZE));
}

/** Page `page` (from 1) of the state's clinics, best rated first. */
export function stateListSearch(stateCode: string, page: number): ClinicSearch {
  return { state: stateCode, sort: "rating", limit: STATE_PAGE_SIZE, offset: (page - 1) * STATE_PAGE_SIZE };
}

/** The telehealth clinics licensed in the state, best rated first. */
export function stateTelehealthSearch(stateCode: string): ClinicSearch {
  return { licensedIn: stateCode, telehealth: true, sort: "rating", limit: STATE_TELEHEALTH_LIMIT };
}

function isDemoAt(snapshot: DirectorySnapshot, positionOf: ReadonlyMap<number, number>, id: number): boolean {
  const position = positionOf.get(id);
  return position !== undefined && ((snapshot.flags[position] as number) & FLAG.demo) !== 0;
}

/** For each page of the state, whether every clinic it lists (its own and the telehealth ones) is a demo one. */
export function stateDemoOnlyPages(
  snapshot: DirectorySnapshot,
  positionOf: ReadonlyMap<number, number>,
  stateCode: string,
): boolean[] {
  const count = snapshot.inState.get(stateCode)?.length ?? 0;
  const telehealth = queryDirectory(snapshot, stateTelehealthSearch(stateCode)).hits.map((hit) =>
    isDemoAt(snapshot, positionOf, hit.id),
  );
  return Array.from({ length: statePageCount(count) }, (_, index) => {
    const listed = queryDirectory(snapshot, stateListSearch(stateCode, index + 1)).hits.map((hit) =>
      isDemoAt(snapshot, positionOf, hit.id),
    );
    return allDemo([...listed, ...telehealth]);
  });
}
