import { describe, expect, it } from "vitest";
import { clinicHref, directionsUrl, mapPosition, mapsSearchUrl, plottableClinics } from "./map-plot.ts";

describe("mapPosition", () => {
  it("accepts numbers and numeric strings", () => {
    expect(mapPosition({ latitude: 30.27, longitude: -97.74 })).toEqual({
      latitude: 30.27,
      longitude: -97.74,
    });
    expect(mapPosition({ latitude: "30.27", longitude: "-97.74" })).toEqual({
      latitude: 30.27,
      longitude: -97.74,
    });
  });

  it("treats 0, empty, missing and non-numeric coordinates as missing", () => {
    expect(mapPosition({ latitude: 0, longitude: -97.74 })).toBeNull();
    expect(mapPosition({ latitude: 30.27, longitude: 0 })).toBeNull();
    expect(mapPosition({ latitude: "", longitude: "-97.74" })).toBeNull();
    expect(mapPosition({ latitude: "  ", longitude: "-97.74" })).toBeNull();
    expect(mapPosition({ latitude: null, longitude: -97.74 })).toBeNull();
    expect(mapPosition({ longitude: -97.74 })).toBeNull();
    expect(mapPosition({ latitude: "abc", longitude: -97.74 })).toBeNull();
    expect(mapPosition({ latitude: Number.NaN, longitude: -97.74 })).toBeNull();
    expect(mapPosition({ latitude: 95, longitude: -97.74 })).toBeNull();
  });
});

describe("plottableClinics", () => {
  it("keeps only clinics with real coordinates, in order", () => {
    const clinics = [
      { id: 1, latitude: 30, longitude: -97 },
      { id: 2, latitude: 0, longitude: 0 },
      { id: 3, latitude: "", longitude: "" },
      { id: 4, latitude: "40.1", longitude: "-75.2" },
    ];
    expect(plottableClinics(clinics).map((clinic) => clinic.id)).toEqual([1, 4]);
  });
});

describe("links", () => {
  it("gives directions to the destination coordinates", () => {
    expect(directionsUrl(30.2672, -97.7431)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=30.2672%2C-97.7431",
    );
  });

  it("searches a maps service by address, city and state", () => {
    expect(mapsSearchUrl({ addressLine1: "1 Main St", city: "Austin", state: "TX" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Austin%2C%20TX",
    );
  });

  it("links a clinic by slug, else by id", () => {
    expect(clinicHref({ id: 7, slug: "peak-trt-austin" })).toBe("/clinic/peak-trt-austin");
    expect(clinicHref({ id: 7, slug: "" })).toBe("/clinic/7");
  });
});

describe("map points", () => {
  it("keep what the map shows and round coordinates to 5 decimals", async () => {
    const { fromMapPoint, toMapPoint } = await import("./map-plot.ts");
    const clinic = fromMapPoint([
      7,
      "peak",
      "Peak TRT",
      "Austin",
      "TX",
      30.2672123,
      -97.7431987,
      "(512) 555-0100",
      4.6,
      12,
      true,
    ]);
    expect(toMapPoint(clinic)).toEqual([
      7,
      "peak",
      "Peak TRT",
      "Austin",
      "TX",
      30.26721,
      -97.7432,
      "(512) 555-0100",
      4.6,
      12,
      true,
    ]);
    expect(clinic).toMatchObject({
      id: 7,
      slug: "peak",
      name: "Peak TRT",
      city: "Austin",
      state: "TX",
      featured: true,
    });
  });
});

describe("map points of a clinic placed at its ZIP code's centre", () => {
  it("carry its ZIP code and address, so the map draws an area and directions search the address", async () => {
    const { fromMapPoint, mapArea, toMapPoint } = await import("./map-plot.ts");
    const clinic = {
      id: 9,
      slug: "otter",
      name: "Otter Meadow",
      city: "Denver",
      state: "CO",
      latitude: 39.73037,
      longitude: -104.95251,
      phone: null,
      rating: null,
      reviewCount: 0,
      featured: false,
      locationPrecision: "zip" as const,
      zipCode: "80206",
      address: "3610 E Magnolia Ave, Denver, CO 80206",
    };
    const point = toMapPoint(clinic);
    expect(point[11]).toEqual(["80206", "3610 E Magnolia Ave, Denver, CO 80206"]);
    expect(mapArea(fromMapPoint(point))).toEqual({
      zipCode: "80206",
      address: "3610 E Magnolia Ave, Denver, CO 80206",
    });
    const placed = toMapPoint({ ...clinic, locationPrecision: "address" });
    expect(placed).toHaveLength(11);
    expect(mapArea(fromMapPoint(placed))).toBeNull();
  });
});
