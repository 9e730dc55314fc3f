import { describe, expect, it } from "vitest";
import { MAP_CENTER, MAP_ZOOM } from "./map-plot.ts";
import {
  FIT_MAX_ZOOM,
  FIT_PADDING_PX,
  fitView,
  hasHighDensityTiles,
  mapPreview,
  openingView,
  PREVIEW_FRAME,
  PREVIEW_MAX_WIDTH,
  previewTiles,
  TILE_SIZE,
  tileAddress,
} from "./map-preview.ts";

const TEXAS = [
  { latitude: 25.9, longitude: -97.5 },
  { latitude: 36.4, longitude: -101.8 },
  { latitude: 31.8, longitude: -106.4 },
  { latitude: 30.1, longitude: -94.1 },
];

describe("fitView (Leaflet's fitBounds)", () => {
  it("takes the largest whole zoom at which the bounds fit inside the padded frame", () => {
    // 12.3 degrees of longitude are 8.75 px at zoom 0: 298 px of frame hold them 34 times, so zoom 5 (32x).
    const view = fitView(
      { south: 25.9, west: -106.4, north: 36.4, east: -94.1 },
      PREVIEW_FRAME,
      FIT_PADDING_PX,
      FIT_MAX_ZOOM,
    );
    expect(view.zoom).toBe(5);
    expect(view.longitude).toBeCloseTo(-100.25, 6);
    // The middle in projected space lies north of the middle latitude (Mercator stretches the north).
    expect(view.latitude).toBeGreaterThan((25.9 + 36.4) / 2);
    expect(view.latitude).toBeLessThan(36.4);
  });

  it("fits the taller side when it is the tighter one", () => {
    const tall = fitView({ south: 30, west: -98, north: 40, east: -97.9 }, PREVIEW_FRAME, 0, 18);
    const wide = fitView({ south: 35, west: -120, north: 35.1, east: -80 }, PREVIEW_FRAME, 0, 18);
    expect(tall.zoom).toBe(6);
    expect(wide.zoom).toBe(3);
  });

  it("counts a zoom within 1% of the next whole level as that level, as Leaflet does", () => {
    // Exactly 2^4 frame widths of longitude less a hair: 4 - 0.001 is rounded to 4, not floored to 3.
    const span = ((PREVIEW_FRAME.width / TILE_SIZE) * 360) / 2 ** 4;
    const view = fitView({ south: 0, west: 0, north: 0.01, east: span * 1.0005 }, PREVIEW_FRAME, 0, 18);
    expect(view.zoom).toBe(4);
  });

  it("opens on one clinic at the fitting's maximum zoom", () => {
    const view = fitView({ south: 30.27, west: -97.74, north: 30.27, east: -97.74 }, PREVIEW_FRAME, 40, 12);
    expect(view).toEqual({ latitude: expect.closeTo(30.27, 6), longitude: -97.74, zoom: 12 });
  });

  it("reads bounds whose east is below their west as crossing the antimeridian", () => {
    const view = fitView({ south: 50, west: 170, north: 60, east: -170 }, PREVIEW_FRAME, 0, 18);
    expect(view.longitude).toBeCloseTo(180, 6);
    expect(view.zoom).toBeGreaterThanOrEqual(3);
  });
});

describe("openingView", () => {
  it("uses a searched map area as it is, without padding", () => {
    const area = { south: 30.1, west: -97.9, north: 30.5, east: -97.5 };
    expect(openingView({ points: TEXAS, fitToClinics: false, area })).toEqual(
      fitView(area, PREVIEW_FRAME, 0, 18),
    );
  });

  it("fits the clinics with the map's padding and maximum zoom", () => {
    const view = openingView({ points: TEXAS, fitToClinics: true });
    expect(view.zoom).toBe(5);
  });

  it("shows the whole country when there is nothing to fit", () => {
    const country = { latitude: MAP_CENTER.latitude, longitude: MAP_CENTER.longitude, zoom: MAP_ZOOM };
    expect(openingView({ points: [], fitToClinics: true })).toEqual(country);
    expect(openingView({ points: TEXAS, fitToClinics: false })).toEqual(country);
  });
});

