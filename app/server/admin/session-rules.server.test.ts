import { describe, expect, it } from "vitest";
import { needsTouch, secondsLeft, sessionState } from "./session-rules.server.ts";

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

  it("counts the seconds left to the idle limit, or to the absolute one when that comes first", () => {
    expect(secondsLeft({ createdAt: signIn, lastSeenAt: minutes(100) }, minutes(128), policy)).toBe(120);
    expect(secondsLeft({ createdAt: signIn, lastSeenAt: minutes(100) }, minutes(131), policy)).toBe(0);
    const late = { createdAt: signIn, lastSeenAt: minutes(12 * 60 - 5) };
    expect(secondsLeft(late, minutes(12 * 60 - 4), policy)).toBe(240);
  });

  it("writes the last-seen time at most once a minute", () => {
    const session = { createdAt: signIn, lastSeenAt: minutes(10) };
    expect(needsTouch(session, new Date(minutes(10).getTime() + 59_000))).toBe(false);
    expect(needsTouch(session, minutes(11))).toBe(true);
  });
});
