import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { syncCatalog } from "../../app/server/db/catalog-sync.server.ts";
import { type DatabaseHandle, type DialectName, openDatabase } from "../../app/server/db/connect.server.ts";
import { migrateToLatest } from "../../app/server/db/migrate.server.ts";

/** Every data test runs against each of these; CI has PostgreSQL on 127.0.0.1:5432. */
export const DIALECTS: DialectName[] = ["sqlite", "postgres"];

export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export interface TestDatabase extends DatabaseHandle {
  url: string;
  drop: () => Promise<void>;
}

function uniqueName(): string {
  return `trt_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/** A new, empty database of the given dialect (schema not yet created). */
export async function createEmptyDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "trt-sqlite-"));
    const url = `sqlite:${join(dir, "test.db")}`;
    const handle = openDatabase(url);
    return {
      ...handle,
      url,
      drop: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = uniqueName();
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.href, { poolSize: 4 });
  return {
    ...handle,
    url: url.href,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      // The pool's promise settles before its last sockets have closed; terminating a connection that is
      // still closing (what `with (force)` does) makes pg raise an uncaught error in the test process.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await cleanup.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A new database with the schema and catalog in place. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const database = await createEmptyDatabase(dialect);
  await migrateToLatest(database.db);
  await syncCatalog(database.db);
  return database;
}
