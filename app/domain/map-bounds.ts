/**
 * A map's visible area as a search: "Search this area" writes it into the URL as
 * `bounds=south,west,north,east` (degrees, four decimals). West greater than east means the area crosses the
 * antimeridian.
 */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Four decimals are about 11 m: more precision only makes more distinct URLs for the same search. */
const DECIMALS = 4;
const NUMBER = /^[+-]?(\d{1,3}(\.\d{1,12})?|\.\d{1,12})$/;

export type BoundsProblem = "format" | "latitude-range" | "longitude-range" | "south-above-north" | "empty";

export const BOUNDS_PROBLEMS: Record<BoundsProblem, string> = {
  format: "must be four numbers: south,west,north,east (for example 30.1,-97.9,30.5,-97.5)",
  "latitude-range": "latitudes (south and north) must be from -90 to 90",
  "longitude-range": "longitudes (west and east) must be from -180 to 180",
  "south-above-north": "south must be below north",
  empty: "must cover an area (west and east must differ)",
};

/** The bounds from their URL text, or the reason they cannot be read. */
export function readBounds(text: string): MapBounds | BoundsProblem {
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length !== 4 || parts.some((part) => !NUMBER.test(part))) return "format";
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  if (Math.abs(south) > 90 || Math.abs(north) > 90) return "latitude-range";
  if (Math.abs(west) > 180 || Math.abs(east) > 180) return "longitude-range";
  if (south >= north) return "south-above-north";
  if (west === east) return "empty";
  return { south, west, north, east };
}

export function isBoundsProblem(value: MapBounds | BoundsProblem): value is BoundsProblem {
  return typeof value === "string";
}

/** The bounds from their URL text, or null when they cannot be read. */
export function parseBounds(text: string | null): MapBounds | null {
  if (text === null) return null;
  const bounds = readBounds(text);
  return isBoundsProblem(bounds) ? null : bounds;
}

const round = (value: number) => Number(value.toFixed(DECIMALS));

/** Longitude folded into -180..180 (a map panned past the antimeridian reports longitudes beyond it). */
export function wrapLongitude(longitude: number): number {
  if (longitude >= -180 && longitude <= 180) return longitude;
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

/**
 * The visible area of a map as search bounds: latitudes clamped, longitudes wrapped; an area wider than the
 * world becomes the whole world.
 */
export function boundsOfView(view: MapBounds): MapBounds {
  const south = round(Math.max(-90, view.south));
  const north = round(Math.min(90, view.north));
  if (view.east - view.west >= 360) return { south, west: -180, north, east: 180 };
  return { south, west: round(wrapLongitude(view.west)), north, east: round(wrapLongitude(view.east)) };
}

export function formatBounds(bounds: MapBounds): string {
  return [bounds.south, bounds.west, bounds.north, bounds.east].map((value) => round(value)).join(",");
}

/** Whether a point lies in the bounds (on the edge counts). */
export function inBounds(bounds: MapBounds, latitude: number, longitude: number): boolean {
  if (latitude < bounds.south || latitude > bounds.north) return false;
  return bounds.west <= bounds.east
    ? longitude >= bounds.west && longitude <= bounds.east
    : longitude >= bounds.west || longitude <= bounds.east;
}
