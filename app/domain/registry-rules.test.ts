import { describe, expect, it } from "vitest";
import {
  type Brand,
  brandForDomain,
  hostOf,
  judgeOrganisation,
  type NameRulesFile,
  nameRules,
  type OrganisationRules,
  TaxonomyCodeSet,
  type TaxonomyRulesFile,
  taxonomyRules,
} from "./registry-rules.ts";

const NAMES: NameRulesFile = {
  strong: [
    { word: "testosterone" },
    { word: "TRT", prefix: true },
    { word: "low T", also: ["lowt"] },
    { word: "men's health", also: ["menshealth"] },
  ],
  weak: [
    { word: "hormone", also: ["hormones", "hormonally"] },
    { word: "male" },
    { word: "vitality", near: ["men", "men's", "male"], within: 2 },
  ],
  falseFriends: ["mens sana"],
  otherPractice: ["pharmacy", "counseling", "physical therapy", "children", "children's"],
  womenOnly: { words: ["women", "women's", "female", "menopause"], unless: ["men", "men's", "male", "guys"] },
};

const BRANDS: Brand[] = [
  { brand: "SynergenX", domain: "synergenx.example", kind: "clinic chain", source: "https://example.com/a" },
  {
    brand: "The Y Factor",
    domain: "theyfactor.example",
    kind: "clinic",
    source: "https://example.com/b",
    aliases: ["Y Factor Men"],
  },
  {
    brand: "Midtown Medical",
    domain: "midtown.example",
    kind: "clinic",
    source: "https://example.com/c",
    matchName: false,
  },
];

const TAXONOMY: TaxonomyRulesFile = {
  allow: [
    { code: "207Q00000X", name: "Family Medicine Physician" },
    { code: "363LF0000X", name: "Family Nurse Practitioner" },
  ],
  clinical: [
    { prefix: "20", name: "Allopathic & Osteopathic Physicians" },
    { prefix: "261Q", name: "Clinic/Center" },
  ],
  deny: [
    { prefix: "2085", name: "Radiology" },
    { code: "261QP2000X", name: "Physical Therapy Clinic/Center" },
  ],
  exclude: [
    { prefix: "2080", name: "Pediatrics Physician" },
    { code: "363LP0808X", name: "Psychiatric/Mental Health Nurse Practitioner" },
  ],
};

const RULES: OrganisationRules = {
  names: nameRules(NAMES, { brands: BRANDS }),
  taxonomy: taxonomyRules(TAXONOMY),
};

