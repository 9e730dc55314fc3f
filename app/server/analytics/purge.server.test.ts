import { describe, expect, it } from "vitest";
import { retentionStart } from "./purge.server.ts";

describe("retentionStart", () => {
  it("keeps the same calendar day the given months back", () => {
    expect(retentionStart(new Date("2026-11-24T10:00:00Z"), 13)).toBe("2025-10-24");
    expect(retentionStart(new Date("2026-01-15T00:00:00Z"), 1)).toBe("2025-12-15");
  });

  it("uses the month's last day when it is shorter", () => {
    expect(retentionStart(new Date("2026-03-31T12:00:00Z"), 1)).toBe("2026-02-28");
    expect(retentionStart(new Date("2025-03-31T12:00:00Z"), 13)).toBe("2024-02-29");
  });
});
