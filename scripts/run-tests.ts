// The whole test suite, as `npm test` and CI run it: lint, typecheck, production build, unit and
// integration tests, a load run, browser tests. Ends with one line of real totals: "N passed, M failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { checkChromium } from "./chromium.ts";
import { readScriptArguments } from "./script-args.ts";
import {
  playwrightCounts,
  playwrightFailures,
  type ReportCounts,
  vitestCounts,
  vitestFailures,
} from "./test-reports.ts";

interface Step {
  name: string;
  command: string[];
  /** Reads the step's pass/fail counts and failed tests from its report; steps without one count as one check. */
  report?: () => (ReportCounts & { failures: string[] }) | null;
  /** Why the step cannot run on this machine; it then fails with that line instead of running. */
  missing?: () => string | undefined;
}

readScriptArguments({
  usage: "npm test",
  help: `Runs the whole test suite as CI does, one step after the other: lint, typecheck, production build, unit
and integration tests, a load run, page weight, Lighthouse and browser tests; ends with "N passed, M failed".
Run one step alone with its own command (npm run test:unit, npm run test:e2e, ...).`,
});

// First of all, so that a newcomer learns at once what this machine lacks.
const chromiumProblem = checkChromium();
if (chromiumProblem) console.log(chromiumProblem);

const REPORTS = ".reports";

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : null;
}

const steps: Step[] = [
  { name: "lint", command: ["npx", "biome", "check", "."] },
  { name: "typecheck", command: ["npm", "run", "typecheck"] },
  // Before the tests: the process-level ones (shutdown, scale-out) and the load run start servers from this build.
  { name: "build", command: ["npm", "run", "build"] },
  {
    name: "unit and integration tests",
    command: [
      "npx",
      "vitest",
      "run",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${REPORTS}/vitest.json`,
    ],
    report: () => {
      const json = readJson<Parameters<typeof vitestCounts>[0]>(`${REPORTS}/vitest.json`);
      return json && { ...vitestCounts(json), failures: vitestFailures(json) };
    },
  },
  {
    // CI has a real PostgreSQL server; elsewhere the load run keeps to the embedded database.
    name: "load (200 connections, 30 s)",
    command: ["npm", "run", "load", "--", "--dialect", process.env.CI ? "both" : "sqlite"],
  },
  { name: "page weight", command: ["npm", "run", "page-weight"] },
  {
    name: "lighthouse (one run per page type)",
    command: ["npm", "run", "lighthouse", "--", "--ci"],
    missing: () => chromiumProblem,
  },
  {
    name: "browser tests",
    command: ["npx", "playwright", "test"],
    missing: () => chromiumProblem,
    report: () => {
      const json = readJson<Parameters<typeof playwrightCounts>[0]>(`${REPORTS}/playwright.json`);
      return json && { ...playwrightCounts(json), failures: playwrightFailures(json) };
    },
  },
];

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

/** Runs one step; a step that cannot run here fails with the line that says why. */
function runStep(step: Step): { ok: boolean; passed: number; failed: number; failures: string[] } {
  const missing = step.missing?.();
  if (missing) {
    console.log(missing);
    return { ok: false, passed: 0, failed: 1, failures: [] };
  }
  const ok = spawnSync(step.command[0] as string, step.command.slice(1), { stdio: "inherit" }).status === 0;
  const counts = step.report
    ? (step.report() ?? { passed: 0, failed: 1, failures: ["its report was not written"] })
    : { passed: ok ? 1 : 0, failed: ok ? 0 : 1, failures: [] };
  return { ok, ...counts, failed: !ok && counts.failed === 0 ? 1 : counts.failed };
}

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
const failedTests: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(" ")}`);
  const started = Date.now();
  const { ok, failures, ...counts } = runStep(step);
  passed += counts.passed;
  failed += counts.failed;
  if (!ok) failedSteps.push(step.name);
  failedTests.push(...failures.map((failure) => `${step.name}: ${failure}`));
  console.log(`=== ${step.name}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok && (step.name === "build" || step.name === "typecheck")) break;
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
if (failedTests.length > 0)
  console.log(`\nFailed tests:\n${failedTests.map((line) => `- ${line}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
