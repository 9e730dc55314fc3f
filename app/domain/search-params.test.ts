import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  cleanText,
  EMPTY_FILTERS,
  filterSearch,
  ignoredNotices,
  nearMeLabel,
  PRICE_TIER_NOTICE,
  parseFilters,
  parseLocation,
  parseSearchParams,
  searchHref,
} from "./search-params.ts";

const params = (query: string) => new URLSearchParams(query);

describe("parseLocation precedence", () => {
  it("location comes first", () => {
    expect(
      parseLocation(params("location=Austin%2C%20TX&q=Dallas&city=Houston&state=TX&lat=1&lng=2&nearme=true")),
    ).toEqual({
      kind: "text",
      text: "Austin, TX",
      param: "location",
    });
  });

  it("then q", () => {
    expect(parseLocation(params("q=Dallas&city=Houston&state=TX&lat=30&lng=-97&nearme=true"))).toEqual({
      kind: "text",
      text: "Dallas",
      param: "q",
    });
  });

  it("then city together with state", () => {
    expect(parseLocation(params("city=Houston&state=TX&lat=30&lng=-97&nearme=true"))).toEqual({
      kind: "city",
      city: "Houston",
      state: "TX",
    });
    // A city without its state does not count.
    expect(parseLocation(params("city=Houston&lat=30&lng=-97"))).toMatchObject({ kind: "point" });
  });

  it("then lat together with lng, keeping the near-me flag", () => {
    expect(parseLocation(params("lat=30.2672&lng=-97.7431&nearme=true"))).toEqual({
      kind: "point",
      latitude: 30.2672,
      longitude: -97.7431,
      nearMe: true,
    });
    expect(parseLocation(params("lat=30.2672&lng=-97.7431"))).toMatchObject({ nearMe: false });
  });

  it("then a map area (bounds), which a place before it overrides, named as left out", () => {
    expect(parseLocation(params("bounds=30.1,-97.9,30.5,-97.5&nearme=true"))).toEqual({
      kind: "area",
      bounds: { south: 30.1, west: -97.9, north: 30.5, east: -97.5 },
    });
    const ignored: string[] = [];
    expect(parseLocation(params("location=Austin&bounds=30.1,-97.9,30.5,-97.5"), ignored)).toMatchObject({
      kind: "text",
    });
    expect(ignored).toEqual(["bounds"]);
  });

  it("ignores bounds it cannot read, or given twice, and says so", () => {
    for (const query of ["bounds=31,-97.9,30,-97.5", "bounds=x", "bounds=1,2,3,4&bounds=1,2,3,4"]) {
      const ignored: string[] = [];
      expect(parseLocation(params(query), ignored)).toEqual({ kind: "none" });
      expect(ignored).toEqual(["bounds"]);
    }
  });

  it("then nearme=true alone", () => {
    expect(parseLocation(params("nearme=true"))).toEqual({ kind: "near-me" });
    expect(parseLocation(params("nearme=1"))).toEqual({ kind: "none" });
  });

  it("ignores empty and whitespace-only values", () => {
    expect(parseLocation(params("location=%20%20&q=&city=Austin&state=%20"))).toEqual({ kind: "none" });
  });

  it("ignores coordinates that are not numbers or out of range, and says so", () => {
    const ignored: string[] = [];
    expect(parseLocation(params("lat=abc&lng=-97"), ignored)).toEqual({ kind: "none" });
    expect(parseLocation(params("lat=91&lng=-97"))).toEqual({ kind: "none" });
    expect(parseLocation(params("lat=30"))).toEqual({ kind: "none" });
    expect(ignored).toEqual(["lat/lng"]);
  });
});

