import type { JsonBody } from "./responses.server.ts";

interface Entry {
  version: number;
  status: number;
  body: JsonBody;
  headers: Record<string, string> | undefined;
  maxAge: number | undefined;
  bytes: number;
}

export interface CachedAnswer {
  status: number;
  body: JsonBody;
  headers: Record<string, string> | undefined;
  maxAge: number | undefined;
}

/** Bodies larger than this are not kept: one would crowd out many ordinary answers. */
const MAX_ENTRY_BYTES = 512 * 1024;

/**
 * Recent API answers by request URL, each valid for the data version it was computed at: an entry is
 * used only while the data version is unchanged, so an answer from the cache is always the answer the
 * handler would give now. Least recently used entries go first once the total size passes the budget.
 * Each entry's JsonBody also keeps its compressed forms, so a repeated answer is not compressed again.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string, version: number): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.version !== version) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry); // most recently used last
    return entry;
  }

  set(key: string, version: number, answer: CachedAnswer): void {
    // Text plus room for its brotli and gzip forms, which are smaller than the text.
    const bytes = key.length + 3 * answer.body.byteLength;
    if (bytes > Math.min(MAX_ENTRY_BYTES, this.#maxBytes)) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.bytes;
    }
    this.#entries.set(key, { ...answer, version, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }
}
