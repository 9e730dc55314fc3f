import { describe, expect, it } from "vitest";
import { locatedFinderHref, locatedFinderLanding } from "./located-search.ts";
import { EMPTY_FILTERS } from "./search-params.ts";

describe("locatedFinderHref", () => {
  it("searches the place the position is in by name", () => {
    expect(locatedFinderHref({ kind: "place", label: "Austin, TX" }, EMPTY_FILTERS)).toBe(
      "/trt-clinics-near-me?location=Austin%2C%20TX",
    );
  });

  it("searches 50 miles (the default radius) around the raw position when no city could be found for it", () => {
    const position = { latitude: 29.7604, longitude: -95.3698 };
    expect(locatedFinderHref({ kind: "position", position }, EMPTY_FILTERS)).toBe(
      "/trt-clinics-near-me?lat=29.7604&lng=-95.3698",
    );
    // A radius chosen before goes back to the fallback's 50 miles.
    expect(locatedFinderHref({ kind: "position", position }, { ...EMPTY_FILTERS, distance: 10 })).toBe(
      "/trt-clinics-near-me?lat=29.7604&lng=-95.3698",
    );
  });

  it("keeps the filters already chosen", () => {
    const href = locatedFinderHref(
      { kind: "place", label: "Austin, TX" },
      { ...EMPTY_FILTERS, telehealth: true },
    );
    expect(new URL(href, "https://example.test").searchParams.get("telehealth")).toBe("true");
  });
});

describe("locatedFinderLanding", () => {
  it("opens the finder on its results", () => {
    expect(locatedFinderLanding({ kind: "place", label: "Austin, TX" }, EMPTY_FILTERS)).toBe(
      "/trt-clinics-near-me?location=Austin%2C%20TX#finder-results",
    );
  });
});
