import { existsSync } from "node:fs";

/**
 * Reads the settings in `.env` into the environment when the file exists, with Node's own parser
 * (`process.loadEnvFile`). The file is looked for where the command runs: the project folder under
 * `npm start` and `npm run`. A variable already set in the environment wins over the file, even when empty.
 * The server and every operator script call this before reading their configuration.
 */
export function loadEnvFile(path = ".env"): boolean {
  if (!existsSync(path)) return false;
  process.loadEnvFile(path);
  return true;
}
