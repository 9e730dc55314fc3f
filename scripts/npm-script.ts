import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../app/server/paths.server.ts";

/**
 * The node arguments of an npm script ("node --flag scripts/x.ts" → ["--flag", "scripts/x.ts"]), so that a
 * benchmark runs a command exactly as `npm run` would, flags included.
 */
export function npmScriptArgs(name: string): string[] {
  const scripts = (
    JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const [command, ...args] = (scripts[name] ?? "").split(/\s+/).filter((part) => part !== "");
  if (command !== "node") throw new Error(`package.json script ${name} does not start with node`);
  return args;
}