describe("previewTiles", () => {
  const view = openingView({ points: TEXAS, fitToClinics: true });
  const tiles = previewTiles(view);

  it("covers every pixel of the phone frame with tiles that load at once", () => {
    const eager = tiles.filter((tile) => tile.inPhoneFrame);
    const covered = (px: number, py: number) =>
      eager.some(
        (tile) =>
          px >= tile.left && px < tile.left + TILE_SIZE && py >= tile.top && py < tile.top + TILE_SIZE,
      );
    for (let px = -PREVIEW_FRAME.width / 2; px < PREVIEW_FRAME.width / 2; px += 7) {
      for (let py = -PREVIEW_FRAME.height / 2; py < PREVIEW_FRAME.height / 2; py += 7) {
        expect(covered(px, py), `${px},${py}`).toBe(true);
      }
    }
    expect(eager.length).toBeLessThanOrEqual(12);
  });

  it("fills a desktop frame with further tiles, none of them wholly outside it", () => {
    for (const tile of tiles) {
      expect(tile.left + TILE_SIZE).toBeGreaterThan(-PREVIEW_MAX_WIDTH / 2);
      expect(tile.left).toBeLessThan(PREVIEW_MAX_WIDTH / 2);
      expect(tile.top + TILE_SIZE).toBeGreaterThan(-PREVIEW_FRAME.height / 2);
      expect(tile.top).toBeLessThan(PREVIEW_FRAME.height / 2);
    }
    expect(tiles.some((tile) => !tile.inPhoneFrame)).toBe(true);
  });

  it("marks the one tile under the centre of the view", () => {
    const central = tiles.filter((tile) => tile.central);
    expect(central).toHaveLength(1);
    const [tile] = central;
    expect(tile?.left).toBeLessThanOrEqual(0);
    expect((tile?.left ?? 0) + TILE_SIZE).toBeGreaterThan(0);
    expect(tile?.top).toBeLessThanOrEqual(0);
    expect((tile?.top ?? 0) + TILE_SIZE).toBeGreaterThan(0);
  });

  it("addresses tiles at the view's zoom, columns wrapped into the world, no rows beyond its poles", () => {
    expect(tiles.every((tile) => tile.z === 5 && tile.x >= 0 && tile.x < 32)).toBe(true);
    const pacific = previewTiles({ latitude: 0, longitude: 179.9, zoom: 2 });
    expect(pacific.every((tile) => tile.x >= 0 && tile.x < 4 && tile.y >= 0 && tile.y < 4)).toBe(true);
    expect(pacific.some((tile) => tile.x === 0)).toBe(true);
    const world = previewTiles({ latitude: 0, longitude: 0, zoom: 0 });
    expect(world.every((tile) => tile.y === 0)).toBe(true);
  });

  it("is what mapPreview returns with the view", () => {
    expect(mapPreview({ points: TEXAS, fitToClinics: true })).toEqual({ view, tiles });
  });
});

describe("tileAddress", () => {
  it("fills the template as Leaflet's tile layer does", () => {
    const tile = { z: 5, x: 7, y: 12 };
    expect(tileAddress("https://tile.openstreetmap.org/{z}/{x}/{y}.png", tile)).toBe(
      "https://tile.openstreetmap.org/5/7/12.png",
    );
    expect(tileAddress("https://{s}.tiles.example/{z}/{x}/{y}{r}.png", tile)).toBe(
      "https://b.tiles.example/5/7/12.png",
    );
    expect(tileAddress("https://{s}.tiles.example/{z}/{x}/{y}{r}.png", tile, { highDensity: true })).toBe(
      "https://b.tiles.example/5/7/12@2x.png",
    );
    expect(hasHighDensityTiles("https://{s}.tiles.example/{z}/{x}/{y}{r}.png")).toBe(true);
    expect(hasHighDensityTiles("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe(false);
    expect(tileAddress("/tiles/{z}/{x}/{y}.png", { z: 1, x: 1, y: 0 })).toBe("/tiles/1/1/0.png");
    expect(tileAddress("https://{s}.t.example/{z}/{x}/{y}.png", { z: 1, x: 1, y: 1 })).toBe(
      "https://c.t.example/1/1/1.png",
    );
  });
});
