import { describe, expect, it } from "vitest";
import { titleCase } from "./title-case.ts";

describe("titleCase", () => {
  it("capitalises each word of an upper-case name and keeps legal forms in capitals", () => {
    expect(titleCase("SUMMIT MEN'S HEALTH, PLLC")).toBe("Summit Men's Health, PLLC");
    expect(titleCase("LONGHORN MALE MEDICAL PA")).toBe("Longhorn Male Medical PA");
    expect(titleCase("NORTHSIDE LOW T CENTER LLC")).toBe("Northside Low T Center LLC");
    expect(titleCase("JOHN SMITH MD")).toBe("John Smith MD");
    expect(titleCase("AUSTIN TRT LOUNGE")).toBe("Austin TRT Lounge");
  });

  it("writes small words in lower case except at the start", () => {
    expect(titleCase("CENTER FOR MEN'S HEALTH OF TEXAS")).toBe("Center for Men's Health of Texas");
    expect(titleCase("THE HORMONE CLINIC AT THE PARK")).toBe("The Hormone Clinic at the Park");
    expect(titleCase("PRAIRIE HORMONE & THYROID CLINIC")).toBe("Prairie Hormone & Thyroid Clinic");
  });

  it("keeps directions, PO boxes and route abbreviations sensible in addresses", () => {
    expect(titleCase("2100 N 1ST ST STE 4B")).toBe("2100 N 1st St Ste 4B");
    expect(titleCase("1500 NW 22ND AVE")).toBe("1500 NW 22nd Ave");
    expect(titleCase("PO BOX 1234")).toBe("PO Box 1234");
    expect(titleCase("P.O. BOX 12")).toBe("P.O. Box 12");
    expect(titleCase("12345 FM 1960 RD W, BLDG 3")).toBe("12345 FM 1960 Rd W, Bldg 3");
    expect(titleCase("900 US HWY 290 E")).toBe("900 US Hwy 290 E");
    expect(titleCase("4410 I-35 FRONTAGE RD")).toBe("4410 I-35 Frontage Rd");
    expect(titleCase("3RD FLOOR")).toBe("3rd Floor");
    expect(titleCase("101ST AIRBORNE DR SE")).toBe("101st Airborne Dr SE");
  });

  it("handles Mc names, apostrophes after one letter, hyphens and dotted abbreviations in cities", () => {
    expect(titleCase("MCALLEN")).toBe("McAllen");
    expect(titleCase("MCKINNEY")).toBe("McKinney");
    expect(titleCase("O'FALLON")).toBe("O'Fallon");
    expect(titleCase("WINSTON-SALEM")).toBe("Winston-Salem");
    expect(titleCase("ST. LOUIS")).toBe("St. Louis");
    expect(titleCase("COEUR D'ALENE")).toBe("Coeur D'Alene");
    expect(titleCase("LA PORTE")).toBe("La Porte");
  });

  it("keeps roman numerals and OB/GYN in capitals", () => {
    expect(titleCase("ASSOCIATES II")).toBe("Associates II");
    expect(titleCase("WOMEN'S OB/GYN")).toBe("Women's OB/GYN");
    expect(titleCase("IV HYDRATION AND HRT")).toBe("IV Hydration and HRT");
  });

  it("leaves text that already has lower-case letters alone, except for spacing", () => {
    expect(titleCase("Summit Men's Health")).toBe("Summit Men's Health");
    expect(titleCase("  iHormone   Clinic ")).toBe("iHormone Clinic");
    expect(titleCase("")).toBe("");
  });
});
