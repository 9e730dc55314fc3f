import { describe, expect, it } from "vitest";
import { menuChips } from "./menu-chips.ts";

describe("menuChips", () => {
  it("shows the real counts: the clinics rounded down, the verified ones exactly", () => {
    expect(menuChips(648, 565)).toEqual({ clinics: "640+ Clinics", verified: "565 verified clinics" });
    expect(menuChips(1, 1)).toEqual({ clinics: "1 Clinic", verified: "1 verified clinic" });
    expect(menuChips(12_345, 2_001)).toEqual({
      clinics: "12,000+ Clinics",
      verified: "2,001 verified clinics",
    });
  });

  it("leaves a chip out when its count is unknown or zero: no '400+ Clinics', no bare 'Verified'", () => {
    expect(menuChips(null, null)).toEqual({ clinics: null, verified: null });
    expect(menuChips(120, 0)).toEqual({ clinics: "120+ Clinics", verified: null });
    expect(menuChips(0, 0)).toEqual({ clinics: null, verified: null });
    expect(menuChips(120, null).verified).toBeNull();
  });
});
