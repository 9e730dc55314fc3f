/**
 * A sorted list of name keys for prefix search. Every name is indexed from its start (tier 0) and
 * from each later word (tier 1), so "lake" finds "Lakewood" (tier 0) and "Salt Lake City" (tier 1).
 */
export interface PrefixIndex {
  readonly keys: readonly string[];
  readonly ids: Int32Array;
  readonly tiers: Uint8Array;
}

/** Tier of a match at the start of the name. */
export const NAME_START = 0;
/** Tier of a match at the start of a later word of the name. */
export const WORD_START = 1;

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `variants[id]`: the searchText forms of name `id`. */
export function buildPrefixIndex(variants: readonly (readonly string[])[]): PrefixIndex {
  const entries: { key: string; id: number; tier: number }[] = [];
  variants.forEach((forms, id) => {
    // The best tier of each key of this name (a key can come from two forms).
    const tiers = new Map<string, number>();
    for (const form of forms) {
      let start = 0;
      while (start < form.length) {
        const key = form.slice(start);
        const tier = start === 0 ? NAME_START : WORD_START;
        if ((tiers.get(key) ?? WORD_START + 1) > tier) tiers.set(key, tier);
        const space = form.indexOf(" ", start);
        if (space < 0) break;
        start = space + 1;
      }
    }
    for (const [key, tier] of tiers) entries.push({ key, id, tier });
  });
  entries.sort((a, b) => compare(a.key, b.key) || a.id - b.id || a.tier - b.tier);
  return {
    keys: entries.map((entry) => entry.key),
    ids: Int32Array.from(entries, (entry) => entry.id),
    tiers: Uint8Array.from(entries, (entry) => entry.tier),
  };
}

function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? "") < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Calls `visit(id, tier)` for every indexed key starting with `prefix` (a name may come more than once). */
export function forEachPrefixMatch(
  index: PrefixIndex,
  prefix: string,
  visit: (id: number, tier: number) => void,
): void {
  if (prefix === "") return;
  const { keys, ids, tiers } = index;
  for (let at = lowerBound(keys, prefix); at < keys.length; at++) {
    if (!(keys[at] ?? "").startsWith(prefix)) break;
    visit(ids[at] ?? 0, tiers[at] ?? WORD_START);
  }
}
