import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.server.ts";
import { RATE_WINDOW_MS, RateLimiter } from "./rate-limiter.server.ts";

const LIMITS = { pages: 3, api: 5, lookups: 0 };

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

function request(remoteAddress: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  } as unknown as IncomingMessage;
}

describe("clientAddress", () => {
  it("is the connecting address unless proxies are trusted, whatever X-Forwarded-For claims", () => {
    expect(clientAddress(request("198.51.100.4", "1.2.3.4"), 0)).toBe("198.51.100.4");
    expect(clientAddress(request("::ffff:198.51.100.4"), 0)).toBe("198.51.100.4");
  });

  it("behind trusted proxies, is the entry that many hops back, not what the client wrote further left", () => {
    // The client sent "6.6.6.6" itself; our load balancer appended the real address.
    expect(clientAddress(request("10.0.0.2", "6.6.6.6, 203.0.113.9"), 1)).toBe("203.0.113.9");
    expect(clientAddress(request("10.0.0.2", "203.0.113.9, 10.0.0.1"), 2)).toBe("203.0.113.9");
    // Fewer entries than trusted hops: the leftmost one.
    expect(clientAddress(request("10.0.0.2"), 1)).toBe("10.0.0.2");
  });

  it("counts an IPv6 client by its /64", () => {
    expect(clientAddress(request("2001:db8:abcd:12:1::7"), 0)).toBe("2001:db8:abcd:12::/64");
    expect(clientAddress(request("2001:0db8:abcd:0012:ffff::1"), 0)).toBe("2001:db8:abcd:12::/64");
    expect(clientAddress(request("::1"), 0)).toBe("0:0:0:0::/64");
  });
});
