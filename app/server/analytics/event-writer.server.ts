import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import type { Logger } from "../logger.server.ts";
import { AppearanceTally, addAppearances } from "./clinic-appearances.server.ts";
import type { EventRow } from "./event-row.server.ts";

export const FLUSH_EVERY_MS = 5_000;
/** Past this many waiting rows (the database is down, say), new events are dropped: memory stays bounded. */
const MAX_BUFFERED = 20_000;
const ROWS_PER_INSERT = 500;

/**
 * Collects events, and the searches that listed each clinic, in memory and writes them in batches: every few
 * seconds, and once more when stopped (at shutdown). A failed write is logged and its rows dropped: usage
 * figures are not worth a retry storm.
 */
export class EventWriter {
  readonly #db: Kysely<Database>;
  readonly #logger: Logger;
  readonly #flushEveryMs: number;
  #buffer: EventRow[] = [];
  readonly #appearances = new AppearanceTally();
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();
  #dropped = 0;

  constructor(db: Kysely<Database>, logger: Logger, options: { flushEveryMs?: number } = {}) {
    this.#db = db;
    this.#logger = logger;
    this.#flushEveryMs = options.flushEveryMs ?? FLUSH_EVERY_MS;
  }

  get pending(): number {
    return this.#buffer.length + this.#appearances.pending;
  }

  add(row: EventRow): void {
    if (this.#buffer.length >= MAX_BUFFERED) {
      this.#dropped++;
      return;
    }
    this.#buffer.push(row);
  }

  /** One search that listed these clinics (each once) in this month. */
  addAppearances(month: string, clinicIds: readonly number[]): void {
    this.#appearances.add(month, clinicIds);
  }

  start(): void {
    if (this.#timer) return;
    this.#timer = setInterval(() => void this.flush(), this.#flushEveryMs);
    this.#timer.unref();
  }

  /** Writes what has been collected; flushes run one after another, never two at once. */
  flush(): Promise<void> {
    this.#writing = this.#writing.then(() => this.#write());
    return this.#writing;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.flush();
  }

  async #write(): Promise<void> {
    await this.#writeEvents();
    await this.#writeAppearances();
  }

  async #writeEvents(): Promise<void> {
    const rows = this.#buffer;
    if (rows.length === 0) return;
    this.#buffer = [];
    if (this.#dropped > 0) {
      this.#logger.warn({ dropped: this.#dropped }, "usage events dropped: too many waiting to be written");
      this.#dropped = 0;
    }
    try {
      for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
        await this.#db
          .insertInto("events")
          .values(rows.slice(start, start + ROWS_PER_INSERT))
          .execute();
      }
    } catch (error) {
      this.#logger.warn({ err: error, rows: rows.length }, "usage events could not be written; dropped");
    }
  }

  async #writeAppearances(): Promise<void> {
    const { counts, dropped } = this.#appearances.take();
    if (dropped > 0)
      this.#logger.warn({ dropped }, "search appearances dropped: too many waiting to be written");
    if (counts.length === 0) return;
    try {
      await addAppearances(this.#db, counts);
    } catch (error) {
      this.#logger.warn(
        { err: error, rows: counts.length },
        "search appearances could not be written; dropped",
      );
    }
  }
}
