import { describe, expect, it } from "vitest";
import { trustBadges } from "./home-trust-badges.tsx";

const live = { clinicsCount: 640, reviewsCount: 96_543, verifiedCount: 512, statesCovered: 50 };
const text = (stats: Parameters<typeof trustBadges>[0]) =>
  trustBadges(stats).map((badge) => `${badge.value} ${badge.label}`);

describe("trustBadges", () => {
  it("shows live counts rounded down as N+", () => {
    expect(text(live)).toEqual([
      "640+ TRT clinics listed",
      "510+ verified providers",
      "96,000+ patient reviews",
      "All 50 States Covered",
      "Private by design: no accounts, no tracking",
    ]);
  });

  it("claims no count when stats are unavailable: the spec's fixed numbers may be more than we list", () => {
    expect(text(null)).toEqual(["Private by design: no accounts, no tracking"]);
  });

  it("claims all 50 states only when every state has a clinic", () => {
    expect(text({ ...live, statesCovered: 49 })).not.toContain("All 50 States Covered");
  });

  it("leaves out counts that are zero", () => {
    expect(text({ clinicsCount: 3, reviewsCount: 0, verifiedCount: 0, statesCovered: 1 })).toEqual([
      "3 TRT clinics listed",
      "Private by design: no accounts, no tracking",
    ]);
  });

  it("says one in the singular", () => {
    expect(text({ clinicsCount: 1, reviewsCount: 1, verifiedCount: 1, statesCovered: 1 })).toEqual([
      "1 TRT clinic listed",
      "1 verified provider",
      "1 patient review",
      "Private by design: no accounts, no tracking",
    ]);
  });

  it("never claims HIPAA compliance", () => {
    expect(text(live).join(" ")).not.toMatch(/HIPAA/i);
  });
});
