/** Builds a Gazetteer from data/gazetteer/*.json (read once per directory) or from rows in memory. */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { findCityInState } from "./cities.server.ts";
import { buildIndexes, type GazetteerIndexes, zipRecord } from "./indexes.server.ts";
import { nearestPlace } from "./nearest.server.ts";
import { zipOf } from "./query.server.ts";
import { resolveLocation } from "./resolve.server.ts";
import { checkPlaceRows, checkZipRows, GazetteerDataError } from "./rows.server.ts";
import { stateFromText } from "./states.server.ts";
import { DEFAULT_SUGGESTIONS, suggestLocations } from "./suggest.server.ts";
import type { Gazetteer, LocationSuggestion, PlaceRow, ZipRow } from "./types.server.ts";

export const ZIPS_FILE = "zips.json";
export const PLACES_FILE = "places.json";

function statePlaces(indexes: GazetteerIndexes, state: string, limit: number): LocationSuggestion[] {
  const code = typeof state === "string" ? stateFromText(state)?.code : undefined;
  if (code === undefined || typeof limit !== "number" || !(limit > 0)) return [];
  const ids = indexes.placesByState.get(code) ?? [];
  return ids.slice(0, Math.min(Math.floor(limit), ids.length)).flatMap((id) => indexes.places[id] ?? []);
}

function gazetteerFromIndexes(indexes: GazetteerIndexes): Gazetteer {
  return Object.freeze({
    resolveLocation: (text: string) => resolveLocation(indexes, text),
    suggestLocations: (text: string, limit: number = DEFAULT_SUGGESTIONS) =>
      suggestLocations(indexes, text, limit),
    nearestPlace: (latitude: number, longitude: number) => nearestPlace(indexes, latitude, longitude),
    zip: (zip: string) => {
      const code = typeof zip === "string" ? zipOf(zip) : undefined;
      return code === undefined ? undefined : zipRecord(indexes, code);
    },
    cityCenter: (city: string, stateCode: string) => {
      if (typeof city !== "string" || typeof stateCode !== "string") return undefined;
      const state = stateFromText(stateCode);
      return state === undefined ? undefined : findCityInState(indexes, city, state.code);
    },
    statePlaces: (stateCode: string, limit: number) => statePlaces(indexes, stateCode, limit),
    counts: Object.freeze({ zips: indexes.zips.count, places: indexes.places.length }),
  });
}

/**
 * A gazetteer from rows in memory (tests, tools). Rows are checked: malformed data or a state code
 * outside the 50 states throws a GazetteerDataError.
 */
export function gazetteerFromData(zips: readonly ZipRow[], places: readonly PlaceRow[]): Gazetteer {
  return gazetteerFromIndexes(buildIndexes(checkZipRows(zips), checkPlaceRows(places)));
}

function readRows(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new GazetteerDataError(
      `cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

const loaded = new Map<string, Gazetteer>();

/**
 * The gazetteer in `dir` (zips.json and places.json, see data/gazetteer/README.md), read
 * synchronously the first time and cached per directory afterwards.
 */
export function loadGazetteer(dir: string): Gazetteer {
  const directory = resolve(dir);
  const cached = loaded.get(directory);
  if (cached !== undefined) return cached;
  const zipsPath = join(directory, ZIPS_FILE);
  const placesPath = join(directory, PLACES_FILE);
  const gazetteer = gazetteerFromIndexes(
    buildIndexes(
      checkZipRows(readRows(zipsPath), zipsPath),
      checkPlaceRows(readRows(placesPath), placesPath),
    ),
  );
  loaded.set(directory, gazetteer);
  return gazetteer;
}
