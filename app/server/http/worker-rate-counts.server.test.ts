import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RATE_WINDOW_MS, RateLimiter } from "./rate-limiter.server.ts";
import { HostRateTotals, type RateCountsMessage, WorkerRateCounts } from "./worker-rate-counts.server.ts";

const SYNC_MS = 1;
const LIMITS = { pages: 10, api: 0, lookups: 0, events: 0 };

/** A primary and its workers, their messages passed as the IPC channel would (a copy, later). */
function host(workers: number, now: () => number = Date.now) {
  const copy = (message: RateCountsMessage) => JSON.parse(JSON.stringify(message)) as RateCountsMessage;
  const counts: WorkerRateCounts[] = [];
  const primary = new HostRateTotals(
    (message) => {
      for (const worker of counts) setImmediate(() => worker.receive(copy(message)));
    },
    { syncMs: SYNC_MS },
  );
  for (let i = 0; i < workers; i++) {
    counts.push(
      new WorkerRateCounts((message) => setImmediate(() => primary.add(copy(message))), { syncMs: SYNC_MS }),
    );
  }
  return counts.map((shared) => new RateLimiter(LIMITS, { shared, now }));
}

/**
 * Lets a worker's counts reach the primary and its totals come back. The clock is a fake one, so neither a busy
 * machine nor the turn of a real minute changes what the workers know when a test asks.
 */
const settle = () => vi.runAllTimersAsync();

describe("rate counts shared by a server's workers", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(10.5 * RATE_WINDOW_MS);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("give a client its limit across all workers, not once per worker", async () => {
    const limiters = host(3);
    const allowed: boolean[] = [];
    for (let i = 0; i < 30; i++) {
      allowed.push(limiters[i % 3]?.hit("pages", "203.0.113.7").allowed ?? false);
      await settle();
    }
    expect(allowed.filter(Boolean)).toHaveLength(LIMITS.pages);
    expect(allowed.slice(0, LIMITS.pages).every(Boolean)).toBe(true);
  });

  it("count each client on its own", async () => {
    const [a, b] = host(2);
    for (let i = 0; i < LIMITS.pages; i++) {
      expect(a?.hit("pages", "203.0.113.1").allowed).toBe(true);
      await settle();
    }
    expect(b?.hit("pages", "203.0.113.1").allowed).toBe(false);
    expect(b?.hit("pages", "203.0.113.2").allowed).toBe(true);
  });

  it("never refuse early: before the totals come back, each worker counts at least its own", () => {
    const [a, b] = host(2);
    for (let i = 0; i < LIMITS.pages; i++) {
      expect(a?.hit("pages", "203.0.113.9").allowed).toBe(true);
      expect(b?.hit("pages", "203.0.113.9").allowed).toBe(true);
    }
    expect(a?.hit("pages", "203.0.113.9").allowed).toBe(false);
  });

  it("start again in each window", async () => {
    let now = 10 * RATE_WINDOW_MS;
    const [a, b] = host(2, () => now);
    for (let i = 0; i < LIMITS.pages; i++) {
      a?.hit("pages", "203.0.113.5");
      await settle();
    }
    expect(b?.hit("pages", "203.0.113.5").allowed).toBe(false);
    now += RATE_WINDOW_MS;
    expect(b?.hit("pages", "203.0.113.5").allowed).toBe(true);
    await settle();
    expect(a?.hit("pages", "203.0.113.5").allowed).toBe(true);
  });
});
