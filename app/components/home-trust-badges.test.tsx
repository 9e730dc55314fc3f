import { describe, expect, it } from "vitest";
import { menuChips } from "../domain/menu-chips.ts";
import { trustBadges } from "./home-trust-badges.tsx";

const live = { clinicsCount: 640, verifiedCount: 1_512, statesCovered: 50 };
const text = (stats: Parameters<typeof trustBadges>[0]) =>
  trustBadges(stats).map((badge) => `${badge.value} ${badge.label}`);

describe("trustBadges", () => {
  it("shows the clinic count rounded down as N+ and the verified count exactly", () => {
    expect(text(live)).toEqual([
      "640+ TRT clinics listed",
      "1,512 verified clinics",
      "All 50 States Covered",
      "Private by design: no accounts, no tracking",
    ]);
  });

  it("says the verified count as the side menu does", () => {
    const verified = trustBadges(live).find((badge) => badge.key === "verified");
    expect(`${verified?.value} ${verified?.label}`).toBe(
      menuChips(live.clinicsCount, live.verifiedCount).verified,
    );
  });

  it("adds up no review totals", () => {
    expect(text(live).join(" ")).not.toMatch(/review/i);
  });

  it("claims no count when stats are unavailable: the spec's fixed numbers may be more than we list", () => {
    expect(text(null)).toEqual(["Private by design: no accounts, no tracking"]);
  });

  it("claims all 50 states only when every state has a clinic", () => {
    expect(text({ ...live, statesCovered: 49 })).not.toContain("All 50 States Covered");
  });

  it("leaves out counts that are zero", () => {
    expect(text({ clinicsCount: 3, verifiedCount: 0, statesCovered: 1 })).toEqual([
      "3 TRT clinics listed",
      "Private by design: no accounts, no tracking",
    ]);
  });

  it("says one in the singular", () => {
    expect(text({ clinicsCount: 1, verifiedCount: 1, statesCovered: 1 })).toEqual([
      "1 TRT clinic listed",
      "1 verified clinic",
      "Private by design: no accounts, no tracking",
    ]);
  });

  it("never claims HIPAA compliance", () => {
    expect(text(live).join(" ")).not.toMatch(/HIPAA/i);
  });
});
