import { describe, expect, it } from "vitest";
import { INSURANCE_PROVIDERS } from "./catalog.ts";
import {
  ANY_INSURANCE,
  acceptsInsuranceByName,
  INSURER_IDS,
  insuranceMatch,
  insuranceOptions,
  insuranceParam,
  isInsurer,
  SELF_PAY,
} from "./insurance.ts";

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

describe("the one insurance question", () => {
  const catalog = INSURANCE_PROVIDERS.map((item) => ({
    ...item,
    clinicCount: ["medicare", "tricare", "medicaid"].includes(item.id) ? 0 : 3,
  }));

  it("asks Any insurance, every insurer some clinic lists plus Medicare and TRICARE, then Self-pay only", () => {
    const options = insuranceOptions(catalog);
    expect(options[0]).toEqual({ value: "true", label: "Any insurance" });
    expect(options.at(-1)).toEqual({ value: "self-pay", label: "Self-pay only" });
    expect(options.map((option) => option.value)).toEqual([
      "true",
      "aetna",
      "blue-cross",
      "cigna",
      "humana",
      "medicare",
      "unitedhealthcare",
      "tricare",
      "self-pay",
    ]);
  });

  it("keeps an answer already given among the choices", () => {
    expect(insuranceOptions(catalog, "medicaid").map((option) => option.value)).toContain("medicaid");
    expect(insuranceOptions(catalog, "hsa-fsa").map((option) => option.value)).toContain("hsa-fsa");
  });

  it("writes Any insurance as the spec's insurance=true", () => {
    expect(insuranceParam(ANY_INSURANCE)).toBe("true");
    expect(insuranceParam("blue-cross")).toBe("blue-cross");
  });

  it("says what a matching card takes", () => {
    const names = ["Self-Pay", "Blue Cross Blue Shield", "Cigna", "HSA/FSA"];
    expect(insuranceMatch("blue-cross", names)).toBe("Blue Cross Blue Shield");
    expect(insuranceMatch("aetna", names)).toBeNull();
    expect(insuranceMatch(SELF_PAY, names)).toBe("self-pay patients");
    expect(insuranceMatch(SELF_PAY, ["Aetna"])).toBeNull();
    expect(insuranceMatch(ANY_INSURANCE, names)).toBe("Blue Cross Blue Shield and 1 more plan");
    expect(insuranceMatch(ANY_INSURANCE, ["Aetna"])).toBe("Aetna");
    expect(insuranceMatch(ANY_INSURANCE, ["Aetna", "Cigna", "Humana"])).toBe("Aetna and 2 more plans");
    expect(insuranceMatch(ANY_INSURANCE, ["Self-Pay", "HSA/FSA"])).toBeNull();
    expect(insuranceMatch(null, names)).toBeNull();
  });
});
