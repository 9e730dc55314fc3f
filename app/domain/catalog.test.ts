import { describe, expect, it } from "vitest";
import {
  SPEC_FINDER_INSURANCE_IDS,
  SPEC_FINDER_SERVICE_IDS,
} from "../../tests/support/spec-finder-options.ts";
import { findInsurance, findService, INSURANCE_PROVIDERS, SERVICES } from "./catalog.ts";

describe("catalog", () => {
  it("starts with the finder's six treatment options in the spec's order", () => {
    expect(SERVICES.slice(0, 6).map((s) => s.id)).toEqual(SPEC_FINDER_SERVICE_IDS);
  });

  it("starts with the finder's six insurance options in the spec's order", () => {
    expect(INSURANCE_PROVIDERS.slice(0, 6).map((i) => i.id)).toEqual(SPEC_FINDER_INSURANCE_IDS);
  });

  it("finds services and insurers by id or by name, whatever the case", () => {
    expect(findService("HCG therapy")?.id).toBe("hcg-therapy");
    expect(findService("testosterone-gel")?.name).toBe("Testosterone Gel");
    expect(findInsurance("blue cross blue shield")?.id).toBe("blue-cross");
    expect(findInsurance("AETNA")?.id).toBe("aetna");
  });

  it("finds nothing for unknown text", () => {
    expect(findService("acupuncture")).toBeUndefined();
    expect(findInsurance("")).toBeUndefined();
  });
});
