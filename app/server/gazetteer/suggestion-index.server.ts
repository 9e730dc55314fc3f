/**
 * What suggestions search: each place's texts in searchText form (see app/domain/suggestion-ranking.ts);
 * all places' "name, code" texts A to Z, for those starting with the typed text; and the same texts in
 * one string in place order, so one indexOf pass finds those containing it (well under a millisecond
 * for ~16,000 places, where testing each place in turn takes a few).
 */
import {
  type SuggestionPlace,
  type SuggestionTexts,
  suggestionTexts,
} from "../../domain/suggestion-ranking.ts";
import { nameVariants, searchText } from "./normalize.server.ts";

/** Starts each text in the haystack; searchText never yields it, so no match spans two texts. */
const START = "\n";

export interface SuggestionIndex {
  /** texts[id]: the texts of place id. */
  readonly texts: readonly SuggestionTexts[];
  /** Every place's labels in place order, each preceded by START. A name begins its label
   * (searchText turns "name, code" into "name code"), so labels hold every match in a name too. */
  readonly haystack: string;
  /** starts[id]: where place id's labels begin in haystack; starts[places] is haystack's length. */
  readonly starts: Int32Array;
  /** Every label, A to Z, for finding those that start with a text; sortedIds[i] is sortedLabels[i]'s place. */
  readonly sortedLabels: readonly string[];
  readonly sortedIds: Int32Array;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `places` in id order. */
export function buildSuggestionIndex(places: readonly SuggestionPlace[]): SuggestionIndex {
  const texts = places.map((place) => suggestionTexts(place, searchText, nameVariants(place.name)));
  const starts = new Int32Array(places.length + 1);
  const parts: string[] = [];
  const labels: { label: string; id: number }[] = [];
  let length = 0;
  texts.forEach((text, id) => {
    starts[id] = length;
    for (const label of new Set(text.labels)) {
      parts.push(START, label);
      length += START.length + label.length;
      labels.push({ label, id });
    }
  });
  starts[places.length] = length;
  labels.sort((a, b) => compare(a.label, b.label) || a.id - b.id);
  return {
    texts,
    haystack: parts.join(""),
    starts,
    sortedLabels: labels.map((entry) => entry.label),
    sortedIds: Int32Array.from(labels, (entry) => entry.id),
  };
}

/** The place whose labels hold haystack position `at`. */
function placeAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((starts[middle] ?? 0) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

function lowerBound(keys: readonly string[], text: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? "") < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Calls `visit(id)` once for each place, most populous first (id order), one of whose labels (and so
 * names) starts with `text` (searchText form); stops when `visit` returns false.
 */
export function forEachLabelStart(
  index: SuggestionIndex,
  text: string,
  visit: (id: number) => boolean,
): void {
  if (text === "") return;
  const { sortedLabels, sortedIds } = index;
  const first = lowerBound(sortedLabels, text);
  let end = first;
  while (end < sortedLabels.length && (sortedLabels[end] ?? "").startsWith(text)) end++;
  const ids = sortedIds.slice(first, end).sort();
  for (let at = 0; at < ids.length; at++) {
    const id = ids[at] ?? 0;
    if (at > 0 && ids[at - 1] === id) continue;
    if (!visit(id)) return;
  }
}

/**
 * Calls `visit(id)` once for each place, most populous first (id order), one of whose labels contains
 * `text` (searchText form); stops when `visit` returns false.
 */
export function forEachLabelMatch(
  index: SuggestionIndex,
  text: string,
  visit: (id: number) => boolean,
): void {
  if (text === "" || text.includes(START)) return;
  const { haystack, starts } = index;
  let at = haystack.indexOf(text);
  while (at >= 0) {
    const id = placeAt(starts, at);
    if (!visit(id)) return;
    at = haystack.indexOf(text, starts[id + 1] ?? haystack.length);
  }
}
