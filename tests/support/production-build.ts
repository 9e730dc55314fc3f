import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { exitAndOutput } from "../../scripts/child-output.ts";

/** Long enough for `npm run build` on a busy 2-core machine; for the hooks that call productionBuild(). */
export const BUILD_TIMEOUT_MS = 300_000;
const STALE_LOCK_MS = 10 * 60_000;

async function npmRunBuild(buildDir: string): Promise<void> {
  const child = spawn("npm", ["run", "build"], {
    env: { ...process.env, BUILD_DIR: buildDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { code, output } = await exitAndOutput(child);
  if (code !== 0) throw new Error(`npm run build failed (${code}):\n${output.slice(-4000)}`);
}

/**
 * The folder of the production build that process-level tests run `node server.ts` on: BUILD_DIR, else
 * `build`. `npm test` runs Vitest before its build step, so when the folder holds no build it is built here,
 * once: test files asking at the same time wait for that one build (a lock folder in the temporary directory).
 */
export async function productionBuild(): Promise<string> {
  const buildDir = process.env.BUILD_DIR || "build";
  const built = () => existsSync(join(buildDir, "server", "index.js"));
  const lock = join(tmpdir(), `trt-build-${createHash("sha1").update(resolve(buildDir)).digest("hex")}`);
  while (!built()) {
    try {
      mkdirSync(lock);
    } catch {
      const takenAt = statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
      // A lock left behind by a run that was killed while building.
      if (takenAt !== undefined && Date.now() - takenAt > STALE_LOCK_MS)
        rmSync(lock, { recursive: true, force: true });
      await delay(1_000);
      continue;
    }
    try {
      if (!built()) await npmRunBuild(buildDir);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return buildDir;
}
