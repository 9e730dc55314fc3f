import { describe, expect, it } from "vitest";
import { byStateName, findState, isStateCode, stateByCode, stateBySlug, US_STATES } from "./us-states.ts";

describe("US_STATES", () => {
  it("is in the alphabetical order of the names, as a collator sorts them", () => {
    const names = US_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-US")));
    const picked = ["WY", "AL", "NY", "NC"].map((code) => stateByCode(code)).filter((s) => s !== undefined);
    expect(picked.sort(byStateName).map((s) => s.code)).toEqual(["AL", "NY", "NC", "WY"]);
  });

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
