import { describe, expect, it } from "vitest";
import {
  CONTAINS,
  cityTier,
  compareRanked,
  inState,
  rankSuggestions,
  STARTS_WITH,
  SuggestionList,
  type SuggestionPlace,
  suggestionTexts,
  suggestionTier,
} from "./suggestion-ranking.ts";
import { MAX_SUGGESTIONS } from "./suggestions.ts";

const place = (name: string, stateCode: string, stateName: string, population: number): SuggestionPlace => ({
  name,
  stateCode,
  stateName,
  population,
});

const HOUSTON = place("Houston", "TX", "Texas", 2_300_000);
const SAN_ANTONIO = place("San Antonio", "TX", "Texas", 1_450_000);
const DALLAS = place("Dallas", "TX", "Texas", 1_300_000);
const AUSTIN = place("Austin", "TX", "Texas", 960_000);
const LAKE_AUSTIN = place("Lake Austin", "TX", "Texas", 2_000_000);
const AURORA = place("Aurora", "CO", "Colorado", 390_000);
const DENVER = place("Denver", "CO", "Colorado", 715_000);
const BOSTON = place("Boston", "MA", "Massachusetts", 675_000);
const NEW_YORK = place("New York", "NY", "New York", 8_300_000);
const NEWARK = place("Newark", "NJ", "New Jersey", 310_000);
const PLACES = [HOUSTON, SAN_ANTONIO, DALLAS, AUSTIN, LAKE_AUSTIN, AURORA, DENVER, BOSTON, NEW_YORK, NEWARK];

const labels = (places: SuggestionPlace[]) => places.map((match) => `${match.name}, ${match.stateCode}`);
const suggest = (text: string, limit?: number) => labels(rankSuggestions(PLACES, text, limit));

describe("which places match", () => {
  it("finds the text anywhere in the city name, not only at a word start", () => {
    expect(suggest("ouston")).toEqual(["Houston, TX"]);
    expect(suggest("nver")).toEqual(["Denver, CO"]);
    expect(suggest("n anto")).toEqual(["San Antonio, TX"]);
  });

  it("finds the text anywhere in the state name", () => {
    // No name holds "exa"; every Texas place does in its state name.
    expect(suggest("exa")).toEqual([
      "Houston, TX",
      "Lake Austin, TX",
      "San Antonio, TX",
      "Dallas, TX",
      "Austin, TX",
    ]);
    expect(suggest("olorad")).toEqual(["Denver, CO", "Aurora, CO"]);
    expect(suggest("jersey")).toEqual(["Newark, NJ"]);
  });

  it("finds the state code", () => {
    // "tx" and "nj" are in no name and no state name.
    expect(suggest("tx")).toEqual([
      "Houston, TX",
      "Lake Austin, TX",
      "San Antonio, TX",
      "Dallas, TX",
      "Austin, TX",
    ]);
    expect(suggest("nj")).toEqual(["Newark, NJ"]);
  });

  it("finds the text anywhere in 'city, code'", () => {
    // "on, tx" is in no name, state name or code alone.
    expect(suggest("on, tx")).toEqual(["Houston, TX"]);
    expect(suggest("Houston, TX")).toEqual(["Houston, TX"]);
    expect(suggest("ver, c")).toEqual(["Denver, CO"]);
    expect(suggest("on, ma")).toEqual(["Boston, MA"]);
  });

  it("ignores case in the text and in the places", () => {
    expect(suggest("OUSTON")).toEqual(["Houston, TX"]);
    expect(suggest("hOuStOn, tX")).toEqual(["Houston, TX"]);
    expect(suggest("EXA")).toEqual(suggest("exa"));
    expect(suggest("Tx")).toEqual(suggest("tx"));
    expect(suggest("NJ")).toEqual(["Newark, NJ"]);
  });

  it("matches nothing else", () => {
    expect(suggest("zzqx")).toEqual([]);
    expect(suggest("houston, co")).toEqual([]);
    expect(suggest("tx, houston")).toEqual([]);
  });

  it("needs at least two characters, not counting spaces", () => {
    expect(suggest("")).toEqual([]);
    expect(suggest("o")).toEqual([]);
    expect(suggest(" o ")).toEqual([]);
    expect(suggest("on")).not.toEqual([]);
  });
});

describe("the order", () => {
  it("puts names starting with the text before names containing it, even bigger ones", () => {
    // Lake Austin is bigger than Austin, but only contains "aus".
    expect(suggest("aus")).toEqual(["Austin, TX", "Lake Austin, TX"]);
    expect(suggest("new")).toEqual(["New York, NY", "Newark, NJ"]);
  });

  it("orders each group by population, largest first", () => {
    // Starting with "au": Austin, then the smaller Aurora; containing it: Lake Austin.
    expect(suggest("au", 20)).toEqual(["Austin, TX", "Aurora, CO", "Lake Austin, TX"]);
    // No name starts with "on"; Houston, San Antonio and Boston contain it.
    expect(suggest("on", 20)).toEqual(["Houston, TX", "San Antonio, TX", "Boston, MA"]);
    const ton = rankSuggestions([BOSTON, HOUSTON, place("Tonawanda", "NY", "New York", 15_000)], "ton");
    expect(labels(ton)).toEqual(["Tonawanda, NY", "Houston, TX", "Boston, MA"]);
  });

  it("counts 'city, code' starting with the text as the name starting with it", () => {
    // "austin, t" runs past the name into its code: Austin starts it, Lake Austin only contains it.
    expect(suggest("austin, t")).toEqual(["Austin, TX", "Lake Austin, TX"]);
  });

  it("breaks population ties by 'city, code'", () => {
    const twins = [
      place("Springfield", "MO", "Missouri", 1000),
      place("Springfield", "IL", "Illinois", 1000),
    ];
    expect(labels(rankSuggestions(twins, "spring"))).toEqual(["Springfield, IL", "Springfield, MO"]);
  });
});

