import type { MapBounds } from "./map-bounds.ts";
import { MAP_CENTER, MAP_MAX_ZOOM, MAP_ZOOM } from "./map-plot.ts";

/**
 * The picture of a map the server draws before the interactive map has loaded (decision 27): the tiles of the
 * view the map opens on, placed as Leaflet will place them, so that a phone shows the map's area in its first
 * paint and the interactive map takes over without a jump.
 */

/** Web map tiles are 256 px squares. */
export const TILE_SIZE = 256;

/** How the map fits its clinics (Leaflet's fitBounds options in clinic-map.client.tsx). */
export const FIT_PADDING_PX = 40;
export const FIT_MAX_ZOOM = 12;

/**
 * The search map's frame on a 412-px-wide phone (600 px less its border, the page's side margins): the view is
 * worked out for it. A narrower or wider frame may fit one zoom level apart; the preview is then the same area
 * at a neighbouring scale until the interactive map has loaded.
 */
export const PREVIEW_FRAME = { width: 378, height: 598 } as const;

/** The widest frame the preview fills (the search map in the 7xl page on a desktop). */
export const PREVIEW_MAX_WIDTH = 1232;

/** Leaflet's Web Mercator stops here. */
const MAX_LATITUDE = 85.0511287798;

export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

export interface PreviewTile {
  z: number;
  /** The tile's column, wrapped into the world (what its address uses). */
  x: number;
  y: number;
  /** Where the tile's top left corner is, in px from the frame's centre. */
  left: number;
  top: number;
  /** Within the phone frame, so loaded at once; the others fill wider frames and load lazily. */
  inPhoneFrame: boolean;
  /** The tile nearest the centre: the first the browser should fetch. */
  central: boolean;
}

export interface MapPreview {
  view: MapView;
  tiles: PreviewTile[];
}

/** World pixel coordinates at zoom 0 (a 256 px world), as Leaflet's EPSG:3857 projects them. */
function project(latitude: number, longitude: number): { x: number; y: number } {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: TILE_SIZE * (longitude / 360 + 0.5),
    y: TILE_SIZE * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

function unprojectLatitude(y: number): number {
  const n = Math.PI * (1 - (2 * y) / TILE_SIZE);
  return (Math.atan(Math.sinh(n)) * 180) / Math.PI;
}

/**
 * Leaflet's `fitBounds(bounds, { padding, maxZoom })` for a frame of this size: the largest whole zoom at which
 * the bounds fit inside the frame less the padding on each side (no higher than maxZoom), centred on the bounds'
 * projected middle. East below west means the bounds cross the antimeridian.
 */
export function fitView(
  bounds: MapBounds,
  frame: { width: number; height: number },
  padding: number,
  maxZoom: number,
): MapView {
  const east = bounds.east < bounds.west ? bounds.east + 360 : bounds.east;
  const northWest = project(bounds.north, bounds.west);
  const southEast = project(bounds.south, east);
  const width = Math.abs(southEast.x - northWest.x);
  const height = Math.abs(southEast.y - northWest.y);
  const scale = Math.min((frame.width - 2 * padding) / width, (frame.height - 2 * padding) / height);
  // Leaflet: within 1% of a whole level counts as that level, then down to a whole level; no points apart
  // (one clinic) is the map's own maximum.
  const exact = Number.isFinite(scale) ? Math.log2(scale) : MAP_MAX_ZOOM;
  const zoom = Math.max(0, Math.min(MAP_MAX_ZOOM, maxZoom, Math.floor(Math.round(exact * 100) / 100)));
  return {
    latitude: unprojectLatitude((northWest.y + southEast.y) / 2),
    longitude: (bounds.west + east) / 2,
    zoom,
  };
}

/** The bounds of the points (at least one). */
function boundsOf(points: readonly { latitude: number; longitude: number }[]): MapBounds {
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const { latitude, longitude } of points) {
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
  }
  return { south, west, north, east };
}

/**
 * The view the search map opens on (as clinic-map.client.tsx sets it): a searched map area as it was; else
 * the plotted clinics fitted with their padding; else the whole country.
 */
export function openingView({
  points,
  fitToClinics,
  area,
}: {
  points: readonly { latitude: number; longitude: number }[];
  fitToClinics: boolean;
  area?: MapBounds;
}): MapView {
  if (area) return fitView(area, PREVIEW_FRAME, 0, MAP_MAX_ZOOM);
  if (fitToClinics && points.length > 0) {
    return fitView(boundsOf(points), PREVIEW_FRAME, FIT_PADDING_PX, FIT_MAX_ZOOM);
  }
  return { latitude: MAP_CENTER.latitude, longitude: MAP_CENTER.longitude, zoom: MAP_ZOOM };
}

/**
 * The tiles that cover a frame centred on the view, as Leaflet lays them out: its centre at the frame's centre,
 * each tile `TILE_SIZE * column - centre` from it. Rows cover the frame's height; columns the phone frame
 * (inPhoneFrame) and, beyond it, frames up to PREVIEW_MAX_WIDTH.
 */
export function previewTiles(view: MapView): PreviewTile[] {
  const { zoom } = view;
  const world = 2 ** zoom;
  const centre = project(view.latitude, view.longitude);
  const cx = Math.round(centre.x * world);
  const cy = Math.round(centre.y * world);
  const column = (px: number) => Math.floor(px / TILE_SIZE);
  const halfHeight = PREVIEW_FRAME.height / 2;
  const phoneHalf = PREVIEW_FRAME.width / 2;
  const wideHalf = PREVIEW_MAX_WIDTH / 2;
  const centralColumn = column(cx);
  const centralRow = column(cy);
  const tiles: PreviewTile[] = [];
  for (let y = column(cy - halfHeight); y <= column(cy + halfHeight - 1); y++) {
    if (y < 0 || y >= world) continue;
    for (let x = column(cx - wideHalf); x <= column(cx + wideHalf - 1); x++) {
      const left = x * TILE_SIZE - cx;
      tiles.push({
        z: zoom,
        x: ((x % world) + world) % world,
        y,
        left,
        top: y * TILE_SIZE - cy,
        inPhoneFrame: left < phoneHalf && left + TILE_SIZE > -phoneHalf,
        central: x === centralColumn && y === centralRow,
      });
    }
  }
  return tiles;
}

export function mapPreview(input: Parameters<typeof openingView>[0]): MapPreview {
  const view = openingView(input);
  return { view, tiles: previewTiles(view) };
}

/** Leaflet's default subdomains for `{s}`. */
const SUBDOMAINS = "abc";

/**
 * A tile's address from the configured template, as Leaflet's tile layer fills it: {z}, {x} and {y}; {s} one of
 * a, b and c by position; {r} "@2x" for a high-density screen, else empty.
 */
export function tileAddress(
  template: string,
  tile: Pick<PreviewTile, "z" | "x" | "y">,
  { highDensity = false }: { highDensity?: boolean } = {},
): string {
  return template.replace(/\{(z|x|y|s|r)\}/g, (_whole, key: string) => {
    if (key === "z") return String(tile.z);
    if (key === "x") return String(tile.x);
    if (key === "y") return String(tile.y);
    if (key === "s") return SUBDOMAINS[Math.abs(tile.x + tile.y) % SUBDOMAINS.length] as string;
    return highDensity ? "@2x" : "";
  });
}

/** The template offers high-density tiles ({r}), which Leaflet asks for on such screens. */
export function hasHighDensityTiles(template: string): boolean {
  return template.includes("{r}");
}
