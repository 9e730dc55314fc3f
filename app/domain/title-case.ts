/**
 * Title case for names, street addresses and cities that a registry writes in capitals (the NPPES file
 * does: "SUMMIT MEN'S HEALTH, PLLC", "2100 N 1ST ST STE 4B", "MCALLEN").
 *
 * - Text that already has a lower-case letter was typed by someone who cared: it is returned unchanged.
 * - Every word starts with a capital: "SUMMIT" → "Summit", "WINSTON-SALEM" → "Winston-Salem".
 * - Abbreviations that are read letter by letter stay in capitals (KEEP_UPPER: LLC, PLLC, PA, MD, NW, PO,
 *   TRT, roman numerals…); single letters are capitals anyway, so dotted initials stay too ("P.O.").
 * - Ordinals are lower case after the number ("1ST" → "1st"); other words with digits keep their letters in
 *   capitals ("4B", "B12", "I-35").
 * - Mc names: "MCALLEN" → "McAllen"; one-letter prefixes with an apostrophe: "O'NEIL" → "O'Neil" (but
 *   "MEN'S" → "Men's").
 * - Small words (of, and, the, for, at, in, on) are lower case after a space unless they come first:
 *   "CENTER FOR MEN'S HEALTH" → "Center for Men's Health".
 */

import { LEGAL_FORM_ABBREVIATIONS } from "./legal-forms.ts";

/** Words kept in capitals wherever they appear. */
export const KEEP_UPPER: ReadonlySet<string> = new Set([
  // legal forms and credentials
  ...LEGAL_FORM_ABBREVIATIONS,
  "dba",
  "md",
  "dds",
  "dmd",
  "np",
  "aprn",
  "fnp",
  "rn",
  // medicine
  "trt",
  "hrt",
  "bhrt",
  "ob",
  "gyn",
  "ent",
  "er",
  "iv",
  "mri",
  "hiv",
  "usa",
  "us",
  // streets: diagonal directions, PO boxes, Farm-to-Market, state, county and rural routes
  "ne",
  "nw",
  "se",
  "sw",
  "po",
  "fm",
  "sr",
  "cr",
  "rr",
  // roman numerals
  "ii",
  "iii",
  "vi",
  "vii",
  "viii",
  "ix",
  "xi",
  "xii",
]);

/** Lower case after a space, unless first. */
const SMALL_WORDS: ReadonlySet<string> = new Set(["of", "and", "the", "for", "at", "in", "on"]);

const ORDINAL = /^\d+(st|nd|rd|th)$/;
const HAS_DIGIT = /\d/;
const MC_NAME = /^mc[a-z]{2,}$/;
const LETTER_APOSTROPHE = /^([a-z])(['’])([a-z]{2,})$/;
const TOKENS = /[A-Za-z0-9'’]+|[^A-Za-z0-9'’]+/g;

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function titleWord(word: string, first: boolean, previous: string): string {
  const lower = word.toLowerCase();
  if (ORDINAL.test(lower)) return lower;
  if (HAS_DIGIT.test(lower)) return word.toUpperCase();
  if (KEEP_UPPER.has(lower)) return word.toUpperCase();
  if (!first && previous === " " && SMALL_WORDS.has(lower)) return lower;
  if (MC_NAME.test(lower)) return `Mc${capitalize(lower.slice(2))}`;
  const apostrophe = LETTER_APOSTROPHE.exec(lower);
  if (apostrophe)
    return `${(apostrophe[1] ?? "").toUpperCase()}${apostrophe[2]}${capitalize(apostrophe[3] ?? "")}`;
  return capitalize(lower);
}

/** See the module comment. Runs of spaces become one space; the text is trimmed. */
export function titleCase(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (/[a-z]/.test(trimmed)) return trimmed;
  let first = true;
  let previous = "";
  // Joined rather than added up: a joined string is one flat string, where `+=` keeps a tree of its pieces,
  // and the registry tool keeps hundreds of thousands of these.
  const words: string[] = [];
  for (const token of trimmed.match(TOKENS) ?? []) {
    if (/^[A-Za-z0-9'’]/.test(token)) {
      words.push(titleWord(token, first, previous));
      first = false;
    } else {
      words.push(token);
    }
    previous = token.at(-1) ?? "";
  }
  return words.join("");
}
