import { describe, expect, it } from "vitest";
import { gazetteerFromData, loadGazetteer } from "./load.server.ts";

const gazetteer = loadGazetteer("data/gazetteer");

describe("nearestPlace", () => {
  it("finds Denver from downtown Denver", () => {
    const place = gazetteer.nearestPlace(39.7392, -104.9903);
    expect(place).toMatchObject({ city: "Denver", stateCode: "CO", label: "Denver, CO" });
    expect(place?.distanceMiles).toBeLessThan(1);
  });

  it("finds other cities from their centres", () => {
    expect(gazetteer.nearestPlace(30.2672, -97.7431)?.label).toBe("Austin, TX");
    expect(gazetteer.nearestPlace(21.3069, -157.8583)?.label).toBe("Honolulu, HI");
    expect(gazetteer.nearestPlace(61.2181, -149.9003)?.label).toBe("Anchorage, AK");
  });

  it("gives the distance in miles, rounded to 0.01", () => {
    const place = gazetteer.nearestPlace(39.7392, -104.9903);
    expect(place?.distanceMiles).toBe(Math.round((place?.distanceMiles ?? 0) * 100) / 100);
    expect(place?.distanceMiles).toBeGreaterThan(0);
  });

  it("returns null in the middle of the Pacific or the Atlantic", () => {
    expect(gazetteer.nearestPlace(30, -140)).toBeNull();
    expect(gazetteer.nearestPlace(0, 0)).toBeNull();
    expect(gazetteer.nearestPlace(35, -50)).toBeNull();
  });

  it("returns null for invalid coordinates", () => {
    expect(gazetteer.nearestPlace(Number.NaN, -104.99)).toBeNull();
    expect(gazetteer.nearestPlace(39.74, Number.NaN)).toBeNull();
    expect(gazetteer.nearestPlace(Number.POSITIVE_INFINITY, 0)).toBeNull();
    expect(gazetteer.nearestPlace(91, -104.99)).toBeNull();
    expect(gazetteer.nearestPlace(39.74, -181)).toBeNull();
    expect(gazetteer.nearestPlace("39.74" as unknown as number, -104.99)).toBeNull();
  });

  it("respects the 100-mile limit exactly", () => {
    const tiny = gazetteerFromData([], [["Centerville", "KS", 5000, 38, -98]]);
    // One degree of latitude is 69.09 miles; 1.4 degrees is 96.7 miles, 1.5 degrees 103.6 miles.
    expect(tiny.nearestPlace(39.4, -98)).toMatchObject({ label: "Centerville, KS", distanceMiles: 96.73 });
    expect(tiny.nearestPlace(39.5, -98)).toBeNull();
    expect(gazetteerFromData([], []).nearestPlace(38, -98)).toBeNull();
  });
});
