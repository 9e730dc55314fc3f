import type { Kysely } from "kysely";
import { syncCatalog } from "./catalog-sync.server.ts";
import { type DatabaseHandle, type OpenOptions, openDatabase } from "./connect.server.ts";
import { migrateToLatest, pendingMigrations } from "./migrate.server.ts";
import type { Database } from "./schema.server.ts";

/** Opens the database, brings the schema up to date and syncs the service and insurance catalog. */
export async function openReadyDatabase(url: string, options: OpenOptions = {}): Promise<DatabaseHandle> {
  const handle = openDatabase(url, options);
  try {
    await migrateToLatest(handle.db);
    await syncCatalog(handle.db);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** The database cannot be read as it is; the message says what the operator should do. */
export class DatabaseNotReadyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DatabaseNotReadyError";
  }
}

/**
 * Opens the database for reading only, for commands that must change nothing (`npm run export`): no
 * migrations, no catalog sync, and a connection that cannot write. Refuses a missing SQLite file
 * (MissingDatabaseError) and a database whose schema is older than this code.
 */
export async function openReadOnlyDatabase(url: string): Promise<DatabaseHandle> {
  const handle = openDatabase(url, { readOnly: true, missingFile: "refuse" });
  try {
    const pending = await pendingMigrations(handle.db);
    if (pending.length > 0) {
      throw new DatabaseNotReadyError(
        `The database ${handle.description} is not up to date (${pending.length} migration(s) not applied: ` +
          `${pending.join(", ")}). Run \`npm run db:migrate\` first.`,
      );
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Runs `read` in one read-only transaction, so every query sees the same data even while an import commits
 * (PostgreSQL: repeatable read; SQLite: one read snapshot).
 */
export function inReadOnlyTransaction<T>(
  handle: DatabaseHandle,
  read: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const transaction = handle.db.transaction();
  return (
    handle.dialect === "postgres"
      ? transaction.setIsolationLevel("repeatable read").setAccessMode("read only")
      : transaction
  ).execute(read);
}
