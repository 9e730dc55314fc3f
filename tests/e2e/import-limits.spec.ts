import type { Page } from "@playwright/test";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { createOperator, signInByCookie } from "./admin-session.ts";
import { test as base, expect, expectAccessible } from "./fixtures.ts";

/** A server of its own: the import page is the admin's, on a database no other test sees. */
const test = base.extend<object, { importServer: ServerProcess }>({
  importServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      const server = await startServerProcess(`import-limits-${workerInfo.workerIndex}`);
      await createOperator(server.databaseFile, "ops@example.com");
      await use(server);
      await server.dispose();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ importServer }, use) => use(importServer.base),
});

test.beforeEach(async ({ page, importServer }) => {
  await page.route("**/api/events", (route) => route.fulfill({ status: 204 }));
  await signInByCookie(page, {
    databaseFile: importServer.databaseFile,
    email: "ops@example.com",
    baseURL: importServer.base,
  });
  await page.goto("/admin/import");
});

async function check(page: Page, name: string, text: string) {
  await page
    .getByLabel("File to check")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  await page.getByRole("button", { name: "Check the file" }).click();
}

test.describe("the import's limits in the browser", () => {
  // A file over a limit answers 413: the browser reports that status.
  test.use({ allowedConsoleErrors: [/status of 413 /] });

  test("says the limits, and refuses a file over one with where and what to do", async ({ page }) => {
    await expect(page.getByText(/up to 5 MB, 50,000 rows and 100 columns/)).toBeVisible();
    const header = Array.from({ length: 150 }, (_, index) => `column${index}`).join(",");
    await check(page, "wide.csv", `${header}\nx\n`);
    await expect(page.getByRole("alert")).toHaveText(
      "wide.csv, line 1: the header has 150 columns; an import file has at most 100 (the columns are listed in docs/data-format.md). Nothing was saved.",
    );
    await expectAccessible(page, "a refused import");
  });

  test("lists the first 200 problems and says how many more there are", async ({ page }) => {
    const rows = "Lakeside,,Austin,TX,78701,30.26,-97.74\n".repeat(300);
    await check(page, "bad.csv", `name,addressLine1,city,state,zipCode,latitude,longitude\n${rows}`);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "bad.csv: 599 errors in 300 of 300 rows. No changes were made." }),
    ).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: /^line \d+ \(row/ })).toHaveCount(200);
    await expect(page.getByText("The first 200 problems are listed; 399 more are not.")).toBeVisible();
    await expectAccessible(page, "an import with more problems than are listed");
  });
});
