import { findInsurance, findService } from "./catalog.ts";
import { ANY_INSURANCE, SELF_PAY } from "./insurance.ts";
import { emptyFilters, type SearchFilters } from "./search-params.ts";
import { findState } from "./us-states.ts";

/**
 * What to offer when the filters leave no result (docs/decisions/0046): one relaxation per active filter (each
 * value of a list filter on its own), plus one without any filter when more than one is active. It reads
 * whatever the filter object holds, so a filter added to the panel is offered too: a filter is active when it
 * differs from its value in the empty filters.
 */
export interface FilterRelaxation<F> {
  /** The filter dropped ("insurance", "services:hcg-therapy"), or "all". */
  key: string;
  /** "Without the insurance filter", "Without the HCG Therapy filter" */
  label: string;
  /** The filters with that one dropped. */
  filters: F;
}

export interface ActiveFilter {
  key: string;
  /** How the filter reads in a sentence: "Blue Cross Blue Shield", "4+ stars". */
  name: string;
}

interface FilterWords {
  /** The filter's value in words. */
  name: (value: unknown) => string;
  /** The relaxation's label, when "Without the {name} filter" would not read well. */
  without?: (value: unknown, usual: unknown) => string;
}

function words(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
}

function insurerName(value: unknown): string {
  const text = String(value);
  if (text === ANY_INSURANCE) return "Any insurance";
  if (text === SELF_PAY) return "Self-pay only";
  return findInsurance(text)?.name ?? words(text);
}

const PRICE_LIMIT: FilterWords = {
  name: (value) => (typeof value === "number" ? `up to $${value} a month` : `the ${words(String(value))}`),
  without: () => "Without the price limit",
};

const FILTER_WORDS: Record<string, FilterWords> = {
  distance: {
    name: (value) => `within ${String(value)} miles`,
    without: (_value, usual) => `Within ${String(usual)} miles`,
  },
  services: { name: (value) => findService(String(value))?.name ?? words(String(value)) },
  insurance: { name: insurerName, without: () => "Without the insurance filter" },
  minRating: { name: (value) => `${String(value)}+ stars` },
  telehealth: { name: () => "Telehealth" },
  telemedicine: { name: () => "Telemedicine" },
  onlinePrescriptions: { name: () => "Online prescriptions" },
  // The online clinics' list: its text search and "Licensed in my state".
  q: { name: (value) => `“${String(value)}”`, without: () => "Without the search text" },
  state: {
    name: (value) => `licensed in ${findState(String(value))?.name ?? String(value)}`,
    without: () => "Licensed in any state",
  },
};

/** The words for a filter; any filter about price is a price limit, any other is named by its key. */
function wordsFor(key: string): FilterWords {
  return FILTER_WORDS[key] ?? (/price/i.test(key) ? PRICE_LIMIT : { name: () => words(key) });
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

interface ActivePart<F> {
  key: string;
  name: string;
  label: string;
  without: F;
}

function activeParts<F extends object>(filters: F, empty: F): ActivePart<F>[] {
  const parts: ActivePart<F>[] = [];
  for (const key of Object.keys(filters) as (keyof F & string)[]) {
    const value = filters[key];
    const usual = empty[key];
    if (same(value, usual)) continue;
    const filterWords = wordsFor(key);
    if (Array.isArray(value) && Array.isArray(usual) && usual.length === 0) {
      for (const item of value) {
        const name = filterWords.name(item);
        parts.push({
          key: `${key}:${String(item)}`,
          name,
          label: filterWords.without?.(item, usual) ?? `Without the ${name} filter`,
          without: { ...filters, [key]: value.filter((other) => other !== item) },
        });
      }
      continue;
    }
    const name = filterWords.name(value);
    parts.push({
      key,
      name,
      label: filterWords.without?.(value, usual) ?? `Without the ${name} filter`,
      without: { ...filters, [key]: usual },
    });
  }
  return parts;
}

/** The filters that narrow the search, in the order the filter object holds them. */
export function activeFilters<F extends object>(filters: F, empty: F): ActiveFilter[] {
  return activeParts(filters, empty).map(({ key, name }) => ({ key, name }));
}

/** One relaxation per active filter, then "Without any filters" when more than one is active. */
export function filterRelaxations<F extends object>(filters: F, empty: F): FilterRelaxation<F>[] {
  const relaxations: FilterRelaxation<F>[] = activeParts(filters, empty).map(({ key, label, without }) => ({
    key,
    label,
    filters: without,
  }));
  if (relaxations.length > 1) relaxations.push({ key: "all", label: "Without any filters", filters: empty });
  return relaxations;
}

/** The relaxations of the search page's filters. */
export function searchRelaxations(filters: SearchFilters): FilterRelaxation<SearchFilters>[] {
  return filterRelaxations(filters, emptyFilters());
}

/** The search page's active filters, named. */
export function activeSearchFilters(filters: SearchFilters): ActiveFilter[] {
  return activeFilters(filters, emptyFilters());
}

/** "Blue Cross Blue Shield and 4+ stars"; "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
