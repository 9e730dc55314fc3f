/** City look-ups by name: the GeoNames place first, then the city's ZIP codes. */
import { haversineMiles } from "./distance.server.ts";
import { type GazetteerIndexes, placeAsCenter } from "./indexes.server.ts";
import { placeKey } from "./normalize.server.ts";
import type { CityCenter } from "./types.server.ts";

/** A ZIP city and a place called "<name> City" this close together are the same city ("New York"). */
const SAME_CITY_MILES = 25;

function cityKey(key: string): string | undefined {
  return key.endsWith(" city") ? undefined : `${key} city`;
}

function placeCenter(indexes: GazetteerIndexes, id: number | undefined): CityCenter | undefined {
  return id === undefined ? undefined : placeAsCenter(indexes, id);
}

function near(a: CityCenter, b: CityCenter): boolean {
  return haversineMiles(a.latitude, a.longitude, b.latitude, b.longitude) <= SAME_CITY_MILES;
}

/**
 * The city of that name in that state (`stateCode` must be a valid code), or undefined. In order:
 * the place of that name; the average of the ZIP centroids of the city of that name (unless a place
 * called "<name> City" is nearby: "New York, NY" is New York City); the place "<name> City"; the
 * ZIP city "<name> City".
 */
export function findCityInState(
  indexes: GazetteerIndexes,
  city: string,
  stateCode: string,
): CityCenter | undefined {
  const key = placeKey(city);
  if (key === "") return undefined;
  const place = placeCenter(indexes, indexes.placeByKey.get(`${key}|${stateCode}`));
  if (place !== undefined) return place;
  const longer = cityKey(key);
  const cityPlace =
    longer === undefined ? undefined : placeCenter(indexes, indexes.placeByKey.get(`${longer}|${stateCode}`));
  const zipCity = indexes.zipCityByKey.get(`${key}|${stateCode}`);
  if (zipCity !== undefined) return cityPlace !== undefined && near(zipCity, cityPlace) ? cityPlace : zipCity;
  if (cityPlace !== undefined) return cityPlace;
  return longer === undefined ? undefined : indexes.zipCityByKey.get(`${longer}|${stateCode}`);
}

/**
 * The most populous place of that name in any state ("Springfield" -> Springfield, MO), else the
 * ZIP city of that name with the most ZIPs, else the same for "<name> City"; or undefined.
 */
export function findCityAnywhere(indexes: GazetteerIndexes, city: string): CityCenter | undefined {
  const key = placeKey(city);
  if (key === "") return undefined;
  const longer = cityKey(key);
  for (const name of longer === undefined ? [key] : [key, longer]) {
    const place = placeCenter(indexes, indexes.bestPlaceByName.get(name));
    if (place !== undefined) return place;
    const zipCity = indexes.zipCityByName.get(name);
    if (zipCity !== undefined) return zipCity;
  }
  return undefined;
}
