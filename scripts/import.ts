// npm run import -- <file.csv|file.json> [--dry-run]
//
// Creates or updates clinics (by slug) from an import file, all or nothing: when any row has a problem,
// the problems are listed with their line, row and field (the first 200, and a count of the rest), and nothing
// is stored. A file over the import's limits (50,000 rows, 100 columns; app/server/clinics/import-limits.server.ts)
// is refused as a whole. docs/data-format.md
// describes the file format. Exit codes: 0 imported (or dry run passed), 1 errors in the file or the
// database, 2 usage (no file, unreadable file, unknown flag, bad configuration).
import { basename, resolve } from "node:path";
import {
  ClinicFileError,
  checkClinicFile,
  importClinicFile,
} from "../app/server/clinics/import-file.server.ts";
import { formatRowError, type ZipLookup } from "../app/server/clinics/prepare.server.ts";
import { openReadyDatabase } from "../app/server/db/setup.server.ts";
import { loadZipCentroids, type ZipCentroids } from "../app/server/gazetteer/zip-centroids.server.ts";
import { GAZETTEER_DIR } from "../app/server/paths.server.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { loadScriptConfig, withDatabase } from "./script-database.ts";

const { values, positionals } = readScriptArguments({
  usage: "npm run import -- <file.csv|file.json> [--dry-run]",
  help: `Creates or updates clinics (by slug) from an import file in the database named by DATABASE_URL, which must
exist (\`npm run db:migrate\` creates it): all or nothing. See docs/data-format.md for the file format.

  --dry-run   Checks every row against the database and reports what would be created, updated and left
              unchanged; saves nothing.`,
  options: { "dry-run": { type: "boolean" } },
  positionals: true,
});
if (positionals.length === 0) usageError("No file given.");
if (positionals.length > 1) usageError(`Give one file, not ${positionals.length}: ${positionals.join(" ")}`);
const dryRun = values["dry-run"] === true;

// `npm run` starts scripts in the project root; a relative path means the caller's directory.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] ?? "");

try {
  checkClinicFile(path);
} catch (error) {
  if (error instanceof ClinicFileError) usageError(error.message);
  throw error;
}
const config = loadScriptConfig(usageError);

/** ZIP codes give missing coordinates and are checked against the state; read on the first row that needs one. */
let centroids: ZipCentroids | undefined;
const zips: ZipLookup = {
  zip(zip) {
    centroids ??= loadZipCentroids(GAZETTEER_DIR);
    return centroids.zip(zip);
  },
};

let exitCode = 0;
try {
  await withDatabase(openReadyDatabase(config.DATABASE_URL, { missingFile: "refuse" }), async (handle) => {
    const result = await importClinicFile(handle.db, path, zips, { dryRun });
    if (result.ok) {
      const { created, updated, unchanged } = result.summary;
      console.log(
        `Created ${created}, updated ${updated}, unchanged ${unchanged}` +
          (dryRun ? " (dry run: nothing was saved)" : ""),
      );
    } else if (result.refused) {
      for (const error of result.errors) console.error(`${basename(path)}: ${formatRowError(error)}`);
      console.error("No changes were made.");
      exitCode = 1;
    } else {
      const { errors, moreErrors, rowsWithErrors: rows } = result;
      const count = errors.length + moreErrors;
      const where = rows > 0 ? ` in ${rows} of ${result.rows} row${result.rows === 1 ? "" : "s"}` : "";
      console.error(`${basename(path)}: ${count} error${count === 1 ? "" : "s"}${where}`);
      for (const error of errors) console.error(formatRowError(error));
      if (moreErrors > 0) console.error(`… and ${moreErrors} more (the first ${errors.length} are listed)`);
      console.error("No changes were made.");
      exitCode = 1;
    }
  });
} catch (error) {
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error("No changes were made.");
  exitCode = 1;
}
process.exitCode = exitCode;
