// npm run events:purge — deletes usage events older than EVENTS_RETENTION_MONTHS (13 by default).
// Exit codes: 0 done, 1 database error, 2 usage (unknown option, no database at DATABASE_URL, bad configuration).
import { countEventsToPurge, purgeEvents } from "../app/server/analytics/purge.server.ts";
import { openReadOnlyDatabase, openReadyDatabase } from "../app/server/db/setup.server.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { loadScriptConfig, withDatabase } from "./script-database.ts";

const { values } = readScriptArguments({
  usage: "npm run events:purge [-- --dry-run]",
  help: `Deletes the usage events older than EVENTS_RETENTION_MONTHS (13 by default) from the database named by
DATABASE_URL, which must exist.

  --dry-run   Says how many events would be deleted and deletes nothing (the database is opened read-only).`,
  options: { "dry-run": { type: "boolean" } },
});
const dryRun = values["dry-run"] === true;
const config = loadScriptConfig(usageError);
const months = config.EVENTS_RETENTION_MONTHS;
const kept = `the last ${months} month${months === 1 ? "" : "s"}`;

try {
  if (dryRun) {
    await withDatabase(openReadOnlyDatabase(config.DATABASE_URL), async (handle) => {
      const { count, keptFrom } = await countEventsToPurge(handle.db, months, new Date());
      console.log(
        `Dry run: would delete ${count} usage event(s) from before ${keptFrom} (keeping ${kept}); nothing was deleted.`,
      );
    });
  } else {
    await withDatabase(openReadyDatabase(config.DATABASE_URL, { missingFile: "refuse" }), async (handle) => {
      const { deleted, keptFrom, appearancesDeleted } = await purgeEvents(handle.db, months, new Date());
      console.log(`Deleted ${deleted} usage event(s) from before ${keptFrom} (kept: ${kept}).`);
      console.log(
        `Deleted ${appearancesDeleted} monthly search count(s) of clinics from before ${keptFrom}.`,
      );
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