describe("parseFilters", () => {
  it("rating, when present, means a minimum of 4 whatever its value", () => {
    expect(parseFilters(params("rating=1")).minRating).toBe(4);
    expect(parseFilters(params("rating=")).minRating).toBe(4);
    expect(parseFilters(params("rating=5&minRating=3")).minRating).toBe(4);
    expect(parseFilters(params("minRating=3")).minRating).toBe(3);
    expect(parseFilters(params("")).minRating).toBe(0);
  });

  it("boolean flags are true only for the value 'true'", () => {
    const on = parseFilters(
      params("telehealth=true&telemedicine=true&online_prescriptions=true&insurance=true"),
    );
    expect(on).toMatchObject({
      telehealth: true,
      telemedicine: true,
      onlinePrescriptions: true,
      insurance: "any",
    });
    const off = parseFilters(
      params("telehealth=1&telemedicine=yes&online_prescriptions=TRUE&insurance=false"),
    );
    expect(off).toMatchObject({
      telehealth: false,
      telemedicine: false,
      onlinePrescriptions: false,
      insurance: null,
    });
  });

  it("services are comma separated or repeated, by id or name", () => {
    expect(
      parseFilters(params("services=hcg-therapy,Testosterone%20Gel&services=hcg-therapy")).services,
    ).toEqual(["hcg-therapy", "testosterone-gel"]);
  });

  it("insurance takes one answer: an insurer by id or name, true for any insurance, or self-pay", () => {
    expect(parseFilters(params("insurance=blue-cross")).insurance).toBe("blue-cross");
    expect(parseFilters(params("insurance=Blue%20Cross%20Blue%20Shield")).insurance).toBe("blue-cross");
    expect(parseFilters(params("insurance=true")).insurance).toBe("any");
    expect(parseFilters(params("insurance=self-pay")).insurance).toBe("self-pay");
    expect(parseFilters(params("insurance=false")).insurance).toBeNull();
    expect(parseFilters(params("insurance=")).insurance).toBeNull();
  });

  it("a second insurance answer or an unknown one is left out and named, never combined", () => {
    for (const query of ["insurance=aetna,cigna", "insurance=aetna&insurance=nope", "insurance=nope,aetna"]) {
      const ignored: string[] = [];
      expect(parseFilters(params(query), ignored).insurance).toBe("aetna");
      expect(ignored).toEqual(["insurance"]);
    }
    const ignored: string[] = [];
    expect(parseFilters(params("insurance=aetna,aetna"), ignored).insurance).toBe("aetna");
    expect(ignored).toEqual([]);
  });

  it("reads a maximum monthly price in whole dollars; anything else is left out and named", () => {
    expect(parseFilters(params("maxPrice=200")).maxPrice).toBe(200);
    expect(parseFilters(params("maxPrice=%24175")).maxPrice).toBe(175);
    expect(parseFilters(params("maxPrice=")).maxPrice).toBeNull();
    for (const value of ["0", "-5", "12.5", "abc", "1e3", "100001", "200&maxPrice=300"]) {
      const ignored: string[] = [];
      expect(parseFilters(params(`maxPrice=${value}`), ignored).maxPrice, value).toBeNull();
      expect(ignored, value).toEqual(["maxPrice"]);
    }
  });

  it("a $-$$$$ tier from an old link never narrows the list: it is left out and named", () => {
    for (const value of ["%24", "%24%24,budget", "luxury", "nonsense"]) {
      const ignored: string[] = [];
      const filters = parseFilters(params(`priceRange=${value}&distance=7`), ignored);
      expect(filters.maxPrice).toBeNull();
      expect(filterSearch(filters).maxMonthlyPrice).toBeUndefined();
      expect(ignored.sort()).toEqual(["distance", "priceRange"]);
    }
  });

  it("turns the answers into the clinic query", () => {
    expect(filterSearch({ ...EMPTY_FILTERS, insurance: "blue-cross", maxPrice: 200 })).toMatchObject({
      insurance: ["blue-cross"],
      anyInsurance: undefined,
      maxMonthlyPrice: 200,
    });
    expect(filterSearch({ ...EMPTY_FILTERS, insurance: "self-pay" })).toMatchObject({
      insurance: ["self-pay"],
    });
    const any = filterSearch({ ...EMPTY_FILTERS, insurance: "any" });
    expect(any.insurance).toEqual([]);
    expect(any.anyInsurance).toContain("medicare");
    expect(any.anyInsurance).not.toContain("self-pay");
    expect(filterSearch(EMPTY_FILTERS)).toMatchObject({ insurance: [], maxMonthlyPrice: undefined });
  });

  it("distance takes one of the options", () => {
    expect(parseFilters(params("distance=10")).distance).toBe(10);
  });
});

