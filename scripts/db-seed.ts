// npm run db:seed              loads (or refreshes) the bundled fictional demo clinics
// npm run db:seed -- --remove  deletes every demo clinic and keeps imported ones
// Exit codes: 0 done, 1 database error, 2 usage (unknown option, no database at DATABASE_URL, bad configuration).
import { loadDemoData, removeDemoData } from "../app/server/db/demo-data.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { loadGazetteer } from "../app/server/gazetteer/load.server.ts";
import { DEMO_CLINICS_FILE, GAZETTEER_DIR } from "../app/server/paths.server.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { loadScriptConfig, withDatabase } from "./script-database.ts";

const { values } = readScriptArguments({
  usage: "npm run db:seed [-- --remove]",
  help: `Loads (or refreshes) the bundled fictional demo clinics (data/demo-clinics.json) into the database named
by DATABASE_URL, which must exist (\`npm run db:migrate\` creates it).

  --remove    Deletes every demo clinic instead, and keeps imported ones.`,
  options: { remove: { type: "boolean" } },
});
const config = loadScriptConfig(usageError);

try {
  await withDatabase(openReadyDatabase(config.DATABASE_URL, { missingFile: "refuse" }), async (handle) => {
    if (values.remove === true) {
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
  process.exitCode = 1;
}
