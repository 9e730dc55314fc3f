import { describe, expect, it } from "vitest";
import {
  formatShortDate,
  parseVerificationCheck,
  verificationCutoff,
  verificationLabel,
  verificationOf,
  verificationText,
} from "./verification.ts";

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

describe("verificationText", () => {
  it("says how the last check was made when that was recorded", () => {
    const verified = verificationOf({ verified: true, lastVerifiedAt: "2026-03-03T00:00:00.000Z" }, now);
    expect(verificationText(verified, "phone")).toBe("Verified Mar 3, 2026 by a phone call to the clinic");
    expect(verificationText(verified, "website")).toBe("Verified Mar 3, 2026 on the clinic's website");
    const lapsed = verificationOf({ verified: true, lastVerifiedAt: "2025-03-03T00:00:00.000Z" }, now);
    expect(verificationText(lapsed, "clinic")).toBe(
      "Last verified Mar 3, 2025 from the clinic's own submission",
    );
  });

  it("is the plain label without a method, with an unknown one, or for an unverified listing", () => {
    const verified = verificationOf({ verified: true, lastVerifiedAt: "2026-03-03T00:00:00.000Z" }, now);
    expect(verificationText(verified, null)).toBe("Verified Mar 3, 2026");
    expect(verificationText(verified, "email")).toBe("Verified Mar 3, 2026");
    expect(verificationText({ state: "unverified" }, "phone")).toBe("Not yet verified");
  });
});

describe("parseVerificationCheck", () => {
  const now = new Date("2026-11-26T15:00:00Z");

  it("takes a known method and a day up to today, today when none is given", () => {
    expect(parseVerificationCheck({ method: "phone", on: "" }, now)).toEqual({
      ok: true,
      check: { method: "phone", on: "2026-11-26" },
    });
    expect(parseVerificationCheck({ method: "website", on: "2026-01-02" }, now)).toEqual({
      ok: true,
      check: { method: "website", on: "2026-01-02" },
    });
  });

  it("refuses an unknown method, a day that is not a date, in the future or already lapsed", () => {
    expect(parseVerificationCheck({ method: "", on: "" }, now)).toMatchObject({ ok: false, field: "method" });
    expect(parseVerificationCheck({ method: "email", on: "" }, now)).toMatchObject({
      ok: false,
      field: "method",
    });
    expect(parseVerificationCheck({ method: "clinic", on: "2026-02-30" }, now)).toMatchObject({
      ok: false,
      field: "on",
    });
    expect(parseVerificationCheck({ method: "clinic", on: "2026-11-27" }, now)).toMatchObject({
      ok: false,
      message: "The day of the check cannot be in the future.",
    });
    expect(parseVerificationCheck({ method: "clinic", on: "2025-11-25" }, now)).toMatchObject({
      ok: false,
      message: "A check before 2025-11-26 has lapsed already: check the listing again.",
    });
  });
});
