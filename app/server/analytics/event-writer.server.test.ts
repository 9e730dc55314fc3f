import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/schema.server.ts";
import { createLogger } from "../logger.server.ts";
import type { EventRow } from "./event-row.server.ts";
import { EventWriter } from "./event-writer.server.ts";

function fakeDb(fail = false) {
  const batches: EventRow[][] = [];
  const db = {
    insertInto: () => ({
      values: (rows: EventRow[]) => ({
        execute: async () => {
          if (fail) throw new Error("database is down");
          batches.push(rows);
        },
      }),
    }),
  } as unknown as Kysely<Database>;
  return { db, batches };
}

const row = (path: string): EventRow => ({ type: "page_view", day: "2026-11-24", path });

describe("EventWriter", () => {
  it("writes what it collected in one batch, and nothing when there is nothing", async () => {
    const { db, batches } = fakeDb();
    const writer = new EventWriter(db, createLogger({ LOG_LEVEL: "silent" }));
    await writer.flush();
    writer.add(row("/a"));
    writer.add(row("/b"));
    expect(writer.pending).toBe(2);
    await writer.flush();
    expect(batches).toEqual([[row("/a"), row("/b")]]);
    expect(writer.pending).toBe(0);
  });

  it("writes what is left when stopped", async () => {
    const { db, batches } = fakeDb();
    const writer = new EventWriter(db, createLogger({ LOG_LEVEL: "silent" }), { flushEveryMs: 60_000 });
    writer.start();
    writer.add(row("/last"));
    await writer.stop();
    expect(batches).toEqual([[row("/last")]]);
  });

  it("logs and drops a batch the database refuses, and goes on", async () => {
    const lines: string[] = [];
    const logger = createLogger({ LOG_LEVEL: "warn" }, { write: (line: string) => lines.push(line) });
    const writer = new EventWriter(fakeDb(true).db, logger);
    writer.add(row("/a"));
    await writer.flush();
    expect(writer.pending).toBe(0);
    expect(lines.join("")).toContain("usage events could not be written");
  });
});
