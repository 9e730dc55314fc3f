import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SuggestionList, suggestionTier } from "../../domain/suggestion-ranking.ts";
import { buildIndexes } from "./indexes.server.ts";
import { gazetteerFromData, loadGazetteer } from "./load.server.ts";
import { cleanInput, searchText } from "./normalize.server.ts";
import { cityStateReadings } from "./query.server.ts";
import { suggestLocations } from "./suggest.server.ts";
import type { LocationSuggestion, PlaceRow } from "./types.server.ts";

const gazetteer = loadGazetteer("data/gazetteer");
const labels = (suggestions: LocationSuggestion[]) => suggestions.map((suggestion) => suggestion.label);

/** True when `suggestions` are ordered: names starting with `prefix` first, each group by population. */
function isOrdered(suggestions: LocationSuggestion[], prefix: string): boolean {
  const starts = suggestions.map((suggestion) => suggestion.name.toLowerCase().startsWith(prefix));
  const firstOther = starts.indexOf(false);
  if (firstOther >= 0 && starts.slice(firstOther).includes(true)) return false;
  return suggestions.every((suggestion, index) => {
    const next = suggestions[index + 1];
    return (
      next === undefined || starts[index] !== starts[index + 1] || suggestion.population >= next.population
    );
  });
}

describe("suggestLocations: the ordering rule, on a tiny gazetteer", () => {
  const places: PlaceRow[] = [
    ["Austin", "TX", 900_000, 30.27, -97.74],
    ["Aurora", "CO", 360_000, 39.73, -104.83],
    ["Lake Austin", "TX", 2_000_000, 30.3, -97.8], // bigger than all, but "au" only starts a later word
    ["Auburn", "AL", 60_000, 32.61, -85.48],
    ["Saint Augustine", "FL", 15_000, 29.89, -81.31],
    ["Houston", "TX", 2_300_000, 29.76, -95.36],
    ["Dallas", "TX", 1_300_000, 32.78, -96.81],
  ];
  const tiny = gazetteerFromData([], places);

  it("puts names starting with the text first, then names containing it elsewhere, each by population", () => {
    expect(labels(tiny.suggestLocations("au"))).toEqual([
      "Austin, TX",
      "Aurora, CO",
      "Auburn, AL",
      "Lake Austin, TX",
      "Saint Augustine, FL",
    ]);
  });

  it("cuts at the limit after ordering", () => {
    expect(labels(tiny.suggestLocations("au", 2))).toEqual(["Austin, TX", "Aurora, CO"]);
    expect(labels(tiny.suggestLocations("au", 4))).toEqual([
      "Austin, TX",
      "Aurora, CO",
      "Auburn, AL",
      "Lake Austin, TX",
    ]);
  });

  it("offers a state's places (by population) after the name matches", () => {
    // "tx": no name starts with it; Texas's places by population.
    expect(labels(tiny.suggestLocations("tx"))).toEqual([
      "Houston, TX",
      "Lake Austin, TX",
      "Dallas, TX",
      "Austin, TX",
    ]);
    // "texas": the same, and "Texas" is also found typed partly ("tex").
    expect(labels(tiny.suggestLocations("tex"))).toEqual(labels(tiny.suggestLocations("texas")));
  });

  it("finds the text anywhere in a name, a state name, a state code or 'city, code'", () => {
    expect(labels(tiny.suggestLocations("ouston"))).toEqual(["Houston, TX"]);
    expect(labels(tiny.suggestLocations("ugust"))).toEqual(["Saint Augustine, FL"]);
    expect(labels(tiny.suggestLocations("olorad"))).toEqual(["Aurora, CO"]);
    expect(labels(tiny.suggestLocations("al"))).toEqual(["Dallas, TX", "Auburn, AL"]);
    expect(labels(tiny.suggestLocations("on, tx"))).toEqual(["Houston, TX"]);
    expect(labels(tiny.suggestLocations("ouston, tx"))).toEqual(["Houston, TX"]);
    expect(labels(tiny.suggestLocations("OUSTON"))).toEqual(["Houston, TX"]);
  });

  it("matches 'City, ST' with a partial state and 'St.' as 'Saint'", () => {
    expect(labels(tiny.suggestLocations("austin, t"))).toEqual(["Austin, TX", "Lake Austin, TX"]);
    expect(labels(tiny.suggestLocations("austin tx"))).toEqual(["Austin, TX", "Lake Austin, TX"]);
    expect(labels(tiny.suggestLocations("austin, c"))).toEqual([]);
    expect(labels(tiny.suggestLocations("st. aug"))).toEqual(["Saint Augustine, FL"]);
  });
});

