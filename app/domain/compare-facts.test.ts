import { describe, expect, it } from "vitest";
import {
  compactHours,
  listingCheckText,
  listingSourceNote,
  monthlyPrices,
  otherTreatmentPrices,
  pricesOfKind,
  telehealthFacts,
} from "./compare-facts.ts";

const row = (id: number, service: string, unit: string | null) => ({
  id,
  service,
  price: "as listed",
  low: 100,
  high: 100,
  unit,
  source: "website" as const,
  asOf: "2026-03-01",
});

const pricing = [
  row(1, "Initial consultation", "visit"),
  row(2, "Hormone panel", "test"),
  row(3, "Testosterone injections", "month"),
  row(4, "Annual membership", "year"),
  row(5, "Pellet insertion", "procedure"),
  row(6, "Testosterone cypionate", "week"),
];

describe("the price rows of the table", () => {
  it("puts each listed price in its row, in the clinic's order", () => {
    expect(monthlyPrices({ pricing }).map((r) => r.id)).toEqual([3]);
    expect(otherTreatmentPrices({ pricing }).map((r) => r.id)).toEqual([4, 5, 6]);
    expect(pricesOfKind({ pricing }, ["labs"]).map((r) => r.id)).toEqual([2]);
    expect(pricesOfKind({ pricing }, ["consultation"]).map((r) => r.id)).toEqual([1]);
  });

  it("has no rows when nothing is listed", () => {
    expect(monthlyPrices({ pricing: [] })).toEqual([]);
  });
});

describe("compactHours", () => {
  it("joins consecutive days with the same hours, Monday first, and reads left-out days as closed", () => {
    const weekday = "8:00 AM – 6:00 PM";
    expect(
      compactHours({
        monday: weekday,
        tuesday: weekday,
        wednesday: weekday,
        thursday: weekday,
        friday: weekday,
        saturday: "9:00 AM – 1:00 PM",
      }),
    ).toEqual(["Mon–Fri: 8:00 AM – 6:00 PM", "Sat: 9:00 AM – 1:00 PM", "Sun: Closed"]);
  });

  it("keeps days apart when their hours differ", () => {
    expect(compactHours({ monday: "A", tuesday: "B", wednesday: "A" })).toEqual([
      "Mon: A",
      "Tue: B",
      "Wed: A",
      "Thu–Sun: Closed",
    ]);
  });

  it("is null when the clinic has published no hours", () => {
    expect(compactHours({})).toBeNull();
  });
});

describe("telehealthFacts", () => {
  it("names what the clinic offers remotely and its licensed states in order", () => {
    expect(
      telehealthFacts({
        telehealth: true,
        telemedicineOptions: { video_consult: true, e_prescriptions: false },
        license_states: ["TX", "AZ"],
      }),
    ).toEqual({ offers: ["Telehealth visits", "Video consultations"], licensedIn: ["AZ", "TX"] });
  });

  it("offers nothing a clinic does not list", () => {
    expect(
      telehealthFacts({
        telehealth: false,
        telemedicineOptions: { video_consult: false, e_prescriptions: false },
        license_states: [],
      }),
    ).toEqual({ offers: [], licensedIn: [] });
  });
});

describe("listing dates", () => {
  it("say when the listing was checked, or that it was not", () => {
    expect(listingCheckText({ state: "verified", date: "2026-03-03" })).toBe("Verified Mar 3, 2026");
    expect(listingCheckText({ state: "lapsed", date: "2025-01-02" })).toBe("Last verified Jan 2, 2025");
    expect(listingCheckText({ state: "unverified" })).toBe("Not verified");
    expect(listingSourceNote({ state: "verified", date: "2026-03-03" })).toBe(
      "As listed; listing checked Mar 3, 2026",
    );
    expect(listingSourceNote({ state: "unverified" })).toBe("As listed; listing not verified");
  });
});
