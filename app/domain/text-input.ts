/** Control characters (C0 and DEL): never part of a name, a place or a search. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const CONTROL_CHARACTERS_ALL = /[\u0000-\u001f\u007f]/g;

/** Longest search text read from a URL or an API parameter. */
export const MAX_SEARCH_TEXT_LENGTH = 200;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** Trimmed, spaces collapsed, control characters removed, at most MAX_SEARCH_TEXT_LENGTH characters. */
export function cleanText(value: string | null | undefined): string {
  if (!value) return "";
  return Array.from(value.replace(CONTROL_CHARACTERS_ALL, " ").replace(/\s+/g, " ").trim())
    .slice(0, MAX_SEARCH_TEXT_LENGTH)
    .join("")
    .trim();
}
