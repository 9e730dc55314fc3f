import { describe, expect, it } from "vitest";
import { cleanInput, MAX_INPUT_LENGTH, nameVariants, placeKey, searchText } from "./normalize.server.ts";

describe("cleanInput", () => {
  it("trims, collapses whitespace and caps the length", () => {
    expect(cleanInput("  Austin,\t\n TX  ")).toBe("Austin, TX");
    expect(cleanInput("x".repeat(10_000))).toHaveLength(MAX_INPUT_LENGTH);
    expect(cleanInput(undefined)).toBe("");
    expect(cleanInput(42)).toBe("");
  });
});

describe("searchText", () => {
  it("ignores case, accents and punctuation", () => {
    expect(searchText("Española")).toBe("espanola");
    expect(searchText("Coeur d'Alene")).toBe("coeur dalene");
    expect(searchText("Kapa‘a")).toBe("kapaa");
    expect(searchText("Winston-Salem")).toBe("winston salem");
    expect(searchText("salt-lake-city")).toBe("salt lake city");
    expect(searchText("  St. Louis!! ")).toBe("st louis");
    expect(searchText("🦄")).toBe("");
  });
});

describe("placeKey", () => {
  it("makes Saint and St., Fort and Ft., Mount and Mt. the same", () => {
    expect(placeKey("Saint Louis")).toBe(placeKey("St. Louis"));
    expect(placeKey("st-louis")).toBe("st louis");
    expect(placeKey("Ft. Worth")).toBe(placeKey("Fort Worth"));
    expect(placeKey("Mt Vernon")).toBe(placeKey("Mount Vernon"));
    expect(placeKey("Sainte Genevieve")).toBe(placeKey("Ste. Genevieve"));
  });

  it("only maps whole words", () => {
    expect(placeKey("Frankfort")).toBe("frankfort");
    expect(placeKey("Stamford")).toBe("stamford");
  });
});

describe("nameVariants", () => {
  it("gives the name as written, abbreviated and spelt out", () => {
    expect(nameVariants("St. Louis").sort()).toEqual(["saint louis", "st louis"]);
    expect(nameVariants("Austin")).toEqual(["austin"]);
  });
});
