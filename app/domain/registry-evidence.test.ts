import { describe, expect, it } from "vitest";
import { type CandidateEvidence, evidenceStrength, evidenceSummary } from "./registry-evidence.ts";

function evidence(overrides: Partial<CandidateEvidence> = {}): CandidateEvidence {
  return {
    prescriptions: null,
    services: null,
    clinicians: [],
    cliniciansWithEvidence: 0,
    telehealth: null,
    ...overrides,
  };
}

describe("evidence in words", () => {
  it("says who prescribed how much, when and from which file, in the right number", () => {
    expect(
      evidenceSummary(
        evidence({
          prescriptions: { year: 2023, clinicians: 3, claims: 1412, drugs: ["Testosterone Cypionate"] },
        }),
      ),
    ).toBe("3 clinicians here had 1,412 Medicare testosterone prescriptions in 2023 (CMS Part D).");
    expect(
      evidenceSummary(
        evidence({
          prescriptions: { year: null, clinicians: 1, claims: 1, drugs: [] },
          services: { year: 2022, clinicians: 1, services: 36, codes: ["J1071"] },
        }),
      ),
    ).toBe(
      "1 clinician here had 1 Medicare testosterone prescription (CMS Part D). 1 clinician here billed " +
        "Medicare for 36 testosterone injections or pellet insertions in 2022 (CMS Physician & Other Practitioners).",
    );
  });

  it("says nothing without evidence", () => {
    expect(evidenceSummary(null)).toBeNull();
    expect(evidenceSummary(evidence())).toBeNull();
  });

  it("orders the queue by prescriptions plus services", () => {
    expect(evidenceStrength(null)).toBe(0);
    expect(
      evidenceStrength(
        evidence({
          prescriptions: { year: 2023, clinicians: 1, claims: 40, drugs: [] },
          services: { year: 2023, clinicians: 1, services: 12, codes: [] },
        }),
      ),
    ).toBe(52);
  });
});
