import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { syncCatalog } from "../../app/server/db/catalog-sync.server.ts";
import { type DatabaseHandle, type DialectName, openDatabase } from "../../app/server/db/connect.server.ts";
import { migrateToLatest } from "../../app/server/db/migrate.server.ts";
import { EMBEDDED_TEMPLATE_VARIABLE, startEmbeddedPostgres } from "./embedded-postgres.ts";

/**
 * Every data test runs against each of these. PostgreSQL is the server at TEST_POSTGRES_URL (CI has one on
 * 127.0.0.1:5432) or, when none answers there, embedded PGlite (tests/support/postgres-global-setup.ts).
 */
export const DIALECTS: DialectName[] = ["sqlite", "postgres"];

export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const embeddedTemplate = process.env[EMBEDDED_TEMPLATE_VARIABLE];

/** True when the PostgreSQL half of the dialect tests runs on embedded PGlite rather than a server. */
export const EMBEDDED_POSTGRES = embeddedTemplate !== undefined;

const skipReasonsShown = new Set<string>();

/**
 * Whether to skip a test that holds a transaction open while another connection works: PGlite runs one
 * transaction at a time for all its connections, so the second would wait for the first forever. Says why
 * once per reason.
 */
export function skipOnEmbeddedPostgres(dialect: DialectName, reason: string): boolean {
  if (dialect !== "postgres" || !EMBEDDED_POSTGRES) return false;
  if (!skipReasonsShown.has(reason)) {
    skipReasonsShown.add(reason);
    console.log(`Skipped on embedded PGlite (a real PostgreSQL server runs it): ${reason}`);
  }
  return true;
}

export interface TestDatabase extends DatabaseHandle {
  url: string;
  drop: () => Promise<void>;
}

function uniqueName(): string {
  return `trt_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * A new, empty database of the given dialect (schema not yet created). Embedded PostgreSQL is served by the
 * test process itself: start the processes that use it with `spawn`, never `spawnSync`, which would stop it.
 */
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
  if (embeddedTemplate !== undefined) return createEmbeddedDatabase(embeddedTemplate);
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

async function createEmbeddedDatabase(templateFile: string): Promise<TestDatabase> {
  const server = await startEmbeddedPostgres(templateFile);
  const handle = openDatabase(server.url, { poolSize: 4 });
  return {
    ...handle,
    url: server.url,
    drop: async () => {
      await handle.close();
      await server.stop();
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

type DialectBody = (database: TestDatabase, dialect: DialectName) => void;

/**
 * One `describe` block per dialect of DIALECTS (`title` names the dialect with %s), each with a database of
 * its own: migrated, holding `clinics` when given, made before the block's tests and dropped after them. The
 * body is given that database, whose fields are filled in by the block's first hook, and the dialect.
 */
export function describeOnEveryDialect(title: string, body: DialectBody): void;
export function describeOnEveryDialect(
  title: string,
  options: { clinics?: Parameters<typeof upsertClinics>[1] },
  body: DialectBody,
): void;
export function describeOnEveryDialect(
  title: string,
  ...args: [DialectBody] | [{ clinics?: Parameters<typeof upsertClinics>[1] }, DialectBody]
): void {
  const [options, body] = args.length === 1 ? [{}, args[0]] : args;
  describe.each(DIALECTS)(title, (dialect) => {
    const database = {} as TestDatabase;
    beforeAll(async () => {
      Object.assign(database, await createTestDatabase(dialect));
      if (options.clinics) await upsertClinics(database.db, options.clinics);
    });
    afterAll(async () => {
      await database.drop?.();
    });
    body(database, dialect);
  });
}

/**
 * A second connection to `database`, standing in for another instance of the app: opened before the block's
 * tests and closed after them, before the database is dropped. Call it inside a `describeOnEveryDialect` body.
 */
export function secondConnection(database: TestDatabase): DatabaseHandle {
  const other = {} as DatabaseHandle;
  beforeAll(() => {
    Object.assign(other, openDatabase(database.url));
  });
  afterAll(async () => {
    await other.close?.();
  });
  return other;
}
