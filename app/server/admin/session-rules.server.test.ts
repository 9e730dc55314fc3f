import { describe, expect, it } from "vitest";
import { needsTouch, sessionState } from "./session-rules.server.ts";

const policy = { idleMinutes: 30, maxHours: 12 };
const signIn = new Date("2026-11-24T08:00:00Z");
const minutes = (n: number) => new Date(signIn.getTime() + n * 60_000);

describe("admin session expiry", () => {
  it("stays active while used within the idle time", () => {
    expect(sessionState({ createdAt: signIn, lastSeenAt: minutes(100) }, minutes(129), policy)).toBe(
      "active",
    );
  });

  it("ends after 30 minutes without a request", () => {
    expect(sessionState({ createdAt: signIn, lastSeenAt: minutes(100) }, minutes(130), policy)).toBe("idle");
  });

  it("ends 12 hours after sign-in however busy", () => {
    const busy = { createdAt: signIn, lastSeenAt: minutes(12 * 60 - 1) };
    expect(sessionState(busy, minutes(12 * 60 - 1), policy)).toBe("active");
    expect(sessionState(busy, minutes(12 * 60), policy)).toBe("expired");
  });

  it("writes the last-seen time at most once a minute", () => {
    const session = { createdAt: signIn, lastSeenAt: minutes(10) };
    expect(needsTouch(session, new Date(minutes(10).getTime() + 59_000))).toBe(false);
    expect(needsTouch(session, minutes(11))).toBe(true);
  });
});
