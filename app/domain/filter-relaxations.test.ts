import { describe, expect, it } from "vitest";
import {
  activeSearchFilters,
  filterRelaxations,
  joinNames,
  searchRelaxations,
} from "./filter-relaxations.ts";
import { emptyFilters, parseFilters, type SearchFilters } from "./search-params.ts";

function filters(query: string): SearchFilters {
  return parseFilters(new URLSearchParams(query));
}

describe("searchRelaxations", () => {
  it("offers nothing when no filter is active", () => {
    expect(searchRelaxations(emptyFilters())).toEqual([]);
  });

  it("drops a single active filter, with no 'without any filters' beside it", () => {
    const relaxations = searchRelaxations(filters("insurance=blue-cross"));
    expect(relaxations.map((relaxation) => relaxation.label)).toEqual(["Without the insurance filter"]);
    expect(relaxations[0]?.filters).toEqual(emptyFilters());
  });

  it("drops each active filter on its own, keeping the others, then all of them", () => {
    const applied = filters("insurance=blue-cross&minRating=4&telehealth=true");
    const relaxations = searchRelaxations(applied);
    expect(relaxations.map((relaxation) => relaxation.key)).toEqual([
      "insurance",
      "minRating",
      "telehealth",
      "all",
    ]);
    expect(relaxations[0]?.filters).toEqual({ ...applied, insurance: null });
    expect(relaxations[1]?.filters).toEqual({ ...applied, minRating: 0 });
    expect(relaxations[2]?.filters).toEqual({ ...applied, telehealth: false });
    expect(relaxations[3]?.filters).toEqual(emptyFilters());
    expect(relaxations.at(-1)?.label).toBe("Without any filters");
  });

  it("drops the price limit", () => {
    const [relaxation] = searchRelaxations(filters("maxPrice=200"));
    expect(relaxation?.label).toBe("Without the price limit");
    expect(relaxation?.filters.maxPrice).toBeNull();
  });

  it("drops each value of a list filter on its own", () => {
    const applied = filters("services=hcg-therapy,testosterone-pellets");
    const relaxations = searchRelaxations(applied);
    expect(relaxations.map((relaxation) => relaxation.label)).toEqual([
      "Without the HCG Therapy filter",
      "Without the Testosterone Pellets filter",
      "Without any filters",
    ]);
    expect(relaxations[0]?.filters.services).toEqual(["testosterone-pellets"]);
  });

  it("widens a shorter distance back to the usual radius", () => {
    const [relaxation] = searchRelaxations(filters("distance=10"));
    expect(relaxation?.label).toBe("Within 50 miles");
    expect(relaxation?.filters.distance).toBe(50);
  });

  it("never changes the filters it was given", () => {
    const applied = filters("services=hcg-therapy&insurance=true&maxPrice=200");
    const copy = structuredClone(applied);
    searchRelaxations(applied);
    expect(applied).toEqual(copy);
  });
});

describe("filterRelaxations over any filter object", () => {
  it("offers a filter it has no words for, and calls any price filter a price limit", () => {
    const empty = { maxMonthlyPrice: null as number | null, plan: "any", online: false };
    const relaxations = filterRelaxations({ maxMonthlyPrice: 200, plan: "any", online: true }, empty);
    expect(relaxations.map((relaxation) => relaxation.label)).toEqual([
      "Without the price limit",
      "Without the online filter",
      "Without any filters",
    ]);
    expect(relaxations[0]?.filters).toEqual({ maxMonthlyPrice: null, plan: "any", online: true });
  });
});

describe("activeSearchFilters", () => {
  it("names the filters that narrow the search", () => {
    const named = (query: string) => activeSearchFilters(filters(query)).map((filter) => filter.name);
    expect(named("insurance=blue-cross&minRating=4&maxPrice=200")).toEqual([
      "Blue Cross Blue Shield",
      "4+ stars",
      "up to $200 a month",
    ]);
    expect(named("insurance=true")).toEqual(["Any insurance"]);
    expect(named("insurance=self-pay")).toEqual(["Self-pay only"]);
  });
});

it("joins names as a sentence does", () => {
  expect(joinNames([])).toBe("");
  expect(joinNames(["A"])).toBe("A");
  expect(joinNames(["A", "B"])).toBe("A and B");
  expect(joinNames(["A", "B", "C"])).toBe("A, B and C");
});
