import { describe, expect, it } from "vitest";
import { fieldValueLines, fieldValueText } from "./field-value-text.ts";

describe("a field value in words", () => {
  it("reads empty values as (empty)", () => {
    expect(fieldValueLines("phone", null)).toEqual(["(empty)"]);
    expect(fieldValueLines("services", [])).toEqual(["(empty)"]);
    expect(fieldValueLines("hours", {})).toEqual(["(empty)"]);
  });

  it("reads dates as dates and flags as yes or no", () => {
    expect(fieldValueText("lastVerifiedAt", "2026-03-09")).toBe("Mar 9, 2026");
    expect(fieldValueText("verified", true)).toBe("Yes");
    expect(fieldValueText("acceptingNewPatients", false)).toBe("No");
  });

  it("reads catalog ids as names, one line per item", () => {
    expect(
      fieldValueLines("services", [
        "testosterone-injections",
        { id: "testosterone-pellets", description: "Every 4 months" },
      ]),
    ).toEqual(["Testosterone Injections", "Testosterone Pellets: Every 4 months"]);
    expect(fieldValueLines("pricing", [{ service: "Consultation", price: "$99" }])).toEqual([
      "Consultation: $99",
    ]);
    expect(
      fieldValueLines("pricing", [
        { service: "Consultation", price: "$99", source: "phone-call", asOf: "2026-03-04" },
      ]),
    ).toEqual(["Consultation: $99 (Phone call to the clinic, as of Mar 4, 2026)"]);
    expect(fieldValueLines("licenseStates", ["TX", "CA"])).toEqual(["TX", "CA"]);
  });

  it("reads opening hours day by day, Monday first", () => {
    expect(
      fieldValueLines("hours", {
        sunday: "closed",
        monday: "09:00-17:00",
        friday: "08:00-12:00,13:00-17:00",
      }),
    ).toEqual(["Monday: 09:00-17:00", "Friday: 08:00-12:00, 13:00-17:00", "Sunday: closed"]);
  });

  it("reads plain text and numbers as they are", () => {
    expect(fieldValueText("phone", "(512) 555-0101")).toBe("(512) 555-0101");
    expect(fieldValueText("latitude", 30.27)).toBe("30.27");
  });
});
