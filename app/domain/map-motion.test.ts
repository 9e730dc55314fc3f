import { describe, expect, it } from "vitest";
import { clusterName, mapMotion } from "./map-motion.ts";

describe("mapMotion", () => {
  it("turns every zoom, fade and glide animation off for reduced motion", () => {
    expect(mapMotion(true)).toEqual({
      zoomAnimation: false,
      fadeAnimation: false,
      markerZoomAnimation: false,
      inertia: false,
    });
  });

  it("keeps Leaflet's animations otherwise", () => {
    expect(Object.values(mapMotion(false)).every(Boolean)).toBe(true);
  });
});

describe("clusterName", () => {
  it("says how many clinics a cluster holds and what choosing it does", () => {
    expect(clusterName(4)).toBe("4 clinics here, zoom in");
    expect(clusterName(1)).toBe("1 clinic here, zoom in");
  });
});
