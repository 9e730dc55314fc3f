/** A place offered while typing, as /api/locations/suggest returns it. */
export interface Suggestion {
  name: string;
  stateCode: string;
  stateName: string;
  /** "Austin, TX" */
  label: string;
}

export const MIN_SUGGESTION_CHARS = 2;
export const MAX_SUGGESTIONS = 8;
/** Pause in typing before suggestions are requested. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** Suggestions are offered from two characters (spaces do not count). */
export function shouldSuggest(text: string): boolean {
  return text.replace(/\s+/g, "").length >= MIN_SUGGESTION_CHARS;
}

export function suggestionsUrl(text: string): string {
  return `/api/locations/suggest?q=${encodeURIComponent(text.trim().slice(0, 100))}`;
}
