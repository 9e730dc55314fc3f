// Reads the test runners' JSON reports: the counts `npm test` adds up, and the names of the tests that failed,
// which it prints again at the very end so that the last lines of a long CI log say what to look at.
import type { JSONReport, JSONReportSuite } from "@playwright/test/reporter";

export interface ReportCounts {
  passed: number;
  failed: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName?: string; title: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** The first line of a failure's message that says something, without terminal colours, at most 200 characters. */
export function firstLine(message: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes
  const plain = (message ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  const line = plain.split("\n").find((part) => part.trim() !== "") ?? "";
  const trimmed = line.trim();
  return trimmed.length > 200 ? `${trimmed.slice(0, 199)}…` : trimmed;
}

function relativeFile(file: string): string {
  const at = file.indexOf("/tests/");
  if (at >= 0) return file.slice(at + 1);
  const app = file.indexOf("/app/");
  return app >= 0 ? file.slice(app + 1) : file;
}

export function vitestCounts(report: VitestReport): ReportCounts {
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

/** One line per failed test, and one per test file that failed before its tests ran. */
export function vitestFailures(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const name = relativeFile(file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    if (failedTests.length === 0 && file.status === "failed") return [`${name}: ${firstLine(file.message)}`];
    return failedTests.map(
      (test) => `${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

export function playwrightCounts(report: JSONReport): ReportCounts {
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

/** One line per test that failed on its last try, with its project, file and line. */
export function playwrightFailures(report: JSONReport): string[] {
  const lines: string[] = [];
  // A file's suite is titled with its path; the suites inside it are its describe blocks.
  const visit = (suite: JSONReportSuite, file: string, titles: string[]) => {
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected") continue;
        const error = test.results.at(-1)?.error?.message;
        const title = [...titles, spec.title].join(" › ");
        lines.push(`[${test.projectName}] ${file}:${spec.line} › ${title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, file, [...titles, child.title]);
  };
  for (const suite of report.suites) visit(suite, suite.file, []);
  return lines;
}
