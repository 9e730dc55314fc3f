/**
 * The name a person would write for an organisation, from a registry name that is often all capitals:
 * "AGELESS MEN'S HEALTH VA LLC" → "Ageless Men's Health VA", "TRTMD HEALTH CLINIC PLLC" → "TRTMD Health Clinic",
 * "ACME HOLDINGS LLC DBA PEAK MEN'S CLINIC" → "Peak Men's Clinic". The legal name stays with the caller; this is
 * only the shown name.
 *
 * - A doing-business-as part ("DBA", "D/B/A", "D.B.A.") wins over the legal name before it.
 * - Legal forms at the end are dropped, repeatedly: LLC, PLLC, PA, PC, Inc., Corp., Corporation, LLP, LP, Ltd,
 *   Co., APC, PS, S.C., ", a Medical Corporation"… A two-letter form that is also a state (PA, CO) stays after
 *   "of", "in", "at" or "for" ("Men's Health of PA"), and nothing is dropped that would leave no name.
 * - Capitals are titleCase's (title-case.ts), then: state codes stay capitals ("VA"; IN, OR, ME, OK, LA and
 *   the other codes that are also words only at the end of the name), words without a vowel are initialisms
 *   ("SRS", "TRTMD", "HCG") except the abbreviations read as words (Dr, St, Mt, Ft, Jr, Sr, Mr, Rx), a DO
 *   after a comma is the credential, and "MEN S" is "Men's".
 * - Text that already has lower-case letters keeps its case; only the DBA and legal-form rules apply.
 * - `knownNames` (brand names) are written as their owners write them ("SynergenX" for SYNERGENX).
 */

import { titleCase } from "./title-case.ts";
import { isStateCode } from "./us-states.ts";

export interface DisplayNameOptions {
  /** Names to write with their own capitals when found as whole words (brands). */
  knownNames?: readonly string[];
}

const DBA = /(?:^|[\s,(])(?:d\s*\/\s*b\s*\/\s*a|d\.\s*b\.\s*a\.?|dba)(?=$|[\s:.,)])[\s:.,]*/i;

/** Legal forms at the end of a name; `state` ones are also state codes. */
const LEGAL_FORMS: readonly { pattern: string; state?: boolean }[] = [
  { pattern: String.raw`a\s+(?:professional\s+)?(?:medical\s+)?(?:nursing\s+)?corporation` },
  { pattern: String.raw`a\s+prof(?:essional|\.)?\s+(?:med(?:ical|\.)?\s+)?corp(?:oration|\.)?` },
  {
    pattern: String.raw`(?:a\s+)?professional\s+(?:limited\s+liability\s+)?(?:corporation|association|company)`,
  },
  { pattern: String.raw`(?:a\s+)?limited\s+liability\s+(?:company|partnership)` },
  { pattern: String.raw`p\.?l\.?l\.?c\.?` },
  { pattern: String.raw`l\.?l\.?c\.?` },
  { pattern: String.raw`l\.?l\.?p\.?` },
  { pattern: String.raw`p\.?l\.?c\.?` },
  { pattern: String.raw`a\.?p\.?m\.?c\.?` },
  { pattern: String.raw`a\.?p\.?c\.?` },
  { pattern: String.raw`p\.?s\.?c\.?` },
  { pattern: String.raw`inc(?:orporated|\.)?` },
  { pattern: String.raw`corp(?:oration|\.)?` },
  { pattern: String.raw`ltd\.?` },
  { pattern: String.raw`l\.?p\.?` },
  { pattern: String.raw`l\.c\.|lc` },
  { pattern: String.raw`p\.c\.|pc` },
  { pattern: String.raw`p\.s\.|ps` },
  { pattern: String.raw`s\.\s?c\.|s\s+c` },
  { pattern: String.raw`p\.a\.|pa`, state: true },
  { pattern: String.raw`co\.|co`, state: true },
];

const SUFFIXES = LEGAL_FORMS.map((form) => ({
  ...form,
  regex: new RegExp(String.raw`(^|[\s,]+)(?:${form.pattern})[\s.,]*$`, "i"),
}));

