import type { Answer } from "../app/server/http/answer.server.ts";
import { VersionedCache } from "../app/server/http/versioned-cache.server.ts";

/**
 * Answers kept by URL, each for the stamp it was produced at (decisions 13, 28 and 34): used only while that
 * stamp is current, so a kept answer is always the answer its producer would give now. A URL is kept once it
 * is asked for a second time, and a burst of requests for a URL not yet kept is produced once.
 */
export class KeptAnswers {
  readonly #cache: VersionedCache<Answer>;
  /** How many bytes an answer holds per byte of its body, room for its compressed forms included. */
  readonly #weight: number;
  readonly #producing = new Map<string, { stamp: string; answer: Promise<Answer> }>();

  constructor({ bytes, maxEntryBytes, weight }: { bytes: number; maxEntryBytes: number; weight: number }) {
    this.#cache = new VersionedCache<Answer>(bytes, maxEntryBytes, { admitOnRepeat: true });
    this.#weight = weight;
  }

  get(key: string, stamp: string): Answer | undefined {
    return this.#cache.get(key, stamp);
  }

  /**
   * The answer of a request for `key` at `stamp` that is not kept: shared with a request for it already under
   * way when that one may be kept, else produced by `produce`, and kept when it may be.
   */
  async produce(key: string, stamp: string, produce: () => Promise<Answer>): Promise<Answer> {
    const pending = this.#producing.get(key);
    if (pending?.stamp === stamp) {
      const shared = await pending.answer.catch(() => undefined);
      if (shared?.keep) return shared;
    }
    const answer = produce();
    const entry = { stamp, answer };
    this.#producing.set(key, entry);
    const settled = () => {
      if (this.#producing.get(key) === entry) this.#producing.delete(key);
    };
    answer.then((made) => {
      settled();
      if (made.keep) this.#cache.set(key, stamp, made, (made.body?.bytes.byteLength ?? 0) * this.#weight);
    }, settled);
    return answer;
  }
}
