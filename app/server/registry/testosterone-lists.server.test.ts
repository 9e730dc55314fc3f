import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  readTestosteroneLists,
  TestosteroneListsError,
  testosteroneCodes,
  testosteroneDrugs,
} from "./testosterone-lists.server.ts";

const lists = readTestosteroneLists();
const drugs = testosteroneDrugs(lists);

describe("the testosterone lists file", () => {
  it("has its sources, and a source for every drug and code", () => {
    expect(lists.sources.length).toBeGreaterThan(3);
    for (const entry of [...lists.partD.generics, ...lists.partD.brands, ...lists.hcpcs.codes]) {
      expect(entry.source).toMatch(/^https?:\/\//);
    }
  });

  it("lists the brands and generics the rules are meant to catch", () => {
    const brands = lists.partD.brands.map((brand) => brand.name);
    for (const brand of [
      "Depo-Testosterone",
      "Xyosted",
      "Aveed",
      "Jatenzo",
      "Tlando",
      "Kyzatrex",
      "Androgel",
    ]) {
      expect(brands).toContain(brand);
    }
    for (const brand of ["Testim", "Vogelxo", "Fortesta", "Axiron", "Natesto", "Androderm", "Testopel"]) {
      expect(brands).toContain(brand);
    }
    expect(brands).toEqual(expect.arrayContaining(["Striant", "Methitest"]));
    for (const generic of lists.partD.generics) {
      expect(drugs.match(generic.name, generic.name)).toBe(generic.name);
    }
    for (const brand of lists.partD.brands) expect(drugs.match("", brand.name)).toBe(brand.name);
  });

  it("has the five codes with their descriptions", () => {
    const codes = testosteroneCodes(lists);
    expect([...codes.keys()]).toEqual(["J1071", "J3121", "J3145", "S0189", "11980"]);
    expect(codes.get("J1071")).toEqual({
      code: "J1071",
      description: "Injection, testosterone cypionate, 1 mg",
      kind: "injection",
    });
    expect(codes.get("11980")?.kind).toBe("pellet");
  });

  const dir = mkdtempSync(join(tmpdir(), "testosterone-lists-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("says what is wrong with a broken file", () => {
    const path = join(dir, "broken.json");
    writeFileSync(
      path,
      JSON.stringify({ ...lists, hcpcs: { codes: [{ ...lists.hcpcs.codes[0], code: "J10" }] } }),
    );
    expect(() => readTestosteroneLists(path)).toThrow(TestosteroneListsError);
    expect(() => readTestosteroneLists(path)).toThrow(/hcpcs\.codes\.0\.code: must be a 5-character/);
    expect(() => readTestosteroneLists(join(dir, "none.json"))).toThrow(/cannot read/);
  });
});

describe("testosteroneDrugs", () => {
  it("takes any generic name containing testosterone, in any case", () => {
    expect(drugs.match("Testosterone Cypionate", "Testosterone Cypionate")).toBe("Testosterone Cypionate");
    expect(drugs.match("TESTOSTERONE ENANTHATE", "TESTOSTERONE ENANTHATE")).toBe("TESTOSTERONE ENANTHATE");
    expect(drugs.match("Methyltestosterone", "Methitest")).toBe("Methitest");
    expect(drugs.match("Testosterone", "")).toBe("Testosterone");
  });

  it("takes a listed brand whatever its generic is written as, and the brand followed by more words", () => {
    expect(drugs.match("Testost Gel Pump", "Androgel Pump")).toBe("Androgel Pump");
    expect(drugs.match("", "ANDROGEL")).toBe("ANDROGEL");
    expect(drugs.match("Testosterone", "Depo Testosterone")).toBe("Depo Testosterone");
    expect(drugs.match("Testosterone Cypionate", "Depo-Testosterone")).toBe("Depo-Testosterone");
  });

  it("leaves out other drugs, brands that only start like a listed one, and estrogen combinations", () => {
    expect(drugs.match("Metformin Hcl", "Metformin Hcl")).toBeUndefined();
    expect(drugs.match("Estradiol", "Androgelle")).toBeUndefined();
    expect(drugs.match("Esterified Estrogens/Methyltestosterone", "Covaryx")).toBeUndefined();
    expect(drugs.match("Esterified Estrogens/Methyltes", "Eemt Hs")).toBeUndefined();
  });

  it("knows how every listed brand starts, for a quick first look at a row", () => {
    expect(drugs.genericContains).toBe("testosterone");
    expect(drugs.brandStarts).toEqual(
      new Set(["de", "az", "xy", "av", "ja", "tl", "ky", "an", "te", "vo", "fo", "ax", "na", "st", "me"]),
    );
  });
});
