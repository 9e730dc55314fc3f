import { describe, expect, it } from "vitest";
import { closestName, didYouMean, editDistance } from "./closest-name.ts";

const COLUMNS = ["slug", "name", "city", "state", "zipCode", "telehealth", "npi", "phone", "addressLine1"];

describe("closestName", () => {
  it("suggests the known name that the mistyped one starts or ends up as", () => {
    expect(closestName("zip", COLUMNS)).toBe("zipCode");
    expect(closestName("Zip_Code", COLUMNS)).toBe("zipCode");
    expect(closestName("address", COLUMNS)).toBe("addressLine1");
    expect(closestName("telehealthOnly", COLUMNS)).toBe("telehealth");
  });

  it("suggests a name a small typo away", () => {
    expect(closestName("cty", COLUMNS)).toBe("city");
    expect(closestName("stat", COLUMNS)).toBe("state");
    expect(closestName("phnoe", COLUMNS)).toBe("phone");
    expect(closestName("telehelath", COLUMNS)).toBe("telehealth");
  });

  it("suggests nothing for names that are not close to any", () => {
    expect(closestName("favouriteColour", COLUMNS)).toBeUndefined();
    expect(closestName("x", COLUMNS)).toBeUndefined();
    expect(closestName("rating2x", ["slug"])).toBeUndefined();
  });
});

it("counts an adjacent swap as one edit", () => {
  expect(editDistance("phnoe", "phone")).toBe(1);
  expect(editDistance("kitten", "sitting")).toBe(3);
  expect(editDistance("", "abc")).toBe(3);
});

describe("didYouMean", () => {
  const PLACES = [
    { name: "Austin", population: 961_855 },
    { name: "Austin", population: 24_718 },
    { name: "Aston", population: 16_000 },
    { name: "Houston", population: 2_304_580 },
    { name: "San Antonio", population: 1_434_625 },
    { name: "Smithville", population: 4_000 },
  ];
  const guess = (input: string) =>
    didYouMean(
      input,
      PLACES,
      (place) => place.name,
      (place) => place.population,
    );

  it("suggests the most populous name one typo away", () => {
    expect(guess("Austn")).toBe(PLACES[0]);
    expect(guess("austim")).toBe(PLACES[0]);
    expect(guess("Housotn")).toBe(PLACES[3]);
  });

  it("allows two typos in a long name", () => {
    expect(guess("San Antonoi")).toBe(PLACES[4]);
    expect(guess("Sna Antnio")).toBe(PLACES[4]);
  });

  it("gives a real name no suggestion", () => {
    expect(guess("Aston")).toBeUndefined();
    expect(guess("austin")).toBeUndefined();
  });

  it("never suggests something far-fetched", () => {
    expect(guess("Smallville")).toBeUndefined();
    expect(guess("Boston")).toBeUndefined();
    expect(guess("Ustin")).toBeUndefined();
    expect(guess("Aus")).toBeUndefined();
    expect(guess("Housto")).toBe(PLACES[3]);
    expect(guess("Hou")).toBeUndefined();
  });
});
