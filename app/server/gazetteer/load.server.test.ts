import { describe, expect, it } from "vitest";
import { gazetteerFromData, loadGazetteer } from "./load.server.ts";
import { GazetteerDataError } from "./rows.server.ts";
import type { PlaceRow, ZipRow } from "./types.server.ts";

const gazetteer = loadGazetteer("data/gazetteer");

describe("loadGazetteer", () => {
  it("loads every ZIP and place of the 50 states", () => {
    expect(gazetteer.counts.zips).toBeGreaterThan(40_000);
    expect(gazetteer.counts.places).toBeGreaterThan(15_000);
  });

  it("reads the files once per directory", () => {
    expect(loadGazetteer("data/gazetteer")).toBe(gazetteer);
    expect(loadGazetteer("./data/gazetteer/")).toBe(gazetteer);
  });

  it("fails clearly for a missing directory", () => {
    expect(() => loadGazetteer("data/no-such-gazetteer")).toThrow(GazetteerDataError);
  });
});

describe("zip", () => {
  it("returns the ZIP record, for a ZIP or ZIP+4", () => {
    expect(gazetteer.zip("78701")).toEqual({
      zip: "78701",
      city: "Austin",
      stateCode: "TX",
      latitude: 30.27057,
      longitude: -97.74259,
    });
    expect(gazetteer.zip("78701-1234")).toEqual(gazetteer.zip("78701"));
    expect(gazetteer.zip(" 10001 ")).toMatchObject({ city: "New York", stateCode: "NY" });
  });

  it("returns undefined for unknown or malformed ZIPs", () => {
    expect(gazetteer.zip("00000")).toBeUndefined();
    expect(gazetteer.zip("7870")).toBeUndefined();
    expect(gazetteer.zip("787011")).toBeUndefined();
    expect(gazetteer.zip("abcde")).toBeUndefined();
    expect(gazetteer.zip("")).toBeUndefined();
  });

  it("hands out copies", () => {
    const record = gazetteer.zip("78701") as { city: string };
    record.city = "Changed";
    expect(gazetteer.zip("78701")?.city).toBe("Austin");
  });
});

describe("cityCenter", () => {
  it("finds a city by name and state code, whatever the case and punctuation", () => {
    const austin = {
      city: "Austin",
      stateCode: "TX",
      latitude: 30.26715,
      longitude: -97.74306,
      population: 931830,
    };
    expect(gazetteer.cityCenter("Austin", "TX")).toEqual(austin);
    expect(gazetteer.cityCenter("AUSTIN", "tx")).toEqual(austin);
    expect(gazetteer.cityCenter("austin", "Texas")).toEqual(austin);
  });

  it("accepts URL slugs", () => {
    expect(gazetteer.cityCenter("salt-lake-city", "UT")).toMatchObject({
      city: "Salt Lake City",
      stateCode: "UT",
    });
    expect(gazetteer.cityCenter("st-louis", "MO")).toMatchObject({ city: "St. Louis", stateCode: "MO" });
    expect(gazetteer.cityCenter("saint-louis", "mo")).toMatchObject({ city: "St. Louis" });
    expect(gazetteer.cityCenter("winston-salem", "NC")).toMatchObject({ city: "Winston-Salem" });
    expect(gazetteer.cityCenter("coeur-dalene", "ID")).toMatchObject({ city: "Coeur d'Alene" });
    expect(gazetteer.cityCenter("new-york", "NY")).toMatchObject({ city: "New York City" });
  });

  it("falls back to ZIP centroids, and returns undefined for unknown cities or states", () => {
    expect(gazetteer.cityCenter("Kingwood", "TX")).toMatchObject({ city: "Kingwood", population: 0 });
    expect(gazetteer.cityCenter("Austin", "ZZ")).toBeUndefined();
    expect(gazetteer.cityCenter("Xyzzyville", "FL")).toBeUndefined();
    expect(gazetteer.cityCenter("", "TX")).toBeUndefined();
  });
});

describe("statePlaces", () => {
  it("returns a state's biggest places, most populous first", () => {
    const texas = gazetteer.statePlaces("TX", 5);
    expect(texas.map((place) => place.label)).toEqual([
      "Houston, TX",
      "San Antonio, TX",
      "Dallas, TX",
      "Austin, TX",
      "Fort Worth, TX",
    ]);
    expect(texas[0]).toMatchObject({ name: "Houston", stateCode: "TX", stateName: "Texas" });
    expect(gazetteer.statePlaces("tx", 5)).toEqual(texas);
    expect(gazetteer.statePlaces("Texas", 5)).toEqual(texas);
  });

  it("handles odd limits and unknown states", () => {
    expect(gazetteer.statePlaces("WY", 0)).toEqual([]);
    expect(gazetteer.statePlaces("WY", -1)).toEqual([]);
    expect(gazetteer.statePlaces("WY", Number.NaN)).toEqual([]);
    expect(gazetteer.statePlaces("WY", 2.7)).toHaveLength(2);
    expect(gazetteer.statePlaces("WY", 1e9).length).toBeGreaterThan(10);
    expect(gazetteer.statePlaces("DC", 5)).toEqual([]);
    expect(gazetteer.statePlaces("PR", 5)).toEqual([]);
  });
});

describe("gazetteerFromData", () => {
  const zips: ZipRow[] = [
    ["73301", "Austin", "TX", 30.3, -97.7],
    ["99999", "Smallville", "KS", 39, -98],
    ["99998", "Smallville", "KS", 39.2, -98.2],
  ];
  const places: PlaceRow[] = [
    ["Austin", "TX", 900_000, 30.27, -97.74],
    ["Austin", "MN", 25_000, 43.67, -92.97],
  ];
  const tiny = gazetteerFromData(zips, places);

  it("builds a working gazetteer from rows", () => {
    expect(tiny.counts).toEqual({ zips: 3, places: 2 });
    expect(tiny.resolveLocation("73301")).toMatchObject({ kind: "zip", label: "Austin, TX 73301" });
    expect(tiny.resolveLocation("austin")).toMatchObject({ kind: "city", stateCode: "TX" });
    expect(tiny.resolveLocation("Austin, MN")).toMatchObject({ kind: "city", stateCode: "MN" });
    expect(tiny.resolveLocation("Smallville, KS")).toMatchObject({
      kind: "city",
      latitude: 39.1,
      longitude: -98.1,
    });
    expect(tiny.resolveLocation("Kansas")).toMatchObject({ kind: "state", latitude: 39.1, longitude: -98.1 });
    expect(tiny.resolveLocation("Ohio")).toMatchObject({ kind: "text" }); // no data for Ohio
  });

  it("rejects malformed rows", () => {
    const bad = (row: unknown[]) => () => gazetteerFromData([row as ZipRow], []);
    expect(bad(["7870", "Austin", "TX", 30, -97])).toThrow(GazetteerDataError);
    expect(bad(["78701", "Austin", "PR", 30, -97])).toThrow(GazetteerDataError);
    expect(bad(["78701", "Austin", "TX", 91, -97])).toThrow(GazetteerDataError);
    expect(bad(["78701", "", "TX", 30, -97])).toThrow(GazetteerDataError);
    expect(() => gazetteerFromData([], [["Austin", "TX", Number.NaN, 30, -97]])).toThrow(GazetteerDataError);
    expect(() => gazetteerFromData("nope" as unknown as ZipRow[], [])).toThrow(GazetteerDataError);
  });
});
