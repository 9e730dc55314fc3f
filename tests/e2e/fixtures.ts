import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

interface Fixtures {
  /**
   * Console errors a test expects, e.g. the browser's own report of a 404 document. Give one pattern
   * (combine several with |): Playwright reads a two-element array in test.use() as [value, options].
   */
  allowedConsoleErrors: RegExp[];
}

export async function expectAccessible(page: Page, label = "page") {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
  );
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}

/**
 * Every browser test fails on an uncaught page error or a console error,
 * and ends with an axe check of whatever the page shows at that point.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use, testInfo) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      problems.push(`console error: ${text} (${message.location().url})`);
    });
    await use(page);
    if (testInfo.status === testInfo.expectedStatus && page.url().startsWith("http")) {
      await expectAccessible(page, page.url());
    }
    expect(problems, "errors reported by the page").toEqual([]);
  },
});

export const DOCUMENT_404 = /status of 404/;
