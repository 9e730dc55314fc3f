import { describe, expect, it } from "vitest";
import { displayName } from "./display-name.ts";

describe("displayName", () => {
  it("title-cases registry capitals and keeps state codes, acronyms and initialisms", () => {
    expect(displayName("AGELESS MEN'S HEALTH VA LLC")).toBe("Ageless Men's Health VA");
    expect(displayName("SRS MEN'S VITALITY HUB")).toBe("SRS Men's Vitality Hub");
    expect(displayName("TRTMD HEALTH CLINIC PLLC")).toBe("TRTMD Health Clinic");
    expect(displayName("HCG DIET CLINIC")).toBe("HCG Diet Clinic");
    expect(displayName("MLTD ENTERPRISES LLC")).toBe("MLTD Enterprises");
    expect(displayName("NEW YORK MEN'S HEALTH NY PC")).toBe("New York Men's Health NY");
    expect(displayName("AUSTIN TRT LOUNGE")).toBe("Austin TRT Lounge");
  });

  it("reads common abbreviations as words, not initialisms", () => {
    expect(displayName("DR SMITH MEN'S CLINIC")).toBe("Dr Smith Men's Clinic");
    expect(displayName("ST JOHN MEN'S HEALTH")).toBe("St John Men's Health");
    expect(displayName("MT PLEASANT MEN'S CENTER")).toBe("Mt Pleasant Men's Center");
    expect(displayName("FT WORTH LOW T")).toBe("Ft Worth Low T");
    expect(displayName("JOHN SMITH JR MD PA")).toBe("John Smith Jr MD");
    expect(displayName("MR HORMONE")).toBe("Mr Hormone");
    expect(displayName("BODY RX")).toBe("Body Rx");
  });

  it("keeps state codes that are also words in lower case unless they end the name", () => {
    expect(displayName("LA JOLLA MEN'S CLINIC")).toBe("La Jolla Men's Clinic");
    expect(displayName("MEN'S CLINIC OF LA")).toBe("Men's Clinic of LA");
    expect(displayName("HORMONE CLINIC IN DALLAS")).toBe("Hormone Clinic in Dallas");
    expect(displayName("LOW T CENTER OF CO")).toBe("Low T Center of CO");
  });

  it("drops legal forms from the end", () => {
    expect(displayName("SUMMIT MEN'S HEALTH, PLLC")).toBe("Summit Men's Health");
    expect(displayName("SUMMIT MEN'S HEALTH, P.L.L.C.")).toBe("Summit Men's Health");
    expect(displayName("CAPITAL MALE CLINIC L.L.C.")).toBe("Capital Male Clinic");
    expect(displayName("LONGHORN MALE MEDICAL PA")).toBe("Longhorn Male Medical");
    expect(displayName("LONGHORN MALE MEDICAL, P.A.")).toBe("Longhorn Male Medical");
    expect(displayName("PEAK HORMONE PC")).toBe("Peak Hormone");
    expect(displayName("PEAK HORMONE P.C.")).toBe("Peak Hormone");
    expect(displayName("RENEW MEN'S CLINIC, INC.")).toBe("Renew Men's Clinic");
    expect(displayName("RENEW MEN'S CLINIC INC")).toBe("Renew Men's Clinic");
    expect(displayName("NORTH MALE MEDICAL CORP.")).toBe("North Male Medical");
    expect(displayName("NORTH MALE MEDICAL CORPORATION")).toBe("North Male Medical");
    expect(displayName("TESTOSTERONE PARTNERS LLP")).toBe("Testosterone Partners");
    expect(displayName("WILLIAM I CREVIER MD LTD")).toBe("William I Crevier MD");
    expect(displayName("ACME HORMONE CO.")).toBe("Acme Hormone");
    expect(displayName("HOW MEDICAL APC")).toBe("How Medical");
    expect(displayName("ADVANCED PAIN CARE PS")).toBe("Advanced Pain Care");
    expect(displayName("ILLINOIS-INDIANA EM-I MEDICAL SERVICES S C")).toBe(
      "Illinois-Indiana Em-I Medical Services",
    );
    expect(displayName("PACIFIC MEN'S HEALTH, A MEDICAL CORPORATION")).toBe("Pacific Men's Health");
    expect(displayName("XYZ MEDICAL GROUP, INC., A PROFESSIONAL CORPORATION")).toBe("Xyz Medical Group");
    expect(displayName("CAMILA PAIVA, M.D., P.L.L.C.")).toBe("Camila Paiva, M.D.");
    expect(displayName("LISA HARDY, APRN, PLLC")).toBe("Lisa Hardy, APRN");
    expect(displayName("ROBERT E. BISEL, DO & ASSOCIATES, LLC")).toBe("Robert E. Bisel, DO & Associates");
  });

  it("never drops a word that is part of the name", () => {
    expect(displayName("MEN'S HEALTH OF PA, PLLC")).toBe("Men's Health of PA");
    expect(displayName("PA MEN'S CLINIC PA")).toBe("PA Men's Clinic");
    expect(displayName("HARRISBURG PA MEN'S CLINIC")).toBe("Harrisburg PA Men's Clinic");
    expect(displayName("SMITH & CO")).toBe("Smith & Co");
    expect(displayName("THE LLC")).toBe("The LLC");
    expect(displayName("PA")).toBe("PA");
    expect(displayName("INCORPORATED WELLNESS HORMONES")).toBe("Incorporated Wellness Hormones");
  });

  it("shows the doing-business-as part of a name", () => {
    expect(displayName("ACME HOLDINGS LLC DBA PEAK MEN'S CLINIC")).toBe("Peak Men's Clinic");
    expect(displayName("ACME HOLDINGS LLC D/B/A PEAK MEN'S CLINIC, PLLC")).toBe("Peak Men's Clinic");
    expect(displayName("ACME HOLDINGS LLC (D.B.A. PEAK MEN'S CLINIC)")).toBe("Peak Men's Clinic");
    expect(displayName("TEXAS CARDIOLOGY ASSOCIATES OF HOUSTON DBA")).toBe(
      "Texas Cardiology Associates of Houston",
    );
    expect(displayName("Acme LLC d/b/a Peak Men's Health")).toBe("Peak Men's Health");
  });

  it("keeps text typed in mixed case as written, apart from the legal form", () => {
    expect(displayName("Summit Men's Health, PLLC")).toBe("Summit Men's Health");
    expect(displayName("TRTNation of Texas LLC")).toBe("TRTNation of Texas");
    expect(displayName("eHormones MD")).toBe("eHormones MD");
  });

  it("writes the registry's MEN S as Men's and known brand names with their own capitals", () => {
    expect(displayName("PALMDALE WOMEN S HEALTH PHYSICIAN GROUP INC")).toBe(
      "Palmdale Women's Health Physician Group",
    );
    expect(displayName("SUMMIT MEN S HEALTH LLC")).toBe("Summit Men's Health");
    expect(displayName("SYNERGENX HEALTH HOLDINGS LLC", { knownNames: ["SynergenX"] })).toBe(
      "SynergenX Health Holdings",
    );
    expect(displayName("NUMALE MEDICAL CENTER", { knownNames: ["NuMale Medical"] })).toBe(
      "NuMale Medical Center",
    );
    expect(displayName("NUMALES CLINIC", { knownNames: ["NuMale"] })).toBe("Numales Clinic");
  });

  it("returns an empty name for empty text", () => {
    expect(displayName("   ")).toBe("");
  });
});
