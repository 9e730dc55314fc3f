import { describe, expect, it } from "vitest";
import demoClinics from "../../data/demo-clinics.json" with { type: "json" };
import type { Offering } from "../domain/listed-facts.ts";
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, describeInSentences } from "./meta-text.ts";
import { cityDescription, clinicDescription, stateDescription } from "./page-descriptions.ts";

const EVERYTHING: Offering[] = ["ratings", "services", "prices", "insurance", "hours", "telehealth"];

const california = { name: "California", code: "CA" };

function statePage(
  page: number,
  clinicsCount: number,
  averageRating: { average: number; rated: number } | null,
) {
  return {
    state: california,
    facts: { clinicsCount, averageRating },
    page,
    pageCount: Math.max(1, Math.ceil(clinicsCount / 24)),
  };
}

function expectWithinLimits(description: string) {
  expect(description.length, description).toBeGreaterThanOrEqual(DESCRIPTION_MIN_LENGTH);
  expect(description.length, description).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH);
}

describe("stateDescription", () => {
  it("sums the state up on its first page", () => {
    const text = describeInSentences(
      stateDescription(statePage(1, 64, { average: 4.44, rated: 63 }), EVERYTHING),
    );
    expect(text).toBe(
      "Compare 64 testosterone replacement therapy clinics in California: prices, insurance and telehealth, city by city. Rated 4.4 on average across 63 rated clinics.",
    );
    expectWithinLimits(text);
  });

  it("gives every later page its own description: which clinics, and which page of how many", () => {
    const second = describeInSentences(
      stateDescription(statePage(2, 64, { average: 4.4, rated: 63 }), EVERYTHING),
    );
    const third = describeInSentences(
      stateDescription(statePage(3, 64, { average: 4.4, rated: 63 }), EVERYTHING),
    );
    expect(second).toBe(
      "Clinics 25–48 of the 64 testosterone replacement therapy clinics in California, best rated first (page 2 of 3). Prices, insurance and telehealth options.",
    );
    expect(third).toContain("Clinics 49–64 of the 64");
    expect(third).toContain("(page 3 of 3)");
    expectWithinLimits(second);
    expectWithinLimits(third);
  });

  it("describes a state without clinics by its telehealth options, and one without ratings without them", () => {
    const none = describeInSentences(stateDescription(statePage(1, 0, null), []));
    expect(none).toContain("telehealth clinics licensed in the state");
    expectWithinLimits(none);
    const unrated = describeInSentences(stateDescription(statePage(1, 1, null), ["prices"]));
    expect(unrated).toBe(
      "Compare 1 testosterone replacement therapy clinic in California: prices, city by city.",
    );
  });

  it("promises only what the page's clinics show: nothing of prices or insurance for registry listings", () => {
    const bare = describeInSentences(stateDescription(statePage(1, 3, null), []));
    expect(bare).toBe("Compare 3 testosterone replacement therapy clinics in California, city by city.");
    expectWithinLimits(bare);
    const later = describeInSentences(stateDescription(statePage(2, 30, null), ["ratings", "telehealth"]));
    expect(later).toBe(
      "Clinics 25–30 of the 30 testosterone replacement therapy clinics in California, best rated first (page 2 of 2). Telehealth options.",
    );
  });
});

