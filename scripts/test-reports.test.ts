import type { JSONReport } from "@playwright/test/reporter";
import { describe, expect, it } from "vitest";
import {
  firstLine,
  playwrightCounts,
  playwrightFailures,
  vitestCounts,
  vitestFailures,
} from "./test-reports.ts";

describe("the last lines of npm test", () => {
  it("name each failed unit or integration test with its file and the first line of its message", () => {
    const report = {
      numPassedTests: 2,
      numFailedTests: 1,
      testResults: [
        {
          name: "/ci/clone/tests/integration/bounded-imports.test.ts",
          status: "failed",
          message: "",
          assertionResults: [
            { fullName: "one upload › keeps answering", title: "keeps answering", status: "passed" },
            {
              fullName: "one upload › in bounded memory",
              title: "in bounded memory",
              status: "failed",
              failureMessages: [
                "\u001b[31mAssertionError: expected 301 to be less than 300\u001b[39m\n    at stack",
              ],
            },
          ],
        },
        {
          name: "/ci/clone/app/domain/score.test.ts",
          status: "passed",
          assertionResults: [{ title: "grades", status: "passed" }],
        },
        {
          name: "/ci/clone/tests/integration/broken.test.ts",
          status: "failed",
          message: "\nFailed to load url ./missing.ts",
          assertionResults: [],
        },
      ],
    };
    expect(vitestCounts(report)).toEqual({ passed: 2, failed: 1 });
    expect(vitestFailures(report)).toEqual([
      "tests/integration/bounded-imports.test.ts › one upload › in bounded memory: AssertionError: expected 301 to be less than 300",
      "tests/integration/broken.test.ts: Failed to load url ./missing.ts",
    ]);
  });

  it("name each browser test that failed on its last try, with its project, file, line and describe blocks", () => {
    const test = (status: "expected" | "unexpected" | "flaky", message?: string) => ({
      timeout: 30_000,
      annotations: [],
      expectedStatus: "passed" as const,
      projectName: "phone",
      projectId: "phone",
      status,
      results: message ? [{ error: { message } }] : [],
    });
    const spec = (title: string, line: number, tests: ReturnType<typeof test>[]) => ({
      tags: [],
      title,
      ok: tests.every((t) => t.status !== "unexpected"),
      tests,
      id: title,
      file: "claims.spec.ts",
      line,
      column: 1,
    });
    const report = {
      stats: { expected: 3, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: "claims.spec.ts",
          file: "claims.spec.ts",
          line: 0,
          column: 0,
          specs: [spec("top level", 5, [test("expected")])],
          suites: [
            {
              title: "a claim",
              file: "claims.spec.ts",
              line: 10,
              column: 1,
              specs: [
                spec("waits for approval", 12, [
                  test("unexpected", "Error: expect(locator).toBeVisible() failed\n\nLocator: …"),
                ]),
                spec("retried", 30, [test("flaky", "Timeout")]),
              ],
            },
          ],
        },
      ],
    } as unknown as JSONReport;
    expect(playwrightCounts(report)).toEqual({ passed: 4, failed: 1 });
    expect(playwrightFailures(report)).toEqual([
      "[phone] claims.spec.ts:12 › a claim › waits for approval: Error: expect(locator).toBeVisible() failed",
    ]);
  });

  it("keep a long message to one line of 200 characters", () => {
    expect(firstLine(`\n\n  ${"x".repeat(300)}\nsecond`)).toHaveLength(200);
    expect(firstLine(undefined)).toBe("");
  });
});
