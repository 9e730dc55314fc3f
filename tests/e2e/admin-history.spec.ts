import type { Page } from "@playwright/test";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { createOperator, signInByCookie } from "./admin-session.ts";
import { test as base, expect, expectAccessible } from "./fixtures.ts";

/** Each worker gets a server and database of its own: these tests import, undo and revert clinics. */
const test = base.extend<object, { historyServer: ServerProcess }>({
  historyServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      const server = await startServerProcess(`history-${workerInfo.workerIndex}`);
      await use(server);
      await server.dispose();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ historyServer }, use) => use(historyServer.base),
});

const worker = process.env.TEST_WORKER_INDEX ?? "0";
const operator = `history${worker}@example.com`;

test.beforeAll(async ({ historyServer }) => {
  await createOperator(historyServer.databaseFile, operator);
});
test.beforeEach(async ({ page, historyServer }) => {
  await page.route("**/api/events", (route) => route.fulfill({ status: 204 }));
  await signInByCookie(page, {
    databaseFile: historyServer.databaseFile,
    email: operator,
    baseURL: historyServer.base,
  });
});

const header = "name,addressLine1,city,state,zipCode,latitude,longitude,phone,services,source";
const clinicRow = (name: string, phone: string, services: string) =>
  `${name},1 Main St,Austin,TX,78701,30.27,-97.74,${phone},${services},browser test`;

async function checkAndApply(page: Page, name: string, text: string) {
  await page.goto("/admin/import");
  await page
    .getByLabel("File to check")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("heading", { name: `Dry run of ${name}` })).toBeVisible();
}

