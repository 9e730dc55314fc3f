/**
 * What every kept answer depends on besides its URL: the code (the build), the clinic data (the data version,
 * moved by triggers on every write, decision 9) and the UTC day (a verification lapses after 12 months counted
 * in whole UTC days; the footer's year). Answers are kept, and pages validated, under it (decision 34).
 */
export interface Stamp {
  readonly build: string;
  readonly version: number;
  /** YYYY-MM-DD, UTC. */
  readonly day: string;
  /** `<build>-<version>-<day>`: the key answers are kept under. */
  readonly key: string;
  /** `W/"<key>"`: the validator of every page that is the same for everyone. */
  readonly etag: string;
}

const DAY_MS = 86_400_000;

/**
 * Reads the current stamp, or null when the data version cannot be read (then nothing is kept or validated).
 * Consecutive reads with nothing changed give the same object.
 */
export function createStamps({
  build,
  version,
  now = () => Date.now(),
}: {
  build: string;
  version: () => Promise<number>;
  now?: () => number;
}): () => Promise<Stamp | null> {
  let day = "";
  let dayStart = 0;
  let last: Stamp | null = null;
  return async () => {
    let current: number;
    try {
      current = await version();
    } catch {
      return null;
    }
    const time = now();
    if (time < dayStart || time >= dayStart + DAY_MS) {
      dayStart = time - (time % DAY_MS);
      day = new Date(dayStart).toISOString().slice(0, 10);
    }
    if (last?.version !== current || last.day !== day) {
      const key = `${build}-${current}-${day}`;
      last = { build, version: current, day, key, etag: `W/"${key}"` };
    }
    return last;
  };
}
