import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./connect.server.ts";

describe("a SQLite database's memory profile", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function pragmas(memory?: "server" | "batch") {
    const dir = mkdtempSync(join(tmpdir(), "trt-connect-"));
    dirs.push(dir);
    const handle = openDatabase(`sqlite:${join(dir, "x.db")}`, memory ? { memory } : {});
    try {
      const cache = await sql<{ cache_size: number }>`pragma cache_size`.execute(handle.db);
      const mmap = await sql<{ mmap_size: number }>`pragma mmap_size`.execute(handle.db);
      return { cache: cache.rows[0]?.cache_size, mmap: mmap.rows[0]?.mmap_size };
    } finally {
      await handle.close();
    }
  }

  it("keeps a 64 MB page cache and maps the file for the site", async () => {
    expect(await pragmas()).toEqual({ cache: -65536, mmap: 268435456 });
  });

  it("keeps an 8 MB page cache and maps nothing for a batch tool", async () => {
    expect(await pragmas("batch")).toEqual({ cache: -8192, mmap: 0 });
  });
});
