/**
 * The k smallest of the positions offered, by key and then by clinic id. A page needs the first
 * offset + limit matches, not every match sorted: a bounded max-heap in typed arrays costs about one
 * comparison per match and allocates nothing per match.
 */
export class TopK {
  readonly #keys: Float64Array;
  readonly #items: Int32Array;
  readonly #ids: ArrayLike<number>;
  readonly #k: number;
  #size = 0;
  /**
   * The largest key kept once full (+Infinity until then). A pair with a larger key cannot enter, so a
   * caller checks `key <= worstKey` before offering and skips the call for most of a long scan.
   */
  worstKey = Number.POSITIVE_INFINITY;

  constructor(k: number, ids: ArrayLike<number>) {
    this.#k = k;
    this.#ids = ids;
    this.#keys = new Float64Array(k);
    this.#items = new Int32Array(k);
  }

  /** True when (keyA, itemA) comes after (keyB, itemB). */
  #after(keyA: number, itemA: number, keyB: number, itemB: number): boolean {
    return keyA > keyB || (keyA === keyB && (this.#ids[itemA] as number) > (this.#ids[itemB] as number));
  }

  /** Puts (key, item) at slot i of a heap of `size` entries and moves it down to where it belongs. */
  #siftDown(i: number, key: number, item: number, size: number): void {
    const keys = this.#keys;
    const items = this.#items;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      const right = left + 1;
      let child = left;
      if (
        right < size &&
        this.#after(
          keys[right] as number,
          items[right] as number,
          keys[left] as number,
          items[left] as number,
        )
      )
        child = right;
      if (!this.#after(keys[child] as number, items[child] as number, key, item)) break;
      keys[i] = keys[child] as number;
      items[i] = items[child] as number;
      i = child;
    }
    keys[i] = key;
    items[i] = item;
  }

  offer(key: number, item: number): void {
    const keys = this.#keys;
    const items = this.#items;
    if (this.#size < this.#k) {
      let i = this.#size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.#after(key, item, keys[parent] as number, items[parent] as number)) break;
        keys[i] = keys[parent] as number;
        items[i] = items[parent] as number;
        i = parent;
      }
      keys[i] = key;
      items[i] = item;
      if (this.#size === this.#k) this.worstKey = keys[0] as number;
      return;
    }
    // Full: the new pair replaces the largest kept (the root) if it comes before it.
    if (this.#k === 0 || !this.#after(keys[0] as number, items[0] as number, key, item)) return;
    this.#siftDown(0, key, item, this.#k);
    this.worstKey = keys[0] as number;
  }

  /** The items kept, smallest first. Empties the heap. */
  drain(): number[] {
    const result = new Array<number>(this.#size);
    const keys = this.#keys;
    const items = this.#items;
    for (let size = this.#size; size > 0; size--) {
      result[size - 1] = items[0] as number;
      const last = size - 1;
      this.#siftDown(0, keys[last] as number, items[last] as number, last);
    }
    this.#size = 0;
    this.worstKey = Number.POSITIVE_INFINITY;
    return result;
  }
}
