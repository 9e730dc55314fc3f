import { expect, it } from "vitest";
import { cityKey, citySlug } from "./city-key.ts";

it("makes spelling variants of a city compare equal", () => {
  expect(cityKey("St. Louis")).toBe("st louis");
  expect(cityKey("Saint Louis")).toBe("st louis");
  expect(cityKey("st-louis")).toBe("st louis");
  expect(cityKey("Salt Lake City")).toBe(cityKey("salt-lake-city"));
  expect(cityKey("Coeur d'Alene")).toBe("coeur dalene");
  expect(cityKey("Española")).toBe("espanola");
  expect(cityKey("Fort Worth")).toBe(cityKey("Ft. Worth"));
});

it("gives a URL slug", () => {
  expect(citySlug("St. Louis")).toBe("st-louis");
  expect(citySlug("Winston-Salem")).toBe("winston-salem");
});
