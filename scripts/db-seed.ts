// npm run db:seed              loads (or refreshes) the bundled fictional demo clinics
// npm run db:seed -- --remove  deletes every demo clinic and keeps imported ones
import { loadConfig } from "../app/server/config.server.ts";
import { loadDemoData, removeDemoData } from "../app/server/db/demo-data.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { loadEnvFile } from "../app/server/env-file.server.ts";
import { loadGazetteer } from "../app/server/gazetteer/load.server.ts";
import { DEMO_CLINICS_FILE, GAZETTEER_DIR } from "../app/server/paths.server.ts";
import { withDatabase } from "./script-database.ts";

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== "--remove");
if (unknown.length > 0) {
  console.error(`Unknown argument: ${unknown.join(" ")}\nUsage: npm run db:seed [-- --remove]`);
  process.exit(2);
}

try {
  loadEnvFile();
  const config = loadConfig();
  await withDatabase(openReadyDatabase(config.DATABASE_URL), async (handle) => {
    if (args.includes("--remove")) {
      const removed = await removeDemoData(handle.db);
      console.log(`Removed ${removed} demo clinic(s).`);
    } else {
      const summary = await loadDemoData(
        handle.db,
        handle.dialect,
        DEMO_CLINICS_FILE,
        loadGazetteer(GAZETTEER_DIR),
      );
      console.log(
        `Demo clinics: created ${summary.created}, updated ${summary.updated}, unchanged ${summary.unchanged}.`,
      );
    }
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
