import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

export const TILE_SERVER = /tile\.openstreetmap\.org/;
/** A 1x1 transparent PNG: what map tile requests get in tests (the tile server is a third party). */
export const BLANK_TILE = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

interface Fixtures {
  /**
   * Console errors a test expects, e.g. the browser's own report of a 404 document. Give one pattern
   * (combine several with |): Playwright reads a two-element array in test.use() as [value, options].
   */
  allowedConsoleErrors: RegExp[];
}

/**
 * What axe finds wrong with the page as it is now (WCAG 2.1 A and AA, and best practices), one line each. Axe
 * runs in the page itself ("legacy mode"): the site has no frames, and the default mode opens a blank page of its
 * own for every check to gather frames' results, which doubled the time of each of the suite's axe checks.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join("\n    ")}`,
  );
}

export async function expectAccessible(page: Page, label = "page") {
  expect(await accessibilityViolations(page), `accessibility violations on ${label}`).toEqual([]);
}

/**
 * Pages start their scripts after the first paint (`PageScripts`), so a loaded document is not yet a live one:
 * every full page load a test makes (goto, reload, back and forward across documents) waits until the page has
 * hydrated, as a visitor's first tap would find it.
 */
function waitForHydrationOnLoad(page: Page) {
  const live = async <R extends Awaited<ReturnType<Page["goto"]>>>(response: R): Promise<R> => {
    if (response?.headers()["content-type"]?.startsWith("text/html"))
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    return response;
  };
  const { goto, reload, goBack, goForward } = page;
  page.goto = async (...args) => live(await goto.apply(page, args));
  page.reload = async (...args) => live(await reload.apply(page, args));
  page.goBack = async (...args) => live(await goBack.apply(page, args));
  page.goForward = async (...args) => live(await goForward.apply(page, args));
}

/**
 * Every browser test fails on an uncaught page error or a console error. Accessibility is checked by one sweep
 * over every page type and state (accessibility.spec.ts), not after each test.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use) => {
    waitForHydrationOnLoad(page);
    // Map tiles come from a third-party server the test machine cannot reach: answer them locally.
    // A test that needs failing tiles registers its own route, which takes precedence.
    await page.route(TILE_SERVER, (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }),
    );
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      problems.push(`console error: ${text} (${message.location().url})`);
    });
    await use(page);
    expect(problems, "errors reported by the page").toEqual([]);
  },
});

export const DOCUMENT_404 = /status of 404/;
