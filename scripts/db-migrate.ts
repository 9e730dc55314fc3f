// npm run db:migrate — brings the database named by DATABASE_URL up to the latest schema.
import { ConfigError, loadConfig } from "../app/server/config.server.ts";
import { syncCatalog } from "../app/server/db/catalog-sync.server.ts";
import { openDatabase } from "../app/server/db/connect.server.ts";
import { migrateToLatest } from "../app/server/db/migrate.server.ts";
import { loadEnvFile } from "../app/server/env-file.server.ts";
import { withDatabase } from "./script-database.ts";

try {
  loadEnvFile();
  const config = loadConfig();
  await withDatabase(openDatabase(config.DATABASE_URL), async (handle) => {
    const applied = await migrateToLatest(handle.db);
    await syncCatalog(handle.db);
    console.log(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.join(", ")}`
        : "The schema is up to date.",
    );
  });
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exit(1);
}
