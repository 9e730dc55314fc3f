import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { candidateRules, readBrandsFile, readRulesFile } from "../server/registry/rules.server.ts";
import { displayName } from "./display-name.ts";
import { brandForDomain, judgeOrganisation, type OrganisationVerdict } from "./registry-rules.ts";

/**
 * Real rows of the CMS NPPES weekly file 2024-01-01..07 (tests/fixtures/nppes-real/README.md): every
 * organisation of that week the rules keep, the near misses, and a sample of the rows they must drop.
 */
const FIXTURE = "tests/fixtures/nppes-real/npidata_pfile_20240101-20240107.csv";

interface RealRow {
  npi: string;
  legalName: string;
  dbaNames: string[];
  taxonomies: string[];
}

function readRows(): RealRow[] {
  const [header = [], ...rows] = parse(readFileSync(FIXTURE)) as string[][];
  const column = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`no column ${name}`);
    return index;
  };
  const npi = column("NPI");
  const entity = column("Entity Type Code");
  const legal = column("Provider Organization Name (Legal Business Name)");
  const other = column("Provider Other Organization Name");
  const otherType = column("Provider Other Organization Name Type Code");
  const taxonomy = Array.from({ length: 15 }, (_, i) => column(`Healthcare Provider Taxonomy Code_${i + 1}`));
  return rows
    .filter((row) => row[entity] === "2")
    .map((row) => ({
      npi: row[npi] ?? "",
      legalName: row[legal] ?? "",
      dbaNames: row[otherType] === "3" && row[other] ? [row[other]] : [],
      taxonomies: taxonomy.map((index) => row[index] ?? "").filter((code) => code !== ""),
    }));
}

const rows = readRows();
const { brands } = readBrandsFile();
const rules = candidateRules(readRulesFile(), {}, ["TX"], brands);
const verdicts = new Map<string, { row: RealRow; verdict: OrganisationVerdict }>(
  rows.map((row) => [row.npi, { row, verdict: judgeOrganisation(row, rules.organisations) }]),
);

describe("the rules on real NPPES rows", () => {
  it("reads the 100 real organisations of the fixture", () => {
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((row) => row.npi)).size).toBe(100);
  });

  it("keeps exactly the plausible TRT practices, with their tier, match and shown name", () => {
    const kept = [...verdicts.values()].flatMap(({ row, verdict }) =>
      verdict.kept
        ? [
            {
              npi: row.npi,
              legalName: row.legalName,
              shown: displayName(row.dbaNames[0] ?? row.legalName),
              tier: verdict.match.tier,
              match: verdict.match.match,
              in: verdict.in,
              taxonomies: verdict.taxonomies,
            },
          ]
        : [],
    );
    expect(kept).toEqual([
      {
        npi: "1801666821",
        legalName: "SUMMERS ANTI-AGING CENTER LLC",
        shown: "Summers Anti-Aging Center",
        tier: "weak",
        match: "anti-aging",
        in: "legal",
        taxonomies: ["207Q00000X"],
      },
      {
        npi: "1437844461",
        legalName: "MLTD ENTERPRISES LLC",
        shown: "Guys & Gals Hormones and Hydration",
        tier: "weak",
        match: "hormone",
        in: "dba",
        taxonomies: ["363LF0000X", "363LP2300X", "207QA0505X", "207R00000X", "261QM1300X"],
      },
    ]);
  });

  it("drops the near misses for the right reason", () => {
    const reasons: Record<string, string> = {
      // "Vitality" without a men's word, run by a psychiatric nurse practitioner.
      "1104483098": "excludedTaxonomy",
      "1407626989": "noKeyword", // ADULT VITALITY HEALTHCARE LLC
      "1053181701": "noKeyword", // PURPLE SKIES HEALTH AND VITALITY CLINIC
      "1235909219": "excludedTaxonomy", // MENS SANA LLC, a behavioral health agency
      "1336919091": "noKeyword", // AGING GRACE HOUSE CALLS: aging, not anti-aging
      "1871531772": "noKeyword", // a urology practice without a TRT word in its name
      "1467727420": "noKeyword", // DOWNRIVER ENDOCRINOLOGY PLC
      "1669252540": "excludedTaxonomy", // ALL ABOUT WELLNESS: gynecology and endocrinology
      "1902675945": "noKeyword", // RESTORE WEIGHT LOSS, PC (obesity medicine)
      "1861262537": "noKeyword", // ADVANCED CARE AND MEDSPA, a primary-care nurse practitioner
      "1134692676": "noKeyword", // VERITAS HEALTH GROUP, not Veritas Men's Clinic
      "1063282879": "noKeyword", // RENEW PAIN SOLUTIONS, not Renew Vitality
      "1972211712": "noKeyword", // BUSY MOMS HEALTHCARE
      "1447975891": "excludedTaxonomy", // UPLIFTING WOMEN'S WELLNESS
      "1447325915": "excludedTaxonomy", // COMPREHENSIVE WOMENS HEALTHCARE PLLC
      "1619675691": "noTaxonomy", // GOOD GUYS PHARMA (pharmacy codes only)
      "1154091403": "excludedTaxonomy", // ROBA PHYSICAL THERAPY AND WELLNESS (physical therapy clinic)
      "1346010311": "excludedTaxonomy", // KATLYN MORRISON WELLNESS & COUNSELING
      "1396515110": "excludedTaxonomy", // WELLNESS HOME CARE SOLUTIONS (home health)
      "1295004455": "excludedTaxonomy", // BEST CARE HOSPICE
      "1710131677": "excludedTaxonomy", // RWJUH IMAGING AT PLUM STREET (radiology)
      "1013474535": "noTaxonomy", // VITAL SMILES ALABAMA II PC (dental)
      "1326818204": "noKeyword", // THE CHILDREN'S WELLNESS CENTER
      "1104607142": "excludedTaxonomy", // KSP HEALTH: pediatrics
    };
    for (const [npi, reason] of Object.entries(reasons)) {
      const entry = verdicts.get(npi);
      expect(entry, npi).toBeDefined();
      expect(entry?.verdict, `${npi} ${entry?.row.legalName}`).toMatchObject({ kept: false, reason });
    }
  });

  it("finds no keyword or brand in any name of the dropped rows", () => {
    for (const { row, verdict } of verdicts.values()) {
      if (verdict.kept) continue;
      for (const name of [row.legalName, ...row.dbaNames])
        expect(rules.names.find(name), name).toBeUndefined();
    }
  });
});

