/** Reading a location search text: a ZIP code, a trailing country, "City, ST" / "City State". */
import type { UsState } from "../../domain/us-states.ts";
import { searchText } from "./normalize.server.ts";
import { stateFromText } from "./states.server.ts";

const ZIP = /^(\d{5})(?:-?\d{4})?$/;
const TRAILING_ZIP = /^(.*?)[\s,]+(\d{5})(?:-\d{4})?$/;
const COUNTRY_SUFFIX = /(?:\s*,\s*|\s+)(?:u\.?\s?s\.?(?:\s?a\.?)?|united states(?: of america)?)$/i;

/** The five-digit ZIP of "78701", "78701-1234" or "787011234", else undefined. */
export function zipOf(text: string): string | undefined {
  return ZIP.exec(text.trim())?.[1];
}

/** "Austin, TX 78701" -> { rest: "Austin, TX", zip: "78701" }; undefined without a trailing ZIP. */
export function splitTrailingZip(text: string): { rest: string; zip: string } | undefined {
  const match = TRAILING_ZIP.exec(text);
  if (match === null) return undefined;
  return { rest: (match[1] ?? "").replace(/[\s,]+$/, ""), zip: match[2] ?? "" };
}

/** "Austin, TX, USA" -> "Austin, TX". */
export function stripCountry(text: string): string {
  const stripped = text.replace(COUNTRY_SUFFIX, "").trim();
  return stripped === "" ? text : stripped;
}

export interface CityStateReading {
  /** The city part as typed (not normalised). */
  readonly city: string;
  readonly state: UsState;
}

/**
 * Ways to read `text` as a city followed by a state, longest state name first:
 * "Austin, TX", "austin, texas", "Austin TX", "Charleston West Virginia" (WV, then VA).
 * With a comma, what follows the last comma must be a state and the city is what precedes the first one.
 */
export function cityStateReadings(text: string): CityStateReading[] {
  const lastComma = text.lastIndexOf(",");
  if (lastComma >= 0) {
    const state = stateFromText(text.slice(lastComma + 1));
    const city = text.slice(0, text.indexOf(",")).trim();
    return state !== undefined && searchText(city) !== "" ? [{ city, state }] : [];
  }
  const words = text.split(" ").filter((word) => word !== "");
  const readings: CityStateReading[] = [];
  for (let stateWords = Math.min(2, words.length - 1); stateWords >= 1; stateWords--) {
    const state = stateFromText(words.slice(-stateWords).join(" "));
    const city = words.slice(0, -stateWords).join(" ");
    if (state !== undefined && searchText(city) !== "") readings.push({ city, state });
  }
  return readings;
}
