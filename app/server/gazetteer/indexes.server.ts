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

/**
 * The ZIP rows a column at a time: 41,000 rows as one array each took about 11 MB of the server's heap with the
 * map from ZIP to row, these columns take about 1.5 MB. Records are made on demand (callers get copies).
 */
export interface ZipTable {
  /** The rows in file order; a ZIP given twice keeps its first row. */
  readonly length: number;
  /** Distinct ZIP codes. */
  readonly count: number;
  /** rowOfZip[Number(zip)]: the ZIP's row + 1, or 0. */
  readonly rowOfZip: Int32Array;
  readonly codes: readonly string[];
  /** City names and state codes are each kept once, whatever the number of rows naming them. */
  readonly cities: readonly string[];
  readonly stateCodes: readonly string[];
  readonly latitudes: Float64Array;
  readonly longitudes: Float64Array;
}

export interface GazetteerIndexes {
  readonly zips: ZipTable;
  /** Every place, most populous first; a place's id is its position here. */
  readonly places: readonly LocationSuggestion[];
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

const ZIP_SLOTS = 100_000;

function zipTable(rows: readonly ZipRow[]): ZipTable {
  const rowOfZip = new Int32Array(ZIP_SLOTS);
  const latitudes = new Float64Array(rows.length);
  const longitudes = new Float64Array(rows.length);
  const codes: string[] = [];
  const cities: string[] = [];
  const stateCodes: string[] = [];
  const once = new Map<string, string>();
  const kept = (text: string) => {
    const known = once.get(text);
    if (known !== undefined) return known;
    once.set(text, text);
    return text;
  };
  let count = 0;
  rows.forEach(([zip, city, stateCode, latitude, longitude], row) => {
    const slot = Number(zip);
    if (rowOfZip[slot] === 0) {
      rowOfZip[slot] = row + 1;
      count++;
    }
    codes.push(zip);
    cities.push(kept(city));
    stateCodes.push(kept(stateCode));
    latitudes[row] = latitude;
    longitudes[row] = longitude;
  });
  return { length: rows.length, count, rowOfZip, codes, cities, stateCodes, latitudes, longitudes };
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

function groupZipCities(zips: ZipTable): Map<string, ZipCityGroup> {
  const groups = new Map<string, ZipCityGroup>();
  const keys = new Map<string, string>(); // many ZIPs share a city name
  for (let row = 0; row < zips.length; row++) {
    const city = zips.cities[row] as string;
    const stateCode = zips.stateCodes[row] as string;
    const latitude = zips.latitudes[row] as number;
    const longitude = zips.longitudes[row] as number;
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

function stateCenters(places: readonly LocationSuggestion[], zips: ZipTable): Map<string, GeoPoint> {
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
  for (let row = 0; row < zips.length; row++) {
    const stateCode = zips.stateCodes[row] as string;
    if (!withPlaces.has(stateCode))
      add(stateCode, zips.latitudes[row] as number, zips.longitudes[row] as number, 1);
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
  const zips = zipTable(zipRows);
  const places = buildPlaces(placeRows);
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
  for (const [key, group] of groupZipCities(zips)) {
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
    zips,
    places,
    placeByKey,
    bestPlaceByName,
    zipCityByKey,
    zipCityByName: new Map([...zipCityByName].map(([key, { center }]) => [key, center])),
    placesByState,
    stateCenters: stateCenters(places, zips),
    suggestions: buildSuggestionIndex(places),
    spatial,
  };
}

/** The record of a five-digit ZIP, or undefined. */
export function zipRecord(indexes: GazetteerIndexes, zip: string): ZipRecord | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  const { zips } = indexes;
  const row = (zips.rowOfZip[Number(zip)] ?? 0) - 1;
  if (row < 0) return undefined;
  return {
    zip: zips.codes[row] as string,
    city: zips.cities[row] as string,
    stateCode: zips.stateCodes[row] as string,
    latitude: zips.latitudes[row] as number,
    longitude: zips.longitudes[row] as number,
  };
}

/** Place `id` as a CityCenter, made on demand like ZIP records. */
export function placeAsCenter(indexes: GazetteerIndexes, id: number): CityCenter | undefined {
  const place = indexes.places[id];
  if (place === undefined) return undefined;
  return Object.freeze({
    city: place.name,
    stateCode: place.stateCode,
    latitude: place.latitude,
    longitude: place.longitude,
    population: place.population,
  });
}
