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
      return;
    }
    if (this.#k === 0 || !this.#after(keys[0] as number, items[0] as number, key, item)) return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= this.#k) break;
      const right = left + 1;
      let child = left;
      if (
        right < this.#k &&
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

  /** The items kept, smallest first. */
  sorted(): number[] {
    const order = Array.from({ length: this.#size }, (_, i) => i);
    order.sort((a, b) =>
      this.#after(
        this.#keys[a] as number,
        this.#items[a] as number,
        this.#keys[b] as number,
        this.#items[b] as number,
      )
        ? 1
        : -1,
    );
    return order.map((i) => this.#items[i] as number);
  }
}
