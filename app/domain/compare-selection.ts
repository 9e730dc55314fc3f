/**
 * A clinic slug: lower-case words joined by hyphens (clinic-input.ts's SLUG_PATTERN, which a unit test keeps
 * equal). Not imported from there: this module is in every list page's bundle, and clinic-input.ts brings zod.
 */
export const COMPARE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** At most this many clinics side by side: a phone shows 3 columns, and a printed page holds them. */
export const MAX_COMPARED = 3;

/** The compare page's address parameter: `/compare?c=slug,slug,slug`. */
export const COMPARE_PARAM = "c";

const MAX_SLUG_LENGTH = 120;

/** Most addresses read from one link: a shared link with a few unknown clinics still finds 3 that exist. */
export const MAX_ASKED = 10;

/** What a `c` parameter asks for: the clinics to look up, and what was left out and why. */
export interface CompareSelection {
  /** Valid slugs, first mention kept, in the visitor's order, at most MAX_ASKED. */
  slugs: string[];
  /** Entries that are not clinic addresses (as written, trimmed). */
  invalid: string[];
  /** Valid slugs beyond the first MAX_ASKED: never looked up. */
  overLimit: string[];
}

/**
 * Reads the `c` parameter (or several of them): comma-separated clinic slugs. Case and spaces are forgiven,
 * duplicates collapse, entries that cannot be slugs are named in `invalid`. Which of the slugs are shown is
 * decided once they are looked up (chooseCompared): an unknown one does not take a place.
 */
export function parseCompareSelection(values: readonly string[]): CompareSelection {
  const slugs: string[] = [];
  const invalid: string[] = [];
  const overLimit: string[] = [];
  const entries = values.flatMap((value) => value.split(","));
  for (const entry of entries) {
    const trimmed = entry.trim();
    if (trimmed === "") continue;
    const slug = trimmed.toLowerCase();
    if (slug.length > MAX_SLUG_LENGTH || !COMPARE_SLUG_PATTERN.test(slug)) {
      const shown = trimmed.slice(0, MAX_SLUG_LENGTH);
      if (!invalid.includes(shown)) invalid.push(shown);
      continue;
    }
    if (slugs.includes(slug) || overLimit.includes(slug)) continue;
    if (slugs.length < MAX_ASKED) slugs.push(slug);
    else overLimit.push(slug);
  }
  return { slugs, invalid, overLimit };
}

/**
 * The clinics a page shows from the looked-up slugs (null: no such clinic), in order: the first MAX_COMPARED
 * that exist. The others are named: unknown, or over the limit (with those never looked up).
 */
export function chooseCompared<T>(
  selection: CompareSelection,
  found: readonly (T | null)[],
): { shown: T[]; unknown: string[]; overLimit: string[] } {
  const shown: T[] = [];
  const unknown: string[] = [];
  const overLimit: string[] = [];
  selection.slugs.forEach((slug, index) => {
    const item = found[index] ?? null;
    if (item === null) unknown.push(slug);
    else if (shown.length < MAX_COMPARED) shown.push(item);
    else overLimit.push(slug);
  });
  return { shown, unknown, overLimit: [...overLimit, ...selection.overLimit] };
}

/** The compare page for these clinics; commas are kept readable in the shared address. */
export function compareHref(slugs: readonly string[], extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(extra);
  const rest = query.toString();
  const chosen = slugs.length > 0 ? `${COMPARE_PARAM}=${slugs.map(encodeURIComponent).join(",")}` : "";
  const parts = [chosen, rest].filter((part) => part !== "");
  return parts.length > 0 ? `/compare?${parts.join("&")}` : "/compare";
}

/** The result of asking to add or remove a clinic from a selection. */
export type ToggleResult = { kind: "added" | "removed"; slugs: string[] } | { kind: "full"; slugs: string[] };

/** Adds the clinic, or removes it if it is already chosen; a fourth clinic is refused, never swapped in. */
export function toggleCompared(slugs: readonly string[], slug: string): ToggleResult {
  if (slugs.includes(slug)) return { kind: "removed", slugs: slugs.filter((chosen) => chosen !== slug) };
  if (slugs.length >= MAX_COMPARED) return { kind: "full", slugs: [...slugs] };
  return { kind: "added", slugs: [...slugs, slug] };
}

/** A stored selection read back (sessionStorage): anything unexpected reads as no selection. */
export function readStoredSelection(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    const strings = value.filter((entry): entry is string => typeof entry === "string");
    return parseCompareSelection([strings.join(",")]).slugs;
  } catch {
    return [];
  }
}

const COORDINATE = /^-?\d{1,3}(?:\.\d{1,8})?$/;
const MAX_LOCATION_LENGTH = 200;

/**
 * The visitor's location in a page's query (`location`, or `lat` and `lng`), to carry to the compare page so
 * that it can show distances from the same place; empty when there is none.
 */
export function carriedLocation(params: URLSearchParams): Record<string, string> {
  const location = (params.get("location") ?? "").trim();
  if (location && location.length <= MAX_LOCATION_LENGTH) return { location };
  const lat = (params.get("lat") ?? "").trim();
  const lng = (params.get("lng") ?? "").trim();
  if (
    COORDINATE.test(lat) &&
    COORDINATE.test(lng) &&
    Math.abs(Number(lat)) <= 90 &&
    Math.abs(Number(lng)) <= 180
  ) {
    return { lat, lng };
  }
  return {};
}