describe("the default rules on names", () => {
  const rules = candidateRules(readRulesFile(), {}, ["TX"]);
  const { brands } = readBrandsFile();

  it("finds the brief's examples in the right tier", () => {
    const found = (name: string) => rules.names.find(name);
    expect(found("TRTMD HEALTH CLINIC PLLC")).toMatchObject({ tier: "strong", match: "TRT" });
    expect(found("TRTNATION LLC")).toMatchObject({ tier: "strong", match: "TRT" });
    expect(found("AGELESS MEN'S HEALTH VA LLC")).toMatchObject({ tier: "strong", match: "men's health" });
    expect(found("SRS MEN'S VITALITY HUB")).toMatchObject({ tier: "strong", match: "men's vitality" });
    expect(found("NATIONAL MALE MEDICAL CLINICS")).toMatchObject({ tier: "strong", match: "male medical" });
    expect(found("THE CLINIC FOR MEN")).toMatchObject({ tier: "strong", match: "clinic for men" });
    expect(found("DEFY MEDICAL, LLC")).toMatchObject({
      tier: "strong",
      kind: "brand",
      match: "Defy Medical",
    });
    expect(found("RENEW VITALITY")).toMatchObject({ tier: "strong", kind: "brand", match: "Renew Vitality" });
    expect(found("NUMALE CORPORATION")).toMatchObject({ kind: "brand", match: "NuMale Medical" });
    expect(found("HORMONALLY BALANCED")).toMatchObject({ tier: "weak", match: "hormone" });
    expect(found("BIO-IDENTICAL WELLNESS")).toMatchObject({ tier: "weak", match: "bioidentical" });
    expect(found("SUMMERS ANTI-AGING CENTER LLC")).toMatchObject({ tier: "weak", match: "anti-aging" });
    expect(found("VITALITY FOR MEN")).toMatchObject({ tier: "weak", match: "vitality" });
    expect(found("HOUSE OF HOPE FOR MEN")).toBeUndefined();
    expect(found("NEW LIFE MEN'S CENTER")).toMatchObject({ kind: "keyword", match: "men's center" });
    for (const name of [
      "MENS SANA LLC",
      "LONE STAR FEMALE HEALTH CENTER",
      "COMPREHENSIVE WOMENS HEALTHCARE PLLC",
      "LOW TIDE FAMILY PRACTICE",
      "VITALITY HEALTH CENTER LLC",
      "FE-MALE HEALTH",
      "TRTC INC",
      "MEN'S RECOVERY CENTER",
      "HOUSTON MEN'S HEALTH COUNSELING",
      "TESTOSTERONE COMPOUNDING PHARMACY",
    ])
      expect(found(name), name).toBeUndefined();
  });

  it("finds every brand by its own name and aliases, unless its name is too common", () => {
    expect(brands.length).toBeGreaterThanOrEqual(40);
    for (const brand of brands) {
      for (const name of [brand.brand, ...(brand.aliases ?? [])]) {
        const match = rules.names.find(name.toUpperCase());
        if (brand.matchName === false) expect(match?.kind, name).not.toBe("brand");
        else expect(match, name).toEqual({ tier: "strong", kind: "brand", match: brand.brand });
      }
      const byDomain = brand.matchDomain === false ? undefined : brand.brand;
      expect(brandForDomain(brand.domain, brands)?.brand, brand.domain).toBe(byDomain);
      expect(brandForDomain(`info@${brand.domain}`, brands)?.brand).toBe(byDomain);
    }
    expect(brandForDomain("direct.defymedical.com", brands)?.brand).toBe("Defy Medical");
    expect(brandForDomain("info@defymedical.com", brands)?.brand).toBe("Defy Medical");
  });

  // Names of real organisations in the CMS weekly file 2024-01-01..07 (tests/fixtures/nppes-real) and other
  // registry names of practices that are no TRT clinics: none may match, brand or keyword.
  const NOT_TRT = [
    "MENS SANA LLC",
    "VITALITY HEALTH CENTER LLC",
    "ADULT VITALITY HEALTHCARE LLC",
    "PURPLE SKIES HEALTH AND VITALITY CLINIC",
    "AGING GRACE HOUSE CALLS",
    "AGING GRACEFUL CARE LLC",
    "UPLIFTING WOMEN'S WELLNESS",
    "COMPREHENSIVE WOMENS HEALTHCARE PLLC",
    "PALMDALE WOMEN S HEALTH PHYSICIAN GROUP INC",
    "INDEPENDENCE WOMENS CLINIC PC",
    "BUSY MOMS HEALTHCARE",
    "GOOD GUYS PHARMACY",
    "SHEEFA PHARMACY AND WELLNESS CENTER",
    "HUNTER'S SPECIALTY PHARMACY LLC",
    "ROBA PHYSICAL THERAPY AND WELLNESS LLC",
    "PONO WELLNESS & PHYSICAL THERAPY, LLC",
    "KATLYN MORRISON WELLNESS & COUNSELING, LLC",
    "PROSPERITY WELLNESS CENTER",
    "GREY MATTER BEHAVIORAL WELLNESS LLC",
    "WELLNESS HOME CARE SOLUTIONS LLC",
    "PRIME CARE HOME HEALTH INC",
    "BEST CARE HOSPICE, LLC",
    "VITAL SMILES ALABAMA II PC",
    "ARLINGTON TX DENTAL PLLC",
    "GLOBAL WELLNESS SOLUTIONS LLC",
    "NEW AGE SENIOR LIVING",
    "RWJUH IMAGING AT PLUM STREET, LLC",
    "HOUSTON MRI & DIAGNOSTIC IMAGING",
    "SPIRIT LABORATORY SERVICES",
    "THE CHILDREN'S WELLNESS CENTER",
    "PEAK PEDIATRIC THERAPY, LLC",
    "RENEW PAIN SOLUTIONS LLC",
    "RENEW COUNSELING CONSULTING AND WELLNESS SERVICES LLC",
    "VERITAS HEALTH GROUP. LLC",
    "ALPHA CARE ONE INC.",
    "OPTIMAL HOME CARE INC.",
    "RESTORE WEIGHT LOSS, PC",
    "BOSTON UNIVERSITY MEDICAL CENTER UROLOGISTS, INC.",
    "DOWNRIVER ENDOCRINOLOGY PLC",
    "INVIGORATE WELLNESS LLC",
    "RENU.HEALTH, INC",
    "MIDTOWN MEDICAL CENTER",
    "EVOLUTION HEALTH SERVICES",
    "HONE PHYSICAL THERAPY",
    "VAULT CHIROPRACTIC",
    "MAXIMUS FEDERAL SERVICES",
  ];

  it(`matches none of ${NOT_TRT.length} real names of other practices`, () => {
    expect(NOT_TRT.length).toBeGreaterThanOrEqual(30);
    for (const name of NOT_TRT) expect(rules.names.find(name), name).toBeUndefined();
  });
});
