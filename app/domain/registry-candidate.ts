import { MONTH_NAMES } from "./months.ts";
/**
 * Rules for turning rows of the CMS NPPES registry into import candidates (npm run registry:candidates,
 * docs/real-data.md). Pure: the streaming, the files and the database are in app/server/registry/.
 */

/**
 * Columns the candidates file has besides the import fields, for the operator to read before importing.
 * The import ignores columns with exactly these names.
 */
export const CANDIDATE_REVIEW_COLUMNS = [
  "match",
  "matchedTaxonomies",
  "matchedKeyword",
  "registryLastUpdated",
] as const;

export type CandidateReviewColumn = (typeof CANDIDATE_REVIEW_COLUMNS)[number];

// ------------------------------------------------------------------------------------------ keywords

/**
 * The words of a name for keyword matching: accents and apostrophes dropped ("Men’s" → "mens"), lower
 * case, every other run of non-letters and non-digits one space, trimmed.
 */
export function keywordText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export interface KeywordMatcher {
  /** The first keyword (in list order) found in the name as whole words, or undefined. */
  find(name: string): string | undefined;
  readonly keywords: readonly string[];
}

/**
 * Matches whole words only, in the normalised form of keywordText on both sides: "male" matches
 * "Capital Male Clinic" but not "Female Health"; "men's health" matches "MENS HEALTH" and "Men’s Health";
 * "low t" matches "Low-T Center" but not "Low Tide". Keywords that normalise to nothing are ignored.
 */
export function keywordMatcher(keywords: readonly string[]): KeywordMatcher {
  const compiled = keywords
    .map((keyword) => ({ keyword, words: ` ${keywordText(keyword)} ` }))
    .filter((entry) => entry.words.trim() !== "");
  return {
    keywords: compiled.map((entry) => entry.keyword),
    find(name) {
      const words = ` ${keywordText(name)} `;
      return compiled.find((entry) => words.includes(entry.words))?.keyword;
    },
  };
}

// -------------------------------------------------------------------------------------------- taxonomy

/** NUCC taxonomy codes: ten letters and digits, the last an X ("207RE0101X"). */
export const TAXONOMY_CODE = /^[0-9A-Z]{9}X$/;

export type TaxonomyVerdict =
  | { ok: true; codes: string[] }
  | { ok: false; reason: "excluded"; code: string }
  | { ok: false; reason: "not-allowed" };

/**
 * A registry row's taxonomy codes (any of the 15 slots, empty ones skipped, in slot order) against the
 * allow-list: any excluded code rejects the row (a pediatric practice is no TRT clinic, whatever else it
 * lists); otherwise the allowed codes it has, without repeats, or a rejection when it has none.
 */
export function checkTaxonomies(
  codes: readonly string[],
  allowed: ReadonlySet<string>,
  excluded: ReadonlySet<string>,
): TaxonomyVerdict {
  const matched: string[] = [];
  for (const raw of codes) {
    const code = raw.trim().toUpperCase();
    if (code === "") continue;
    if (excluded.has(code)) return { ok: false, reason: "excluded", code };
    if (allowed.has(code) && !matched.includes(code)) matched.push(code);
  }
  return matched.length > 0 ? { ok: true, codes: matched } : { ok: false, reason: "not-allowed" };
}

/** "207RE0101X Endocrinology, Diabetes & Metabolism Physician; 208800000X Urology Physician" */
export function formatTaxonomies(codes: readonly string[], names: ReadonlyMap<string, string>): string {
  return codes.map((code) => (names.has(code) ? `${code} ${names.get(code)}` : code)).join("; ");
}

// ---------------------------------------------------------------------------------------------- dates

/** NPPES dates are MM/DD/YYYY; the ISO date ("2025-01-06"), or undefined when empty or not a real date. */
export function registryDate(text: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, month = "", day = "", year = ""] = match;
  return realDate(year, month, day) ? `${year}-${month}-${day}` : undefined;
}

function realDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

/**
 * An NPI is active unless it has a deactivation date and no reactivation date after it. A deactivation date
 * that cannot be read counts as deactivated (the registry only fills it for deactivated numbers).
 */
export function isActiveRegistration(deactivation: string, reactivation: string): boolean {
  if (deactivation.trim() === "") return true;
  const deactivated = registryDate(deactivation);
  const reactivated = registryDate(reactivation);
  return deactivated !== undefined && reactivated !== undefined && reactivated > deactivated;
}

/**
 * The month of the data in an NPPES file name, from the last date in it: the files are named
 * `<kind>_pfile_<first day>-<last day>.csv` (YYYYMMDD), and the last day is when the data was extracted, so
 * `npidata_pfile_20050523-20250608.csv` (the monthly full file, which starts in 2005) is "June 2025" and the
 * weekly `npidata_pfile_20250106-20250112.csv` is "January 2025". Undefined when the name has no real date.
 */
export function registryFileMonth(fileName: string): string | undefined {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const dates = [...base.matchAll(/(?<!\d)(\d{4})(\d{2})(\d{2})(?!\d)/g)].filter(
    ([, y = "", m = "", d = ""]) => realDate(y, m, d),
  );
  const last = dates.at(-1);
  if (!last) return undefined;
  return `${MONTH_NAMES[Number(last[2]) - 1]} ${last[1]}`;
}

/** The `source` of a candidate: "NPPES January 2025 (NPI 1234567893)", or "NPPES (NPI …)" without a month. */
export function candidateSource(month: string | undefined, npi: string): string {
  return month ? `NPPES ${month} (NPI ${npi})` : `NPPES (NPI ${npi})`;
}

// ------------------------------------------------------------------------------------ ZIP and phone

/** The 5-digit ZIP of "78701", "787011234" (NPPES writes ZIP+4 without a hyphen) or "78701-1234". */
export function zip5(postalCode: string): string | undefined {
  const match = /^(\d{5})(?:-?\d{4})?$/.exec(postalCode.trim());
  return match?.[1];
}

/** Ten digits of a US phone number (a leading 1 dropped), or undefined. */
export function phoneDigits(phone: string | null | undefined): string | undefined {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith("1")) return digits.slice(1);
  return undefined;
}

/** "(512) 555-0142", or "" when the number is not 10 digits. */
export function formatPhone(phone: string): string {
  const digits = phoneDigits(phone);
  // Joined, not a template: one flat string, where a template keeps its pieces (the registry tool keeps
  // hundreds of thousands of phone numbers).
  return digits ? ["(", digits.slice(0, 3), ") ", digits.slice(3, 6), "-", digits.slice(6)].join("") : "";
}
