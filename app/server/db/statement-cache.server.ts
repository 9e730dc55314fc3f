import type SqliteDatabase from "better-sqlite3";
import type { SqliteDatabase as KyselySqliteDatabase } from "kysely";

/** Distinct statements kept prepared: far more than the queries the application sends. */
const CACHE_SIZE = 256;

/**
 * The connection Kysely sees, preparing each distinct SQL text once. Kysely prepares a new statement for
 * every query, and better-sqlite3 frees a statement's native memory only when the garbage collector
 * finalises it; the collector does not see that memory, so a long import (hundreds of thousands of
 * statements) grew by gigabytes. Reusing statements keeps it flat and saves the parse on every query.
 * Safe because the connection runs one query at a time and nothing streams rows (`iterate` would make a
 * shared statement busy).
 */
export function withStatementCache(database: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so the first entry is the one to drop.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
