import { rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { freePort } from "./scripts/free-port.ts";
import { npmScriptArgs } from "./scripts/npm-script.ts";
import { BROWSER_USER_AGENT, CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium.ts";
import { E2E_FORM_SECRET } from "./tests/support/form-time.ts";

// Workers re-read this file: the port chosen by the main process travels to them in the environment.
process.env.E2E_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// A fresh embedded database per run: the server creates it and loads the bundled demo clinics.
if (!process.env.E2E_DATABASE) {
  process.env.E2E_DATABASE = join(tmpdir(), `trt-e2e-${process.env.E2E_PORT}.db`);
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${process.env.E2E_DATABASE}${suffix}`, { force: true });
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: availableParallelism(),
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One folder per run: parallel runs must not delete each other's traces.
  outputDir: `test-results/run-${process.env.E2E_PORT}`,
  reporter: [["list"], ["json", { outputFile: ".reports/playwright.json" }]],
  use: {
    baseURL,
    userAgent: BROWSER_USER_AGENT,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot of the end. The
    // trace's screencast is left out: recording it for every test made the suite a third slower on two cores.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], userAgent: BROWSER_USER_AGENT } }],
  webServer: {
    // As `npm run serve` starts it, node flags included.
    command: ["node", ...npmScriptArgs("serve")].join(" "),
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: process.env.E2E_PORT,
      SITE_URL: baseURL,
      LOG_LEVEL: "warn",
      // Every test shares this server from one address; the limits are tested on a server of their own.
      RATE_LIMIT_PAGES: "0",
      RATE_LIMIT_API: "0",
      RATE_LIMIT_LOOKUPS: "0",
      RATE_LIMIT_EVENTS: "0",
      // One process: the workers are tested in tests/integration/workers.test.ts.
      WEB_CONCURRENCY: "1",
      DATABASE_URL: `sqlite:${process.env.E2E_DATABASE}`,
      // Known to the tests, which sign a suggestion form's time as a visitor's typing would have aged it.
      FORM_SECRET: E2E_FORM_SECRET,
      BUILD_DIR: process.env.BUILD_DIR || "build",
    },
  },
});