describe("suggestLocations on the real data", () => {
  it("returns nothing for fewer than two non-space characters", () => {
    expect(gazetteer.suggestLocations("")).toEqual([]);
    expect(gazetteer.suggestLocations("a")).toEqual([]);
    expect(gazetteer.suggestLocations(" a  ")).toEqual([]);
    expect(gazetteer.suggestLocations("!!")).toEqual([]);
  });

  it("'au': at most 8, those starting with 'Au' first, by population", () => {
    const suggestions = gazetteer.suggestLocations("au");
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]?.label).toBe("Austin, TX");
    expect(labels(suggestions)).toContain("Aurora, CO");
    expect(isOrdered(suggestions, "au")).toBe(true);
    for (const suggestion of suggestions) {
      expect(suggestion.name.toLowerCase().startsWith("au") || / au/i.test(suggestion.name)).toBe(true);
    }
  });

  it("gives complete suggestions", () => {
    expect(gazetteer.suggestLocations("austin")[0]).toEqual({
      name: "Austin",
      stateCode: "TX",
      stateName: "Texas",
      population: 931830,
      latitude: 30.26715,
      longitude: -97.74306,
      label: "Austin, TX",
    });
  });

  it("is case-insensitive", () => {
    expect(gazetteer.suggestLocations("AU")).toEqual(gazetteer.suggestLocations("au"));
    expect(gazetteer.suggestLocations("Salt Lake")).toEqual(gazetteer.suggestLocations("salt lake"));
  });

  it("'austin, t' matches Austin, TX", () => {
    const suggestions = gazetteer.suggestLocations("austin, t");
    expect(suggestions[0]?.label).toBe("Austin, TX");
    for (const suggestion of suggestions) expect(["TN", "TX"]).toContain(suggestion.stateCode);
    expect(labels(gazetteer.suggestLocations("austin, tex"))[0]).toBe("Austin, TX");
    expect(labels(gazetteer.suggestLocations("austin tx"))[0]).toBe("Austin, TX");
    expect(labels(gazetteer.suggestLocations("austin, mn"))).toEqual(["Austin, MN"]);
  });

  it("'tx' and 'texas' give Texas's biggest cities", () => {
    const tx = gazetteer.suggestLocations("tx");
    expect(labels(tx).slice(0, 4)).toEqual(["Houston, TX", "San Antonio, TX", "Dallas, TX", "Austin, TX"]);
    expect(tx).toHaveLength(8);
    for (const suggestion of tx) expect(suggestion.stateCode).toBe("TX");
    const texas = gazetteer.suggestLocations("texas");
    expect(texas[0]?.label).toBe("Texas City, TX"); // its name starts with "texas"
    expect(labels(texas).slice(1, 4)).toEqual(["Houston, TX", "San Antonio, TX", "Dallas, TX"]);
  });

  it("'lake' finds names starting with Lake first, and names with a word Lake after", () => {
    const lake = gazetteer.suggestLocations("lake");
    expect(lake).toHaveLength(8);
    for (const suggestion of lake) expect(suggestion.name.toLowerCase().startsWith("lake")).toBe(true);
    expect(lake[0]?.label).toBe("Lakewood, CO");
    const more = gazetteer.suggestLocations("lake", 50);
    expect(more.length).toBe(50);
    expect(isOrdered(more, "lake")).toBe(true);
    expect(labels(gazetteer.suggestLocations("lake", 50 * 4)).length).toBe(50); // the limit is capped
    expect(labels(gazetteer.suggestLocations("lake c"))[0]).toBe("Lake Charles, LA");
    expect(labels(gazetteer.suggestLocations("lake c", 50))).toContain("Salt Lake City, UT");
    expect(labels(gazetteer.suggestLocations("lake, ut"))[0]).toBe("Salt Lake City, UT");
  });

  it("finds 'Salt Lake City' from a later word, and St. Louis from 'saint' or 'st.'", () => {
    expect(labels(gazetteer.suggestLocations("salt lake"))[0]).toBe("Salt Lake City, UT");
    expect(labels(gazetteer.suggestLocations("saint lo"))[0]).toBe("St. Louis, MO");
    expect(labels(gazetteer.suggestLocations("st. lo"))[0]).toBe("St. Louis, MO");
    expect(labels(gazetteer.suggestLocations("winston-s"))[0]).toBe("Winston-Salem, NC");
  });

  it("respects smaller limits and refuses silly ones", () => {
    expect(gazetteer.suggestLocations("san", 3)).toHaveLength(3);
    expect(gazetteer.suggestLocations("san", 0)).toEqual([]);
    expect(gazetteer.suggestLocations("san", -5)).toEqual([]);
    expect(gazetteer.suggestLocations("san", Number.NaN)).toHaveLength(8);
  });

  it("returns nothing for text no place matches", () => {
    expect(gazetteer.suggestLocations("zzqx")).toEqual([]);
  });

  it("finds text inside a name: 'ouston' gives Houston, TX first", () => {
    const ouston = gazetteer.suggestLocations("ouston");
    expect(ouston[0]?.label).toBe("Houston, TX");
    expect(labels(ouston)).toContain("South Houston, TX");
    for (const suggestion of ouston) expect(suggestion.name.toLowerCase()).toContain("ouston");
    expect(isOrdered(ouston, "ouston")).toBe(true);
    expect(gazetteer.suggestLocations("OUSTON")).toEqual(ouston);
    expect(labels(gazetteer.suggestLocations("ucson"))[0]).toBe("Tucson, AZ");
  });

  it("finds 'city, code' and a state name typed partly", () => {
    expect(labels(gazetteer.suggestLocations("Houston, TX"))[0]).toBe("Houston, TX");
    expect(labels(gazetteer.suggestLocations("ouston, tx"))).toEqual(["Houston, TX", "South Houston, TX"]);
    expect(labels(gazetteer.suggestLocations("exa")).slice(0, 4)).toEqual(
      labels(gazetteer.suggestLocations("tx")).slice(0, 4),
    );
    const eorgia = gazetteer.suggestLocations("eorgia");
    expect(eorgia[0]?.label).toBe("Atlanta, GA");
    for (const suggestion of eorgia) expect(suggestion.stateCode).toBe("GA");
  });
});

