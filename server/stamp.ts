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

/** How many requests have arrived in this process: the edge numbers each one as it arrives. */
let arrivals = 0;

/** Numbers a request as it arrives (the edge calls it first thing): its place among this process's requests. */
export function requestArrived(): number {
  arrivals += 1;
  return arrivals;
}

/**
 * Reads the current stamp, or null when the data version cannot be read (then nothing is kept or validated).
 * Consecutive reads with nothing changed give the same object.
 *
 * A request numbered by `requestArrived` is answered from a read begun after it arrived (decision 56): every
 * write committed before it arrived is in that read, as in one of its own. Its read waits for the end of the event
 * loop's turn (`setImmediate`), so the requests that arrived in one turn share one read; a request that arrived
 * after a read began has one of its own. Without a number, a call reads at once.
 */
export function createStamps({
  build,
  version,
  now = () => Date.now(),
}: {
  build: string;
  version: () => Promise<number>;
  now?: () => number;
}): (arrival?: number) => Promise<Stamp | null> {
  let day = "";
  let dayStart = 0;
  let last: Stamp | null = null;
  /** The last read begun, and the number of the last request that had arrived when it began. */
  let latest: { arrivedBefore: number; stamp: Promise<Stamp | null> } | null = null;

  async function read(): Promise<Stamp | null> {
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
  }

  function begin(): Promise<Stamp | null> {
    const stamp = read();
    latest = { arrivedBefore: arrivals, stamp };
    return stamp;
  }

  /** The read the requests of this turn wait for, begun once they have all arrived. */
  let next: Promise<Stamp | null> | null = null;

  return (arrival) => {
    if (arrival === undefined) return begin();
    if (latest !== null && arrival <= latest.arrivedBefore) return latest.stamp;
    next ??= new Promise((resolve) =>
      setImmediate(() => {
        next = null;
        resolve(begin());
      }),
    );
    return next;
  };
}
