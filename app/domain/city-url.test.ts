import { expect, it } from "vitest";
import { cityHeading, cityNameFromParam, cityPath } from "./city-url.ts";

it("gives one canonical path for every spelling of a city", () => {
  expect(cityPath("St. Louis", "MO")).toBe("/city/st-louis/mo");
  expect(cityPath("Saint Louis", "mo")).toBe("/city/st-louis/mo");
  expect(cityPath("salt-lake-city", "UT")).toBe("/city/salt-lake-city/ut");
  expect(cityPath("Salt Lake City", " UT ")).toBe("/city/salt-lake-city/ut");
  expect(cityPath("Coeur d'Alene", "ID")).toBe("/city/coeur-dalene/id");
  expect(cityPath("Winston-Salem", "NC")).toBe("/city/winston-salem/nc");
});

it("makes a readable name from a URL's city", () => {
  expect(cityNameFromParam("salt-lake-city")).toBe("Salt Lake City");
  expect(cityNameFromParam("st-louis")).toBe("St Louis");
});

it("capitalises the city's first letter and upper-cases the state in the heading", () => {
  expect(cityHeading("austin", "tx")).toBe("Best TRT Clinics in Austin, TX");
  expect(cityHeading("St. Louis", "MO")).toBe("Best TRT Clinics in St. Louis, MO");
  expect(cityHeading("de Soto", "mo")).toBe("Best TRT Clinics in De Soto, MO");
});
