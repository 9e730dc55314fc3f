// npm run export -- <out.json|out.csv>
//
// Writes every stored clinic, ordered by slug, in the import format (docs/data-format.md): importing the
// file again reports every clinic unchanged. Only reads: the database is opened read-only, without running
// migrations, so a read-only file or a role that may only SELECT is enough. Exit codes: 0 written,
// 1 database or write failure (including a schema that needs `npm run db:migrate`), 2 usage (including no
// database at DATABASE_URL).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { exportClinics, serializeClinics } from "../app/server/clinics/export-file.server.ts";
import { clinicFileFormat } from "../app/server/clinics/import-file.server.ts";
import { inReadOnlyTransaction, openReadOnlyDatabase } from "../app/server/db/setup.server.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { loadScriptConfig, withDatabase } from "./script-database.ts";

const { positionals } = readScriptArguments({
  usage: "npm run export -- <out.json|out.csv>",
  help: `Writes every clinic stored in the database named by DATABASE_URL, ordered by slug, in the import format
(docs/data-format.md). Only reads: the database is opened read-only and must exist with an up-to-date schema.`,
  positionals: true,
});
if (positionals.length !== 1)
  usageError(positionals.length === 0 ? "No output file given." : "Give one output file.");

const path = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] ?? "");
const format = clinicFileFormat(path);
if (format === undefined) usageError(`${positionals[0]}: unsupported file type; use a .csv or .json file`);

const config = loadScriptConfig(usageError);

try {
  await withDatabase(openReadOnlyDatabase(config.DATABASE_URL), async (handle) => {
    const clinics = await inReadOnlyTransaction(handle, exportClinics);
    writeFileSync(path, serializeClinics(clinics, format));
    console.log(`Exported ${clinics.length} clinic${clinics.length === 1 ? "" : "s"} to ${path}`);
  });
} catch (error) {
  console.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
