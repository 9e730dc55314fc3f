import type { Page } from "@playwright/test";
import { openDatabase } from "../../app/server/db/connect.server.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { createOperator, PASSWORD, signInByCookie } from "./admin-session.ts";
import { test as base, expect, expectAccessible } from "./fixtures.ts";

/** A server and database per worker: these tests edit clinics and age sessions, which no other test may see. */
const test = base.extend<object, { editorServer: ServerProcess }>({
  editorServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      const server = await startServerProcess(`editor-${workerInfo.workerIndex}`);
      await use(server);
      await server.dispose();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ editorServer }, use) => use(editorServer.base),
});

const worker = process.env.TEST_WORKER_INDEX ?? "0";
const operator = () => `editor${worker}@example.com`;
const IDLE_MINUTES = 30;

test.beforeAll(async ({ editorServer }) => {
  await createOperator(editorServer.databaseFile, operator());
});
test.beforeEach(async ({ page }) => {
  await page.route("**/api/events", (route) => route.fulfill({ status: 204 }));
});

/** Makes every session of the test server look last used `minutes` ago, as if the operator had walked away. */
async function lastUsedAgo(server: ServerProcess, minutes: number) {
  const handle = openDatabase(`sqlite:${server.databaseFile}`);
  try {
    const then = new Date(Date.now() - minutes * 60_000).toISOString();
    await handle.db.updateTable("admin_sessions").set({ last_seen_at: then }).execute();
  } finally {
    await handle.close();
  }
}

async function openClinic(page: Page, row: number) {
  await page.goto("/admin/clinics?state=CA");
  await page.getByRole("table").getByRole("link").nth(row).click();
  await expect(page.getByRole("heading", { name: "Edit every field" })).toBeVisible();
}

const saved = (page: Page) => page.getByRole("status").filter({ hasText: "Your changes were saved." });
const history = (page: Page) => page.getByRole("region", { name: "History of changes" });
const featureButton = (page: Page) => page.getByRole("button", { name: /^(Feature|Stop featuring)$/ });

