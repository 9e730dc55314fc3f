// npm run featured:apply-periods — features the clinics within an approved featured period and stops featuring
// those whose periods are over. Exit codes: 0 done, 1 database error, 2 usage.
import { applyFeaturedPeriods } from "../app/server/claims/feature-requests.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { loadScriptConfig, withDatabase } from "./script-database.ts";

readScriptArguments({
  usage: "npm run featured:apply-periods",
  help: `Makes the Featured label of each clinic with an approved featured request follow its periods (UTC days,
both included): on while today is within one, off once none is. A clinic that never had an approved period, or
whose first one has not begun, keeps the label an operator set by hand. Each change is in the audit log. Run it
daily, for example from cron, just after midnight UTC.`,
});
const config = loadScriptConfig(usageError);

try {
  await withDatabase(openReadyDatabase(config.DATABASE_URL, { missingFile: "refuse" }), async (handle) => {
    const { featured, unfeatured } = await applyFeaturedPeriods(handle.db);
    const names = (list: string[]) => (list.length === 0 ? "none" : list.join(", "));
    console.log(`Featured ${featured.length} clinic(s): ${names(featured)}.`);
    console.log(`Stopped featuring ${unfeatured.length} clinic(s): ${names(unfeatured)}.`);
  });
} catch (error) {
  console.error(
    `The featured periods were not applied: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
