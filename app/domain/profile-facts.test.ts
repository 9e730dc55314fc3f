import { describe, expect, it } from "vitest";
import { sampleClinic } from "../../tests/support/sample-clinic.ts";
import { profileFacts } from "./profile-facts.ts";
import { verificationOf } from "./verification.ts";

const NOW = new Date("2026-11-23T12:00:00Z");
const factsOf = (clinic: ReturnType<typeof sampleClinic>) =>
  profileFacts(clinic, verificationOf(clinic, NOW), NOW);

describe("profileFacts", () => {
  it("for a registry listing: no services or pricing tab, everything not listed, its source and legal name", () => {
    const clinic = sampleClinic({
      services: [],
      pricing: [],
      priceRange: null,
      acceptedInsurance: [],
      openingHours: [],
      hoursOfOperation: {},
      verified: false,
      npi: "1234567893",
      phone: null,
      legalName: "Oak Hill Men's Clinic, PLLC",
      source: "NPPES January 2024 (NPI 1234567893)",
    });
    expect(factsOf(clinic)).toEqual({
      tabs: ["overview", "reviews", "location"],
      notListed: "services, prices, insurance, hours and telehealth options",
      registryNote:
        "Nobody has checked this listing with the clinic yet: its name, address and NPI are as its source gives them (see “About this listing”).",
      verification: "Not yet verified",
      source: "NPPES NPI Registry, January 2024 file",
      legalName: "Oak Hill Men's Clinic, PLLC",
      today: "2026-11-23",
    });
  });

  it("for a listing with hours: no registry note, only what is missing, and how it was checked", () => {
    const facts = factsOf(
      sampleClinic({ lastVerifiedAt: "2026-03-03T00:00:00.000Z", verificationMethod: "website" }),
    );
    expect(facts.registryNote).toBeNull();
    expect(facts.notListed).toBe("insurance and telehealth options");
    expect(facts.verification).toBe("Verified Mar 3, 2026 on the clinic's website");
    expect(facts.source).toBe("Fictional demo listing, not a real clinic");
    expect(facts.legalName).toBeNull();
  });
});