describe("cityDescription", () => {
  const city = { city: "San Luis Obispo", state: california, hasCentre: true };

  it("counts the city's clinics, nearest first when the city's centre is known", () => {
    const clinics = [{ name: "A" }, { name: "B" }];
    const text = describeInSentences(cityDescription({ ...city, total: 2, clinics }, EVERYTHING));
    expect(text).toBe(
      "Compare 2 testosterone replacement therapy clinics in San Luis Obispo, California, nearest first. Ratings, services, prices, insurance and telehealth options.",
    );
    expect(
      describeInSentences(cityDescription({ ...city, hasCentre: false, total: 2, clinics }, EVERYTHING)),
    ).not.toContain("nearest first");
  });

  it("names the one clinic of a city that has one, and says so when it has none", () => {
    const one = describeInSentences(
      cityDescription({ ...city, total: 1, clinics: [{ name: "Coastal Vitality" }] }, EVERYTHING),
    );
    expect(
      one.startsWith("Coastal Vitality, the one testosterone replacement therapy clinic listed in"),
    ).toBe(true);
    expectWithinLimits(one);
    const none = describeInSentences(cityDescription({ ...city, total: 0, clinics: [] }, []));
    expect(none).toBe(
      "No TRT clinics are listed in San Luis Obispo, CA yet. Find clinics nearby in California or online.",
    );
    expectWithinLimits(none);
  });

  it("names no ratings, prices or insurance that the city's clinics do not list", () => {
    const clinics = [{ name: "A" }, { name: "B" }];
    expect(describeInSentences(cityDescription({ ...city, total: 2, clinics }, ["prices", "hours"]))).toBe(
      "Compare 2 testosterone replacement therapy clinics in San Luis Obispo, California, nearest first. Prices.",
    );
    const bare = describeInSentences(cityDescription({ ...city, total: 2, clinics }, []));
    expect(bare).toBe(
      "Compare 2 testosterone replacement therapy clinics in San Luis Obispo, California, nearest first.",
    );
    const one = describeInSentences(
      cityDescription({ ...city, total: 1, clinics: [{ name: "Vale Men" }] }, []),
    );
    expect(one).toBe(
      "Vale Men, the one testosterone replacement therapy clinic listed in San Luis Obispo, California. Nearby and online clinics, and other cities in the state.",
    );
  });
});

describe("clinicDescription", () => {
  it("fits every demo clinic's description in 50 to 160 characters, starting with its name", () => {
    for (const clinic of demoClinics) {
      const text = describeInSentences(
        clinicDescription({
          ...clinic,
          rating: clinic.googleRating ?? null,
          reviewCount: clinic.googleReviewCount ?? 0,
          phone: clinic.phone ?? null,
          npi: "npi" in clinic ? String(clinic.npi) : null,
          // The registry-like demo listings show no services, prices, insurance, hours or telehealth.
          offerings: "services" in clinic ? EVERYTHING : [],
        }),
      );
      expectWithinLimits(text);
      expect(
        text.startsWith(`${clinic.name}, a testosterone replacement therapy clinic in`),
        clinic.slug,
      ).toBe(true);
    }
  });

  const vital = {
    name: "Vital Men",
    city: "Austin",
    state: "TX",
    rating: null,
    reviewCount: 0,
    phone: "(512) 555-0100",
    npi: "1234567893",
  };

  it("leaves the rating out when the clinic has none", () => {
    const text = describeInSentences(clinicDescription({ ...vital, offerings: EVERYTHING }));
    expect(text).toBe(
      "Vital Men, a testosterone replacement therapy clinic in Austin, TX. Services, prices, insurance, hours and telehealth options.",
    );
  });

  it("names only what the profile lists", () => {
    expect(describeInSentences(clinicDescription({ ...vital, offerings: ["hours", "services"] }))).toBe(
      "Vital Men, a testosterone replacement therapy clinic in Austin, TX. Services and hours.",
    );
  });

  it("says of a registry listing only what its page shows: address, phone, NPI and directions", () => {
    const text = describeInSentences(clinicDescription({ ...vital, offerings: [] }));
    expect(text).toBe(
      "Vital Men, a testosterone replacement therapy clinic in Austin, TX. Its address, phone number and NPI registry record, with directions.",
    );
    expect(text).not.toMatch(/price|insurance|hours|review|rated/i);
    expectWithinLimits(text);
    const noPhone = describeInSentences(
      clinicDescription({ ...vital, phone: null, npi: null, offerings: [] }),
    );
    expect(noPhone).toBe(
      "Vital Men, a testosterone replacement therapy clinic in Austin, TX. Its address, with directions.",
    );
  });
});
