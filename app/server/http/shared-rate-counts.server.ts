import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.server.ts";
import type { Logger } from "../logger.server.ts";
import { RATE_WINDOW_MS, type SharedCounts } from "./rate-limiter.server.ts";

/** How often each instance adds its new counts to the table and reads the totals of its clients back. */
export const SYNC_MS = 1_000;

/**
 * Rate counts shared through PostgreSQL: each instance counts in memory and, once a second, adds what it
 * counted since to `rate_limit_hits` and reads back the totals of every instance. A client is refused once
 * the last known total plus this instance's unsent requests passes the limit, so instances agree within
 * about a second. Rows hold a digest of the window and the client's address, never the address, and are
 * deleted after two windows.
 */
export class SharedRateCounts implements SharedCounts {
  readonly #db: Kysely<Database>;
  readonly #logger: Logger;
  readonly #now: () => number;
  #window = -1;
  /** Per key: the table's total when last read, what this instance had sent then, and its count now. */
  #keys = new Map<string, { total: number; sent: number; own: number }>();
  #timer: NodeJS.Timeout | undefined;
  #syncing: Promise<void> | null = null;
  #warned = 0;

  constructor(db: Kysely<Database>, logger: Logger, options: { now?: () => number } = {}) {
    this.#db = db;
    this.#logger = logger;
    this.#now = options.now ?? Date.now;
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.sync(), SYNC_MS);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  startWindow(windowStart: number): void {
    this.#window = windowStart;
    this.#keys = new Map();
  }

  total(key: string, ownCount: number): number {
    const entry = this.#keys.get(key);
    if (!entry) {
      this.#keys.set(key, { total: 0, sent: 0, own: ownCount });
      return ownCount;
    }
    entry.own = ownCount;
    return entry.total + (ownCount - entry.sent);
  }

  /** Sends this instance's new counts and reads the totals; one run at a time. */
  sync(): Promise<void> {
    this.#syncing ??= this.#send().finally(() => {
      this.#syncing = null;
    });
    return this.#syncing;
  }

  async #send(): Promise<void> {
    const window = this.#window;
    const keys = this.#keys;
    const pending = [...keys].filter(([, entry]) => entry.own > entry.sent);
    const settled = [...keys].filter(([, entry]) => entry.own === entry.sent);
    if (pending.length === 0 && settled.length === 0) return;
    const rows = pending.map(([key, entry]) => ({
      key: storedKey(key, window),
      window_start: window,
      hits: entry.own - entry.sent,
      own: entry.own,
      local: key,
    }));
    try {
      for (let i = 0; i < rows.length; i += 500) {
        const batch = rows.slice(i, i + 500);
        const totals = await this.#db
          .insertInto("rate_limit_hits")
          .values(batch.map(({ key, window_start, hits }) => ({ key, window_start, hits })))
          .onConflict((conflict) =>
            conflict.columns(["key", "window_start"]).doUpdateSet({
              hits: sql<number>`rate_limit_hits.hits + excluded.hits`,
            }),
          )
          .returning(["key", "hits"])
          .execute();
        const byKey = new Map(totals.map((row) => [row.key, Number(row.hits)]));
        for (const row of batch) {
          const entry = keys.get(row.local);
          const total = byKey.get(row.key);
          if (!entry || total === undefined) continue;
          entry.total = total;
          entry.sent = row.own;
        }
      }
      // Clients this instance saw but has nothing new for may have gone on at another instance.
      const stored = new Map(settled.map(([key]) => [storedKey(key, window), key]));
      const storedKeys = [...stored.keys()];
      for (let i = 0; i < storedKeys.length; i += 500) {
        const totals = await this.#db
          .selectFrom("rate_limit_hits")
          .select(["key", "hits"])
          .where("window_start", "=", window)
          .where("key", "in", storedKeys.slice(i, i + 500))
          .execute();
        for (const row of totals) {
          const entry = keys.get(stored.get(row.key) ?? "");
          if (entry) entry.total = Math.max(entry.total, Number(row.hits));
        }
      }
      if (window !== this.#window) return;
      await this.#db
        .deleteFrom("rate_limit_hits")
        .where("window_start", "<", window - 2 * RATE_WINDOW_MS)
        .execute();
    } catch (error) {
      // The limits go on per instance meanwhile; say so at most once a minute.
      if (this.#now() - this.#warned > RATE_WINDOW_MS) {
        this.#warned = this.#now();
        this.#logger.warn({ err: error }, "rate limits: sharing counts failed; counting per instance");
      }
    }
  }
}

/** The bucket and a digest of the window and the client, so that the table never holds an address. */
function storedKey(key: string, window: number): string {
  const bar = key.indexOf("|");
  const digest = createHash("sha256")
    .update(`${window}|${key.slice(bar + 1)}`)
    .digest("base64url");
  return `${key.slice(0, bar)}|${digest.slice(0, 22)}`;
}
