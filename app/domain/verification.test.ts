import { describe, expect, it } from "vitest";
import { formatShortDate, verificationCutoff, verificationLabel, verificationOf } from "./verification.ts";

const now = new Date("2026-11-23T12:00:00Z");

describe("verification", () => {
  it("is verified with the flag and a check within the last 12 months", () => {
    const status = verificationOf({ verified: true, lastVerifiedAt: "2026-03-03T00:00:00.000Z" }, now);
    expect(status).toEqual({ state: "verified", date: "2026-03-03T00:00:00.000Z" });
    expect(verificationLabel(status)).toBe("Verified Mar 3, 2026");
  });

  it("lapses to 'Last verified' once the check is more than 12 months old, counted in whole UTC days", () => {
    const justInside = verificationOf({ verified: true, lastVerifiedAt: "2025-11-23T00:00:00.000Z" }, now);
    const justOutside = verificationOf({ verified: true, lastVerifiedAt: "2025-11-22T23:59:59.000Z" }, now);
    const endOfDay = new Date("2026-11-23T23:59:59Z");
    expect(
      verificationOf({ verified: true, lastVerifiedAt: "2025-11-23T00:00:00.000Z" }, endOfDay).state,
    ).toBe("verified");
    expect(justInside.state).toBe("verified");
    expect(justOutside.state).toBe("lapsed");
    expect(verificationLabel(justOutside)).toBe("Last verified Nov 22, 2025");
  });

  it("is not verified without the flag, or with the flag but no date of the check", () => {
    const unflagged = verificationOf({ verified: false, lastVerifiedAt: "2026-10-01T00:00:00.000Z" }, now);
    expect(unflagged).toEqual({ state: "unverified" });
    expect(verificationOf({ verified: true, lastVerifiedAt: null }, now)).toEqual({ state: "unverified" });
    expect(verificationOf({ verified: true, lastVerifiedAt: "garbage" }, now)).toEqual({
      state: "unverified",
    });
    expect(verificationLabel(unflagged)).toBe("Not yet verified");
  });

  it("counts 12 calendar months back, in UTC", () => {
    expect(verificationCutoff(now).toISOString()).toBe("2025-11-23T00:00:00.000Z");
    expect(verificationCutoff(new Date("2024-02-29T00:00:00Z")).toISOString()).toBe(
      "2023-03-01T00:00:00.000Z",
    );
  });

  it("writes dates the same way on every computer", () => {
    expect(formatShortDate("2026-01-01T00:30:00.000Z")).toBe("Jan 1, 2026");
    expect(formatShortDate("2025-12-31T23:30:00.000Z")).toBe("Dec 31, 2025");
  });
});
