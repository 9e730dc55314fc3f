import { describe, expect, it } from "vitest";
import {
  cityPageHeading,
  isInPersonClinic,
  needsNearbyHelp,
  onlineClinicsInStateHref,
} from "./nearby-help.ts";

describe("cityPageHeading", () => {
  it("keeps the spec's heading once there are clinics to compare", () => {
    expect(cityPageHeading("houston", "tx", 2)).toBe("Best TRT Clinics in Houston, TX");
    expect(cityPageHeading("Houston", "TX", 40)).toBe("Best TRT Clinics in Houston, TX");
  });

  it("says no 'best' of a single clinic", () => {
    expect(cityPageHeading("Pflugerville", "TX", 1)).toBe("TRT Clinic in Pflugerville, TX");
  });

  it("is about what is near a city without clinics", () => {
    expect(cityPageHeading("marfa", "tx", 0)).toBe("TRT Clinics Near Marfa, TX");
  });
});

describe("needsNearbyHelp", () => {
  it("applies to the thin city pages of decision 15 only", () => {
    expect(needsNearbyHelp(0)).toBe(true);
    expect(needsNearbyHelp(1)).toBe(true);
    expect(needsNearbyHelp(2)).toBe(false);
  });
});

describe("isInPersonClinic", () => {
  it("counts a clinic with telehealth among its services as one to visit", () => {
    expect(isInPersonClinic({ name: "Pine Brook Hormone Health", city: "Midland", state: "TX" })).toBe(true);
  });

  it("leaves out a clinic whose name, city or state says it is online", () => {
    expect(isInPersonClinic({ name: "South Basin Virtual TRT", city: "Dallas", state: "TX" })).toBe(false);
    expect(
      isInPersonClinic({ name: "Long Grove Online Testosterone Care", city: "Houston", state: "TX" }),
    ).toBe(false);
    expect(isInPersonClinic({ name: "Men's Health", city: "Nationwide", state: "TX" })).toBe(false);
  });
});

describe("onlineClinicsInStateHref", () => {
  it("links to the online clinics licensed in a state", () => {
    expect(onlineClinicsInStateHref("tx")).toBe("/tele-trt-clinics?state=TX");
  });
});