describe("parseSearchParams", () => {
  it("reads sort, view and page, ignoring bad values", () => {
    expect(parseSearchParams(params("sort=name&view=map&page=3"))).toMatchObject({
      sort: "name",
      view: "map",
      page: 3,
      ignored: [],
    });
    expect(parseSearchParams(params("sort=drop%20table&view=x&page=-1"))).toMatchObject({
      sort: null,
      view: "list",
      page: 1,
      ignored: ["sort", "page"],
    });
  });

  it("never throws on any input", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (key, value) => {
        const query = new URLSearchParams([[key, value]]);
        const parsed = parseSearchParams(query);
        expect(parsed.page).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe("cleanText", () => {
  it("trims, collapses spaces, drops control characters and caps the length", () => {
    expect(cleanText("  Austin,\t\nTX  ")).toBe("Austin, TX");
    expect(cleanText("a".repeat(500))).toHaveLength(200);
    expect(cleanText(null)).toBe("");
  });
});

describe("searchHref", () => {
  it("round-trips through the parser", () => {
    const query = {
      location: { kind: "point" as const, latitude: 30.26721, longitude: -97.74309, nearMe: true },
      filters: {
        ...EMPTY_FILTERS,
        distance: 25 as const,
        services: ["hcg-therapy", "testosterone-gel"],
        insurance: "aetna",
        minRating: 3,
        maxPrice: 150,
        telehealth: true,
        onlinePrescriptions: true,
      },
      sort: "price" as const,
      view: "map" as const,
      page: 2,
    };
    const href = searchHref(query);
    expect(href.startsWith("/search?lat=30.2672&lng=-97.7431&nearme=true")).toBe(true);
    const parsed = parseSearchParams(new URL(href, "http://x").searchParams);
    expect(parsed).toEqual({
      ...query,
      location: { kind: "point", latitude: 30.2672, longitude: -97.7431, nearMe: true },
      ignored: [],
    });
  });

  it("writes a map area as bounds with four decimals, keeping the filters", () => {
    const href = searchHref({
      location: { kind: "area", bounds: { south: 30.123456, west: -97.9, north: 30.5, east: -97.5 } },
      filters: { ...EMPTY_FILTERS, telehealth: true },
      view: "map",
    });
    expect(href).toBe("/search?bounds=30.1235%2C-97.9%2C30.5%2C-97.5&telehealth=true&view=map");
    expect(parseSearchParams(new URL(href, "http://x").searchParams).location).toEqual({
      kind: "area",
      bounds: { south: 30.1235, west: -97.9, north: 30.5, east: -97.5 },
    });
  });

  it("leaves defaults out", () => {
    expect(searchHref({ location: { kind: "none" }, filters: EMPTY_FILTERS })).toBe("/search");
    expect(
      searchHref({
        location: { kind: "text", text: "Austin, TX", param: "q" },
        filters: EMPTY_FILTERS,
        page: 1,
      }),
    ).toBe("/search?location=Austin%2C%20TX");
  });
});

it("labels near-me coordinates with four decimals", () => {
  expect(nearMeLabel(30.26721234, -97.7430999)).toBe("Near me (30.2672, -97.7431)");
});

it("counts active filters", () => {
  expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
  expect(activeFilterCount({ ...EMPTY_FILTERS, services: ["a", "b"], telehealth: true, distance: 10 })).toBe(
    4,
  );
});

it("round-trips every insurance answer and price limit through the URL", () => {
  for (const insurance of [null, "any", "self-pay", "blue-cross", "tricare"]) {
    for (const maxPrice of [null, 50, 175, 500]) {
      const filters = { ...EMPTY_FILTERS, insurance, maxPrice };
      const href = searchHref({ location: { kind: "text", text: "Austin, TX", param: "location" }, filters });
      const parsed = parseSearchParams(new URL(href, "http://x").searchParams);
      expect(parsed.filters).toEqual(filters);
      expect(parsed.ignored).toEqual([]);
    }
  }
  expect(
    searchHref({
      location: { kind: "none" },
      filters: { ...EMPTY_FILTERS, insurance: "any", maxPrice: 200 },
    }),
  ).toBe("/search?insurance=true&maxPrice=200");
});

it("counts the insurance answer and the price limit as one filter each", () => {
  expect(activeFilterCount({ ...EMPTY_FILTERS, insurance: "any", maxPrice: 100 })).toBe(2);
});

it("says what a link's left-out settings were, a price tier in words of its own", () => {
  expect(ignoredNotices([])).toEqual([]);
  expect(ignoredNotices(["priceRange"])).toEqual([PRICE_TIER_NOTICE]);
  expect(ignoredNotices(["sort", "priceRange", "page"])).toEqual([
    PRICE_TIER_NOTICE,
    "Some settings in this link were not understood and were left out: sort, page.",
  ]);
});
