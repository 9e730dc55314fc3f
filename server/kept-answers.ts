import type { Answer } from "../app/server/http/answer.server.ts";
import { VersionedCache } from "../app/server/http/versioned-cache.server.ts";
import type { Stamp } from "./stamp.ts";

interface Kept {
  answer: Answer;
  stamp: Stamp;
  /** The digest of the data the answer was drawn from, when its producer gives one (pages). */
  digest: string | null;
  bytes: number;
}

/** How kept answers were used since the server started. */
export interface KeptCounts {
  /** Sent as kept, at the stamp they were made at. */
  hits: number;
  /** Sent as kept after the data changed, their own data being the same (decision 50). */
  renewed: number;
  /** Found changed after the data changed, and made again. */
  changed: number;
  /** Made by their producer, kept or not. */
  produced: number;
}

/**
 * Answers kept by URL, each for the stamp it was produced at (decisions 13, 28 and 34): used while that stamp is
 * current, so a kept answer is always the answer its producer would give now. After an edit (a new data
 * version, same build and day) a kept page whose own data is unchanged is kept on: its producer runs the page's
 * loaders again, without drawing it, and the digest of their data decides (decision 50). A URL is kept once it
 * is asked for a second time, and a burst of requests for a URL not yet kept is produced once.
 */
export class KeptAnswers {
  readonly #cache: VersionedCache<Kept>;
  /** How many bytes an answer holds per byte of its body, room for its compressed forms included. */
  readonly #weight: number;
  readonly #producing = new Map<string, { stamp: string; answer: Promise<Answer> }>();
  readonly #renewing = new Map<string, { stamp: string; answer: Promise<Answer | undefined> }>();
  readonly #counts: KeptCounts = { hits: 0, renewed: 0, changed: 0, produced: 0 };

  constructor({ bytes, maxEntryBytes, weight }: { bytes: number; maxEntryBytes: number; weight: number }) {
    this.#cache = new VersionedCache<Kept>(bytes, maxEntryBytes, { admitOnRepeat: true });
    this.#weight = weight;
  }

  counts(): Readonly<KeptCounts> {
    return { ...this.#counts };
  }

  get(key: string, stamp: Stamp): Answer | undefined {
    // An answer of an earlier stamp stays until `renew` or `produce` replaces it.
    if (this.#cache.peek(key)?.stamp !== stamp.key) return undefined;
    const kept = this.#cache.get(key, stamp.key)?.answer;
    if (kept) this.#counts.hits++;
    return kept;
  }

  /**
   * The answer kept for `key` at an earlier data version of the same build and day, when `digestNow` (the
   * digest of the data its producer would draw it from now) is the one it was drawn from: it is then kept at
   * `stamp`. Undefined when there is none or its data changed (then it is dropped).
   */
  renew(key: string, stamp: Stamp, digestNow: () => Promise<string | null>): Promise<Answer | undefined> {
    const held = this.#cache.peek(key)?.value;
    // Kept at this stamp already, or at a later version than this request read: nothing to renew.
    if (!held || held.stamp.key === stamp.key || held.stamp.version > stamp.version) {
      return Promise.resolve(undefined);
    }
    if (held.digest === null || held.stamp.build !== stamp.build || held.stamp.day !== stamp.day) {
      this.#cache.drop(key);
      return Promise.resolve(undefined);
    }
    const pending = this.#renewing.get(key);
    if (pending?.stamp === stamp.key) return pending.answer;
    const answer = digestNow()
      .catch(() => null)
      .then((digest) => {
        if (this.#cache.peek(key)?.value !== held) return undefined;
        if (digest !== held.digest) {
          this.#cache.drop(key);
          this.#counts.changed++;
          return undefined;
        }
        this.#cache.set(key, stamp.key, { ...held, stamp }, held.bytes);
        return held.answer;
      });
    const entry = { stamp: stamp.key, answer };
    this.#renewing.set(key, entry);
    const settled = () => {
      if (this.#renewing.get(key) === entry) this.#renewing.delete(key);
    };
    answer.then(settled, settled);
    return answer.then((renewed) => {
      if (renewed) this.#counts.renewed++;
      return renewed;
    });
  }

  /**
   * The answer of a request for `key` at `stamp` that is not kept: shared with a request for it already under
   * way when that one may be kept, else produced by `produce`, and kept when it may be.
   */
  async produce(key: string, stamp: Stamp, produce: () => Promise<Answer>): Promise<Answer> {
    const pending = this.#producing.get(key);
    if (pending?.stamp === stamp.key) {
      const shared = await pending.answer.catch(() => undefined);
      if (shared?.keep) return shared;
    }
    this.#counts.produced++;
    const answer = produce();
    const entry = { stamp: stamp.key, answer };
    this.#producing.set(key, entry);
    const settled = () => {
      if (this.#producing.get(key) === entry) this.#producing.delete(key);
    };
    answer.then((made) => {
      settled();
      if (made.keep) this.#keep(key, stamp, made);
    }, settled);
    return answer;
  }

  #keep(key: string, stamp: Stamp, made: Answer): void {
    const bytes = (made.body?.bytes.byteLength ?? 0) * this.#weight;
    // The kept copy lets go of the data the digest is worked out from.
    const { dataDigest, ...answer } = made;
    const kept = () => ({ answer, stamp, digest: digestOf(dataDigest), bytes });
    this.#cache.offer(key, stamp.key, kept, bytes);
  }
}

function digestOf(dataDigest: Answer["dataDigest"]): string | null {
  try {
    return dataDigest?.() ?? null;
  } catch {
    return null;
  }
}
