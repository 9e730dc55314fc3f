// npm run db:migrate — brings the database named by DATABASE_URL up to the latest schema, creating a SQLite
// file that is not there yet (with `npm start`, the only command that creates a database).
// Exit codes: 0 done, 1 database error, 2 usage (unknown option, bad configuration).
import { syncCatalog } from "../app/server/db/catalog-sync.server.ts";
import {
  MissingDatabaseError,
  openDatabase,
  requireExistingDatabase,
} from "../app/server/db/connect.server.ts";
import { migrateToLatest, pendingMigrations } from "../app/server/db/migrate.server.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { loadScriptConfig, withDatabase } from "./script-database.ts";

const { values } = readScriptArguments({
  usage: "npm run db:migrate [-- --dry-run]",
  help: `Brings the database named by DATABASE_URL up to the latest schema and syncs the service and insurance
catalog. A SQLite file that does not exist yet is created.

  --dry-run   Lists the migrations that would be applied and changes nothing (creates no file either).`,
  options: { "dry-run": { type: "boolean" } },
});
const config = loadScriptConfig(usageError);

async function listPending() {
  try {
    requireExistingDatabase(config.DATABASE_URL);
  } catch (error) {
    if (!(error instanceof MissingDatabaseError)) throw error;
    console.log(
      `Dry run: there is no database at ${error.path}; a real run creates it and applies every migration.`,
    );
    return;
  }
  await withDatabase(
    openDatabase(config.DATABASE_URL, { readOnly: true, missingFile: "refuse" }),
    async (handle) => {
      const pending = await pendingMigrations(handle.db);
      console.log(
        pending.length > 0
          ? `Dry run: would apply ${pending.length} migration(s): ${pending.join(", ")}`
          : "Dry run: the schema is up to date.",
      );
    },
  );
}

async function migrate() {
  await withDatabase(openDatabase(config.DATABASE_URL, { missingFile: "create" }), async (handle) => {
    const applied = await migrateToLatest(handle.db);
    await syncCatalog(handle.db);
    console.log(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.join(", ")}`
        : "The schema is up to date.",
    );
  });
}

try {
  if (values["dry-run"] === true) await listPending();
  else await migrate();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
