/** resolveLocation: what a location search text means. */
import { findCityAnywhere, findCityInState } from "./cities.server.ts";
import { type GazetteerIndexes, zipRecord } from "./indexes.server.ts";
import { cleanInput, searchText } from "./normalize.server.ts";
import { cityStateReadings, splitTrailingZip, stripCountry, zipOf } from "./query.server.ts";
import { stateFromText } from "./states.server.ts";
import type { CityCenter, CityLocation, ResolvedLocation, ZipLocation, ZipRecord } from "./types.server.ts";

function zipLocation(record: ZipRecord): ZipLocation {
  return {
    kind: "zip",
    zip: record.zip,
    city: record.city,
    stateCode: record.stateCode,
    latitude: record.latitude,
    longitude: record.longitude,
    label: `${record.city}, ${record.stateCode} ${record.zip}`,
  };
}

function cityLocation(center: CityCenter): CityLocation {
  return {
    kind: "city",
    city: center.city,
    stateCode: center.stateCode,
    latitude: center.latitude,
    longitude: center.longitude,
    population: center.population,
    label: `${center.city}, ${center.stateCode}`,
  };
}

/**
 * In order: empty -> none; a ZIP (or ZIP+4, or text ending in a known ZIP) -> zip; "City, ST",
 * "City ST", "city, state name" -> city; a state name or code alone -> state; a place name alone ->
 * the most populous place of that name; anything else -> text.
 */
export function resolveLocation(indexes: GazetteerIndexes, input: string): ResolvedLocation {
  const text = cleanInput(input);
  if (text === "") return { kind: "none" };
  const asText: ResolvedLocation = { kind: "text", text, label: text };

  const zip = zipOf(text);
  if (zip !== undefined) {
    const record = zipRecord(indexes, zip);
    return record === undefined ? asText : zipLocation(record);
  }

  let rest = stripCountry(text);
  const trailing = splitTrailingZip(rest);
  if (trailing !== undefined) {
    const record = zipRecord(indexes, trailing.zip);
    if (record !== undefined) return zipLocation(record);
    rest = trailing.rest;
  }
  if (searchText(rest) === "") return asText;

  for (const reading of cityStateReadings(rest)) {
    const center = findCityInState(indexes, reading.city, reading.state.code);
    if (center !== undefined) return cityLocation(center);
  }

  const state = stateFromText(rest);
  const stateCenter = state === undefined ? undefined : indexes.stateCenters.get(state.code);
  if (state !== undefined && stateCenter !== undefined) {
    return {
      kind: "state",
      stateCode: state.code,
      stateName: state.name,
      latitude: stateCenter.latitude,
      longitude: stateCenter.longitude,
      label: state.name,
    };
  }

  const city = findCityAnywhere(indexes, rest);
  return city === undefined ? asText : cityLocation(city);
}
