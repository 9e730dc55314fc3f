import type { SharedCounts } from "./rate-limiter.server.ts";

/**
 * How long a worker gathers its new counts before sending them to the primary, and the primary the new totals
 * before passing them to every worker: a client's requests at one worker are known at the others within about
 * twice this.
 */
export const WORKER_SYNC_MS = 25;

/** Past this many clients in one window, new ones are not shared (memory stays bounded under a flood). */
const MAX_SHARED = 200_000;

/**
 * Rate counts between the workers of one server and their primary. From a worker: the requests it counted
 * since its last message, per key. From the primary: the totals of every worker, for the keys that changed.
 */
export interface RateCountsMessage {
  type: "rate-counts";
  window: number;
  counts: [key: string, count: number][];
}

export function isRateCountsMessage(message: unknown): message is RateCountsMessage {
  if (typeof message !== "object" || message === null) return false;
  const { type, window, counts } = message as Partial<RateCountsMessage>;
  return (
    type === "rate-counts" &&
    typeof window === "number" &&
    Array.isArray(counts) &&
    counts.every(
      (entry) =>
        Array.isArray(entry) &&
        typeof entry[0] === "string" &&
        typeof entry[1] === "number" &&
        Number.isFinite(entry[1]) &&
        entry[1] >= 0,
    )
  );
}

/**
 * A worker's side of counts shared through its primary (server/workers-primary.ts): each request is counted in
 * memory at once; the new counts go to the primary every WORKER_SYNC_MS, and the primary's totals come back.
 * A client's total is the larger of the primary's last total and what this worker knew plus what it counted
 * since: both count only requests that were made, so a client is never refused early, and once the totals
 * have gone round it gets its limit across all workers, not once per worker.
 */
export class WorkerRateCounts implements SharedCounts {
  readonly #send: (message: RateCountsMessage) => void;
  readonly #syncMs: number;
  #window = -1;
  /** Per key: the total when last known (this worker's sent counts included), what it had sent, its count now. */
  #keys = new Map<string, { total: number; sent: number; own: number }>();
  #unsent = new Set<string>();
  #timer: NodeJS.Timeout | undefined;

  constructor(send: (message: RateCountsMessage) => void, options: { syncMs?: number } = {}) {
    this.#send = send;
    this.#syncMs = options.syncMs ?? WORKER_SYNC_MS;
  }

  startWindow(windowStart: number): void {
    // Totals for the new window may have come from the primary before this worker's first request in it.
    if (windowStart === this.#window) return;
    this.#window = windowStart;
    this.#keys = new Map();
    this.#unsent.clear();
  }

  total(key: string, ownCount: number): number {
    let entry = this.#keys.get(key);
    if (!entry) {
      entry = { total: 0, sent: 0, own: 0 };
      this.#keys.set(key, entry);
    }
    entry.own = ownCount;
    this.#unsent.add(key);
    this.#timer ??= setTimeout(() => this.flush(), this.#syncMs).unref();
    return entry.total + (ownCount - entry.sent);
  }

  /** Sends the counts not sent yet. */
  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#unsent.size === 0) return;
    const counts: [string, number][] = [];
    for (const key of this.#unsent) {
      const entry = this.#keys.get(key);
      if (!entry || entry.own <= entry.sent) continue;
      counts.push([key, entry.own - entry.sent]);
      entry.total += entry.own - entry.sent;
      entry.sent = entry.own;
    }
    this.#unsent.clear();
    try {
      this.#send({ type: "rate-counts", window: this.#window, counts });
    } catch {
      // The primary is gone (the server is stopping): this worker goes on with what it knows.
    }
  }

  /** Takes the primary's totals. */
  receive(message: RateCountsMessage): void {
    if (message.window < this.#window) return;
    this.startWindow(message.window);
    for (const [key, total] of message.counts) {
      const entry = this.#keys.get(key);
      if (entry) entry.total = Math.max(entry.total, total);
      else if (this.#keys.size < MAX_SHARED) this.#keys.set(key, { total, sent: 0, own: 0 });
    }
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}

/**
 * The primary's side: adds up what every worker counted in the current window and passes the new totals to all
 * of them every WORKER_SYNC_MS.
 */
export class HostRateTotals {
  readonly #broadcast: (message: RateCountsMessage) => void;
  readonly #syncMs: number;
  #window = -1;
  #totals = new Map<string, number>();
  #changed = new Set<string>();
  #timer: NodeJS.Timeout | undefined;

  constructor(broadcast: (message: RateCountsMessage) => void, options: { syncMs?: number } = {}) {
    this.#broadcast = broadcast;
    this.#syncMs = options.syncMs ?? WORKER_SYNC_MS;
  }

  add(message: RateCountsMessage): void {
    if (message.window < this.#window) return;
    if (message.window > this.#window) {
      this.#window = message.window;
      this.#totals = new Map();
      this.#changed.clear();
    }
    for (const [key, count] of message.counts) {
      const total = this.#totals.get(key);
      if (total === undefined && this.#totals.size >= MAX_SHARED) continue;
      this.#totals.set(key, (total ?? 0) + count);
      this.#changed.add(key);
    }
    if (this.#changed.size > 0) this.#timer ??= setTimeout(() => this.#send(), this.#syncMs).unref();
  }

  #send(): void {
    this.#timer = undefined;
    const counts: [string, number][] = [...this.#changed].map((key) => [key, this.#totals.get(key) ?? 0]);
    this.#changed.clear();
    this.#broadcast({ type: "rate-counts", window: this.#window, counts });
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
