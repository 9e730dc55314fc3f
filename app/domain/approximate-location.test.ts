import { describe, expect, it } from "vitest";
import {
  approximateAreaLabel,
  approximateMiles,
  areaMarkerTitle,
  distancePhrase,
  distanceText,
} from "./approximate-location.ts";

const door = { locationPrecision: "address" as const, zipCode: "80206" };
const zipCentre = { locationPrecision: "zip" as const, zipCode: "80206" };

describe("approximateMiles", () => {
  it("is whole miles, never below 1, and nothing under a mile", () => {
    expect(approximateMiles(0)).toBeNull();
    expect(approximateMiles(0.99)).toBeNull();
    expect(approximateMiles(1)).toBe(1);
    expect(approximateMiles(1.49)).toBe(1);
    expect(approximateMiles(1.5)).toBe(2);
    expect(approximateMiles(23.7)).toBe(24);
    expect(approximateMiles(Number.NaN)).toBeNull();
  });

  it("never gives a distance under 1 mile, for any distance", () => {
    for (let tenths = 0; tenths <= 300; tenths++) {
      const text = distanceText(tenths / 10, zipCentre);
      const miles = /(\d+(?:\.\d+)?) mi/.exec(text)?.[1];
      if (miles === undefined) expect(text).toBe("in the 80206 area");
      else {
        expect(Number(miles)).toBeGreaterThanOrEqual(1);
        expect(miles).toMatch(/^\d+$/);
        expect(text.startsWith("about ")).toBe(true);
      }
    }
  });
});

describe("distanceText", () => {
  it("leaves a clinic placed at its door as it was: one decimal under 10 miles, whole miles from 10", () => {
    expect(distanceText(0, door)).toBe("0.0 mi away");
    expect(distanceText(3.24, door)).toBe("3.2 mi away");
    expect(distanceText(12.4, door)).toBe("12 mi away");
    expect(distanceText(12.44, door, { from: "from the city center" })).toBe("12.4 mi from the city center");
  });

  it("says 'about' whole miles for a clinic at its ZIP code's centre, or its ZIP area under a mile", () => {
    expect(distanceText(0, zipCentre)).toBe("in the 80206 area");
    expect(distanceText(0.6, zipCentre, { from: "from the city center" })).toBe("in the 80206 area");
    expect(distanceText(2.3, zipCentre)).toBe("about 2 mi away");
    expect(distanceText(1.2, zipCentre, { from: "from Austin" })).toBe("about 1 mi from Austin");
  });
});

describe("distancePhrase", () => {
  it("reads in a sentence, in the singular for one mile", () => {
    expect(distancePhrase(0.4, door)).toBe("0.4 miles away");
    expect(distancePhrase(0.4, zipCentre)).toBe("in the 80206 area");
    expect(distancePhrase(1.1, zipCentre)).toBe("about 1 mile away");
    expect(distancePhrase(4.6, zipCentre)).toBe("about 5 miles away");
  });
});

describe("map labels", () => {
  it("name the ZIP code's area and say the location is approximate", () => {
    expect(approximateAreaLabel("80206")).toBe("Approximate location: the 80206 ZIP code area");
    expect(areaMarkerTitle("Otter Meadow Men's Wellness", "80206")).toBe(
      "Otter Meadow Men's Wellness: approximate location, ZIP code 80206 area",
    );
  });
});
