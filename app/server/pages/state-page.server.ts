import { toClinicCard } from "../../domain/clinic-card.ts";
import type { StatePageData } from "../../domain/place-pages.ts";
import { STATE_PAGE_SIZE, type StateFacts } from "../../domain/state-stats.ts";
import type { UsState } from "../../domain/us-states.ts";
import type { Directory } from "../clinics/directory.server.ts";
import { STATE_TOP_CITIES, stateFacts } from "../clinics/directory-views.server.ts";
import { searchClinics } from "../clinics/search.server.ts";

export type { StateFacts, StatePageData };
export { STATE_PAGE_SIZE, STATE_TOP_CITIES };

export const STATE_TELEHEALTH_LIMIT = 8;

export function statePageCount(clinicsCount: number): number {
  return Math.max(1, Math.ceil(clinicsCount / STATE_PAGE_SIZE));
}

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
    searchClinics(directory, {
      state: state.code,
      sort: "rating",
      limit: STATE_PAGE_SIZE,
      offset: (page - 1) * STATE_PAGE_SIZE,
    }),
    searchClinics(directory, {
      licensedIn: state.code,
      telehealth: true,
      sort: "rating",
      limit: STATE_TELEHEALTH_LIMIT,
    }),
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
  };
}
