// Scratch databases for `npm run load`: a new SQLite file, or a new database on the PostgreSQL server at
// TEST_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres); removed afterwards either way.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { DialectName } from "../app/server/db/connect.server.ts";

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function onPostgresServer(statement: string) {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Runs `use` with the URL of a new, empty database of the dialect, and removes the database afterwards. */
export async function withScratchDatabase<T>(
  dialect: DialectName,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "trt-load-"));
    try {
      return await use(`sqlite:${join(dir, "load.db")}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const name = `trt_load_${process.pid}_${Date.now().toString(36)}`;
  await onPostgresServer(`create database ${name}`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await use(url.href);
  } finally {
    await onPostgresServer(`drop database if exists ${name} with (force)`);
  }
}