describe("nameRules", () => {
  const names = RULES.names;

  it("matches whole words after keywordText, in two tiers", () => {
    expect(names.find("DESERT TESTOSTERONE CLINIC LLC")).toEqual({
      tier: "strong",
      kind: "keyword",
      match: "testosterone",
    });
    expect(names.find("NORTHSIDE LOW-T CENTER")?.match).toBe("low T");
    expect(names.find("LOWT CLINIC")?.match).toBe("low T");
    expect(names.find("LOW TIDE MEDICAL")).toBeUndefined();
    expect(names.find("CAPITAL MALE CLINIC")).toEqual({ tier: "weak", kind: "keyword", match: "male" });
    expect(names.find("MALECKI FAMILY MEDICINE")).toBeUndefined();
    expect(names.find("HORMONALLY BALANCED")).toEqual({ tier: "weak", kind: "keyword", match: "hormone" });
  });

  it("matches TRT as a word or at the start of a longer one, not inside words or short acronyms", () => {
    expect(names.find("AUSTIN TRT LOUNGE")?.match).toBe("TRT");
    expect(names.find("TRTMD HEALTH CLINIC PLLC")?.match).toBe("TRT");
    expect(names.find("TRTNATION LLC")?.match).toBe("TRT");
    expect(names.find("TRTC INC")).toBeUndefined();
    expect(names.find("AZTRT")).toBeUndefined();
    expect(names.find("STRT MEDICAL")).toBeUndefined();
  });

  it("reads the registry's MEN S as MEN'S and drops false friends", () => {
    expect(names.find("SUMMIT MEN S HEALTH PLLC")?.match).toBe("men's health");
    expect(names.find("Men’s-Health of Texas")?.match).toBe("men's health");
    expect(names.find("MENSHEALTH DALLAS")?.match).toBe("men's health");
    expect(names.find("MENS SANA LLC")).toBeUndefined();
    expect(names.find("MENS SANA HEALTH")).toBeUndefined();
    expect(names.find("MENS SANA MEN'S HEALTH")?.match).toBe("men's health");
  });

  it("counts a near-word keyword only with its companion close by", () => {
    expect(names.find("VITALITY HEALTH CENTER LLC")).toBeUndefined();
    expect(names.find("MEN'S VITALITY HUB")?.match).toBe("vitality");
    expect(names.find("VITALITY FOR MEN")?.match).toBe("vitality");
    expect(names.find("MEN OF FAITH COMMUNITY VITALITY")).toBeUndefined();
  });

  it("vetoes names of other practices and women-only names", () => {
    expect(names.find("BAYOU TESTOSTERONE PHARMACY LLC")).toBeUndefined();
    expect(names.veto(["BAYOU TESTOSTERONE PHARMACY LLC"])).toEqual({
      veto: "otherPractice",
      word: "pharmacy",
    });
    expect(names.find("MEN'S HEALTH COUNSELING")).toBeUndefined();
    expect(names.find("CHILDREN'S HORMONE CENTER")).toBeUndefined();
    expect(names.find("WOMEN'S HORMONE CLINIC")).toBeUndefined();
    expect(names.find("LONE STAR FEMALE HEALTH CENTER")).toBeUndefined();
    expect(names.find("MENOPAUSE & HORMONE CENTER")).toBeUndefined();
    expect(names.find("GUYS & GALS HORMONES")?.match).toBe("hormone");
    expect(names.find("MEN'S AND WOMEN'S HORMONE CLINIC")?.match).toBe("hormone");
    expect(names.veto(["ACME LLC", "ACME WOMEN'S CENTER"])).toEqual({ veto: "womenOnly", word: "womens" });
    expect(names.veto(["ACME MEN'S CLINIC", "ACME WOMEN'S CENTER"])).toBeUndefined();
  });

  it("finds brands as whole words, with or without a leading The, and as joined words", () => {
    expect(names.find("SYNERGENX HEALTH HOLDINGS LLC")).toEqual({
      tier: "strong",
      kind: "brand",
      match: "SynergenX",
    });
    expect(names.find("SYNERGEN X OF HOUSTON")?.match).toBe("SynergenX");
    expect(names.find("Y FACTOR LLC")?.match).toBe("The Y Factor");
    expect(names.find("THE Y FACTOR MEN")?.match).toBe("The Y Factor");
    expect(names.find("SYNERGENXY")).toBeUndefined();
    expect(names.find("MIDTOWN MEDICAL PLLC")).toBeUndefined();
    expect(names.brands.map((brand) => brand.brand)).toEqual(["SynergenX", "The Y Factor"]);
  });

  it("lists every match, brands first, then strong and weak keywords", () => {
    expect(names.matches("SYNERGENX MEN'S HEALTH HORMONE")).toEqual([
      { tier: "strong", kind: "brand", match: "SynergenX" },
      { tier: "strong", kind: "keyword", match: "men's health" },
      { tier: "weak", kind: "keyword", match: "hormone" },
    ]);
  });

  it("replaces keywords and brands with weak words for --keywords, keeping the vetoes", () => {
    const override = nameRules(NAMES, { keywords: ["andrology", "men's health"], brands: BRANDS });
    expect(override.find("GULF COAST ANDROLOGY")).toEqual({
      tier: "weak",
      kind: "keyword",
      match: "andrology",
    });
    expect(override.find("SUMMIT MEN'S HEALTH")?.tier).toBe("weak");
    expect(override.find("SYNERGENX")).toBeUndefined();
    expect(override.find("DESERT TESTOSTERONE CLINIC")).toBeUndefined();
    expect(override.find("MEN'S HEALTH PHARMACY")).toBeUndefined();
  });
});

