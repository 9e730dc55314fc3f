import { describe, expect, it } from "vitest";
import { loadGazetteer } from "./load.server.ts";

const gazetteer = loadGazetteer("data/gazetteer");
const resolve = (text: string) => gazetteer.resolveLocation(text);

describe("resolveLocation: nothing", () => {
  it("returns none for empty or blank text", () => {
    expect(resolve("")).toEqual({ kind: "none" });
    expect(resolve("   \t\n ")).toEqual({ kind: "none" });
  });
});

describe("resolveLocation: ZIP codes", () => {
  it("resolves a five-digit ZIP to its city, state and centroid", () => {
    const location = resolve("78701");
    expect(location).toMatchObject({
      kind: "zip",
      zip: "78701",
      city: "Austin",
      stateCode: "TX",
      label: "Austin, TX 78701",
    });
    if (location.kind !== "zip") throw new Error("not a ZIP");
    expect(location.latitude).toBeCloseTo(30.27, 1);
    expect(location.longitude).toBeCloseTo(-97.74, 1);
  });

  it("accepts ZIP+4 and surrounding spaces", () => {
    expect(resolve(" 78701-1234 ")).toMatchObject({ kind: "zip", zip: "78701", label: "Austin, TX 78701" });
  });

  it("keeps leading zeros", () => {
    expect(resolve("02108")).toMatchObject({ kind: "zip", zip: "02108", city: "Boston", stateCode: "MA" });
  });

  it("reads a ZIP at the end of an address-like text", () => {
    expect(resolve("Austin, TX 78701")).toMatchObject({ kind: "zip", zip: "78701" });
    expect(resolve("Beverly Hills 90210")).toMatchObject({ kind: "zip", zip: "90210", stateCode: "CA" });
  });

  it("treats an unknown ZIP as plain text", () => {
    expect(resolve("00000")).toEqual({ kind: "text", text: "00000", label: "00000" });
  });

  it("leaves out ZIPs outside the 50 states (Puerto Rico, DC, military)", () => {
    expect(resolve("00901").kind).toBe("text");
    expect(resolve("20500").kind).toBe("text");
    expect(resolve("09001").kind).toBe("text");
  });
});

describe("resolveLocation: city and state", () => {
  const austin = { kind: "city", city: "Austin", stateCode: "TX", label: "Austin, TX" };

  it.each(["Austin, TX", "Austin TX", "austin, texas", "austin texas", "AUSTIN,TX", "Austin, Texas, USA"])(
    "reads %j as Austin, TX",
    (text) => {
      expect(resolve(text)).toMatchObject(austin);
    },
  );

  it("gives the place's coordinates and population", () => {
    const location = resolve("Austin, TX");
    if (location.kind !== "city") throw new Error("not a city");
    expect(location.population).toBeGreaterThan(900_000);
    expect(location.latitude).toBeCloseTo(30.27, 1);
    expect(location.longitude).toBeCloseTo(-97.74, 1);
  });

  it("picks the state asked for, not the biggest city of that name", () => {
    expect(resolve("Austin, MN")).toMatchObject({ kind: "city", city: "Austin", stateCode: "MN" });
    expect(resolve("Portland, Maine")).toMatchObject({ kind: "city", city: "Portland", stateCode: "ME" });
    expect(resolve("Springfield IL")).toMatchObject({ kind: "city", city: "Springfield", stateCode: "IL" });
  });

  it.each(["St. Louis, MO", "Saint Louis, MO", "st louis missouri", "saint louis"])(
    "finds St. Louis, MO from %j",
    (text) => {
      expect(resolve(text)).toMatchObject({
        kind: "city",
        city: "St. Louis",
        stateCode: "MO",
        label: "St. Louis, MO",
      });
    },
  );

  it("ignores accents and apostrophes", () => {
    expect(resolve("espanola, nm")).toMatchObject({ kind: "city", city: "Española", stateCode: "NM" });
    expect(resolve("Coeur dAlene ID")).toMatchObject({
      kind: "city",
      city: "Coeur d'Alene",
      stateCode: "ID",
    });
  });

  it("reads two-word state names ('Charleston West Virginia' is in WV, not 'Charleston West' in VA)", () => {
    expect(resolve("Charleston West Virginia")).toMatchObject({
      kind: "city",
      city: "Charleston",
      stateCode: "WV",
    });
    expect(resolve("Charleston, SC")).toMatchObject({ kind: "city", city: "Charleston", stateCode: "SC" });
  });

  it("reads 'New York, NY' as New York City", () => {
    expect(resolve("New York, NY")).toMatchObject({ kind: "city", city: "New York City", stateCode: "NY" });
  });

  it("falls back to the average of the city's ZIP centroids for a town GeoNames lacks", () => {
    // Kingwood, TX (77325, 77339, 77345) is not a GeoNames place; Kingwood, WV is.
    const zips = ["77325", "77339", "77345"].map((zip) => gazetteer.zip(zip));
    const latitudes = zips.map((zip) => zip?.latitude ?? Number.NaN);
    const longitudes = zips.map((zip) => zip?.longitude ?? Number.NaN);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const location = resolve("Kingwood, TX");
    expect(location).toMatchObject({
      kind: "city",
      city: "Kingwood",
      stateCode: "TX",
      population: 0,
      label: "Kingwood, TX",
    });
    if (location.kind !== "city") throw new Error("not a city");
    expect(location.latitude).toBeCloseTo(mean(latitudes), 4);
    expect(location.longitude).toBeCloseTo(mean(longitudes), 4);
    expect(resolve("Kingwood, WV")).toMatchObject({ kind: "city", stateCode: "WV", population: 2959 });
  });

  it("treats an unknown city in a known state as text", () => {
    expect(resolve("Xyzzyville, TX")).toEqual({
      kind: "text",
      text: "Xyzzyville, TX",
      label: "Xyzzyville, TX",
    });
  });
});

