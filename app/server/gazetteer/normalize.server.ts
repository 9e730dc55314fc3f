/**
 * Text normalisation for matching place names: case, accents, punctuation and the usual
 * abbreviations ("St." / "Saint", "Ft." / "Fort", "Mt." / "Mount") do not matter.
 */

/** Longest user text we look at; anything longer is cut (it cannot be a place name anyway). */
export const MAX_INPUT_LENGTH = 200;

const COMBINING_MARKS = /\p{M}+/gu;
/** Apostrophes and the Hawaiian ʻokina vanish: "O'Fallon" -> "ofallon", "Kapa‘a" -> "kapaa". */
const APOSTROPHES = /['‘’`´ʻʼ]/g;
const NOT_ALPHANUMERIC = /[^a-z0-9]+/g;
const AMPERSAND = /&/g;
/** Anything but printable ASCII: the text may have accents to fold. */
const NON_ASCII = /[^\u0020-\u007e]/;

const ABBREVIATE: Readonly<Record<string, string>> = { saint: "st", sainte: "ste", fort: "ft", mount: "mt" };
const EXPAND: Readonly<Record<string, string>> = { st: "saint", ste: "sainte", ft: "fort", mt: "mount" };
/** Quick test for any word either table maps. */
const MAPPED_WORD = /\b(?:saint|sainte|fort|mount|st|ste|ft|mt)\b/;

/** Trimmed, whitespace collapsed to single spaces, at most MAX_INPUT_LENGTH characters. */
export function cleanInput(text: unknown): string {
  if (typeof text !== "string") return "";
  return text
    .slice(0, MAX_INPUT_LENGTH * 4)
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_INPUT_LENGTH)
    .trim();
}

/** Lower case, accents folded, apostrophes dropped, any other punctuation (hyphens, dots, commas)
 * turned into single spaces: "Coeur d'Alene" -> "coeur dalene", "salt-lake-city" -> "salt lake city". */
export function searchText(text: string): string {
  const folded = !NON_ASCII.test(text) ? text : text.normalize("NFKD").replace(COMBINING_MARKS, "");
  return folded
    .toLowerCase()
    .replace(APOSTROPHES, "")
    .replace(AMPERSAND, " and ")
    .replace(NOT_ALPHANUMERIC, " ")
    .trim();
}

function mapWords(text: string, table: Readonly<Record<string, string>>): string {
  if (!MAPPED_WORD.test(text)) return text;
  return text
    .split(" ")
    .map((word) => table[word] ?? word)
    .join(" ");
}

/** The key for exact comparisons: searchText with abbreviations ("saint louis" and "st. louis" -> "st louis"). */
export function placeKey(text: string): string {
  return mapWords(searchText(text), ABBREVIATE);
}

/** The forms of a name a user may start typing: as written, abbreviated and spelt out. */
export function nameVariants(name: string): string[] {
  const plain = searchText(name);
  return [...new Set([plain, mapWords(plain, ABBREVIATE), mapWords(plain, EXPAND)])];
}