test("the dry run lists each field change in words, the kept file is applied, and undoing the import restores it", async ({
  page,
}) => {
  const name = `Preview Health ${worker}`;
  await checkAndApply(
    page,
    "first.csv",
    `${header}\n${clinicRow(name, "(512) 555-0160", "testosterone-injections")}\n`,
  );
  await page.getByRole("button", { name: "Apply the import" }).click();
  await expect(page.getByRole("heading", { name: "first.csv was imported" })).toBeVisible();

  const changed = `${header}\n${clinicRow(name, "(512) 555-0161", "testosterone-injections;hcg-therapy")}\n`;
  await checkAndApply(page, "second.csv", changed);
  const preview = page.getByRole("table", { name: `Fields changed in ${name}` });
  await expect(preview.getByRole("row", { name: "Phone" })).toHaveText("Phone(512) 555-0160(512) 555-0161");
  const services = preview.getByRole("row", { name: "Services" });
  await expect(services.getByRole("cell").nth(1).getByRole("listitem")).toHaveText([
    "Testosterone Injections",
    "HCG Therapy",
  ]);
  await expectAccessible(page, "import dry run");

  await page.getByRole("button", { name: "Apply the import" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Created 0, updated 1, unchanged 0" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "This import in the history" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "second.csv" })).toBeVisible();
  await expectAccessible(page, "an import in the history");

  await page.getByRole("link", { name: "Import history" }).click();
  await expect(page.getByRole("table", { name: "Imports, newest first" }).getByRole("row")).toHaveCount(3);
  await expectAccessible(page, "import history");
  await page.getByRole("link", { name: "second.csv" }).click();

  await page.getByRole("button", { name: "Undo this import" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "The import was undone: 1 clinic restored, 0 clinics removed." }),
  ).toBeVisible();
  await page.getByRole("link", { name }).click();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("(512) 555-0160");
  const offered = page.getByRole("group", { name: "Services", exact: true });
  await expect(offered.getByRole("checkbox", { name: "Testosterone Injections" })).toBeChecked();
  await expect(offered.getByRole("checkbox", { name: "HCG Therapy" })).not.toBeChecked();
  await expect(offered.getByRole("checkbox", { checked: true })).toHaveCount(1);
});

test.describe("the audit log", () => {
  // A refused revert answers 409 and a filter that cannot be used 400: the browser reports those statuses.
  test.use({ allowedConsoleErrors: [/status of (400|409) /] });

  test("filters by clinic and action, and reverts a field only while it holds the change", async ({
    page,
  }) => {
    const name = `Audit Health ${worker}`;
    await checkAndApply(
      page,
      "audit-1.csv",
      `${header}\n${clinicRow(name, "(512) 555-0170", "hormone-testing")}\n`,
    );
    await page.getByRole("button", { name: "Apply the import" }).click();
    await checkAndApply(
      page,
      "audit-2.csv",
      `${header}\n${clinicRow(name, "(512) 555-0171", "hormone-testing")}\n`,
    );
    await page.getByRole("button", { name: "Apply the import" }).click();
    await checkAndApply(
      page,
      "audit-3.csv",
      `${header}\n${clinicRow(name, "(512) 555-0172", "hormone-testing")}\n`,
    );
    await page.getByRole("button", { name: "Apply the import" }).click();
    await expect(page.getByRole("heading", { name: "audit-3.csv was imported" })).toBeVisible();

    await page.goto("/admin/audit");
    await page.getByLabel("Clinic (name or number)").fill(name);
    await page.getByLabel("Action").selectOption("update");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/action=update/);
    const entries = page.getByRole("main").getByRole("listitem").filter({ hasText: "Change #" });
    await expect(entries).toHaveCount(2);
    await expectAccessible(page, "audit log");

    // The older change's phone was changed again since: it offers no revert, and says so.
    await expect(entries.nth(1).getByRole("row", { name: "Phone" })).toContainText("Changed again since");
    await expect(entries.nth(1).getByRole("button", { name: /^Revert Phone/ })).toHaveCount(0);

    // Another operator reverts the newer change; the older one then holds its value again and offers its revert.
    const other = await page.context().newPage();
    await other.goto(page.url());
    const otherEntries = other.getByRole("main").getByRole("listitem").filter({ hasText: "Change #" });
    await otherEntries
      .nth(0)
      .getByRole("button", { name: /^Revert Phone/ })
      .click();
    await expect(other.getByRole("status").filter({ hasText: "has its earlier value again" })).toBeVisible();
    await expect(otherEntries.nth(0).getByRole("row", { name: "Phone" })).toContainText(
      "Changed again since",
    );
    await otherEntries
      .nth(1)
      .getByRole("button", { name: /^Revert Phone/ })
      .click();
    // The first revert's message is still shown with the same words: the second has landed only when the page,
    // read again, finds its field changed since and drops its button. Closing earlier could cancel the post.
    await expect(otherEntries.nth(1).getByRole("row", { name: "Phone" })).toContainText(
      "Changed again since",
    );
    await expect(otherEntries.nth(1).getByRole("button", { name: /^Revert Phone/ })).toHaveCount(0);
    await other.close();

    // This page was loaded before: its revert of the newer change is refused and says why.
    await entries
      .nth(0)
      .getByRole("button", { name: /^Revert Phone/ })
      .click();
    await expect(page.getByRole("alert")).toContainText(
      'it now reads "(512) 555-0170", not "(512) 555-0172"',
    );
    // And the page is read again: the newer change no longer offers its revert.
    await expect(entries.nth(0).getByRole("row", { name: "Phone" })).toContainText("Changed again since");
    await expectAccessible(page, "audit log with a refused revert");

    await page.getByLabel("Action").selectOption("revert");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0).getByRole("row", { name: "Phone" })).toContainText(
      "(512) 555-0171(512) 555-0170",
    );
    await expect(entries.nth(1).getByRole("row", { name: "Phone" })).toContainText(
      "(512) 555-0172(512) 555-0171",
    );

    await page.goto("/admin/audit?from=someday");
    await expect(page.getByRole("alert")).toContainText("From: enter a date such as 2026-11-01.");
    await expectAccessible(page, "audit log with a filter it cannot use");

    await page.goto("/admin/suggestions?show=closed");
    await expect(page.getByRole("link", { name: "Closed", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectAccessible(page, "closed suggestions");
  });
});
