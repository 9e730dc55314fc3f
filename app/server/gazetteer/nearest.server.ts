/** nearestPlace: the town or city nearest to a point, for labelling a position ("near Denver, CO"). */
import { around } from "geokdbush";
import { haversineMiles } from "./distance.server.ts";
import type { GazetteerIndexes } from "./indexes.server.ts";
import type { NearestPlace } from "./types.server.ts";

export const NEAREST_PLACE_MAX_MILES = 100;
const KILOMETRES_PER_MILE = 1.609344;

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;
}

export function nearestPlace(
  indexes: GazetteerIndexes,
  latitude: number,
  longitude: number,
): NearestPlace | null {
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180) || indexes.places.length === 0)
    return null;
  // A little slack on the kilometre bound; the exact limit is checked in miles below.
  const [id] = around(
    indexes.spatial,
    longitude,
    latitude,
    1,
    NEAREST_PLACE_MAX_MILES * KILOMETRES_PER_MILE + 1,
  );
  const place = id === undefined ? undefined : indexes.places[id];
  if (place === undefined) return null;
  const miles = haversineMiles(latitude, longitude, place.latitude, place.longitude);
  if (miles > NEAREST_PLACE_MAX_MILES) return null;
  return {
    city: place.name,
    stateCode: place.stateCode,
    label: place.label,
    distanceMiles: Math.round(miles * 100) / 100,
  };
}
