import { describe, expect, it } from "vitest";
import { boundsOfView, formatBounds, inBounds, parseBounds, readBounds } from "./map-bounds.ts";

describe("readBounds", () => {
  it("reads south,west,north,east, spaces allowed", () => {
    expect(readBounds("30.1, -97.95,30.6,-97.5")).toEqual({
      south: 30.1,
      west: -97.95,
      north: 30.6,
      east: -97.5,
    });
    expect(readBounds("51,179,53,-179")).toEqual({ south: 51, west: 179, north: 53, east: -179 });
  });

  it("names what is wrong", () => {
    expect(readBounds("30,-97,31")).toBe("format");
    expect(readBounds("30,-97,31,x")).toBe("format");
    expect(readBounds("30,-97,31,1e3")).toBe("format");
    expect(readBounds("30,-97,91,-96")).toBe("latitude-range");
    expect(readBounds("30,-181,31,-96")).toBe("longitude-range");
    expect(readBounds("31,-97,30,-96")).toBe("south-above-north");
    expect(readBounds("30,-97,30,-96")).toBe("south-above-north");
    expect(readBounds("30,-97,31,-97")).toBe("empty");
  });

  it("parseBounds gives null for anything unreadable", () => {
    expect(parseBounds(null)).toBeNull();
    expect(parseBounds("nope")).toBeNull();
    expect(parseBounds("1,2,3,4")).toEqual({ south: 1, west: 2, north: 3, east: 4 });
  });
});

describe("boundsOfView and formatBounds", () => {
  it("rounds to four decimals, clamps latitudes and wraps longitudes", () => {
    const bounds = boundsOfView({ south: -95, west: 170.123456, north: 30.987654, east: 190.5 });
    expect(bounds).toEqual({ south: -90, west: 170.1235, north: 30.9877, east: -169.5 });
    expect(formatBounds(bounds)).toBe("-90,170.1235,30.9877,-169.5");
  });

  it("a view wider than the world is the whole world", () => {
    expect(boundsOfView({ south: 10, west: -300, north: 20, east: 200 })).toEqual({
      south: 10,
      west: -180,
      north: 20,
      east: 180,
    });
  });

  it("round-trips through the URL text", () => {
    const bounds = { south: 30.1, west: -97.95, north: 30.6, east: -97.5 };
    expect(parseBounds(formatBounds(bounds))).toEqual(bounds);
  });
});

describe("inBounds", () => {
  it("counts the edges in and handles the antimeridian", () => {
    const austin = { south: 30, west: -98, north: 31, east: -97 };
    expect(inBounds(austin, 30, -98)).toBe(true);
    expect(inBounds(austin, 31.0001, -97.5)).toBe(false);
    expect(inBounds(austin, 30.5, -96.9)).toBe(false);
    const aleutians = { south: 51, west: 179, north: 53, east: -179 };
    expect(inBounds(aleutians, 52, 179.5)).toBe(true);
    expect(inBounds(aleutians, 52, -179.5)).toBe(true);
    expect(inBounds(aleutians, 52, 0)).toBe(false);
  });
});
