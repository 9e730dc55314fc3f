import { describe, expect, it } from "vitest";
import {
  SPEC_FINDER_INSURANCE_IDS,
  SPEC_FINDER_SERVICE_IDS,
} from "../../tests/support/spec-finder-options.ts";
import {
  FINDER_INSURANCE,
  FINDER_PRICES,
  FINDER_RATINGS,
  FINDER_SERVICES,
  finderHref,
  POPULAR_SEARCHES,
  priceChecked,
  togglePrice,
} from "./finder-options.ts";
import { emptyFilters, parseSearchParams } from "./search-params.ts";

it("offers the spec's finder options", () => {
  expect(FINDER_SERVICES.map((service) => service.id)).toEqual(SPEC_FINDER_SERVICE_IDS);
  expect(FINDER_INSURANCE.map((provider) => provider.id)).toEqual(SPEC_FINDER_INSURANCE_IDS);
  expect(FINDER_PRICES.map((price) => price.id)).toEqual(["budget", "mid", "premium"]);
  expect([...FINDER_RATINGS]).toEqual([4.5, 4, 3.5, 3]);
  expect(POPULAR_SEARCHES).toHaveLength(8);
});

describe("price budgets", () => {
  const premium = FINDER_PRICES[2];
  if (!premium) throw new Error("premium missing");

  it("premium covers $$$ and $$$$", () => {
    expect(togglePrice([], premium, true)).toEqual(["$$$", "$$$$"]);
    expect(priceChecked(["$$$", "$$$$"], premium)).toBe(true);
    expect(priceChecked(["$$$"], premium)).toBe(false);
    expect(togglePrice(["$", "$$$", "$$$$"], premium, false)).toEqual(["$"]);
  });
});

it("writes the finder URL that the search parser reads back", () => {
  const filters = {
    ...emptyFilters(),
    services: ["hcg-therapy"],
    minRating: 4.5,
    priceRanges: ["$" as const],
  };
  const href = finderHref({ kind: "text", text: "Houston, TX", param: "location" }, filters);
  expect(href).toBe(
    "/trt-clinics-near-me?location=Houston%2C%20TX&services=hcg-therapy&minRating=4.5&priceRange=%24",
  );
  const parsed = parseSearchParams(new URL(href, "http://x").searchParams);
  expect(parsed.filters).toEqual(filters);
  expect(finderHref({ kind: "none" }, emptyFilters())).toBe("/trt-clinics-near-me");
});
