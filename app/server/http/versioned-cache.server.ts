interface Entry<V> {
  stamp: string | number;
  value: V;
  bytes: number;
}

/**
 * Which keys were offered lately, without an allocation per key: a direct-mapped table of 32-bit FNV-1a hashes
 * (Caffeine's and TinyLFU's "doorkeeper"). A key is forgotten when a later key lands in its slot; two keys
 * with the same hash count as one.
 */
class RecentKeys {
  readonly #slots: Uint32Array;

  constructor(slots: number) {
    this.#slots = new Uint32Array(2 ** Math.ceil(Math.log2(Math.max(2, slots))));
  }

  /** True when the key was offered before and is still remembered; otherwise remembers it. */
  offeredBefore(key: string): boolean {
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    hash = hash >>> 0 || 1; // never 0, the empty slot
    const slot = hash & (this.#slots.length - 1);
    if (this.#slots[slot] === hash) return true;
    this.#slots[slot] = hash;
    return false;
  }
}

export interface VersionedCacheOptions {
  /**
   * Keep a key's value only when it is offered a second time while the key is remembered (decision 28): an
   * answer asked for once (a crawler's walk, a search no one repeats) is never stored, so it neither costs the
   * copy and the garbage collection of keeping it nor pushes out answers that are asked for again.
   */
  admitOnRepeat?: boolean;
}

/** Slots for the keys admitOnRepeat remembers (256 KB): a key stays until one of about as many others lands on it. */
const RECENT_KEYS = 65_536;

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
  readonly #recent: RecentKeys | null;
  #bytes = 0;

  constructor(maxBytes: number, maxEntryBytes = maxBytes, options: VersionedCacheOptions = {}) {
    this.#maxBytes = maxBytes;
    this.#maxEntryBytes = Math.min(maxEntryBytes, maxBytes);
    this.#recent = options.admitOnRepeat ? new RecentKeys(RECENT_KEYS) : null;
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

  /** The entry held for the key whatever its stamp, without counting as a use. */
  peek(key: string): { stamp: string | number; value: V } | undefined {
    return this.#entries.get(key);
  }

  drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** `bytes` is what the entry will hold at most (its text plus room for its compressed forms). */
  set(key: string, stamp: string | number, value: V, bytes: number): void {
    this.offer(key, stamp, () => value, bytes);
  }

  /** As `set`, with the value made only when it is kept. */
  offer(key: string, stamp: string | number, make: () => V, bytes: number): void {
    const accounted = key.length + bytes;
    if (accounted > this.#maxEntryBytes) return;
    const previous = this.#entries.get(key);
    if (!previous && this.#recent && !this.#recent.offeredBefore(key)) return;
    const value = make();
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
