/**
 * suggestLocations: places for an autocomplete list.
 *
 * A place matches when its name starts with the text (tier 0), when a later word of its name starts
 * with the text (tier 1: "lake" -> "Salt Lake City"), or when the text is its state's code or the
 * start of its state's name (tier 2: "tx", "texas" -> Texas's biggest cities). "City, ST" narrows a
 * city prefix to states whose code or name starts with what follows the comma ("austin, t"), and
 * "City ST" / "City State" (exact state) does the same without a comma. Results: lower tier first,
 * then larger population, then label; at most `limit`.
 */
import type { GazetteerIndexes } from "./indexes.server.ts";
import { cleanInput, searchText } from "./normalize.server.ts";
import { forEachPrefixMatch } from "./prefix-index.server.ts";
import { cityStateReadings } from "./query.server.ts";
import { statesStartingWith } from "./states.server.ts";
import type { LocationSuggestion } from "./types.server.ts";

export const DEFAULT_SUGGESTIONS = 8;
export const MAX_SUGGESTIONS = 50;
/** Tier of a place offered because its state matched. */
const STATE_MATCH = 2;
/** A state name must be typed this far before its places are offered ("tex", not "te"). */
const MIN_STATE_NAME_PREFIX = 3;

/** The best `limit` (place id, tier) pairs seen, each place once, kept in result order. */
class TopPlaces {
  readonly #places: readonly LocationSuggestion[];
  readonly #limit: number;
  readonly #ids: number[] = [];
  readonly #tiers: number[] = [];

  constructor(places: readonly LocationSuggestion[], limit: number) {
    this.#places = places;
    this.#limit = limit;
  }

  /** Place ids are in population order (most populous first), so a smaller id ranks higher. */
  #before(tierA: number, idA: number, tierB: number, idB: number): boolean {
    return tierA < tierB || (tierA === tierB && idA < idB);
  }

  /** True when a place of this tier could still enter (used to stop scanning a state's places early). */
  accepts(tier: number, id: number): boolean {
    const last = this.#ids.length - 1;
    return (
      this.#ids.length < this.#limit ||
      this.#before(tier, id, this.#tiers[last] ?? Number.POSITIVE_INFINITY, this.#ids[last] ?? 0)
    );
  }

  add(id: number, tier: number): void {
    const existing = this.#ids.indexOf(id);
    if (existing >= 0) {
      if ((this.#tiers[existing] ?? 0) <= tier) return;
      this.#ids.splice(existing, 1);
      this.#tiers.splice(existing, 1);
    }
    if (!this.accepts(tier, id)) return;
    let at = this.#ids.length;
    while (at > 0 && this.#before(tier, id, this.#tiers[at - 1] ?? 0, this.#ids[at - 1] ?? 0)) at--;
    this.#ids.splice(at, 0, id);
    this.#tiers.splice(at, 0, tier);
    if (this.#ids.length > this.#limit) {
      this.#ids.pop();
      this.#tiers.pop();
    }
  }

  result(): LocationSuggestion[] {
    return this.#ids.flatMap((id) => this.#places[id] ?? []);
  }
}

function addNameMatches(
  indexes: GazetteerIndexes,
  top: TopPlaces,
  prefix: string,
  stateCodes: ReadonlySet<string> | undefined,
): void {
  forEachPrefixMatch(indexes.prefix, prefix, (id, tier) => {
    const place = indexes.places[id];
    if (place !== undefined && (stateCodes === undefined || stateCodes.has(place.stateCode)))
      top.add(id, tier);
  });
}

function addStatePlaces(indexes: GazetteerIndexes, top: TopPlaces, stateCode: string): void {
  for (const id of indexes.placesByState.get(stateCode) ?? []) {
    if (!top.accepts(STATE_MATCH, id)) break;
    top.add(id, STATE_MATCH);
  }
}

function normaliseLimit(limit: unknown): number {
  if (typeof limit !== "number" || Number.isNaN(limit)) return DEFAULT_SUGGESTIONS;
  return Math.max(0, Math.min(MAX_SUGGESTIONS, Math.floor(limit)));
}

export function suggestLocations(
  indexes: GazetteerIndexes,
  input: string,
  limit: number = DEFAULT_SUGGESTIONS,
): LocationSuggestion[] {
  const text = cleanInput(input);
  const size = normaliseLimit(limit);
  if (text.replace(/\s/g, "").length < 2 || size === 0) return [];
  const top = new TopPlaces(indexes.places, size);

  const comma = text.lastIndexOf(",");
  if (comma >= 0) {
    // "austin, t": the city prefix, in states whose code or name starts with the rest.
    const city = searchText(text.slice(0, text.indexOf(",")));
    const state = searchText(text.slice(comma + 1));
    const states = state === "" ? undefined : new Set(statesStartingWith(state).map((match) => match.code));
    if (city !== "") addNameMatches(indexes, top, city, states);
    else for (const code of states ?? []) addStatePlaces(indexes, top, code);
    return top.result();
  }

  const query = searchText(text);
  if (query.length < 2) return top.result();
  addNameMatches(indexes, top, query, undefined);
  for (const reading of cityStateReadings(text)) {
    addNameMatches(indexes, top, searchText(reading.city), new Set([reading.state.code]));
  }
  const states = statesStartingWith(query).filter(
    (state) => query === state.code.toLowerCase() || query.length >= MIN_STATE_NAME_PREFIX,
  );
  for (const state of states) addStatePlaces(indexes, top, state.code);
  return top.result();
}
