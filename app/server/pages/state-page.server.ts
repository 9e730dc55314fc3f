import { listsOnlyDemoClinics } from "../../domain/indexable-listings.ts";
import type { StatePageData } from "../../domain/place-pages.ts";
import { STATE_PAGE_SIZE, type StateFacts } from "../../domain/state-stats.ts";
import { toClinicCard } from "../../domain/to-clinic-card.ts";
import type { UsState } from "../../domain/us-states.ts";
import type { Directory } from "../clinics/directory.server.ts";
import { STATE_TOP_CITIES, stateFacts } from "../clinics/directory-views.server.ts";
import {
  STATE_TELEHEALTH_LIMIT,
  stateListSearch,
  statePageCount,
  stateTelehealthSearch,
} from "../clinics/place-lists.server.ts";
import { searchClinics } from "../clinics/search.server.ts";

export type { StateFacts, StatePageData };
export { STATE_PAGE_SIZE, STATE_TELEHEALTH_LIMIT, STATE_TOP_CITIES, statePageCount };

/** Null when the page number is past the last page. */
export async function loadStatePage(
  directory: Directory,
  state: UsState,
  page: number,
): Promise<StatePageData | null> {
  const facts = await stateFacts(directory, state.code);
  const pageCount = statePageCount(facts.clinicsCount);
  if (page < 1 || page > pageCount) return null;
  const now = new Date();
  const [list, telehealth] = await Promise.all([
    searchClinics(directory, stateListSearch(state.code, page)),
    searchClinics(directory, stateTelehealthSearch(state.code)),
  ]);
  return {
    state,
    facts,
    clinics: list.clinics.map((clinic) => toClinicCard(clinic, now)),
    page,
    pageCount,
    telehealth: {
      clinics: telehealth.clinics.map((clinic) => toClinicCard(clinic, now)),
      total: telehealth.total,
    },
    listsOnlyDemo: listsOnlyDemoClinics([...list.clinics, ...telehealth.clinics]),
  };
}
