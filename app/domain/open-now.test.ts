import { describe, expect, it } from "vitest";
import { openNowLabel } from "./open-now.ts";

describe("openNowLabel", () => {
  it("is open from 8:00 up to before 18:00", () => {
    expect(openNowLabel(8)).toBe("Open Now");
    expect(openNowLabel(12)).toBe("Open Now");
    expect(openNowLabel(17)).toBe("Open Now");
  });

  it("is closed before 8 and from 18", () => {
    expect(openNowLabel(0)).toBe("Closed");
    expect(openNowLabel(7)).toBe("Closed");
    expect(openNowLabel(18)).toBe("Closed");
    expect(openNowLabel(23)).toBe("Closed");
  });
});
