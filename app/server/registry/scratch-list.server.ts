/**
 * A list of values kept out of the JS heap, in a temporary SQLite database (an unnamed one: SQLite removes
 * its file itself), read back by position. The registry tool parks the clinician file's practices here while
 * it reads the NPPES file, and each candidate's built parts while it assembles them, so that the files'
 * records can go before the queue is stored: at national size, what stays live while garbage piles up
 * decides the tool's peak memory.
 */
import Database from "better-sqlite3";

/** Pages kept in memory; the rest is on disk. */
const CACHE_KIB = 2048;
/** Writes per transaction. */
const BATCH = 1000;

export class ScratchList<T> {
  #db: Database.Database | undefined;
  readonly #insert: Database.Statement<[number, string]>;
  readonly #select: Database.Statement<[number], { value: string }>;
  #pending = 0;
  #length = 0;

  constructor(values: Iterable<T> = []) {
    const db = new Database("");
    db.pragma(`cache_size = -${CACHE_KIB}`);
    db.pragma("journal_mode = OFF");
    db.pragma("synchronous = OFF");
    db.exec("create table scratch (position integer primary key, value text not null)");
    this.#insert = db.prepare("insert into scratch (position, value) values (?, ?)");
    this.#select = db.prepare("select value from scratch where position = ?");
    this.#db = db;
    for (const value of values) this.push(value);
  }

  get length(): number {
    return this.#length;
  }

  #open(): Database.Database {
    if (!this.#db) throw new Error("the scratch list is closed");
    return this.#db;
  }

  /** Adds a value at the end; returns its position. */
  push(value: T): number {
    const db = this.#open();
    if (this.#pending === 0) db.exec("begin");
    this.#insert.run(this.#length, JSON.stringify(value));
    if (++this.#pending >= BATCH) this.#commit();
    return this.#length++;
  }

  #commit() {
    if (this.#pending === 0) return;
    this.#open().exec("commit");
    this.#pending = 0;
  }

  /** A copy of the value at `position`, or undefined. */
  at(position: number): T | undefined {
    if (!Number.isInteger(position) || position < 0 || position >= this.#length) return undefined;
    this.#commit();
    const row = this.#select.get(position);
    return row === undefined ? undefined : (JSON.parse(row.value) as T);
  }

  close() {
    this.#db?.close();
    this.#db = undefined;
  }
}
