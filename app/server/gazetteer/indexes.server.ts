/** The in-memory indexes every lookup uses, built once from the gazetteer rows. */
import KDBush from "kdbush";
import { placeKey } from "./normalize.server.ts";
import { stateForCode } from "./states.server.ts";
import { buildSuggestionIndex, type SuggestionIndex } from "./suggestion-index.server.ts";
import type { CityCenter, LocationSuggestion, PlaceRow, ZipRecord, ZipRow } from "./types.server.ts";

export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export interface GazetteerIndexes {
  readonly zipRows: readonly ZipRow[];
  /** ZIP -> its row in zipRows (records are made on demand: cheaper to load, and callers get copies). */
  readonly zipIndex: ReadonlyMap<string, number>;
  /** Every place, most populous first; a place's id is its position here. */
  readonly places: readonly LocationSuggestion[];
  /** centers[id]: the same place as a CityCenter. */
  readonly centers: readonly CityCenter[];
  /** `${placeKey(name)}|${stateCode}` -> place id (the most populous if several). */
  readonly placeByKey: ReadonlyMap<string, number>;
  /** placeKey(name) -> the most populous place of that name in any state. */
  readonly bestPlaceByName: ReadonlyMap<string, number>;
  /** `${placeKey(city)}|${stateCode}` -> the average of that city's ZIP centroids. */
  readonly zipCityByKey: ReadonlyMap<string, CityCenter>;
  /** placeKey(city) -> the ZIP city of that name with the most ZIPs. */
  readonly zipCityByName: ReadonlyMap<string, CityCenter>;
  /** stateCode -> place ids, most populous first. */
  readonly placesByState: ReadonlyMap<string, readonly number[]>;
  /** stateCode -> population-weighted centre of its places (or the average of its ZIPs). */
  readonly stateCenters: ReadonlyMap<string, GeoPoint>;
  readonly suggestions: SuggestionIndex;
  /** Places by [longitude, latitude]; item i is place id i. */
  readonly spatial: KDBush;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

function buildPlaces(rows: readonly PlaceRow[]): LocationSuggestion[] {
  return rows
    .map(([name, stateCode, population, latitude, longitude]) =>
      Object.freeze({
        name,
        stateCode,
        stateName: stateForCode(stateCode)?.name ?? stateCode,
        population,
        latitude,
        longitude,
        label: `${name}, ${stateCode}`,
      }),
    )
    .sort(
      (a, b) => b.population - a.population || compareStrings(a.label, b.label) || a.latitude - b.latitude,
    );
}

interface ZipCityGroup {
  city: string;
  stateCode: string;
  latitude: number;
  longitude: number;
  count: number;
}

function groupZipCities(zipRows: readonly ZipRow[]): Map<string, ZipCityGroup> {
  const groups = new Map<string, ZipCityGroup>();
  const keys = new Map<string, string>(); // many ZIPs share a city name
  for (const [, city, stateCode, latitude, longitude] of zipRows) {
    let nameKey = keys.get(city);
    if (nameKey === undefined) {
      nameKey = placeKey(city);
      keys.set(city, nameKey);
    }
    const key = `${nameKey}|${stateCode}`;
    const group = groups.get(key);
    if (group === undefined) {
      groups.set(key, { city, stateCode, latitude, longitude, count: 1 });
    } else {
      group.latitude += latitude;
      group.longitude += longitude;
      group.count++;
    }
  }
  return groups;
}

function stateCenters(
  places: readonly LocationSuggestion[],
  zipRows: readonly ZipRow[],
): Map<string, GeoPoint> {
  const sums = new Map<string, { latitude: number; longitude: number; weight: number }>();
  const add = (stateCode: string, latitude: number, longitude: number, weight: number) => {
    const sum = sums.get(stateCode) ?? { latitude: 0, longitude: 0, weight: 0 };
    sum.latitude += latitude * weight;
    sum.longitude += longitude * weight;
    sum.weight += weight;
    sums.set(stateCode, sum);
  };
  for (const place of places)
    add(place.stateCode, place.latitude, place.longitude, Math.max(place.population, 1));
  const withPlaces = new Set(sums.keys());
  for (const [, , stateCode, latitude, longitude] of zipRows) {
    if (!withPlaces.has(stateCode)) add(stateCode, latitude, longitude, 1);
  }
  const centers = new Map<string, GeoPoint>();
  for (const [stateCode, sum] of sums) {
    centers.set(
      stateCode,
      Object.freeze({
        latitude: round5(sum.latitude / sum.weight),
        longitude: round5(sum.longitude / sum.weight),
      }),
    );
  }
  return centers;
}

export function buildIndexes(zipRows: readonly ZipRow[], placeRows: readonly PlaceRow[]): GazetteerIndexes {
  const zipIndex = new Map<string, number>();
  zipRows.forEach(([zip], row) => {
    if (!zipIndex.has(zip)) zipIndex.set(zip, row);
  });

  const places = buildPlaces(placeRows);
  const centers = places.map((place) =>
    Object.freeze({
      city: place.name,
      stateCode: place.stateCode,
      latitude: place.latitude,
      longitude: place.longitude,
      population: place.population,
    }),
  );
  const placeByKey = new Map<string, number>();
  const bestPlaceByName = new Map<string, number>();
  const placesByState = new Map<string, number[]>();
  places.forEach((place, id) => {
    const key = placeKey(place.name);
    // Places are most populous first, so the first one seen is the one to keep.
    if (!placeByKey.has(`${key}|${place.stateCode}`)) placeByKey.set(`${key}|${place.stateCode}`, id);
    if (!bestPlaceByName.has(key)) bestPlaceByName.set(key, id);
    const ids = placesByState.get(place.stateCode) ?? [];
    ids.push(id);
    placesByState.set(place.stateCode, ids);
  });

  const zipCityByKey = new Map<string, CityCenter>();
  const zipCityByName = new Map<string, { center: CityCenter; count: number }>();
  for (const [key, group] of groupZipCities(zipRows)) {
    const center: CityCenter = Object.freeze({
      city: group.city,
      stateCode: group.stateCode,
      latitude: round5(group.latitude / group.count),
      longitude: round5(group.longitude / group.count),
      population: 0,
    });
    zipCityByKey.set(key, center);
    const nameKey = key.slice(0, key.lastIndexOf("|"));
    const best = zipCityByName.get(nameKey);
    if (best === undefined || group.count > best.count)
      zipCityByName.set(nameKey, { center, count: group.count });
  }

  const spatial = new KDBush(Math.max(places.length, 1));
  for (const place of places) spatial.add(place.longitude, place.latitude);
  if (places.length === 0) spatial.add(0, 0); // kdbush needs its declared item count; never returned (no place 0).
  spatial.finish();

  return {
    zipRows,
    zipIndex,
    places,
    centers,
    placeByKey,
    bestPlaceByName,
    zipCityByKey,
    zipCityByName: new Map([...zipCityByName].map(([key, { center }]) => [key, center])),
    placesByState,
    stateCenters: stateCenters(places, zipRows),
    suggestions: buildSuggestionIndex(places),
    spatial,
  };
}

/** The record of a five-digit ZIP, or undefined. */
export function zipRecord(indexes: GazetteerIndexes, zip: string): ZipRecord | undefined {
  const row = indexes.zipRows[indexes.zipIndex.get(zip) ?? -1];
  if (row === undefined) return undefined;
  const [code, city, stateCode, latitude, longitude] = row;
  return { zip: code, city, stateCode, latitude, longitude };
}
