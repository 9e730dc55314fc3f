import { cityPath } from "./city-url.ts";
import { statePath } from "./state-url.ts";
import { stateByCode } from "./us-states.ts";

/**
 * The one rule for pages search engines should not index on their own (docs/decisions/0015): a list of
 * clinics for a place is a page of its own only when it lists at least this many clinics, and a location
 * search points at the place's own page when the place has one.
 */
export const MIN_CLINICS_TO_INDEX = 2;

/** A city page or location search listing fewer clinics than that: the clinic's own page serves better. */
export function isThinList(clinicsListed: number): boolean {
  return clinicsListed < MIN_CLINICS_TO_INDEX;
}

/** The state, or the city in a state, that a searched place names (a ZIP code names its city). */
export interface PlaceArea {
  stateCode: string;
  city: string | null;
}

/**
 * The page of its own that a location search duplicates, for its canonical link: the state page for a state;
 * the city page for a city, or a ZIP code in it, when that page is not thin (`cityClinics` is how many clinics
 * it lists). Null when the place has no such page, so the search stands for the place itself.
 */
export function placePagePath(area: PlaceArea | null, cityClinics: number): string | null {
  if (!area) return null;
  const state = stateByCode(area.stateCode);
  if (!state) return null;
  if (area.city === null) return statePath(state);
  return isThinList(cityClinics) ? null : cityPath(area.city, state.code);
}
