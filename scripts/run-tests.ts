// The whole test suite, as `npm test` and CI run it: lint, typecheck, unit and integration tests,
// production build, browser tests. Ends with one line of real totals: "N passed, M failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

interface Step {
  name: string;
  command: string[];
  /** Reads the step's pass/fail counts from its report; steps without one count as one check. */
  report?: () => { passed: number; failed: number };
}

const REPORTS = ".reports";

function readJson<T>(path: string): T | null {
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as T) : null;
}

const steps: Step[] = [
  { name: "lint", command: ["npx", "biome", "check", "."] },
  { name: "typecheck", command: ["npm", "run", "typecheck"] },
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
      const json = readJson<{ numPassedTests: number; numFailedTests: number }>(`${REPORTS}/vitest.json`);
      return json ? { passed: json.numPassedTests, failed: json.numFailedTests } : { passed: 0, failed: 1 };
    },
  },
  { name: "build", command: ["npm", "run", "build"] },
  {
    name: "browser tests",
    command: ["npx", "playwright", "test"],
    report: () => {
      const json = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(
        `${REPORTS}/playwright.json`,
      );
      return json
        ? { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected }
        : { passed: 0, failed: 1 };
    },
  },
];

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}: ${step.command.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(step.command[0] as string, step.command.slice(1), { stdio: "inherit" });
  const ok = result.status === 0;
  const counts = step.report ? step.report() : ok ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  if (!ok && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  if (!ok) failedSteps.push(step.name);
  console.log(`=== ${step.name}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok && (step.name === "build" || step.name === "typecheck")) break;
}

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length > 0 ? 1 : 0);