test("an expired session mid-edit is warned of, keeps every typed field, and saves after signing in", async ({
  page,
  editorServer,
}) => {
  // The page's clock, not the server's: the notice counts down from what the page was told at load.
  await page.clock.install();
  await signInByCookie(page, {
    databaseFile: editorServer.databaseFile,
    email: operator(),
    baseURL: editorServer.base,
  });
  await openClinic(page, 0);

  await page.clock.fastForward(`${IDLE_MINUTES - 1}:00`);
  const warning = page.getByText(/Your session ends in about (a minute|\d minutes) unless you use it/);
  await expect(warning).toBeVisible();
  await expectAccessible(page, "clinic edit form with the session expiry notice");
  await page.getByRole("button", { name: "Stay signed in" }).click();
  await expect(warning).toBeHidden();

  const phone = page.getByLabel("Phone", { exact: true });
  await phone.fill("(415) 555-0123");
  const counseling = page.getByRole("checkbox", { name: "Nutrition Counseling" });
  const counselingWas = await counseling.isChecked();
  await counseling.setChecked(!counselingWas);
  await page.getByLabel("Monday", { exact: true }).selectOption("closed");
  await page.getByRole("button", { name: "Add a price" }).click();
  const services = page.locator('input[name$=".service"]');
  await services.last().fill("Follow-up visit");
  await page.locator('input[name$=".low"]').last().fill("95");
  await page.locator('select[name$=".source"]').last().selectOption("website");
  await page.locator('input[name$=".asOf"]').last().fill("2026-01-20");
  await page.getByLabel("Google figures read on").fill("2026-01-15");

  await lastUsedAgo(editorServer, IDLE_MINUTES * 4);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fclinics%2F\d+&expired=kept$/);
  await expect(page.getByText("Your session expired; sign in to save.")).toBeVisible();
  await expectAccessible(page, "sign-in after an expired session, input kept");
  await page.getByLabel("E-mail address").fill(operator());
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByText("Your unsaved changes were restored; review and save.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/clinics\/\d+$/);
  await expect(phone).toHaveValue("(415) 555-0123");
  await expect(counseling).toBeChecked({ checked: !counselingWas });
  await expect(page.getByLabel("Monday", { exact: true })).toHaveValue("closed");
  await expect(page.locator('input[name$=".service"][value="Follow-up visit"]')).toHaveCount(1);
  await expect(page.getByLabel("Google figures read on")).toHaveValue("2026-01-15");
  await expect(featureButton(page)).toBeDisabled();
  await expectAccessible(page, "clinic edit form with restored input");

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(saved(page)).toBeVisible();
  await expect(history(page).getByText(/^Phone: .* → \(415\) 555-0123$/)).toBeVisible();
  await expect(
    history(page).getByText("Prices: added Follow-up visit, $95 (Clinic website, as of Jan 20, 2026)", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(featureButton(page)).toBeEnabled();
});

test.describe("the structured editors", () => {
  // A form with problems answers 400: the browser reports that status.
  test.use({ allowedConsoleErrors: [/status of 400 /] });

  test("save what they show, point at a problem without losing input, and leaving asks first", async ({
    page,
    editorServer,
  }) => {
    await signInByCookie(page, {
      databaseFile: editorServer.databaseFile,
      email: operator(),
      baseURL: editorServer.base,
    });
    await page.goto("/admin/clinics/new");
    await expectAccessible(page, "new clinic form");
    await openClinic(page, 1);
    await expectAccessible(page, "clinic edit form");

    await page.getByLabel("Tuesday opens").fill("07:30");
    await page.getByLabel("Tuesday closes").fill("19:00");
    await expect(page.getByLabel("Tuesday", { exact: true })).toHaveValue("open");
    await page.getByLabel("Saturday", { exact: true }).selectOption("closed");
    await expect(page.getByRole("button", { name: "Add a second period on Saturday" })).toHaveCount(0);
    // A day with a break: its second period waits behind a button (the profile shows both, below).
    await page.getByRole("button", { name: "Add a second period on Wednesday" }).click();
    await expect(page.getByLabel("Wednesday period 2 opens")).toBeFocused();
    await page.getByLabel("Wednesday opens").fill("08:00");
    await page.getByLabel("Wednesday closes").fill("12:00");
    await page.getByLabel("Wednesday period 2 opens").fill("13:00");
    await page.getByLabel("Wednesday period 2 closes").fill("17:00");
    await expect(page.getByLabel("Wednesday", { exact: true })).toHaveValue("open");
    const tricare = page.getByRole("checkbox", { name: "TRICARE" });
    await tricare.setChecked(!(await tricare.isChecked()));
    const tricareNow = await tricare.isChecked();
    const telehealth = page.getByRole("checkbox", { name: "Telehealth", exact: true });
    await telehealth.setChecked(!(await telehealth.isChecked()));
    const telehealthNow = await telehealth.isChecked();
    await page.getByRole("button", { name: "Add a price" }).click();
    await page.locator('input[name$=".service"]').last().fill("Lab panel");
    const amount = page.locator('input[name$=".low"]').last();
    await amount.fill("cheap");
    // Each price says where it came from and the day it was true (decision 43).
    const source = page.locator('select[name$=".source"]').last();
    await expect(source).toHaveAccessibleName("Source");
    await source.selectOption("phone-call");
    const asOf = page.locator('input[name$=".asOf"]').last();
    await expect(asOf).toHaveAccessibleName("As of");
    await asOf.fill("2026-11-03");

    await expect(page.getByText("You have unsaved changes in the form below")).toBeVisible();
    await expect(featureButton(page)).toBeDisabled();
    page.once("dialog", (dialog) => dialog.dismiss());
    await page.getByRole("link", { name: "All clinics" }).click();
    await expect(page.getByRole("heading", { name: "Edit every field" })).toBeVisible();

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("heading", { name: "1 problem: nothing was saved" })).toBeVisible();
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute("aria-describedby", /error-pricing/);
    await expect(page.locator("#error-pricing")).toContainText("needs its amount as a number of dollars");
    await expect(page.getByLabel("Tuesday opens")).toHaveValue("07:30");
    await expect(page.getByLabel("Wednesday period 2 opens")).toHaveValue("13:00");
    await expectAccessible(page, "clinic edit form with a problem");

    await amount.fill("325");
    await page.locator('input[name$=".high"]').last().fill("400");
    await page.locator('select[name$=".unit"]').last().selectOption("test");
    // The first stored price, its source told again.
    await expect(page.locator('input[name="pricing.0.service"]')).not.toHaveValue("");
    const firstSource = page.locator('select[name="pricing.0.source"]');
    const firstSourceWas = await firstSource.inputValue();
    const firstSourceNow = firstSourceWas === "website" ? "clinic-submission" : "website";
    await firstSource.selectOption(firstSourceNow);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(saved(page)).toBeVisible();
    await expect(page.locator('select[name="pricing.0.source"]')).toHaveValue(firstSourceNow);

    await expect(page.getByLabel("Tuesday opens")).toHaveValue("07:30");
    await expect(page.getByLabel("Tuesday closes")).toHaveValue("19:00");
    await expect(page.getByLabel("Saturday", { exact: true })).toHaveValue("closed");
    await expect(tricare).toBeChecked({ checked: tricareNow });
    await expect(telehealth).toBeChecked({ checked: telehealthNow });
    await expect(page.locator('input[name$=".service"][value="Lab panel"]')).toHaveCount(1);
    const changes = history(page);
    await expect(changes.getByText(/^Tuesday: .* → 7:30-19:00$/)).toBeVisible();
    await expect(
      changes.getByText(
        "Prices: added Lab panel, $325–$400 per test (Phone call to the clinic, as of Nov 3, 2026)",
      ),
    ).toBeVisible();
    const sourceLabels = { website: "Clinic website", "clinic-submission": "Submitted by the clinic" };
    await expect(
      changes.getByText(
        new RegExp(` → ${sourceLabels[firstSourceNow]}, as of [A-Z][a-z]{2} \\d{1,2}, \\d{4}$`),
      ),
    ).toBeVisible();
    await expect(changes.getByText(`Insurance: ${tricareNow ? "added" : "removed"} TRICARE`)).toBeVisible();
    await expect(changes.getByText(`Telehealth: ${telehealthNow ? "no → yes" : "yes → no"}`)).toBeVisible();
    await expect(page.getByLabel("Wednesday period 2 closes")).toHaveValue("17:00");
    await expect(changes.getByText(/^Wednesday: .* → 8:00-12:00, 13:00-17:00$/)).toBeVisible();
    await page.locator('a[href^="/clinic/"]').first().click();
    await expect(page.getByRole("row", { name: /^Wednesday/ })).toContainText(
      "8:00 AM – 12:00 PM, 1:00 PM – 5:00 PM",
    );
  });
});
