import { syncCatalog } from "./catalog-sync.server.ts";
import { type DatabaseHandle, openDatabase } from "./connect.server.ts";
import { migrateToLatest } from "./migrate.server.ts";

/** Opens the database, brings the schema up to date and syncs the service and insurance catalog. */
export async function openReadyDatabase(url: string): Promise<DatabaseHandle> {
  const handle = openDatabase(url);
  try {
    await migrateToLatest(handle.db);
    await syncCatalog(handle.db);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
