import { describe, expect, it } from "vitest";
import {
  CANDIDATE_REVIEW_COLUMNS,
  candidateSource,
  checkTaxonomies,
  formatPhone,
  formatTaxonomies,
  isActiveRegistration,
  keywordMatcher,
  keywordText,
  phoneDigits,
  registryDate,
  registryFileMonth,
  zip5,
} from "./registry-candidate.ts";

describe("CANDIDATE_REVIEW_COLUMNS", () => {
  it("names the four review columns the import ignores", () => {
    expect(CANDIDATE_REVIEW_COLUMNS).toEqual([
      "match",
      "matchedTaxonomies",
      "matchedKeyword",
      "registryLastUpdated",
    ]);
  });
});

describe("keywordMatcher", () => {
  const matcher = keywordMatcher(["testosterone", "TRT", "low T", "men's health", "male", "hormone"]);

  it("finds whole words in any case, with or without apostrophes and hyphens", () => {
    expect(matcher.find("SUMMIT MEN'S HEALTH, PLLC")).toBe("men's health");
    expect(matcher.find("Summit Mens Health")).toBe("men's health");
    expect(matcher.find("Summit Men’s Health")).toBe("men's health");
    expect(matcher.find("NORTHSIDE LOW-T CENTER")).toBe("low T");
    expect(matcher.find("AUSTIN TRT LOUNGE")).toBe("TRT");
    expect(matcher.find("CAPITAL MALE CLINIC")).toBe("male");
  });

  it("does not match inside words", () => {
    expect(matcher.find("LONE STAR FEMALE HEALTH CENTER")).toBeUndefined();
    expect(matcher.find("WOMEN'S HEALTH ASSOCIATES")).toBeUndefined();
    expect(matcher.find("LOW TIDE FAMILY MEDICINE")).toBeUndefined();
    expect(matcher.find("MALECKI FAMILY PRACTICE")).toBeUndefined();
    expect(matcher.find("HORMONES AND MORE")).toBeUndefined();
    expect(matcher.find("CENTRE HEALTH")).toBeUndefined();
  });

  it("returns the first keyword in list order", () => {
    expect(matcher.find("MALE TESTOSTERONE CLINIC")).toBe("testosterone");
  });

  it("ignores keywords that normalise to nothing", () => {
    expect(keywordMatcher(["", " - "]).keywords).toEqual([]);
    expect(keywordMatcher(["", "male"]).find("Male Clinic")).toBe("male");
  });

  it("normalises accents and punctuation", () => {
    expect(keywordText("  Clínica  Hormonal—Men’s  ")).toBe("clinica hormonal mens");
  });
});

describe("checkTaxonomies", () => {
  const allowed = new Set(["207Q00000X", "208800000X", "261QM1300X"]);
  const excluded = new Set(["2080P0205X", "2088P0231X"]);

  it("returns the allowed codes in slot order, skipping empty slots and repeats", () => {
    expect(checkTaxonomies(["", "208800000X", "", "207q00000x", "208800000X"], allowed, excluded)).toEqual({
      ok: true,
      codes: ["208800000X", "207Q00000X"],
    });
  });

  it("rejects rows without an allowed code", () => {
    expect(checkTaxonomies(["3336C0003X", ""], allowed, excluded)).toEqual({
      ok: false,
      reason: "not-allowed",
    });
    expect(checkTaxonomies([], allowed, excluded)).toEqual({ ok: false, reason: "not-allowed" });
  });

  it("rejects any row with an excluded (pediatric) code, even next to allowed ones", () => {
    expect(checkTaxonomies(["207Q00000X", "2080P0205X"], allowed, excluded)).toEqual({
      ok: false,
      reason: "excluded",
      code: "2080P0205X",
    });
  });

  it("formats matched codes with their names", () => {
    const names = new Map([["208800000X", "Urology Physician"]]);
    expect(formatTaxonomies(["208800000X", "207Q00000X"], names)).toBe(
      "208800000X Urology Physician; 207Q00000X",
    );
  });
});

describe("registry dates and activity", () => {
  it("reads MM/DD/YYYY into ISO dates", () => {
    expect(registryDate("01/06/2025")).toBe("2025-01-06");
    expect(registryDate(" 12/31/2024 ")).toBe("2024-12-31");
    expect(registryDate("02/30/2025")).toBeUndefined();
    expect(registryDate("2025-01-06")).toBeUndefined();
    expect(registryDate("")).toBeUndefined();
  });

  it("treats a deactivated NPI as active again only after a later reactivation", () => {
    expect(isActiveRegistration("", "")).toBe(true);
    expect(isActiveRegistration("05/01/2022", "")).toBe(false);
    expect(isActiveRegistration("03/01/2020", "06/15/2020")).toBe(true);
    expect(isActiveRegistration("06/15/2020", "03/01/2020")).toBe(false);
    expect(isActiveRegistration("06/15/2020", "06/15/2020")).toBe(false);
    expect(isActiveRegistration("garbage", "06/15/2020")).toBe(false);
  });
});

describe("registryFileMonth", () => {
  it("takes the month of the last date in the file name", () => {
    expect(registryFileMonth("npidata_pfile_20250106-20250112.csv")).toBe("January 2025");
    expect(
      registryFileMonth("/data/NPPES_Data_Dissemination_June_2025/npidata_pfile_20050523-20250608.csv"),
    ).toBe("June 2025");
    expect(registryFileMonth("C:\\nppes\\npidata_pfile_20241230-20250105.csv")).toBe("January 2025");
    expect(registryFileMonth("npidata_pfile_20250310.csv")).toBe("March 2025");
  });

  it("gives undefined when the name has no real date", () => {
    expect(registryFileMonth("npidata.csv")).toBeUndefined();
    expect(registryFileMonth("npidata_pfile_20251301-20251399.csv")).toBeUndefined();
    expect(registryFileMonth("npidata_pfile_123456789.csv")).toBeUndefined();
  });

  it("builds the source text with or without a month", () => {
    expect(candidateSource("January 2025", "1234567893")).toBe("NPPES January 2025 (NPI 1234567893)");
    expect(candidateSource(undefined, "1234567893")).toBe("NPPES (NPI 1234567893)");
  });
});

describe("ZIP codes and phone numbers", () => {
  it("takes the 5-digit ZIP from ZIP+4 with or without a hyphen", () => {
    expect(zip5("787011234")).toBe("78701");
    expect(zip5("78701-1234")).toBe("78701");
    expect(zip5("01001")).toBe("01001");
    expect(zip5("7870")).toBeUndefined();
    expect(zip5("A1B 2C3")).toBeUndefined();
    expect(zip5("")).toBeUndefined();
  });

  it("keeps 10-digit phone numbers only", () => {
    expect(phoneDigits("5125550142")).toBe("5125550142");
    expect(phoneDigits("1-512-555-0142")).toBe("5125550142");
    expect(phoneDigits("555014")).toBeUndefined();
    expect(phoneDigits(null)).toBeUndefined();
    expect(formatPhone("5125550142")).toBe("(512) 555-0142");
    expect(formatPhone("55501")).toBe("");
  });
});
