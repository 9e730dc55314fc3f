import { describe, expect, it } from "vitest";
import { expiryOf, tokenState } from "./password-token-rules.server.ts";

describe("one-time password links", () => {
  const issued = new Date("2026-11-27T10:00:00Z");

  it("a reset link works for one hour, an invitation for a week", () => {
    const reset = { expiresAt: expiryOf("reset", issued), usedAt: null };
    expect(tokenState(reset, new Date("2026-11-27T10:59:59Z"))).toBe("usable");
    expect(tokenState(reset, new Date("2026-11-27T11:00:00Z"))).toBe("expired");
    const invite = { expiresAt: expiryOf("invite", issued), usedAt: null };
    expect(tokenState(invite, new Date("2026-12-04T09:59:59Z"))).toBe("usable");
    expect(tokenState(invite, new Date("2026-12-04T10:00:00Z"))).toBe("expired");
  });

  it("a used link never works again, even before it expires", () => {
    const used = { expiresAt: expiryOf("reset", issued), usedAt: new Date("2026-11-27T10:05:00Z") };
    expect(tokenState(used, new Date("2026-11-27T10:06:00Z"))).toBe("used");
  });
});
