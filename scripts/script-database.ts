import { type Config, ConfigError, loadConfig } from "../app/server/config.server.ts";
import {
  type DatabaseHandle,
  MissingDatabaseError,
  requireExistingDatabase,
} from "../app/server/db/connect.server.ts";
import { loadEnvFile } from "../app/server/env-file.server.ts";

/** Reads .env and the configuration; a bad setting ends the script through `usageError`. */
export function loadScriptConfig(usageError: (message: string) => never): Config {
  try {
    loadEnvFile();
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) usageError(error.message);
    throw error;
  }
}

function exitMissing(error: MissingDatabaseError): never {
  console.error(error.message);
  process.exit(2);
}

/**
 * Ends the script with exit code 2 when `url` names a SQLite file that does not exist: for a script that checks
 * before a long step (a password prompt, reading large files) rather than when it opens the database.
 */
export function exitWithoutDatabase(url: string): void {
  try {
    requireExistingDatabase(url);
  } catch (error) {
    if (error instanceof MissingDatabaseError) exitMissing(error);
    throw error;
  }
}

/**
 * Says which database `opening` opens, runs `work` on it and closes it, whether or not `work` succeeds. A
 * SQLite file that is not there (opened with `missingFile: "refuse"`) ends the script with exit code 2.
 */
export async function withDatabase<T>(
  opening: DatabaseHandle | Promise<DatabaseHandle>,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  let handle: DatabaseHandle;
  try {
    handle = await opening;
  } catch (error) {
    if (error instanceof MissingDatabaseError) exitMissing(error);
    throw error;
  }
  console.log(`Database: ${handle.description}`);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}
