import { expect, it } from "vitest";
import { SPEC_FINDER_SERVICE_IDS } from "../../tests/support/spec-finder-options.ts";
import { FINDER_RATINGS, FINDER_SERVICES, finderHref, POPULAR_SEARCHES } from "./finder-options.ts";
import { emptyFilters, parseSearchParams } from "./search-params.ts";

it("offers the spec's finder treatments and ratings", () => {
  expect(FINDER_SERVICES.map((service) => service.id)).toEqual(SPEC_FINDER_SERVICE_IDS);
  expect([...FINDER_RATINGS]).toEqual([4.5, 4, 3.5, 3]);
  expect(POPULAR_SEARCHES).toHaveLength(8);
});

it("writes the finder URL that the search parser reads back, insurance and price limit included", () => {
  const filters = {
    ...emptyFilters(),
    services: ["hcg-therapy"],
    minRating: 4.5,
    insurance: "blue-cross",
    maxPrice: 200,
  };
  const href = finderHref({ kind: "text", text: "Houston, TX", param: "location" }, filters);
  expect(href).toBe(
    "/trt-clinics-near-me?location=Houston%2C%20TX&services=hcg-therapy&insurance=blue-cross&maxPrice=200&minRating=4.5",
  );
  const parsed = parseSearchParams(new URL(href, "http://x").searchParams);
  expect(parsed.filters).toEqual(filters);
  expect(finderHref({ kind: "none" }, emptyFilters())).toBe("/trt-clinics-near-me");
  expect(finderHref({ kind: "none" }, emptyFilters(), "price")).toBe("/trt-clinics-near-me?sort=price");
});

it("an old finder link with a budget tier lists every price and names it", () => {
  const parsed = parseSearchParams(new URLSearchParams("location=Austin&priceRange=budget"));
  expect(parsed.filters.maxPrice).toBeNull();
  expect(parsed.ignored).toEqual(["priceRange"]);
});
