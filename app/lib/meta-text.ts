/** What search engines show of a page's <title> and meta description without cutting it themselves. */
export const TITLE_MAX_LENGTH = 60;
export const DESCRIPTION_MIN_LENGTH = 50;
export const DESCRIPTION_MAX_LENGTH = 160;

const ELLIPSIS = "…";
const SITE_NAME_SEPARATOR = " | ";

/** Words a shortened text must not end on: "Testing and" reads as broken. */
const CONNECTIVES = [
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "from",
  "in",
  "near",
  "of",
  "on",
  "or",
  "the",
  "to",
  "vs",
  "with",
];
const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
/** Trailing marks ("Men's Health &") and connectives, lower-case or capitalised (never "IN": that is Indiana). */
const DANGLING_END = new RegExp(
  `(?:\\s*[,:;|/&+(\\-–—]|\\s+(?:${CONNECTIVES.flatMap((word) => [word, capitalised(word)]).join("|")}))+$`,
);

function squeeze(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Drops a trailing "(…" whose closing parenthesis was cut off. */
function withoutOpenParenthesis(text: string): string {
  const open = text.lastIndexOf("(");
  return open > text.lastIndexOf(")") ? text.slice(0, open) : text;
}

function tidyEnd(text: string): string {
  let tidy = text;
  for (let previous = ""; previous !== tidy; ) {
    previous = tidy;
    tidy = withoutOpenParenthesis(tidy).replace(DANGLING_END, "").trimEnd();
  }
  return tidy;
}

/**
 * `text` in at most `max` characters: whole words only, ending on a word that reads as an end, followed by an
 * ellipsis when anything was left out. Only a first word longer than the limit itself is cut inside the word,
 * since nothing shorter is left to show.
 */
export function shortenAtWord(text: string, max: number): string {
  const clean = squeeze(text);
  if (clean.length <= max) return clean;
  const room = max - ELLIPSIS.length;
  let kept = "";
  for (const word of clean.split(" ")) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length > room) break;
    kept = next;
  }
  const tidy = tidyEnd(kept);
  if (tidy) return `${tidy}${ELLIPSIS}`;
  return `${Array.from(clean).slice(0, room).join("")}${ELLIPSIS}`;
}

/**
 * The page's <title> from its title texts, the preferred first: the first text that fits in `max` characters
 * with " | <site name>" appended, or else on its own; when none fits, the last (shortest) text shortened at a
 * word boundary. A text that already names the site gets no suffix.
 */
export function fitTitle(texts: readonly string[], siteName: string, max = TITLE_MAX_LENGTH): string {
  const candidates = texts.map(squeeze).filter(Boolean);
  for (const text of candidates) {
    const branded = text.includes(siteName) ? text : `${text}${SITE_NAME_SEPARATOR}${siteName}`;
    if (branded.length <= max) return branded;
    if (text.length <= max) return text;
  }
  return shortenAtWord(candidates.at(-1) ?? siteName, max);
}

/** Positions just after each sentence's closing mark ("." "!" "?", and a closing quote or bracket after it). */
function sentenceEnds(text: string): number[] {
  return [...text.matchAll(/[.!?]["”’)]?(?=\s|$)/g)].map((match) => match.index + match[0].length);
}

/** Positions of clause breaks (", " "; " ": " " – " " — "), where the text before them reads as a phrase. */
function clauseBreaks(text: string): number[] {
  return [...text.matchAll(/[,;:](?=\s)|\s[–—](?=\s)/g)].map((match) => match.index);
}

/**
 * A meta description of at most `max` characters: the text itself when it fits; else its whole sentences
 * that fit (at least `min` characters of them); else cut at the last clause break that keeps at least half
 * the room; else at a word boundary. A cut inside a sentence ends with an ellipsis.
 */
export function fitDescription(
  text: string,
  max = DESCRIPTION_MAX_LENGTH,
  min = DESCRIPTION_MIN_LENGTH,
): string {
  const clean = squeeze(text);
  if (clean.length <= max) return clean;
  const sentences = sentenceEnds(clean).filter((end) => end <= max && end >= min);
  const sentenceEnd = sentences.at(-1);
  if (sentenceEnd !== undefined) return clean.slice(0, sentenceEnd);
  const room = max - ELLIPSIS.length;
  const clause = clauseBreaks(clean)
    .filter((at) => at <= room && at >= room / 2)
    .at(-1);
  if (clause !== undefined) {
    const kept = tidyEnd(clean.slice(0, clause));
    if (kept.length >= room / 2) return `${kept}${ELLIPSIS}`;
  }
  return shortenAtWord(clean, max);
}

/**
 * A meta description from sentences, the most important first: the first always (alone, shortened by
 * `fitDescription`, when it does not fit), then each further sentence that still fits in `max` characters, in
 * order; one that does not fit is left out.
 */
export function describeInSentences(sentences: readonly string[], max = DESCRIPTION_MAX_LENGTH): string {
  const [first = "", ...rest] = sentences.map(squeeze).filter(Boolean);
  let text = fitDescription(first, max);
  if (text !== first) return text;
  for (const sentence of rest) {
    const next = `${text} ${sentence}`;
    if (next.length <= max) text = next;
  }
  return text;
}
