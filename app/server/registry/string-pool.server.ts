/**
 * One copy of each text a national run keeps many times (a practice's address for each of its clinicians,
 * states, specialties, credentials, cities): the records hold the pool's copy and the row's goes. A pool lives
 * as long as the read that fills it; the kept records keep only the copies they use.
 */
export type StringPool = (text: string) => string;

export function createStringPool(): StringPool {
  const pool = new Map<string, string>();
  return (text) => {
    const kept = pool.get(text);
    if (kept !== undefined) return kept;
    pool.set(text, text);
    return text;
  };
}
