import { describe, expect, it } from "vitest";
import {
  clinicConfirmationText,
  confirmationDue,
  confirmationFresh,
  monthsBeforeDay,
} from "./clinic-confirmation.ts";

describe("monthsBeforeDay", () => {
  it("goes back whole calendar months, across years", () => {
    expect(monthsBeforeDay("2026-11-27", 11)).toBe("2025-12-27");
    expect(monthsBeforeDay("2026-11-27", 12)).toBe("2025-11-27");
    expect(monthsBeforeDay("2026-01-15", 1)).toBe("2025-12-15");
  });

  it("takes the last day of a shorter month rather than spilling into the next", () => {
    expect(monthsBeforeDay("2027-01-31", 11)).toBe("2026-02-28");
    expect(monthsBeforeDay("2028-12-31", 10)).toBe("2028-02-29");
    expect(monthsBeforeDay("2026-03-31", 1)).toBe("2026-02-28");
  });
});

describe("a confirmation's reminder", () => {
  it("is due from the same day 11 months later, all day long, in UTC days", () => {
    expect(confirmationDue("2025-12-27T18:30:00.000Z", "2026-11-27")).toBe(true);
    expect(confirmationDue("2025-12-27T00:00:00.000Z", "2026-11-26")).toBe(false);
    expect(confirmationDue("2025-12-28T00:00:01.000Z", "2026-11-27")).toBe(false);
    expect(confirmationDue("2024-01-01T00:00:00.000Z", "2026-11-27")).toBe(true);
  });

  it("is never due for something that is not a date", () => {
    expect(confirmationDue("not a date", "2026-11-27")).toBe(false);
  });
});

describe("what the profile says of the clinic's confirmation", () => {
  const today = "2026-11-27";

  it("gives the day for a confirmation within 12 months", () => {
    expect(clinicConfirmationText("2026-11-27T09:15:00.000Z", today)).toBe(
      "Details confirmed by the clinic on Nov 27, 2026",
    );
    expect(clinicConfirmationText("2025-11-27T23:59:00.000Z", today)).toBe(
      "Details confirmed by the clinic on Nov 27, 2025",
    );
    expect(confirmationFresh("2025-11-27T00:00:00.000Z", today)).toBe(true);
  });

  it("says 'last confirmed' once it is more than 12 months old, still with its day", () => {
    expect(clinicConfirmationText("2025-11-26T23:59:59.000Z", today)).toBe(
      "Details last confirmed by the clinic on Nov 26, 2025",
    );
    expect(clinicConfirmationText("2023-02-01T10:00:00.000Z", today)).toBe(
      "Details last confirmed by the clinic on Feb 1, 2023",
    );
  });

  it("says nothing when the clinic never confirmed, or the stored value is not a date", () => {
    expect(clinicConfirmationText(null, today)).toBeNull();
    expect(clinicConfirmationText("", today)).toBeNull();
    expect(clinicConfirmationText("yesterday", today)).toBeNull();
  });
});
