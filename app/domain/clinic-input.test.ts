import { describe, expect, it } from "vitest";
import { clinicInputSchema, isClinicSlug } from "./clinic-input.ts";

const clinic = {
  name: "Summit Men's Health",
  addressLine1: "100 Congress Ave",
  city: "Austin",
  state: "TX",
  zipCode: "78701",
};

function problemsOf(input: Record<string, unknown>): Record<string, string[]> {
  const parsed = clinicInputSchema.safeParse({ ...clinic, ...input });
  if (parsed.success) return {};
  const problems: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    problems[field] = [...(problems[field] ?? []), issue.message];
  }
  return problems;
}

describe("a clinic's text fields", () => {
  it("refuse direction overrides and zero-width characters, which make a name read or compare as another", () => {
    for (const trick of ["\u202e", "\u2066", "\u200f", "\u200b", "\u2060", "\ufeff"]) {
      expect(problemsOf({ name: `Summit${trick} Men's Health` }).name, JSON.stringify(trick)).toEqual([
        expect.stringMatching(/^must not contain invisible formatting characters/),
      ]);
      expect(
        problemsOf({ description: `Care for${trick} men` }).description,
        JSON.stringify(trick),
      ).toHaveLength(1);
    }
  });

  it("take accents, apostrophes and other scripts as they are", () => {
    expect(
      problemsOf({ name: "Clínica Salud Masculina", description: "Atención en español; 男性健康" }),
    ).toEqual({});
  });
});

describe("a price's source and day", () => {
  const price = { service: "Injections", price: "$150 per month", low: 150, unit: "month" };
  const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);

  function pricingProblems(row: Record<string, unknown>): string[] {
    const parsed = clinicInputSchema.safeParse({ ...clinic, pricing: [{ ...price, ...row }] });
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  }

  it("are optional, and taken when they are one of the sources and a past day", () => {
    expect(pricingProblems({})).toEqual([]);
    expect(pricingProblems({ source: "phone-call", asOf: "2026-03-01" })).toEqual([]);
    const parsed = clinicInputSchema.parse({
      ...clinic,
      pricing: [{ ...price, source: "website", asOf: " 2026-03-01 " }],
    });
    expect(parsed.pricing[0]).toMatchObject({ source: "website", asOf: "2026-03-01" });
  });

  it("refuse an unknown source, a day not written YYYY-MM-DD, and a day in the future", () => {
    expect(pricingProblems({ source: "rumour" })).toEqual([expect.stringMatching(/^pricing\.0\.source: /)]);
    expect(pricingProblems({ asOf: "03/01/2026" })).toEqual([
      "pricing.0.asOf: must be a date written YYYY-MM-DD, such as 2026-03-01",
    ]);
    expect(pricingProblems({ asOf: "2026-02-30" })).toEqual([
      "pricing.0.asOf: must be a date written YYYY-MM-DD, such as 2026-03-01",
    ]);
    expect(pricingProblems({ asOf: tomorrow })).toEqual([
      "pricing.0.asOf: must not be in the future: the day the price was true",
    ]);
  });
});

describe("isClinicSlug", () => {
  it("takes a slug of lower-case words joined by hyphens, up to 120 characters, and nothing else", () => {
    expect(isClinicSlug("oak-hill-austin")).toBe(true);
    expect(isClinicSlug("a".repeat(120))).toBe(true);
    for (const text of [
      "",
      "a".repeat(121),
      "Oak-Hill",
      "oak--hill",
      "-oak",
      "oak_hill",
      "oak hill",
      "ök",
      "1' or '1'='1",
    ]) {
      expect(isClinicSlug(text), text).toBe(false);
    }
  });
});