describe("the limit", () => {
  const many = Array.from({ length: 12 }, (_, index) =>
    place(`Springfield ${index + 1}`, "IL", "Illinois", 1000 * (index + 1)),
  );

  it("gives at most 8 suggestions, the best 8", () => {
    expect(MAX_SUGGESTIONS).toBe(8);
    const suggestions = rankSuggestions(many, "spring");
    expect(suggestions).toHaveLength(8);
    expect(suggestions.map((match) => match.population)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5].map((n) => n * 1000),
    );
  });

  it("takes a smaller limit, and cuts only after ordering", () => {
    const mixed = [...many, place("Hot Springs", "AR", "Arkansas", 1_000_000)];
    expect(labels(rankSuggestions(mixed, "spring", 2))).toEqual(["Springfield 12, IL", "Springfield 11, IL"]);
    expect(rankSuggestions(mixed, "spring", 0)).toEqual([]);
    expect(rankSuggestions(mixed, "spring", 20)).toHaveLength(13);
    expect(labels(rankSuggestions(mixed, "spring", 20)).at(-1)).toBe("Hot Springs, AR");
  });
});

describe("the parts", () => {
  const austin = suggestionTexts(AUSTIN);

  it("suggestionTier: STARTS_WITH, CONTAINS or no match", () => {
    expect(suggestionTier(austin, "aus")).toBe(STARTS_WITH);
    expect(suggestionTier(austin, "austin, tx")).toBe(STARTS_WITH);
    expect(suggestionTier(austin, "stin")).toBe(CONTAINS);
    expect(suggestionTier(austin, "xas")).toBe(CONTAINS);
    expect(suggestionTier(austin, "tx")).toBe(CONTAINS);
    expect(suggestionTier(austin, "denver")).toBeUndefined();
    expect(suggestionTier(austin, "")).toBeUndefined();
  });

  it("cityTier looks at names only", () => {
    expect(cityTier(austin, "aus")).toBe(STARTS_WITH);
    expect(cityTier(austin, "stin")).toBe(CONTAINS);
    expect(cityTier(austin, "texas")).toBeUndefined();
    expect(cityTier(austin, "tx")).toBeUndefined();
    expect(inState(austin, "texas")).toBe(true);
    expect(inState(austin, "tx")).toBe(true);
    expect(inState(austin, "aus")).toBe(false);
  });

  it("a caller's fold and other spellings of a name", () => {
    const fold = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, " ")
        .trim();
    const stLouis = place("St. Louis", "MO", "Missouri", 300_000);
    const texts = suggestionTexts(stLouis, fold, ["St. Louis", "Saint Louis"]);
    expect(texts).toEqual({
      names: ["st louis", "saint louis"],
      labels: ["st louis mo", "saint louis mo"],
      stateName: "missouri",
      stateCode: "mo",
    });
    expect(suggestionTier(texts, fold("Saint Lo"))).toBe(STARTS_WITH);
    expect(suggestionTier(texts, fold("nt louis"))).toBe(CONTAINS);
    expect(suggestionTier(texts, fold("louis, mo"))).toBe(CONTAINS);
    expect(labels(rankSuggestions([stLouis], "st. louis", 8, fold))).toEqual(["St. Louis, MO"]);
  });

  it("compareRanked: tier, then population, then 'city, code'", () => {
    expect(
      compareRanked({ place: AURORA, tier: STARTS_WITH }, { place: HOUSTON, tier: CONTAINS }),
    ).toBeLessThan(0);
    expect(compareRanked({ place: HOUSTON, tier: CONTAINS }, { place: DALLAS, tier: CONTAINS })).toBeLessThan(
      0,
    );
    expect(
      compareRanked({ place: DALLAS, tier: CONTAINS }, { place: HOUSTON, tier: CONTAINS }),
    ).toBeGreaterThan(0);
    expect(compareRanked({ place: DALLAS, tier: CONTAINS }, { place: DALLAS, tier: CONTAINS })).toBe(0);
  });

  it("SuggestionList keeps each place once, with its better tier, and says when nothing more can enter", () => {
    const list = new SuggestionList<SuggestionPlace>(2);
    list.add(LAKE_AUSTIN, CONTAINS);
    list.add(AUSTIN, CONTAINS);
    list.add(LAKE_AUSTIN, CONTAINS);
    expect(labels(list.places())).toEqual(["Lake Austin, TX", "Austin, TX"]);
    list.add(AUSTIN, STARTS_WITH);
    expect(labels(list.places())).toEqual(["Austin, TX", "Lake Austin, TX"]);
    expect(list.accepts(DALLAS, CONTAINS)).toBe(false); // smaller than Lake Austin, same tier
    expect(list.accepts(DALLAS, STARTS_WITH)).toBe(true);
    expect(list.accepts(NEW_YORK, CONTAINS)).toBe(true);
    list.add(DALLAS, CONTAINS);
    expect(labels(list.places())).toEqual(["Austin, TX", "Lake Austin, TX"]);
    expect(new SuggestionList(0).accepts(NEW_YORK, STARTS_WITH)).toBe(false);
  });
});
