import { describe, expect, it } from "vitest";
import { clinicInputSchema } from "./clinic-input.ts";

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
