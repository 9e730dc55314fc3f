import { describe, expect, it } from "vitest";
import { findState, isStateCode, stateByCode, stateBySlug, US_STATES } from "./us-states.ts";

describe("US_STATES", () => {
  it("has the 50 states with unique codes and slugs", () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATES.map((s) => s.code)).size).toBe(50);
    expect(new Set(US_STATES.map((s) => s.slug)).size).toBe(50);
  });

  it("hyphenates multi-word slugs", () => {
    expect(stateByCode("WV")?.slug).toBe("west-virginia");
    expect(stateBySlug("new-hampshire")?.code).toBe("NH");
    expect(stateBySlug("california")?.name).toBe("California");
  });

  it("does not include DC or territories", () => {
    expect(isStateCode("DC")).toBe(false);
    expect(isStateCode("PR")).toBe(false);
  });
});

describe("findState", () => {
  it("matches codes and names in any case and spacing", () => {
    expect(findState("tx")?.code).toBe("TX");
    expect(findState("  north   carolina ")?.code).toBe("NC");
    expect(findState("Texas")?.code).toBe("TX");
  });

  it("returns nothing for other text", () => {
    expect(findState("Tex")).toBeUndefined();
    expect(findState("ZZ")).toBeUndefined();
  });
});
