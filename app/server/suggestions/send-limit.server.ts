import { createHash } from "node:crypto";

export const SUGGESTIONS_PER_HOUR = 10;
const HOUR_MS = 60 * 60 * 1000;
/** Past this many clients in one hour, new ones are not counted (memory stays bounded under a flood). */
const MAX_TRACKED = 50_000;

/**
 * How many corrections one client may send per hour, counted in this process by a digest of the client's
 * address (the address itself is not kept, even in memory). Fixed one-hour windows.
 */
export class SuggestionSendLimit {
  readonly #perHour: number;
  readonly #now: () => number;
  #window = -1;
  #counts = new Map<string, number>();

  constructor(options: { perHour?: number; now?: () => number } = {}) {
    this.#perHour = options.perHour ?? SUGGESTIONS_PER_HOUR;
    this.#now = options.now ?? Date.now;
  }

  /** Counts one sending; false when the client has already sent its share this hour. */
  allow(client: string): boolean {
    const now = this.#now();
    const window = now - (now % HOUR_MS);
    if (window !== this.#window) {
      this.#window = window;
      this.#counts = new Map();
    }
    const key = createHash("sha256").update(client).digest("base64url").slice(0, 22);
    const count = (this.#counts.get(key) ?? 0) + 1;
    if (this.#counts.size < MAX_TRACKED || this.#counts.has(key)) this.#counts.set(key, count);
    return count <= this.#perHour;
  }
}

/** The server's one count of corrections sent per client. */
export const suggestionSendLimit = new SuggestionSendLimit();
