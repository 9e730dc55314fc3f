import { spawn } from "node:child_process";
import { once } from "node:events";
import { PROJECT_ROOT } from "../../app/server/paths.server.ts";

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the operator scripts (`scripts/<name>.ts`) in a child process and collects its output. It never
 * blocks this process: embedded PostgreSQL, when the tests use it, answers from here. `stdin`, when given, is
 * written to the script's standard input; it is closed either way.
 */
export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  { stdin }: { stdin?: string } = {},
): Promise<ScriptResult> {
  const child = spawn(process.execPath, [`scripts/${script}.ts`, ...args], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  child.stdin.end(stdin ?? "");
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, "close");
  return { code: code as number | null, stdout, stderr };
}
