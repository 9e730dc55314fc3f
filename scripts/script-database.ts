import { type Config, ConfigError, loadConfig } from "../app/server/config.server.ts";
import type { DatabaseHandle } from "../app/server/db/connect.server.ts";
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

/** Says which database `opening` opens, runs `work` on it and closes it, whether or not `work` succeeds. */
export async function withDatabase<T>(
  opening: DatabaseHandle | Promise<DatabaseHandle>,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = await opening;
  console.log(`Database: ${handle.description}`);
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}
