/**
 * What a limit covers: pages, the JSON API, the location lookups behind the search box, and the usage events
 * pages send (tighter than the API: a page sends a few, and a flood of them would become the dashboard).
 */
export type RateBucket = "pages" | "api" | "lookups" | "events";

/** Requests per client per minute, per bucket; 0 means no limit. */
export type RateLimits = Record<RateBucket, number>;

export const RATE_WINDOW_MS = 60_000;

/** Past this many clients in one window, new ones are not counted (memory stays bounded under a flood). */
const MAX_TRACKED = 200_000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const ALLOWED: RateDecision = { allowed: true };

/**
 * Counts kept with other processes (instances through PostgreSQL, a server's workers through their primary):
 * the total for a key given this process's own count.
 */
export interface SharedCounts {
  startWindow(windowStart: number): void;
  total(key: string, ownCount: number): number;
}

/**
 * Counts each client's requests per bucket in fixed one-minute windows and refuses those over the bucket's
 * limit until the window ends. Alone it counts this instance's requests; with shared counts, every instance's.
 */
export class RateLimiter {
  readonly #limits: RateLimits;
  readonly #shared: SharedCounts | undefined;
  readonly #now: () => number;
  #window = -1;
  #counts = new Map<string, number>();

  constructor(limits: RateLimits, options: { shared?: SharedCounts; now?: () => number } = {}) {
    this.#limits = limits;
    this.#shared = options.shared;
    this.#now = options.now ?? Date.now;
  }

  hit(bucket: RateBucket, client: string): RateDecision {
    const limit = this.#limits[bucket];
    if (!limit) return ALLOWED;
    const now = this.#now();
    const window = now - (now % RATE_WINDOW_MS);
    if (window !== this.#window) {
      this.#window = window;
      this.#counts = new Map();
      this.#shared?.startWindow(window);
    }
    const key = `${bucket}|${client}`;
    const count = (this.#counts.get(key) ?? 0) + 1;
    if (this.#counts.size < MAX_TRACKED || this.#counts.has(key)) this.#counts.set(key, count);
    const total = this.#shared ? this.#shared.total(key, count) : count;
    if (total <= limit) return ALLOWED;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window + RATE_WINDOW_MS - now) / 1000)),
    };
  }
}
