interface Entry<V> {
  stamp: string | number;
  value: V;
  bytes: number;
}

/**
 * Recent answers by key (a request URL), each valid only for the stamp it was stored with (the data version,
 * for pages also the build and the UTC day): an entry is used only while its stamp is current, so an answer
 * from the cache is always the answer the handler would give now. Least recently used entries go first once
 * the accounted size passes the budget; an entry larger than `maxEntryBytes` is not kept, as it would crowd
 * out many ordinary ones.
 */
export class VersionedCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #maxBytes: number;
  readonly #maxEntryBytes: number;
  #bytes = 0;

  constructor(maxBytes: number, maxEntryBytes = maxBytes) {
    this.#maxBytes = maxBytes;
    this.#maxEntryBytes = Math.min(maxEntryBytes, maxBytes);
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Whether an entry is held for the key, current or not: a cheap look before working out the stamp. */
  has(key: string): boolean {
    return this.#entries.has(key);
  }

  get(key: string, stamp: string | number): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.stamp !== stamp) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry); // most recently used last
    return entry.value;
  }

  /** `bytes` is what the entry will hold at most (its text plus room for its compressed forms). */
  set(key: string, stamp: string | number, value: V, bytes: number): void {
    const accounted = key.length + bytes;
    if (accounted > this.#maxEntryBytes) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.bytes;
    }
    this.#entries.set(key, { stamp, value, bytes: accounted });
    this.#bytes += accounted;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }
}