describe("suggestLocations finds what the domain rule finds", () => {
  const rows = JSON.parse(readFileSync("data/gazetteer/places.json", "utf8")) as PlaceRow[];
  const indexes = buildIndexes([], rows);

  /** The rule applied to every place in turn, with no index. */
  function scanAll(text: string, limit: number): LocationSuggestion[] {
    const query = searchText(cleanInput(text));
    const list = new SuggestionList<LocationSuggestion>(limit);
    indexes.places.forEach((place, id) => {
      const texts = indexes.suggestions.texts[id];
      const tier = texts === undefined ? undefined : suggestionTier(texts, query);
      if (tier !== undefined) list.add(place, tier);
    });
    return list.places();
  }

  const pool = [
    ...rows.filter((_, index) => index % 7 === 0).map(([name]) => name),
    ...rows.filter((_, index) => index % 29 === 0).map(([name, code]) => `${name} ${code}`),
    "Texas",
    "New York",
    "Massachusetts",
    "West Virginia",
    "Saint Louis",
    "St. Petersburg",
  ];
  /** Part of a pooled text, in any case; no comma and no "City State" reading (those add their own matches). */
  const texts = fc
    .tuple(fc.constantFrom(...pool), fc.nat(), fc.integer({ min: 2, max: 9 }), fc.boolean())
    .map(([text, start, length, upper]) => {
      const part = text.slice(start % text.length, (start % text.length) + length);
      return upper ? part.toUpperCase() : part;
    })
    .filter((text) => searchText(text).length >= 2 && cityStateReadings(cleanInput(text)).length === 0);

  it("for parts of names, states and 'city code' (property test)", () => {
    fc.assert(
      fc.property(texts, fc.constantFrom(8, 3, 50), (text, limit) => {
        expect(labels(suggestLocations(indexes, text, limit))).toEqual(labels(scanAll(text, limit)));
      }),
      { numRuns: 300 },
    );
  });

  it("for a few chosen texts", () => {
    for (const text of [
      "ouston",
      "tx",
      "exa",
      "new",
      "ville",
      "st lo",
      "saint",
      "an",
      "york",
      "e c",
      "zzqx",
    ]) {
      expect(labels(suggestLocations(indexes, text, 50))).toEqual(labels(scanAll(text, 50)));
    }
  });
});
