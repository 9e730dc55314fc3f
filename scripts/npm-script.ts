import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../app/server/paths.server.ts";

/**
 * The node arguments of an npm script ("node --flag scripts/x.ts" → ["--flag", "scripts/x.ts"]), so that a
 * benchmark runs a command exactly as `npm run` would, flags included. Variables set before `node`
 * ("NODE_ENV=production node …") are left to the caller's environment.
 */
export function npmScriptArgs(name: string): string[] {
  const scripts = (
    JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const words = (scripts[name] ?? "").split(/\s+/).filter((part) => part !== "");
  const [command, ...args] = words.slice(words.findIndex((word) => !/^[A-Z_]+=/.test(word)));
  if (command !== "node") throw new Error(`package.json script ${name} does not start with node`);
  return args;
}
