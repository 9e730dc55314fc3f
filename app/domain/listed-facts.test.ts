import { describe, expect, it } from "vitest";
import { sampleClinic } from "../../tests/support/sample-clinic.ts";
import {
  cardOfferings,
  clinicOfferings,
  joinWords,
  offeringsPhrase,
  offeringsSentence,
  offeringsShown,
} from "./listed-facts.ts";

const bareCard = {
  rating: null,
  reviewCount: 0,
  monthlyPrice: null,
  weeklyHours: "",
  virtualCare: false,
};

describe("what a card shows", () => {
  it("is nothing for a registry listing", () => {
    expect(cardOfferings(bareCard)).toEqual([]);
  });

  it("names stars only with reviews behind them, and each other fact when the clinic has it", () => {
    expect(cardOfferings({ ...bareCard, rating: 4.5, reviewCount: 0 })).toEqual([]);
    expect(
      cardOfferings({
        rating: 4.5,
        reviewCount: 12,
        monthlyPrice: { amount: 150, asOf: "2026-03-04", source: "website", stale: false },
        weeklyHours: "mon 08:00-17:00",
        virtualCare: true,
      }),
    ).toEqual(["ratings", "prices", "hours", "telehealth"]);
  });
});

describe("what a clinic's page shows", () => {
  it("counts a price range or pricing rows as prices", () => {
    const registry = sampleClinic({
      rating: null,
      services: [],
      priceRange: null,
      pricing: [],
      acceptedInsurance: [],
      openingHours: [],
      hoursOfOperation: {},
    });
    expect(clinicOfferings(registry)).toEqual([]);
    expect(clinicOfferings({ ...registry, priceRange: "$" })).toEqual(["prices"]);
    expect(clinicOfferings(sampleClinic())).toEqual(["ratings", "services", "prices", "hours"]);
  });
});

describe("what a page may promise", () => {
  it("is what at least one listed clinic has, of what the page could name, in the page's order", () => {
    expect(
      offeringsShown([["prices"], ["ratings", "insurance"]], ["ratings", "prices", "telehealth"]),
    ).toEqual(["ratings", "prices"]);
    expect(offeringsShown([[], []], ["ratings", "prices"])).toEqual([]);
    expect(offeringsShown([], ["ratings"])).toEqual([]);
  });

  it("reads as a list", () => {
    expect(joinWords([])).toBe("");
    expect(joinWords(["a"])).toBe("a");
    expect(joinWords(["a", "b"])).toBe("a and b");
    expect(joinWords(["a", "b", "c"])).toBe("a, b and c");
    expect(offeringsPhrase(["ratings", "prices", "telehealth"])).toBe(
      "ratings, prices and telehealth options",
    );
    expect(offeringsSentence(["services", "hours"])).toBe("Services and hours.");
    expect(offeringsSentence(["prices"], ", and more")).toBe("Prices, and more.");
    expect(offeringsSentence([])).toBe("");
  });
});