describe("resolveLocation: states", () => {
  it.each(["Texas", "texas", "TX", "tx", " Tx "])("reads %j as the state of Texas", (text) => {
    const location = resolve(text);
    expect(location).toMatchObject({ kind: "state", stateCode: "TX", stateName: "Texas", label: "Texas" });
    if (location.kind !== "state") throw new Error("not a state");
    // The population-weighted centre lies inside Texas.
    expect(location.latitude).toBeGreaterThan(26);
    expect(location.latitude).toBeLessThan(36);
    expect(location.longitude).toBeGreaterThan(-106);
    expect(location.longitude).toBeLessThan(-94);
  });

  it("prefers the state for names that are both ('New York', 'Washington')", () => {
    expect(resolve("New York")).toMatchObject({ kind: "state", stateCode: "NY" });
    expect(resolve("washington")).toMatchObject({ kind: "state", stateCode: "WA" });
    expect(resolve("west virginia")).toMatchObject({ kind: "state", stateCode: "WV" });
  });

  it("has a centre for every one of the 50 states", () => {
    for (const code of ["AK", "HI", "RI", "WY", "ME", "FL"]) {
      expect(resolve(code).kind).toBe("state");
    }
  });
});

describe("resolveLocation: a place name alone", () => {
  it("takes the most populous place of that name", () => {
    expect(resolve("Springfield")).toMatchObject({ kind: "city", city: "Springfield", stateCode: "MO" });
    expect(resolve("Portland")).toMatchObject({ kind: "city", city: "Portland", stateCode: "OR" });
    expect(resolve("austin")).toMatchObject({ kind: "city", city: "Austin", stateCode: "TX" });
  });

  it("understands a name without its ' City'", () => {
    expect(resolve("Salt Lake")).toMatchObject({ kind: "city", city: "Salt Lake City", stateCode: "UT" });
    expect(resolve("Kansas City")).toMatchObject({ kind: "city", city: "Kansas City", stateCode: "MO" });
  });

  it("returns anything else as text, cleaned", () => {
    expect(resolve("  asdf   qwerty ")).toEqual({ kind: "text", text: "asdf qwerty", label: "asdf qwerty" });
    expect(resolve("clinics near me")).toMatchObject({ kind: "text" });
  });
});
