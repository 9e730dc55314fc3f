import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { freePort } from "../../scripts/free-port.ts";
import { npmScriptArgs } from "../../scripts/npm-script.ts";

export interface ServerProcess {
  base: string;
  port: number;
  pid: number;
  /** The server's SQLite file (created with the bundled demo clinics). */
  databaseFile: string;
  /** Everything the server wrote so far (its JSON log lines). */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  signal(signal: NodeJS.Signals): void;
  /** Stops the server if it still runs and removes its database. */
  dispose(): Promise<void>;
}

/**
 * A production server of its own on a fresh database, started as `npm run serve` starts it (its node flags),
 * for tests that stop it or change its data, which the shared server's other tests must not see. Resolves once
 * it listens.
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), `trt-${name}-`));
  const databaseFile = join(dir, `${name}.db`);
  const child = spawn(process.execPath, npmScriptArgs("serve"), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "info",
      DATABASE_URL: `sqlite:${databaseFile}`,
      RATE_LIMIT_PAGES: "0",
      RATE_LIMIT_API: "0",
      RATE_LIMIT_LOOKUPS: "0",
      RATE_LIMIT_EVENTS: "0",
      // One process unless a test is about workers: a start as quick and as small as before they came.
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  // Generous: on a busy 2-core machine a start (gazetteer, migrations, demo data) has taken 40 s. A server that
  // exits instead fails at once, with what it said.
  let started = false;
  const crashed = exited.then((code) => {
    if (!started) throw new Error(`the server exited (${code}) before it listened:\n${output}`);
  });
  crashed.catch(() => {});
  try {
    await Promise.race([expect.poll(() => output, { timeout: 90_000 }).toContain("listening"), crashed]);
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  started = true;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    databaseFile,
    output: () => output,
    exited,
    signal: (signal) => child.kill(signal),
    async dispose() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
