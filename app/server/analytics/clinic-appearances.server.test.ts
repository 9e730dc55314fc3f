import { describe, expect, it } from "vitest";
import { AppearanceTally, monthOf } from "./clinic-appearances.server.ts";

describe("AppearanceTally", () => {
  it("adds one search per clinic and month, and starts again once taken", () => {
    const tally = new AppearanceTally();
    tally.add("2026-02", [1, 2]);
    tally.add("2026-02", [2]);
    tally.add("2026-03", [2]);
    expect(tally.pending).toBe(3);
    expect(tally.take()).toEqual({
      counts: [
        { clinic_id: 1, month: "2026-02", searches: 1 },
        { clinic_id: 2, month: "2026-02", searches: 2 },
        { clinic_id: 2, month: "2026-03", searches: 1 },
      ],
      dropped: 0,
    });
    expect(tally.take()).toEqual({ counts: [], dropped: 0 });
  });

  it("keeps counting the clinic-months it holds when full, and says how many new ones it dropped", () => {
    const tally = new AppearanceTally();
    const many = Array.from({ length: 50_000 }, (_, index) => index + 1);
    tally.add("2026-02", many);
    tally.add("2026-02", [1, 50_001, 50_002]);
    const { counts, dropped } = tally.take();
    expect(counts).toHaveLength(50_000);
    expect(counts[0]).toEqual({ clinic_id: 1, month: "2026-02", searches: 2 });
    expect(dropped).toBe(2);
  });
});

describe("monthOf", () => {
  it("is the day's month", () => {
    expect(monthOf("2026-11-24")).toBe("2026-11");
  });
});