describe("taxonomy codes", () => {
  it("answers for codes and prefixes, minus the exceptions", () => {
    const set = new TaxonomyCodeSet(
      [
        { code: "207q00000x", name: "Family Medicine Physician" },
        { prefix: "2080", name: "Pediatrics Physician" },
      ],
      ["2080P0205X"],
    );
    expect(set.has("207Q00000X")).toBe(true);
    expect(set.has("208000000X")).toBe(true);
    expect(set.has("2080p0206x")).toBe(true);
    expect(set.has("2080P0205X")).toBe(false);
    expect(set.has("207R00000X")).toBe(false);
    expect([...set]).toEqual(["207Q00000X"]);
  });

  it("accepts clinical codes for strong names, except denied ones, and only the allow-list for weak names", () => {
    const { strong, weak, deny } = RULES.taxonomy;
    expect(strong.has("207RC0000X")).toBe(true);
    expect(strong.has("261QU0200X")).toBe(true);
    expect(strong.has("363LF0000X")).toBe(true);
    expect(strong.has("2085R0202X")).toBe(false);
    expect(strong.has("261QP2000X")).toBe(false);
    expect(strong.has("3336C0003X")).toBe(false);
    expect(weak.has("207RC0000X")).toBe(false);
    expect(weak.has("363LF0000X")).toBe(true);
    expect(deny.has("2085R0202X")).toBe(true);
  });

  it("takes --taxonomy codes for both tiers, no longer denied or excluded", () => {
    const override = taxonomyRules(TAXONOMY, ["2085R0202X", "363LP0808X"]);
    expect(override.strong.has("2085R0202X")).toBe(true);
    expect(override.weak.has("363LP0808X")).toBe(true);
    expect(override.strong.has("207Q00000X")).toBe(false);
    expect(override.deny.has("2085R0202X")).toBe(false);
    expect(override.exclude.has("363LP0808X")).toBe(false);
    expect(override.exclude.has("208000000X")).toBe(true);
  });
});

