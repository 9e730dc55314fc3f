import { cityPath } from "../domain/city-url.ts";
import { didYouMean } from "../domain/closest-name.ts";
import { statePath } from "../domain/state-url.ts";
import { findState, US_STATES, type UsState } from "../domain/us-states.ts";
import type { SuggestedLink } from "../domain/zero-results.ts";
import type { Gazetteer, LocationSuggestion } from "./gazetteer/types.server.ts";

/** More places than any state holds: statePlaces then gives all of them. */
const EVERY_PLACE = 1_000_000;

const everyPlace = new WeakMap<Gazetteer, readonly LocationSuggestion[]>();

/** Every place of the gazetteer, most populous first within each state. */
function placesOf(gazetteer: Gazetteer): readonly LocationSuggestion[] {
  let places = everyPlace.get(gazetteer);
  if (!places) {
    places = US_STATES.flatMap((state) => gazetteer.statePlaces(state.code, EVERY_PLACE));
    everyPlace.set(gazetteer, places);
  }
  return places;
}

/** The place a misspelled city name in a known state most likely meant ("austn", TX -> Austin, TX). */
export function suggestCity(
  city: string,
  stateCode: string,
  gazetteer: Gazetteer,
): LocationSuggestion | undefined {
  return didYouMean(
    city,
    gazetteer.statePlaces(stateCode, EVERY_PLACE),
    (place) => place.name,
    (place) => place.population,
  );
}

/** The state a misspelled state name most likely meant ("texass" -> Texas). */
export function suggestState(text: string): UsState | undefined {
  return didYouMean(text, US_STATES, (state) => state.name);
}

export type PlaceSuggestion = { kind: "city"; place: LocationSuggestion } | { kind: "state"; state: UsState };

/** "Austn, TX" or "Austn TX": the city part and the state, when the text ends with one. */
function splitState(text: string): { city: string; state: UsState } | null {
  const comma = text.lastIndexOf(",");
  if (comma > 0) {
    const state = findState(text.slice(comma + 1).trim());
    return state ? { city: text.slice(0, comma).trim(), state } : null;
  }
  const space = text.trimEnd().lastIndexOf(" ");
  if (space <= 0) return null;
  const state = findState(text.slice(space + 1).trim());
  return state ? { city: text.slice(0, space).trim(), state } : null;
}

/**
 * What a location text that matched no place most likely meant: a state ("Texass"), or a city in the state it
 * names ("Austn, TX") or anywhere ("Austn", the most populous of the closest names). Undefined when nothing
 * is close enough (closest-name.ts, didYouMean).
 */
export function suggestPlace(text: string, gazetteer: Gazetteer): PlaceSuggestion | undefined {
  const inState = splitState(text);
  if (inState) {
    const place = suggestCity(inState.city, inState.state.code, gazetteer);
    return place ? { kind: "city", place } : undefined;
  }
  const state = suggestState(text);
  if (state) return { kind: "state", state };
  const place = didYouMean(
    text,
    placesOf(gazetteer),
    (candidate) => candidate.name,
    (candidate) => candidate.population,
  );
  return place ? { kind: "city", place } : undefined;
}

/** The city or state page of a suggestion. */
export function placePageLink(suggestion: PlaceSuggestion): SuggestedLink {
  return suggestion.kind === "city"
    ? { label: suggestion.place.label, href: cityPath(suggestion.place.name, suggestion.place.stateCode) }
    : { label: suggestion.state.name, href: statePath(suggestion.state) };
}

/** "san-antonio" -> "san antonio": a path segment as words. */
function segmentWords(segment: string): string {
  return segment.replace(/[-_]+/g, " ").trim();
}

/**
 * The city page a city path that names no city most likely meant (`/city/austn/tx` -> /city/austin/tx), the
 * state corrected too when it is misspelled (`/city/austin/texass`). Null when nothing is close enough.
 */
export function suggestCityPage(
  city: string | undefined,
  state: string | undefined,
  gazetteer: Gazetteer,
): SuggestedLink | null {
  if (!city || !state || city.length > 100 || state.length > 40) return null;
  const stateText = segmentWords(state);
  const knownState = findState(stateText);
  const inState = knownState ?? suggestState(stateText);
  if (!inState) return null;
  const cityText = segmentWords(city);
  const centre = gazetteer.cityCenter(cityText, inState.code);
  if (centre) {
    return knownState
      ? null
      : { label: `${centre.city}, ${inState.code}`, href: cityPath(centre.city, inState.code) };
  }
  const place = suggestCity(cityText, inState.code, gazetteer);
  return place ? placePageLink({ kind: "city", place }) : null;
}

/**
 * The state page a state path for no state most likely meant: `/trt-clinics-texass` and `/trt-clinics-tx` ->
 * Texas.
 */
export function suggestStatePage(stateSlug: string): SuggestedLink | null {
  if (stateSlug.length > 40) return null;
  const words = segmentWords(stateSlug);
  const state = findState(words) ?? suggestState(words);
  return state ? placePageLink({ kind: "state", state }) : null;
}
