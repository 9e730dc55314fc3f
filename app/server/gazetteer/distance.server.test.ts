import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_MILES, haversineMiles } from "./distance.server.ts";

describe("haversineMiles", () => {
  it("is zero for the same point", () => {
    expect(haversineMiles(30.27, -97.74, 30.27, -97.74)).toBe(0);
  });

  it("measures a degree of latitude as about 69.1 miles", () => {
    expect(haversineMiles(40, -100, 41, -100)).toBeCloseTo((Math.PI / 180) * EARTH_RADIUS_MILES, 6);
    expect(haversineMiles(40, -100, 41, -100)).toBeCloseTo(69.09, 2);
  });

  it("gives known city distances (Austin to Dallas ~182 mi, New York to Los Angeles ~2445 mi)", () => {
    expect(haversineMiles(30.26715, -97.74306, 32.78306, -96.80667)).toBeCloseTo(182, 0);
    expect(haversineMiles(40.71427, -74.00597, 34.05223, -118.24368)).toBeGreaterThan(2440);
    expect(haversineMiles(40.71427, -74.00597, 34.05223, -118.24368)).toBeLessThan(2450);
  });

  it("is symmetric and works across the antimeridian", () => {
    expect(haversineMiles(51.88, -176.66, 30.27, -97.74)).toBeCloseTo(
      haversineMiles(30.27, -97.74, 51.88, -176.66),
      9,
    );
    expect(haversineMiles(0, 179.5, 0, -179.5)).toBeCloseTo(69.09, 1);
  });

  it("gives half the Earth's circumference for antipodes", () => {
    expect(haversineMiles(0, 0, 0, 180)).toBeCloseTo(Math.PI * EARTH_RADIUS_MILES, 6);
  });
});