describe("judgeOrganisation", () => {
  const judge = (legalName: string, taxonomies: string[], dbaNames: string[] = []) =>
    judgeOrganisation({ legalName, dbaNames, taxonomies }, RULES);

  it("keeps a strong name with any clinical code and a weak name only with a prescriber code", () => {
    expect(judge("TRTMD HEALTH CLINIC PLLC", ["", "207RC0000X", "207rc0000x", "291U00000X"])).toEqual({
      kept: true,
      match: { tier: "strong", kind: "keyword", match: "TRT" },
      in: "legal",
      name: "TRTMD HEALTH CLINIC PLLC",
      taxonomies: ["207RC0000X"],
    });
    expect(judge("HORMONALLY BALANCED LLC", ["363LF0000X"])).toMatchObject({
      kept: true,
      taxonomies: ["363LF0000X"],
    });
    expect(judge("HORMONALLY BALANCED LLC", ["207RC0000X"])).toEqual({
      kept: false,
      reason: "noTaxonomy",
      match: { tier: "weak", kind: "keyword", match: "hormone" },
    });
    expect(judge("SUMMIT MEN'S HEALTH", [])).toMatchObject({ kept: false, reason: "noTaxonomy" });
  });

  it("drops excluded codes first, and names a denied code when nothing else qualifies", () => {
    expect(judge("CHILDREN'S HORMONE CENTER PA", ["207Q00000X", "2080P0205X"])).toEqual({
      kept: false,
      reason: "excludedTaxonomy",
      code: "2080P0205X",
    });
    expect(judge("VITALITY HEALTH CENTER LLC", ["363L00000X", "363LP0808X"])).toMatchObject({
      reason: "excludedTaxonomy",
      code: "363LP0808X",
    });
    // Without a code any name could use, the names are not read.
    expect(judge("LOW T IMAGING PARTNERS", ["2085R0202X"])).toEqual({
      kept: false,
      reason: "excludedTaxonomy",
      code: "2085R0202X",
    });
    expect(judge("BAYOU TESTOSTERONE LLC", ["3336C0003X"])).toEqual({ kept: false, reason: "noTaxonomy" });
    expect(judge("LOW T REHAB", ["261QP2000X", "207Q00000X"])).toMatchObject({
      kept: true,
      taxonomies: ["207Q00000X"],
    });
  });

  it("prefers a DBA name, and a strong match over a weak one", () => {
    expect(
      judge("MLTD ENTERPRISES LLC", ["363LF0000X"], ["GUYS & GALS HORMONES AND HYDRATION"]),
    ).toMatchObject({
      kept: true,
      in: "dba",
      name: "GUYS & GALS HORMONES AND HYDRATION",
      match: { match: "hormone" },
    });
    expect(judge("DESERT TESTOSTERONE CLINIC LLC", ["207R00000X"], ["DESERT HORMONE CENTER"])).toMatchObject({
      in: "legal",
      match: { tier: "strong", match: "testosterone" },
    });
    expect(
      judge("CAPITAL MALE CLINIC", ["207Q00000X"], ["CAPITAL HORMONES", "CAPITAL HORMONES"]),
    ).toMatchObject({
      in: "dba",
      name: "CAPITAL HORMONES",
    });
    // The strong legal name qualifies with a cardiology code the weak DBA name cannot use.
    expect(judge("SUMMIT MEN'S HEALTH", ["207RC0000X"], ["SUMMIT HORMONES"])).toMatchObject({
      kept: true,
      in: "legal",
      match: { tier: "strong" },
    });
  });

  it("lets a veto word in any name drop the organisation", () => {
    expect(judge("ACME HOLDINGS LLC", ["207Q00000X"], ["ACME TESTOSTERONE PHARMACY"])).toEqual({
      kept: false,
      reason: "noKeyword",
      veto: { veto: "otherPractice", word: "pharmacy" },
    });
    expect(judge("HER HEALTH LLC", ["207Q00000X"], ["ACME WOMEN'S HORMONES"])).toMatchObject({
      reason: "noKeyword",
      veto: { veto: "womenOnly" },
    });
    expect(judge("RIVERSIDE FAMILY MEDICINE PA", ["207Q00000X"])).toEqual({
      kept: false,
      reason: "noKeyword",
    });
  });
});

describe("brandForDomain", () => {
  it("reads hosts from URLs, bare hosts and e-mail addresses", () => {
    expect(hostOf("https://WWW.DefyMedical.com/tos?x=1")).toBe("defymedical.com");
    expect(hostOf("info@defymedical.com")).toBe("defymedical.com");
    expect(hostOf("direct.defymedical.com:443")).toBe("direct.defymedical.com");
    expect(hostOf("  ")).toBe("");
  });

  it("matches a brand's domain and its subdomains, not look-alikes, whatever matchName says", () => {
    expect(brandForDomain("go.synergenx.example", BRANDS)?.brand).toBe("SynergenX");
    expect(brandForDomain("hello@synergenx.example", BRANDS)?.brand).toBe("SynergenX");
    expect(brandForDomain("https://midtown.example/", BRANDS)?.brand).toBe("Midtown Medical");
    expect(brandForDomain("notsynergenx.example", BRANDS)).toBeUndefined();
    expect(brandForDomain("synergenx.example.evil.com", BRANDS)).toBeUndefined();
    expect(brandForDomain("", BRANDS)).toBeUndefined();
  });
});
