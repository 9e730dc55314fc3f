/**
 * Values derived from the data, each computed once per data version: the one way the server keeps anything it
 * worked out from clinics. A key's value is reused only while the data version is the one it was computed at,
 * so nothing cached is ever staler than the database; when the version moves on every entry is dropped. A
 * computation that fails is forgotten, so the next request tries again.
 */
export class VersionedMemo {
  #version = Number.NaN;
  readonly #values = new Map<string, Promise<unknown>>();

  get<T>(version: number, key: string, compute: () => T | Promise<T>): Promise<T> {
    if (version !== this.#version) {
      this.#values.clear();
      this.#version = version;
    }
    const found = this.#values.get(key);
    if (found) return found as Promise<T>;
    const value = Promise.resolve().then(compute);
    this.#values.set(key, value);
    value.catch(() => {
      if (this.#values.get(key) === value) this.#values.delete(key);
    });
    return value;
  }

  /** How many values are held for the current version. */
  get size(): number {
    return this.#values.size;
  }
}
