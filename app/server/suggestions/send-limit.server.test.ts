import { describe, expect, it } from "vitest";
import { SuggestionSendLimit } from "./send-limit.server.ts";

describe("SuggestionSendLimit", () => {
  it("lets each client send its share per hour, and again in the next hour", () => {
    let now = 3_600_000 * 100;
    const limit = new SuggestionSendLimit({ perHour: 2, now: () => now });
    expect(limit.allow("203.0.113.7")).toBe(true);
    expect(limit.allow("203.0.113.7")).toBe(true);
    expect(limit.allow("203.0.113.7")).toBe(false);
    expect(limit.allow("198.51.100.1")).toBe(true);
    now += 3_600_000;
    expect(limit.allow("203.0.113.7")).toBe(true);
  });
});
