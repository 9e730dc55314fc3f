export interface UsState {
  code: string;
  name: string;
  /** URL form: lower case, words joined by hyphens ("new-york"). */
  slug: string;
}

const NAMES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

/** The 50 states, alphabetical by name. */
export const US_STATES: readonly UsState[] = Object.entries(NAMES)
  .map(([code, name]) => ({ code, name, slug: name.toLowerCase().replaceAll(" ", "-") }))
  // Plain comparison: the names are ASCII, and localeCompare's first call loads the browser's collation data.
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

const BY_CODE = new Map(US_STATES.map((state) => [state.code, state]));
const ORDER = new Map(US_STATES.map((state, index) => [state.code, index]));

/** Sorts states alphabetically by name (the order of US_STATES), without loading collation data. */
export function byStateName(a: UsState, b: UsState): number {
  return (ORDER.get(a.code) ?? 0) - (ORDER.get(b.code) ?? 0);
}
const BY_NAME = new Map(US_STATES.map((state) => [state.name.toLowerCase(), state]));
const BY_SLUG = new Map(US_STATES.map((state) => [state.slug, state]));

export function stateByCode(code: string): UsState | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

export function stateBySlug(slug: string): UsState | undefined {
  return BY_SLUG.get(slug.trim().toLowerCase());
}

/** A state from its two-letter code or its full name, in any case. */
export function findState(text: string): UsState | undefined {
  const trimmed = text.trim().replace(/\s+/g, " ");
  return trimmed.length === 2 ? stateByCode(trimmed) : BY_NAME.get(trimmed.toLowerCase());
}

export function isStateCode(code: string): boolean {
  return BY_CODE.has(code);
}
