import { describe, expect, it } from "vitest";
import { RATE_WINDOW_MS, RateLimiter } from "./rate-limiter.server.ts";

const LIMITS = { pages: 3, api: 5, lookups: 0, events: 0 };

describe("RateLimiter", () => {
  it("lets a client make the bucket's number of requests per minute, then refuses until the minute ends", () => {
    let now = 10 * RATE_WINDOW_MS + 15_000; // 15 s into a window
    const limiter = new RateLimiter(LIMITS, { now: () => now });
    for (let i = 0; i < 3; i++) expect(limiter.hit("pages", "203.0.113.7")).toEqual({ allowed: true });
    expect(limiter.hit("pages", "203.0.113.7")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    now += 44_500;
    expect(limiter.hit("pages", "203.0.113.7")).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 500; // the next window
    expect(limiter.hit("pages", "203.0.113.7")).toEqual({ allowed: true });
  });

  it("counts each client and each bucket apart; a limit of 0 never refuses", () => {
    const limiter = new RateLimiter(LIMITS, { now: () => 0 });
    for (let i = 0; i < 3; i++) limiter.hit("pages", "a");
    expect(limiter.hit("pages", "a").allowed).toBe(false);
    expect(limiter.hit("pages", "b").allowed).toBe(true);
    expect(limiter.hit("api", "a").allowed).toBe(true);
    for (let i = 0; i < 1_000; i++) expect(limiter.hit("lookups", "a").allowed).toBe(true);
  });

  it("with shared counts, refuses on the total of every instance", () => {
    const others = 4; // requests of this client that other instances counted
    const limiter = new RateLimiter(LIMITS, {
      now: () => 0,
      shared: { startWindow() {}, total: (_key, own) => own + others },
    });
    expect(limiter.hit("api", "a").allowed).toBe(true); // 1 + 4
    expect(limiter.hit("api", "a").allowed).toBe(false); // 2 + 4
  });
});