/** A place name follows these: "Men's Clinic of PA" keeps its PA. */
const PLACE_WORDS: ReadonlySet<string> = new Set(["of", "in", "at", "for", "de", "del"]);
/** "Smith & Co." is a name, not a company form. */
const NAME_JOINS: ReadonlySet<string> = new Set(["&", "and"]);

function stripLegalForms(name: string): string {
  let text = name;
  for (let changed = true; changed; ) {
    changed = false;
    for (const suffix of SUFFIXES) {
      const found = suffix.regex.exec(text);
      if (!found) continue;
      const kept = text.slice(0, found.index).replace(/[\s,;:\-–/]+$/, "");
      const lastWord = (/(\S+)$/.exec(kept)?.[1] ?? "").toLowerCase();
      if (kept === "" || kept.toLowerCase() === "the" || NAME_JOINS.has(lastWord)) continue;
      if (suffix.state && PLACE_WORDS.has(lastWord)) continue;
      text = kept;
      changed = true;
      break;
    }
  }
  return text;
}

/** The trade name when the text says "… DBA …", else the text; parentheses around it dropped. */
function tradeName(text: string): string {
  const found = DBA.exec(text);
  if (!found) return text;
  const clean = (part: string) => part.replace(/^[\s(,:]+|[\s),:]+$/g, "");
  const after = clean(text.slice(found.index + found[0].length));
  const before = clean(text.slice(0, found.index));
  return after !== "" ? after : before;
}

/** Abbreviations that read as words: "Dr", "St", not initialisms. */
const WORD_ABBREVIATIONS: ReadonlySet<string> = new Set([
  "dr",
  "drs",
  "st",
  "sts",
  "mt",
  "ft",
  "jr",
  "sr",
  "mr",
  "mrs",
  "rx",
  "ctr",
  "ctrs",
  "hlth",
  "mgmt",
  "svc",
  "svcs",
  "grp",
  "natl",
  "intl",
  "dept",
  "bldg",
  "hwy",
  "pkwy",
  "blvd",
]);

/** State codes that are also words or names: capitals only as the last word of the name. */
const WORD_LIKE_STATES: ReadonlySet<string> = new Set([
  "IN",
  "OR",
  "ME",
  "HI",
  "OH",
  "OK",
  "DE",
  "CO",
  "AL",
  "ID",
  "LA",
  "MA",
]);

const WORD = /^[A-Za-z0-9'’]/;
const TOKENS = /[A-Za-z0-9'’]+|[^A-Za-z0-9'’]+/g;

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function fixCapitals(upper: string): string {
  const titled = titleCase(upper.replace(/\b(MEN|WOMEN|CHILDREN)\s+S\b/g, "$1'S"));
  const tokens = titled.match(TOKENS) ?? [];
  const lastWord = tokens.findLastIndex((token) => WORD.test(token));
  return tokens
    .map((token, index) => {
      if (!WORD.test(token)) return token;
      const upperToken = token.toUpperCase();
      const lower = token.toLowerCase();
      if (WORD_ABBREVIATIONS.has(lower)) return capitalized(token);
      const afterJoin = /&\s*$/.test(tokens[index - 1] ?? "") || /^and$/i.test(tokens[index - 2] ?? "");
      if (lower === "co" && afterJoin) return "Co";
      if (isStateCode(upperToken) && (!WORD_LIKE_STATES.has(upperToken) || index === lastWord))
        return upperToken;
      if (lower === "do" && (index === lastWord || /,\s*$/.test(tokens[index - 1] ?? ""))) return "DO";
      if (/^[a-z]{2,}$/.test(lower) && !/[aeiouy]/.test(lower)) return upperToken;
      return token;
    })
    .join("");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** See the module comment. */
export function displayName(registryName: string, options: DisplayNameOptions = {}): string {
  const text = registryName.trim().replace(/\s+/g, " ");
  if (text === "") return "";
  const name = stripLegalForms(tradeName(text)).replace(/[\s,;:\-–/&]+$/, "");
  if (/[a-z]/.test(name)) return name;
  let shown = fixCapitals(name);
  for (const known of options.knownNames ?? []) {
    if (known.trim() === "") continue;
    shown = shown.replace(new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(known)}(?![A-Za-z0-9])`, "gi"), known);
  }
  return shown;
}
