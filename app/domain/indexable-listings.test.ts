import { describe, expect, it } from "vitest";
import {
  allDemo,
  clinicPageNoindex,
  isDemoListing,
  isRegistryOnly,
  type ListingFacts,
  listingFactsOf,
  listsOnlyDemoClinics,
  ownFactsOf,
} from "./indexable-listings.ts";

const NOW = new Date("2026-11-23T12:00:00Z");
const bare: ListingFacts = { hasHours: false, hasPrice: false, verified: false, lastVerifiedAt: null };

describe("registry-only listings", () => {
  it("are those with no hours, no price and no current verification", () => {
    expect(isRegistryOnly(bare, NOW)).toBe(true);
    expect(ownFactsOf(bare, NOW)).toEqual([]);
  });

  it("gain their page in search indexes with any one of hours, a price or a current verification", () => {
    expect(ownFactsOf({ ...bare, hasHours: true }, NOW)).toEqual(["hours"]);
    expect(ownFactsOf({ ...bare, hasPrice: true }, NOW)).toEqual(["price"]);
    expect(ownFactsOf({ ...bare, verified: true, lastVerifiedAt: "2026-03-03" }, NOW)).toEqual([
      "verification",
    ]);
    expect(isRegistryOnly({ ...bare, hasHours: true }, NOW)).toBe(false);
  });

  it("count a lapsed check, or a date without the verified flag, as no verification", () => {
    expect(isRegistryOnly({ ...bare, verified: true, lastVerifiedAt: "2025-06-01" }, NOW)).toBe(true);
    expect(isRegistryOnly({ ...bare, verified: false, lastVerifiedAt: "2026-10-01" }, NOW)).toBe(true);
    expect(isRegistryOnly({ ...bare, verified: true, lastVerifiedAt: null }, NOW)).toBe(true);
  });

  it("read a clinic's hours, pricing rows and verification; a price range, services or a description do not count", () => {
    const clinic = {
      openingHours: [],
      pricing: [],
      verified: false,
      lastVerifiedAt: null,
      priceRange: "$$",
      services: [{ id: "hcg-therapy", name: "HCG Therapy", description: null }],
      description: "A clinic.",
      source: "NPPES January 2024 (NPI 1234567893)",
    };
    expect(listingFactsOf(clinic)).toEqual(bare);
    expect(clinicPageNoindex(clinic, NOW)).toBe(true);
    expect(
      clinicPageNoindex({ ...clinic, pricing: [{ service: "Visit", price: "$150 per visit" }] }, NOW),
    ).toBe(false);
    expect(
      clinicPageNoindex(
        { ...clinic, openingHours: [{ day: "monday", opens: "08:00", closes: "17:00" }] },
        NOW,
      ),
    ).toBe(false);
  });

  it("a demo clinic's page is noindex whatever it holds", () => {
    const full = {
      openingHours: [{}],
      pricing: [{}],
      verified: true,
      lastVerifiedAt: "2026-10-01",
      source: "demo",
    };
    expect(clinicPageNoindex(full, NOW)).toBe(true);
    expect(clinicPageNoindex({ ...full, source: "import" }, NOW)).toBe(false);
    expect(isDemoListing({ source: null })).toBe(false);
  });
});

describe("lists of only demo clinics", () => {
  it("are lists with at least one clinic, every one of them fictional", () => {
    expect(listsOnlyDemoClinics([{ source: "demo" }, { source: "demo" }])).toBe(true);
    expect(listsOnlyDemoClinics([{ source: "demo" }, { source: "NPPES May 2026 (NPI 1234567893)" }])).toBe(
      false,
    );
    expect(listsOnlyDemoClinics([{ source: null }])).toBe(false);
    expect(listsOnlyDemoClinics([])).toBe(false);
    expect(allDemo([true, true])).toBe(true);
    expect(allDemo([true, false])).toBe(false);
    expect(allDemo([])).toBe(false);
  });
});
