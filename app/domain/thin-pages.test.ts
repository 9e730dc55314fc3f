import { describe, expect, it } from "vitest";
import { isThinList, MIN_CLINICS_TO_INDEX, placePagePath } from "./thin-pages.ts";

describe("isThinList", () => {
  it("counts a list of no clinic or one clinic as thin, two or more as a page of its own", () => {
    expect(MIN_CLINICS_TO_INDEX).toBe(2);
    expect(isThinList(0)).toBe(true);
    expect(isThinList(1)).toBe(true);
    expect(isThinList(2)).toBe(false);
    expect(isThinList(240)).toBe(false);
  });
});

describe("placePagePath", () => {
  it("points a search for a state at the state page, whatever its clinics", () => {
    expect(placePagePath({ stateCode: "TX", city: null }, 0)).toBe("/trt-clinics-texas");
    expect(placePagePath({ stateCode: "nc", city: null }, 0)).toBe("/trt-clinics-north-carolina");
  });

  it("points a search for a city (or a ZIP code in it) at the city page only when that page is not thin", () => {
    expect(placePagePath({ stateCode: "TX", city: "Austin" }, 11)).toBe("/city/austin/tx");
    expect(placePagePath({ stateCode: "MO", city: "Saint Louis" }, 2)).toBe("/city/st-louis/mo");
    expect(placePagePath({ stateCode: "MO", city: "Springfield" }, 1)).toBeNull();
    expect(placePagePath({ stateCode: "VT", city: "Stowe" }, 0)).toBeNull();
  });

  it("leaves a search that names no state or city, or an unknown state, as its own page", () => {
    expect(placePagePath(null, 5)).toBeNull();
    expect(placePagePath({ stateCode: "ZZ", city: null }, 5)).toBeNull();
  });
});
