/**
 * suggestLocations: places for an autocomplete list, matched and ordered by the rule in
 * app/domain/suggestion-ranking.ts (the text anywhere in the name, state name, state code or
 * "name, code"; names starting with it first, then larger population). Texts are compared in searchText
 * form, so accents, punctuation and "St." / "Saint" do not matter. Besides the text as a whole,
 * "City, ST" is read as a city in the states whose code or name starts with what follows the comma
 * ("austin, tex"), and "City ST" / "City State" as a city in that state ("austin texas").
 *
 * This module only finds candidates fast: the suggestion index for names and "name, code", the
 * state lists for state matches. Both list places most populous first, so a search stops as soon as
 * no later place could make the list.
 */
import {
  CONTAINS,
  cityTier,
  inState,
  STARTS_WITH,
  SuggestionList,
  type SuggestionTexts,
  type SuggestionTier,
  suggestionTier,
} from "../../domain/suggestion-ranking.ts";
import { MAX_SUGGESTIONS as SPEC_SUGGESTIONS, shouldSuggest } from "../../domain/suggestions.ts";
import type { GazetteerIndexes } from "./indexes.server.ts";
import { cleanInput, searchText } from "./normalize.server.ts";
import { cityStateReadings } from "./query.server.ts";
import { statesStartingWith } from "./states.server.ts";
import { forEachLabelMatch, forEachLabelStart } from "./suggestion-index.server.ts";
import type { LocationSuggestion } from "./types.server.ts";

export const DEFAULT_SUGGESTIONS = SPEC_SUGGESTIONS;
/** The most a caller may ask for. */
export const MAX_SUGGESTIONS = 50;

type Match = (texts: SuggestionTexts) => SuggestionTier | undefined;

class Candidates {
  readonly list: SuggestionList<LocationSuggestion>;
  readonly #indexes: GazetteerIndexes;

  constructor(indexes: GazetteerIndexes, limit: number) {
    this.#indexes = indexes;
    this.list = new SuggestionList(limit);
  }

  /**
   * Adds place `id` if it matches; false when neither it nor any less populous place could enter
   * (`best`: the best tier a place of this search can have).
   */
  consider(id: number, best: SuggestionTier, match: Match): boolean {
    const place = this.#indexes.places[id];
    const texts = this.#indexes.suggestions.texts[id];
    if (place === undefined || texts === undefined) return true;
    if (!this.list.accepts(place, best)) return false;
    const tier = match(texts);
    if (tier !== undefined) this.list.add(place, tier);
    return true;
  }

  /**
   * Places whose name or "name, code" contains `text`: first those where it starts one (the only
   * places `match` may rank STARTS_WITH), then the rest, most populous first until none could enter.
   */
  inLabels(text: string, match: Match): void {
    const index = this.#indexes.suggestions;
    forEachLabelStart(index, text, (id) => this.consider(id, STARTS_WITH, match));
    forEachLabelMatch(index, text, (id) => this.consider(id, CONTAINS, match));
  }

  /** Places of one state (most populous first). */
  ofState(stateCode: string, best: SuggestionTier, match: Match): void {
    for (const id of this.#indexes.placesByState.get(stateCode) ?? []) {
      if (!this.consider(id, best, match)) return;
    }
  }

  /** States whose folded name or code contains `text`. */
  statesContaining(text: string): string[] {
    const codes: string[] = [];
    for (const [code, ids] of this.#indexes.placesByState) {
      const texts = this.#indexes.suggestions.texts[ids[0] ?? -1];
      if (texts !== undefined && inState(texts, text)) codes.push(code);
    }
    return codes;
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
  const candidates = new Candidates(indexes, normaliseLimit(limit));
  if (!shouldSuggest(text)) return candidates.list.places();

  const comma = text.lastIndexOf(",");
  if (comma >= 0) {
    // "austin, t": the city, in states whose code or name starts with the rest (any state if none).
    const city = searchText(text.slice(0, text.indexOf(",")));
    const state = searchText(text.slice(comma + 1));
    const codes = state === "" ? undefined : statesStartingWith(state).map((match) => match.code);
    const byCity: Match = (texts) => cityTier(texts, city);
    if (city === "") {
      // ", tx": every place of the state has the text in its "name, code".
      for (const code of codes ?? []) candidates.ofState(code, CONTAINS, () => CONTAINS);
    } else if (codes === undefined) {
      candidates.inLabels(city, byCity);
    } else {
      for (const code of codes) candidates.ofState(code, STARTS_WITH, byCity);
    }
    return candidates.list.places();
  }

  const query = searchText(text);
  if (query.length < 2) return candidates.list.places();
  const byText: Match = (texts) => suggestionTier(texts, query);
  candidates.inLabels(query, byText);
  // Every STARTS_WITH match has the text in its name, so the search above found it already.
  for (const code of candidates.statesContaining(query)) candidates.ofState(code, CONTAINS, byText);
  for (const reading of cityStateReadings(text)) {
    const city = searchText(reading.city);
    candidates.ofState(reading.state.code, STARTS_WITH, (texts) => cityTier(texts, city));
  }
  return candidates.list.places();
}
