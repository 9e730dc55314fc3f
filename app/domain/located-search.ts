import { finderHref } from "./finder-options.ts";
import { FALLBACK_RADIUS_MILES } from "./geolocation-messages.ts";
import { FINDER_RESULTS_ID } from "./results-ids.ts";
import type { SearchFilters } from "./search-params.ts";

/** What "use my current location" found: the place it is in, or only the position. */
export type Located =
  | { kind: "place"; label: string }
  | { kind: "position"; position: { latitude: number; longitude: number } };

/** The id of the finder's results heading: where a located visitor lands (decision 47). */
export { FINDER_RESULTS_ID };

/**
 * The finder's search for a located visitor, keeping the filters: the place by name ("Austin, TX"), or, when
 * no city could be found for the position, the raw coordinates with the fallback radius (SPEC section 8).
 */
export function locatedFinderHref(located: Located, filters: SearchFilters): string {
  if (located.kind === "place") {
    return finderHref({ kind: "text", text: located.label, param: "location" }, filters);
  }
  return finderHref(
    { kind: "point", ...located.position, nearMe: false },
    { ...filters, distance: FALLBACK_RADIUS_MILES },
  );
}

/** The same search from another page: it opens on the results (their heading), not at the top of the finder. */
export function locatedFinderLanding(located: Located, filters: SearchFilters): string {
  return `${locatedFinderHref(located, filters)}#${FINDER_RESULTS_ID}`;
}
