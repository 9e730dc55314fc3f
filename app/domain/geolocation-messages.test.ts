import { describe, expect, it } from "vitest";
import { failureFromPositionError, GEOLOCATION_OPTIONS, locateMessage } from "./geolocation-messages.ts";

describe("locateMessage", () => {
  it("gives the spec's message for each failure", () => {
    expect(locateMessage("unsupported", "search")).toBe("Geolocation is not supported by your browser");
    expect(locateMessage("unsupported", "finder")).toBe("Geolocation is not supported by your browser");
    expect(locateMessage("unresolvable", "search")).toBe("Unable to determine your city from location");
    expect(locateMessage("geocode-failed", "search")).toBe("Unable to determine your location");
    expect(locateMessage("geocode-failed", "finder")).toBe("Unable to determine your location");
  });

  it("the finder asks for the city by hand when the position is refused or unavailable", () => {
    for (const failure of ["denied", "unavailable", "timeout"] as const) {
      expect(locateMessage(failure, "finder")).toBe(
        "Unable to access location. Please enter your city manually.",
      );
      expect(locateMessage(failure, "search")).toBe("Unable to determine your location");
    }
  });
});

describe("failureFromPositionError", () => {
  it("maps the Geolocation API codes", () => {
    expect(failureFromPositionError(1)).toBe("denied");
    expect(failureFromPositionError(2)).toBe("unavailable");
    expect(failureFromPositionError(3)).toBe("timeout");
  });
});

it("asks for a precise, recent position within 10 seconds", () => {
  expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
});
