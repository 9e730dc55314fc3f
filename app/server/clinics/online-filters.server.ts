import { activeFilters, filterRelaxations } from "../../domain/filter-relaxations.ts";
import type { InsuranceAnswer } from "../../domain/insurance.ts";
import { onlineSearchNeedle } from "../../domain/online-clinic.ts";
import { emptyFilters, filterSearch } from "../../domain/search-params.ts";
import { findState } from "../../domain/us-states.ts";
import type { ZeroResultsHelp } from "../../domain/zero-results.ts";
import { type OnlineSort, onlineListHref } from "../../lib/online-list.ts";
import { matcher } from "./directory-filter.server.ts";
import { rankFor } from "./directory-query.server.ts";
import type { DirectorySnapshot } from "./directory-snapshot.server.ts";
import type { OnlineEntry } from "./directory-views.server.ts";

/** What narrows the online clinics' list, in the order its zero state names them. */
export interface OnlineFilters {
  /** The page's own text search, "" for none. */
  q: string;
  /** "Licensed in my state": a state code, or null for every state. */
  state: string | null;
  insurance: InsuranceAnswer | null;
  maxPrice: number | null;
}

const NO_FILTERS: OnlineFilters = { q: "", state: null, insurance: null, maxPrice: null };

/**
 * The online clinics that pass some filters, in the list's order. `licensed` holds the clinics licensed in the
 * state the page asked about: the filters given later may only keep that state or drop it.
 */
export function onlineList(
  snapshot: DirectorySnapshot,
  entries: readonly OnlineEntry[],
  licensed: ReadonlySet<number> | null,
): (filters: OnlineFilters) => OnlineEntry[] {
  return (filters) => {
    const needle = onlineSearchNeedle(filters.q);
    const inState = filters.state && licensed ? licensed : null;
    const takes = matcher(
      snapshot,
      filterSearch({ ...emptyFilters(), insurance: filters.insurance, maxPrice: filters.maxPrice }),
    );
    return entries.filter(
      (entry) =>
        (!needle || entry.searchText.includes(needle)) &&
        (!inState || inState.has(entry.id)) &&
        takes(entry.position),
    );
  };
}

/** The list in another order than best rated first (the order `entries` come in). */
export function inOrder(
  snapshot: DirectorySnapshot,
  entries: readonly OnlineEntry[],
  sort: OnlineSort,
): readonly OnlineEntry[] {
  if (sort === "rating") return entries;
  const rank = rankFor(snapshot, sort);
  return [...entries].sort((a, b) => (rank[a.position] as number) - (rank[b.position] as number));
}

/**
 * The zero state's help on /tele-trt-clinics (decision 46, as on the search page): the filters that emptied the
 * list, and for each one (and all together) how many clinics dropping it would list, with its link.
 */
export function onlineZeroResults(
  asked: OnlineFilters,
  list: (filters: OnlineFilters) => readonly OnlineEntry[],
  sort: OnlineSort,
): ZeroResultsHelp {
  const relaxations = filterRelaxations(asked, NO_FILTERS)
    .map(({ key, label, filters }) => {
      const state = filters.state ? (findState(filters.state) ?? null) : null;
      const { insurance, maxPrice } = filters;
      return {
        key,
        label,
        count: list(filters).length,
        href: onlineListHref(filters.q, state, 1, { insurance, maxPrice }, sort),
      };
    })
    .filter((relaxation) => relaxation.count > 0);
  return {
    where: null,
    filters: activeFilters(asked, NO_FILTERS),
    relaxations,
    nearest: null,
    didYouMean: null,
  };
}
