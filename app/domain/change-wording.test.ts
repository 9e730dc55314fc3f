import { describe, expect, it } from "vitest";
import { changeInWords } from "./change-wording.ts";

const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

describe("a clinic's history in words", () => {
  it("tells each day of the hours that changed", () => {
    expect(
      changeInWords(
        {
          field: "hours",
          before: { monday: "09:00-17:00", tuesday: "09:00-17:00", saturday: "closed" },
          after: { monday: "closed", tuesday: "09:00-17:00", saturday: "10:00-14:00" },
        },
        "Opening hours",
      ),
    ).toEqual(["Monday: 9:00-17:00 → closed", "Saturday: closed → 10:00-14:00"]);
  });

  it("tells a day with two periods as both, and no change when only the spacing differs", () => {
    expect(
      changeInWords(
        {
          field: "hours",
          before: { monday: "09:00-12:00,13:00-17:00", tuesday: "08:00-12:00, 13:00-17:00" },
          after: { monday: "closed", tuesday: "08:00-12:00,13:00-17:00" },
        },
        "Opening hours",
      ),
    ).toEqual(["Monday: 9:00-12:00, 13:00-17:00 → closed"]);
  });

  it("tells hours published for the first time, or no longer, day by day", () => {
    expect(
      changeInWords({ field: "hours", before: {}, after: { monday: "08:30-17:00" } }, "Opening hours"),
    ).toEqual(
      DAY_NAMES.map((day) => `${day}: not published → ${day === "Monday" ? "8:30-17:00" : "closed"}`),
    );
  });

  it("tells true and false as yes, no and not stated", () => {
    expect(
      changeInWords({ field: "acceptingNewPatients", before: true, after: false }, "Accepting new patients"),
    ).toEqual(["Accepting new patients: yes → no"]);
    expect(changeInWords({ field: "telehealth", before: null, after: true }, "Telehealth")).toEqual([
      "Telehealth: not stated → yes",
    ]);
  });

  it("tells lists as the items added and removed, and a service's note that changed", () => {
    expect(
      changeInWords(
        {
          field: "services",
          before: ["hcg-therapy", { id: "hormone-testing", description: "Same day" }],
          after: [{ id: "hormone-testing", description: "Next day" }, "testosterone-gel"],
        },
        "Services",
      ),
    ).toEqual([
      "Services: added Testosterone Gel",
      "Services: removed HCG Therapy",
      'Hormone Testing note: "Same day" → "Next day"',
    ]);
    expect(
      changeInWords({ field: "insurance", before: [], after: ["aetna", "self-pay"] }, "Insurance"),
    ).toEqual(["Insurance: added Aetna, Self-Pay"]);
  });

  it("tells prices by their service and wording", () => {
    expect(
      changeInWords(
        {
          field: "pricing",
          before: [
            { service: "Labs", price: "$275 per test", low: 275, high: 275, unit: "test" },
            { service: "Gel", price: "$299 per month", low: 299, high: 299, unit: "month" },
          ],
          after: [
            { service: "Labs", price: "$300 per test", low: 300, high: 300, unit: "test" },
            { service: "Visit", price: "$150 per visit", low: 150, high: 150, unit: "visit" },
          ],
        },
        "Prices",
      ),
    ).toEqual([
      "Prices: Labs $275 per test → $300 per test",
      "Prices: added Visit, $150 per visit",
      "Prices: removed Gel, $299 per month",
    ]);
  });

  it("tells a price's source and day: with a changed or added price, and alone when only they changed", () => {
    const labs = { service: "Labs", price: "$275 per test", low: 275, high: 275, unit: "test" };
    expect(
      changeInWords(
        {
          field: "pricing",
          before: [
            { ...labs, source: "import", asOf: "2025-01-10" },
            { ...labs, service: "Gel" },
          ],
          after: [
            { ...labs, source: "phone-call", asOf: "2026-03-04" },
            { ...labs, service: "Gel", price: "$250 per test", source: "website", asOf: "2026-03-05" },
            { ...labs, service: "Visit", source: "clinic-submission", asOf: "2026-03-06" },
          ],
        },
        "Prices",
      ),
    ).toEqual([
      "Prices: Labs, $275 per test: Directory import, as of Jan 10, 2025 → Phone call to the clinic, as of Mar 4, 2026",
      "Prices: Gel $275 per test → $250 per test (Clinic website, as of Mar 5, 2026)",
      "Prices: added Visit, $275 per test (Submitted by the clinic, as of Mar 6, 2026)",
    ]);
  });

  it("tells other fields before and after, a day's timestamp as the day and nothing as (empty)", () => {
    expect(changeInWords({ field: "phone", before: null, after: "(512) 555-0100" }, "Phone")).toEqual([
      "Phone: (empty) → (512) 555-0100",
    ]);
    expect(
      changeInWords(
        { field: "lastVerifiedAt", before: "2026-03-01T00:00:00.000Z", after: "2026-06-16T00:00:00.000Z" },
        "Last verified on",
      ),
    ).toEqual(["Last verified on: 2026-03-01 → 2026-06-16"]);
  });
});
