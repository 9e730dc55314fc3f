import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkTaxonomies } from "../../domain/registry-candidate.ts";
import { judgeOrganisation } from "../../domain/registry-rules.ts";
import { US_STATES } from "../../domain/us-states.ts";
import { brandForDomain, candidateRules, RulesError, readBrandsFile, readRulesFile } from "./rules.server.ts";

const STATES = US_STATES.map((state) => state.code);

function codesOf(entries: readonly ({ code: string } | { prefix: string })[]): string[] {
  return entries.map((entry) => ("code" in entry ? entry.code : `${entry.prefix}…`));
}

describe("the candidate rules file", () => {
  const file = readRulesFile();

  it("lists the taxonomy codes with their NUCC names, a reason and the source", () => {
    expect(codesOf(file.taxonomy.allow)).toEqual([
      "207Q00000X",
      "207QA0505X",
      "207QB0002X",
      "207R00000X",
      "207RB0002X",
      "207RE0101X",
      "208D00000X",
      "208800000X",
      "261Q00000X",
      "261QM1300X",
      "261QP2300X",
      "261QM2500X",
      "363L00000X",
      "363LA2200X",
      "363LF0000X",
      "363LP2300X",
      "363A00000X",
      "363AM0700X",
    ]);
    expect(codesOf(file.taxonomy.clinical)).toEqual(["20…", "261Q…", "363L…", "363A…"]);
    expect(codesOf(file.taxonomy.exclude)).toEqual(
      expect.arrayContaining(["2080…", "2088P0231X", "207V…", "363LP0808X", "363LW0102X", "251S00000X"]),
    );
    expect(codesOf(file.taxonomy.deny)).toEqual(
      expect.arrayContaining(["261QP2000X", "261QR0200X", "2085…"]),
    );
    expect(file.taxonomy.source.url).toMatch(/^https:\/\/www\.nucc\.org\//);
    const entries = [
      ...file.taxonomy.allow,
      ...file.taxonomy.clinical,
      ...file.taxonomy.deny,
      ...file.taxonomy.exclude,
    ];
    for (const entry of entries) {
      expect(entry.name).not.toBe("");
      expect(entry.why.length).toBeGreaterThan(3);
    }
    expect(new Set(entries.map((entry) => ("code" in entry ? entry.code : entry.prefix))).size).toBe(
      entries.length,
    );
  });

  it("gives a reason for every keyword and word list", () => {
    for (const entry of [...file.names.strong, ...file.names.weak])
      expect(entry.why.length).toBeGreaterThan(5);
    for (const entry of file.names.falseFriends) expect(entry.why.length).toBeGreaterThan(5);
    expect(file.names.otherPractice.why.length).toBeGreaterThan(5);
    expect(file.names.womenOnly.why.length).toBeGreaterThan(5);
  });

  it("becomes the default rules", () => {
    const rules = candidateRules(file, {}, STATES);
    expect(rules.allowed.size).toBe(18);
    expect(rules.allowed.has("363LF0000X")).toBe(true);
    expect(rules.excluded.has("2080P0205X")).toBe(true);
    expect(rules.excluded.has("2088P0231X")).toBe(true);
    expect(rules.excluded.has("207Q00000X")).toBe(false);
    expect(rules.states.size).toBe(50);
    expect(rules.taxonomyNames.get("208800000X")).toBe("Urology Physician");
    expect(rules.taxonomyNames.get("363LF0000X")).toBe("Family Nurse Practitioner");
    expect(rules.keywords.find("CAPITAL MALE CLINIC")).toBe("male clinic");
    expect(rules.keywords.find("DEFY MEDICAL LLC")).toBe("Defy Medical");
    expect(rules.keywords.find("LONE STAR FEMALE HEALTH")).toBeUndefined();
    expect(rules.keywords.keywords).toEqual(
      expect.arrayContaining(["testosterone", "hormone", "Defy Medical"]),
    );
    expect(rules.description).toMatch(
      /^18 prescriber codes and 4 clinical groups \(NUCC 25\.0\), \d+ denied, \d+ excluded, 23 strong and 10 weak keywords, \d+ brands$/,
    );
  });

  it("keeps checkTaxonomies working on the allow and exclude sets, prefixes included", () => {
    const rules = candidateRules(file, {}, STATES);
    expect(checkTaxonomies(["207Q00000X", "2080P0205X"], rules.allowed, rules.excluded)).toEqual({
      ok: false,
      reason: "excluded",
      code: "2080P0205X",
    });
    expect(checkTaxonomies(["207VG0400X"], rules.allowed, rules.excluded)).toMatchObject({
      reason: "excluded",
    });
    expect(checkTaxonomies(["363LF0000X", "207Q00000X"], rules.allowed, rules.excluded)).toEqual({
      ok: true,
      codes: ["363LF0000X", "207Q00000X"],
    });
  });

  it("judges organisations with the default rules", () => {
    const { organisations } = candidateRules(file, {}, STATES);
    const judge = (legalName: string, taxonomies: string[], dbaNames: string[] = []) =>
      judgeOrganisation({ legalName, dbaNames, taxonomies }, organisations);
    expect(judge("TRTMD HEALTH CLINIC PLLC", ["207RC0000X"])).toMatchObject({
      kept: true,
      match: { tier: "strong", kind: "keyword", match: "TRT" },
      taxonomies: ["207RC0000X"],
    });
    expect(judge("HORMONALLY BALANCED LLC", ["363LF0000X"])).toMatchObject({
      kept: true,
      match: { tier: "weak", match: "hormone" },
    });
    expect(judge("HORMONALLY BALANCED LLC", ["207RC0000X"])).toMatchObject({
      kept: false,
      reason: "noTaxonomy",
    });
    expect(judge("SMITH HOLDINGS LLC", ["207Q00000X"], ["RENEW VITALITY"])).toMatchObject({
      kept: true,
      in: "dba",
      match: { kind: "brand", match: "Renew Vitality" },
    });
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
    expect([...rules.allowed]).toEqual(["208800000X", "2088P0231X"]);
    expect(rules.excluded.has("2088P0231X")).toBe(false);
    expect(rules.excluded.has("2080P0205X")).toBe(true);
    expect(rules.keywords.keywords).toEqual(["andrology", "men's health"]);
    expect(rules.keywords.find("GULF COAST ANDROLOGY")).toBe("andrology");
    expect(rules.keywords.find("DEFY MEDICAL")).toBeUndefined();
    expect(rules.states).toEqual(new Set(["TX", "OK"]));
    expect(rules.taxonomyNames.get("2088P0231X")).toBe("Pediatric Urology Physician");
    expect(rules.description).toBe(
      "taxonomy codes from --taxonomy (2), 44 excluded, keywords from --keywords (2), states TX, OK",
    );
    // Override words are weak: they need one of the given codes.
    const { organisations } = rules;
    expect(
      judgeOrganisation({ legalName: "SUMMIT MEN'S HEALTH", taxonomies: ["208800000X"] }, organisations),
    ).toMatchObject({ kept: true, match: { tier: "weak", match: "men's health" } });
    expect(
      judgeOrganisation({ legalName: "SUMMIT MEN'S HEALTH", taxonomies: ["207Q00000X"] }, organisations),
    ).toMatchObject({ kept: false, reason: "noTaxonomy" });
  });

  it("refuses invalid codes, states and empty lists", () => {
    expect(() => candidateRules(file, { taxonomy: "207Q00000" }, STATES)).toThrow(RulesError);
    expect(() => candidateRules(file, { taxonomy: " , " }, STATES)).toThrow("give at least one code");
    expect(() => candidateRules(file, { states: "TX,PR" }, STATES)).toThrow("not one of the 50 states: PR");
    expect(() => candidateRules(file, { keywords: "--" }, STATES)).toThrow("no letters or digits");
    expect(() => candidateRules(file, { keywords: "" }, STATES)).toThrow("give at least one keyword");
  });

  it("reports a rules file that cannot be read or does not fit", () => {
    expect(() => readRulesFile("/nonexistent/rules.json")).toThrow(RulesError);
    const dir = mkdtempSync(join(tmpdir(), "rules-"));
    const bad = join(dir, "rules.json");
    const broken = structuredClone(file) as unknown as { taxonomy: { deny: unknown[] } };
    broken.taxonomy.deny.push({ prefix: "X", name: "Nothing", why: "a prefix must start with a digit" });
    writeFileSync(bad, JSON.stringify(broken));
    expect(() => readRulesFile(bad)).toThrow(/taxonomy\.deny\.\d+/);
  });
});

describe("the brands file", () => {
  const file = readBrandsFile();

  it("names a real source for every brand", () => {
    expect(file.brands.length).toBeGreaterThan(30);
    for (const brand of file.brands) {
      expect(brand.source).toMatch(/^https?:\/\//);
      expect(brand.domain).not.toMatch(/^www\./);
    }
    expect(file.sources.length).toBeGreaterThan(0);
  });

  it("finds a brand by website or e-mail domain", () => {
    expect(brandForDomain("direct.defymedical.com")?.brand).toBe("Defy Medical");
    expect(brandForDomain("info@defymedical.com")?.brand).toBe("Defy Medical");
    expect(brandForDomain("https://www.numalemedical.com/locations/")?.brand).toBe("NuMale Medical");
    expect(brandForDomain("notdefymedical.com")).toBeUndefined();
    expect(brandForDomain("")).toBeUndefined();
  });

  it("reports a brands file that does not fit", () => {
    const dir = mkdtempSync(join(tmpdir(), "brands-"));
    const bad = join(dir, "brands.json");
    writeFileSync(bad, JSON.stringify({ ...file, brands: [...file.brands, file.brands[0]] }));
    expect(() => readBrandsFile(bad)).toThrow("is listed twice");
    writeFileSync(
      bad,
      JSON.stringify({ ...file, brands: [{ brand: "X Clinic", domain: "x.com", kind: "clinic" }] }),
    );
    expect(() => readBrandsFile(bad)).toThrow(RulesError);
  });
});
