import { describe, expect, it } from "vitest";
import { INSURANCE_PROVIDERS } from "./catalog.ts";
import { acceptsInsuranceByName, INSURER_IDS, isInsurer } from "./insurance.ts";

describe("what counts as accepting insurance", () => {
  it("counts every catalog insurer but self-pay and HSA/FSA", () => {
    expect(INSURER_IDS).not.toContain("self-pay");
    expect(INSURER_IDS).not.toContain("hsa-fsa");
    expect(INSURER_IDS).toHaveLength(INSURANCE_PROVIDERS.length - 2);
    expect(INSURER_IDS).toContain("aetna");
    expect(isInsurer("aetna")).toBe(true);
    expect(isInsurer("self-pay")).toBe(false);
    expect(isInsurer("hsa-fsa")).toBe(false);
  });

  it("a clinic taking only self-pay or HSA/FSA does not accept insurance", () => {
    expect(acceptsInsuranceByName(["Self-Pay", "HSA/FSA"])).toBe(false);
    expect(acceptsInsuranceByName([])).toBe(false);
    expect(acceptsInsuranceByName(["Self-Pay", "Aetna"])).toBe(true);
  });
});
