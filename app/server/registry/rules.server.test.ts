import { describe, expect, it } from "vitest";
import { US_STATES } from "../../domain/us-states.ts";
import { candidateRules, RulesError, readRulesFile } from "./rules.server.ts";

const STATES = US_STATES.map((state) => state.code);

describe("the candidate rules file", () => {
  const file = readRulesFile();

  it("lists the default taxonomy codes with their NUCC names and source", () => {
    expect(file.taxonomy.allow.map((entry) => entry.code)).toEqual([
      "207RE0101X",
      "208800000X",
      "207Q00000X",
      "207QA0505X",
      "207R00000X",
      "208D00000X",
      "261QM1300X",
      "261QP2300X",
      "261QM2500X",
    ]);
    expect(file.taxonomy.exclude.map((entry) => entry.code)).toEqual(["2080P0205X", "2088P0231X"]);
    expect(file.taxonomy.source.url).toMatch(/^https:\/\/www\.nucc\.org\//);
    for (const entry of [...file.taxonomy.allow, ...file.taxonomy.exclude]) expect(entry.name).not.toBe("");
  });

  it("gives a reason for every keyword", () => {
    for (const entry of file.keywords.words) expect(entry.why?.length).toBeGreaterThan(5);
  });

  it("becomes the default rules", () => {
    const rules = candidateRules(file, {}, STATES);
    expect(rules.allowed.size).toBe(9);
    expect(rules.excluded).toEqual(new Set(["2080P0205X", "2088P0231X"]));
    expect(rules.states.size).toBe(50);
    expect(rules.taxonomyNames.get("208800000X")).toBe("Urology Physician");
    expect(rules.keywords.find("CAPITAL MALE CLINIC")).toBe("male");
    expect(rules.keywords.find("LONE STAR FEMALE HEALTH")).toBeUndefined();
    expect(rules.description).toBe("9 taxonomy codes (NUCC 25.0), 2 excluded, 20 keywords");
  });
});

describe("rule overrides", () => {
  const file = readRulesFile();

  it("replaces the lists, and an explicitly allowed code is no longer excluded", () => {
    const rules = candidateRules(
      file,
      { taxonomy: "208800000x, 2088P0231X", keywords: "andrology,men's health", states: "tx,ok" },
      STATES,
    );
    expect(rules.allowed).toEqual(new Set(["208800000X", "2088P0231X"]));
    expect(rules.excluded).toEqual(new Set(["2080P0205X"]));
    expect(rules.keywords.keywords).toEqual(["andrology", "men's health"]);
    expect(rules.states).toEqual(new Set(["TX", "OK"]));
    expect(rules.taxonomyNames.get("2088P0231X")).toBe("Pediatric Urology Physician");
  });

  it("refuses invalid codes, states and empty lists", () => {
    expect(() => candidateRules(file, { taxonomy: "207Q00000" }, STATES)).toThrow(RulesError);
    expect(() => candidateRules(file, { taxonomy: " , " }, STATES)).toThrow("give at least one code");
    expect(() => candidateRules(file, { states: "TX,PR" }, STATES)).toThrow("not one of the 50 states: PR");
    expect(() => candidateRules(file, { keywords: "--" }, STATES)).toThrow("no letters or digits");
    expect(() => candidateRules(file, { keywords: "" }, STATES)).toThrow("give at least one keyword");
  });

  it("reports a rules file that cannot be read", () => {
    expect(() => readRulesFile("/nonexistent/rules.json")).toThrow(RulesError);
  });
});
