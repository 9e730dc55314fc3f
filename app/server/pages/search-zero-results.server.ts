import type { AppServices } from "../../context.ts";
import type { ClinicSearch } from "../../domain/clinic-query.ts";
import { activeSearchFilters, searchRelaxations } from "../../domain/filter-relaxations.ts";
import { finderHref } from "../../domain/finder-options.ts";
import { NEAREST_RADIUS_MILES } from "../../domain/nearby-help.ts";
import {
  emptyFilters,
  filterSearch,
  type SearchFilters,
  type SearchQuery,
  searchHref,
} from "../../domain/search-params.ts";
import { toClinicCard } from "../../domain/to-clinic-card.ts";
import type { SuggestedLink, ZeroResultsHelp } from "../../domain/zero-results.ts";
import { nearestInPersonClinics } from "../clinics/nearest-clinics.server.ts";
import { countMatches, countRelaxations } from "../clinics/relaxation-counts.server.ts";
import type { Gazetteer } from "../gazetteer/types.server.ts";
import { type ResolvedPlace, resolvePlace } from "../place-resolver.server.ts";
import { suggestPlace } from "../place-suggestion.server.ts";

/** In-person clinics the zero state names when nothing lies within the radius. */
export const ZERO_RESULTS_NEAREST = 3;

interface SearchOutcome {
  query: SearchQuery;
  place: ResolvedPlace | null;
  total: number;
  failed: boolean;
  needsPosition?: boolean;
}

/** The URL of the same page for another query (a relaxed one, or the suggested place). */
export type PageHref = (query: SearchQuery) => string;

const searchPageHref: PageHref = (query) => searchHref({ ...query, page: 1 });

/** The finder's links keep the visitor on the finder. */
export const finderPageHref: PageHref = (query) => finderHref(query.location, query.filters, query.sort);

/** The list's own query for these filters at the searched place (the radius is a filter too). */
function searchFor(query: SearchQuery, gazetteer: Gazetteer) {
  return (filters: SearchFilters): ClinicSearch => ({
    ...filterSearch(filters),
    ...resolvePlace(query.location, gazetteer, filters.distance).search,
  });
}

function didYouMeanFor(
  query: SearchQuery,
  place: ResolvedPlace | null,
  gazetteer: Gazetteer,
  hrefOf: PageHref,
): SuggestedLink | null {
  const location = query.location;
  let text: string | null = null;
  if (location.kind === "text" && place?.textMatch) text = location.text;
  else if (location.kind === "city" && place && !place.point) text = `${location.city}, ${location.state}`;
  if (text === null) return null;
  const suggestion = suggestPlace(text, gazetteer);
  if (!suggestion) return null;
  const label = suggestion.kind === "city" ? suggestion.place.label : suggestion.state.name;
  const href = hrefOf({ ...query, location: { kind: "text", text: label, param: "location" } });
  return { label, href };
}

/** "near Austin, TX", "in Montana", "matching “Austn”". */
function whereOf(place: ResolvedPlace | null): string | null {
  if (!place) return null;
  if (place.textMatch) return `matching “${place.label}”`;
  return `${place.point ? "near" : "in"} ${place.label}`;
}

/**
 * Help for a search that listed no clinic: which filters emptied it and what each relaxation would list, the
 * nearest in-person clinics when there is none within the radius at all, and "did you mean" for a place name
 * we could not match. Null for a search that found clinics, failed or waits for the browser's position.
 */
export async function loadZeroResultsHelp(
  services: Pick<AppServices, "directory" | "gazetteer">,
  page: SearchOutcome,
  hrefOf: PageHref = searchPageHref,
): Promise<ZeroResultsHelp | null> {
  if (page.total > 0 || page.failed || page.needsPosition === true) return null;
  const { directory, gazetteer } = services;
  const { query, place } = page;
  const toSearch = searchFor(query, gazetteer);
  const relaxations = searchRelaxations(query.filters);
  const point = place?.point ?? null;
  const [counted, unfiltered] = await Promise.all([
    countRelaxations(directory, relaxations, toSearch),
    point && relaxations.length > 0 ? countMatches(directory, toSearch(emptyFilters())) : Promise.resolve(0),
  ]);
  const now = new Date();
  const nearest =
    point && unfiltered === 0
      ? await nearestInPersonClinics(directory, {
          ...point,
          radiusMiles: NEAREST_RADIUS_MILES,
          limit: ZERO_RESULTS_NEAREST,
        })
      : null;
  return {
    where: whereOf(place),
    filters: activeSearchFilters(query.filters),
    relaxations: counted
      .filter((relaxation) => relaxation.count > 0)
      .map(({ key, label, filters, count }) => ({
        key,
        label,
        count,
        href: hrefOf({ ...query, filters }),
      })),
    nearest: nearest
      ? { clinics: nearest.map((clinic) => toClinicCard(clinic, now)), radiusMiles: NEAREST_RADIUS_MILES }
      : null,
    didYouMean: didYouMeanFor(query, place, gazetteer, hrefOf),
  };
}

/**
 * A loader of a page listing a search's clinics (/search, the finder) whose zero state offers help: the page's
 * data plus `zeroResults`, its links made by `hrefOf`.
 */
export function withZeroResultsHelp<Page extends SearchOutcome>(
  load: (services: AppServices, url: URL) => Promise<Page>,
  hrefOf: PageHref = searchPageHref,
) {
  return async (services: AppServices, url: URL): Promise<Page & { zeroResults: ZeroResultsHelp | null }> => {
    const page = await load(services, url);
    try {
      return { ...page, zeroResults: await loadZeroResultsHelp(services, page, hrefOf) };
    } catch (error) {
      services.logger.error({ err: error }, "zero-results help failed");
      return { ...page, zeroResults: null };
    }
  };
}
