import { describe, expect, it } from "vitest";
import { SLUG_PATTERN } from "./clinic-input.ts";
import {
  COMPARE_SLUG_PATTERN,
  carriedLocation,
  chooseCompared,
  compareHref,
  MAX_ASKED,
  MAX_COMPARED,
  parseCompareSelection,
  readStoredSelection,
  toggleCompared,
} from "./compare-selection.ts";

describe("COMPARE_SLUG_PATTERN", () => {
  it("is the clinic slug rule", () => {
    expect(COMPARE_SLUG_PATTERN.source).toBe(SLUG_PATTERN.source);
  });
});

describe("parseCompareSelection", () => {
  it("reads comma-separated slugs in the visitor's order", () => {
    expect(parseCompareSelection(["elk-meadow,east-point"])).toEqual({
      slugs: ["elk-meadow", "east-point"],
      invalid: [],
      overLimit: [],
    });
  });

  it("collapses duplicates, forgiving case and spaces, and reads repeated parameters", () => {
    expect(parseCompareSelection(["elk-meadow, Elk-Meadow ,,", "east-point", "elk-meadow"]).slugs).toEqual([
      "elk-meadow",
      "east-point",
    ]);
  });

  it(`looks up at most ${MAX_ASKED} and names the rest`, () => {
    const letters = "abcdefghijkl".split("");
    const selection = parseCompareSelection([letters.join(",")]);
    expect(selection.slugs).toEqual(letters.slice(0, MAX_ASKED));
    expect(selection.overLimit).toEqual(letters.slice(MAX_ASKED));
  });

  it("names entries that cannot be clinic addresses and keeps the valid ones", () => {
    const selection = parseCompareSelection(["elk-meadow,<script>,a--b,../x"]);
    expect(selection.slugs).toEqual(["elk-meadow"]);
    expect(selection.invalid).toEqual(["<script>", "a--b", "../x"]);
  });

  it("treats an overlong entry as invalid and shortens what it names", () => {
    const selection = parseCompareSelection(["a".repeat(500)]);
    expect(selection.slugs).toEqual([]);
    expect(selection.invalid[0]).toHaveLength(120);
  });

  it("reads nothing from no parameter", () => {
    expect(parseCompareSelection([])).toEqual({ slugs: [], invalid: [], overLimit: [] });
  });
});

describe("chooseCompared", () => {
  it(`shows the first ${MAX_COMPARED} clinics that exist; unknown ones take no place`, () => {
    const selection = parseCompareSelection(["a,gone,b,c,d"]);
    const found = ["A", null, "B", "C", "D"];
    expect(chooseCompared(selection, found)).toEqual({
      shown: ["A", "B", "C"],
      unknown: ["gone"],
      overLimit: ["d"],
    });
  });

  it("names the clinics never looked up as over the limit too", () => {
    const selection = parseCompareSelection(["a,b,c,d,e,f,g,h,i,j,k"]);
    const found = selection.slugs.map((slug) => slug.toUpperCase());
    expect(chooseCompared(selection, found).overLimit).toEqual(["d", "e", "f", "g", "h", "i", "j", "k"]);
  });
});

describe("compareHref", () => {
  it("keeps commas readable and adds other parameters after the selection", () => {
    expect(compareHref(["a", "b"])).toBe("/compare?c=a,b");
    expect(compareHref(["a"], { location: "Austin, TX" })).toBe("/compare?c=a&location=Austin%2C+TX");
    expect(compareHref([])).toBe("/compare");
  });
});

describe("toggleCompared", () => {
  it("adds a clinic, and removes it when chosen again", () => {
    expect(toggleCompared(["a"], "b")).toEqual({ kind: "added", slugs: ["a", "b"] });
    expect(toggleCompared(["a", "b"], "a")).toEqual({ kind: "removed", slugs: ["b"] });
  });

  it("refuses a fourth clinic and keeps the three", () => {
    expect(toggleCompared(["a", "b", "c"], "d")).toEqual({ kind: "full", slugs: ["a", "b", "c"] });
  });
});

describe("readStoredSelection", () => {
  it("reads a stored list and ignores anything unexpected", () => {
    expect(readStoredSelection('["a","b"]')).toEqual(["a", "b"]);
    expect(readStoredSelection('["a",1,"B"]')).toEqual(["a", "b"]);
    expect(readStoredSelection("{")).toEqual([]);
    expect(readStoredSelection('{"a":1}')).toEqual([]);
    expect(readStoredSelection(null)).toEqual([]);
  });
});

describe("carriedLocation", () => {
  it("carries a location text, else a valid position", () => {
    expect(carriedLocation(new URLSearchParams("location=Austin%2C+TX&lat=1&lng=2"))).toEqual({
      location: "Austin, TX",
    });
    expect(carriedLocation(new URLSearchParams("lat=30.2672&lng=-97.7431&nearme=true"))).toEqual({
      lat: "30.2672",
      lng: "-97.7431",
    });
  });

  it("carries nothing from an empty, overlong or impossible location", () => {
    expect(carriedLocation(new URLSearchParams(""))).toEqual({});
    expect(carriedLocation(new URLSearchParams(`location=${"x".repeat(201)}`))).toEqual({});
    expect(carriedLocation(new URLSearchParams("lat=95&lng=10"))).toEqual({});
    expect(carriedLocation(new URLSearchParams("lat=abc&lng=10"))).toEqual({});
  });
});
