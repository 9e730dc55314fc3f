/**
 * Which places a location box suggests, and in what order (SPEC: Suggestions).
 *
 * A place matches when the typed text appears anywhere, ignoring case, in its name, its state's name,
 * its state code or "name, code" ("ouston", "exa", "tx" and "on, tx" all find Houston, TX). Places
 * whose name starts with the text come first; the text may run on past the name into its code
 * ("austin, t" starts "Austin, TX"). Within each group the larger population comes first; at most
 * MAX_SUGGESTIONS. Nothing is suggested for fewer than MIN_SUGGESTION_CHARS characters.
 */
import { MAX_SUGGESTIONS, shouldSuggest } from "./suggestions.ts";

export interface SuggestionPlace {
  readonly name: string;
  readonly stateCode: string;
  readonly stateName: string;
  readonly population: number;
}

/**
 * How texts are made comparable: at least lower case. A caller may fold more (accents, punctuation)
 * as long as the typed text and the place's texts are folded alike.
 */
export type TextFold = (text: string) => string;

export const foldCase: TextFold = (text) => text.toLowerCase();

/** A place's texts as typed text is compared with them, folded once (a gazetteer keeps these). */
export interface SuggestionTexts {
  /** The name, and any other spelling of it ("st louis", "saint louis"). */
  readonly names: readonly string[];
  /** "name, code" for each of `names`. */
  readonly labels: readonly string[];
  readonly stateName: string;
  readonly stateCode: string;
}

export function suggestionTexts(
  place: SuggestionPlace,
  fold: TextFold = foldCase,
  spellings: readonly string[] = [place.name],
): SuggestionTexts {
  return {
    names: spellings.map(fold),
    labels: spellings.map((spelling) => fold(`${spelling}, ${place.stateCode}`)),
    stateName: fold(place.stateName),
    stateCode: fold(place.stateCode),
  };
}

/** A name (or "name, code") starts with the text. */
export const STARTS_WITH = 0;
/** The text is elsewhere in the name, the state name, the state code or "name, code". */
export const CONTAINS = 1;
export type SuggestionTier = typeof STARTS_WITH | typeof CONTAINS;

/** How `text` (folded like `texts`) matches a place, or undefined when it does not. */
export function suggestionTier(texts: SuggestionTexts, text: string): SuggestionTier | undefined {
  if (text === "") return undefined;
  if (
    texts.names.some((name) => name.startsWith(text)) ||
    texts.labels.some((label) => label.startsWith(text))
  )
    return STARTS_WITH;
  if (
    texts.names.some((name) => name.includes(text)) ||
    texts.labels.some((label) => label.includes(text)) ||
    inState(texts, text)
  )
    return CONTAINS;
  return undefined;
}

/** The text is in the place's state name or state code (so it matches every place of that state). */
export function inState(texts: SuggestionTexts, text: string): boolean {
  return text !== "" && (texts.stateName.includes(text) || texts.stateCode.includes(text));
}

/** The same rule for a city typed apart from its state ("austin" of "austin, tex"): names only. */
export function cityTier(texts: SuggestionTexts, city: string): SuggestionTier | undefined {
  if (city === "") return undefined;
  if (texts.names.some((name) => name.startsWith(city))) return STARTS_WITH;
  if (texts.names.some((name) => name.includes(city))) return CONTAINS;
  return undefined;
}

export interface RankedPlace<T extends SuggestionPlace = SuggestionPlace> {
  readonly place: T;
  readonly tier: SuggestionTier;
}

function label(place: SuggestionPlace): string {
  return `${place.name}, ${place.stateCode}`;
}

/** Suggestion order: STARTS_WITH first, then larger population, then "name, code" A to Z. */
export function compareRanked(a: RankedPlace, b: RankedPlace): number {
  if (a.tier !== b.tier) return a.tier - b.tier;
  if (a.place.population !== b.place.population) return b.place.population - a.place.population;
  const labelA = label(a.place);
  const labelB = label(b.place);
  return labelA < labelB ? -1 : labelA > labelB ? 1 : 0;
}

/** The best `limit` matches seen so far, in suggestion order; a place seen twice keeps its better tier. */
export class SuggestionList<T extends SuggestionPlace> {
  readonly #limit: number;
  readonly #ranked: RankedPlace<T>[] = [];

  constructor(limit: number = MAX_SUGGESTIONS) {
    this.#limit = Math.max(0, Math.floor(limit));
  }

  /** False when a match of this place and tier would not make the list (nor would any match ordered after it). */
  accepts(place: T, tier: SuggestionTier): boolean {
    const last = this.#ranked[this.#ranked.length - 1];
    return (
      this.#ranked.length < this.#limit || (last !== undefined && compareRanked({ place, tier }, last) < 0)
    );
  }

  add(place: T, tier: SuggestionTier): void {
    const seen = this.#ranked.findIndex((ranked) => ranked.place === place);
    if (seen >= 0) {
      if ((this.#ranked[seen]?.tier ?? CONTAINS) <= tier) return;
      this.#ranked.splice(seen, 1);
    }
    if (!this.accepts(place, tier)) return;
    const entry = { place, tier };
    let at = this.#ranked.length;
    while (at > 0 && compareRanked(entry, this.#ranked[at - 1] as RankedPlace<T>) < 0) at--;
    this.#ranked.splice(at, 0, entry);
    if (this.#ranked.length > this.#limit) this.#ranked.pop();
  }

  places(): T[] {
    return this.#ranked.map((ranked) => ranked.place);
  }
}

/** The suggestions for `text` among `places`: the whole rule, for a list small enough to scan. */
export function rankSuggestions<T extends SuggestionPlace>(
  places: Iterable<T>,
  text: string,
  limit: number = MAX_SUGGESTIONS,
  fold: TextFold = foldCase,
): T[] {
  const list = new SuggestionList<T>(limit);
  if (!shouldSuggest(text)) return list.places();
  const query = fold(text.trim());
  for (const place of places) {
    const tier = suggestionTier(suggestionTexts(place, fold), query);
    if (tier !== undefined) list.add(place, tier);
  }
  return list.places();
}
