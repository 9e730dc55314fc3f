// npm run events:purge — deletes usage events older than EVENTS_RETENTION_MONTHS (13 by default).
import { purgeEvents } from "../app/server/analytics/purge.server.ts";
import { ConfigError, loadConfig } from "../app/server/config.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { loadEnvFile } from "../app/server/env-file.server.ts";
import { withDatabase } from "./script-database.ts";

try {
  loadEnvFile();
  const config = loadConfig();
  await withDatabase(openReadyDatabase(config.DATABASE_URL), async (handle) => {
    const months = config.EVENTS_RETENTION_MONTHS;
    const { deleted, keptFrom } = await purgeEvents(handle.db, months, new Date());
    console.log(
      `Deleted ${deleted} usage event(s) from before ${keptFrom} (kept: the last ${months} month${months === 1 ? "" : "s"}).`,
    );
  });
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exit(1);
}
