import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { base32Decode, totp } from "../../app/server/admin/totp.server.ts";
import { openDatabase } from "../../app/server/db/connect.server.ts";
import { runScript } from "../support/run-script.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { createOperator, PASSWORD, signInByCookie } from "./admin-session.ts";
import { test as base, expect, expectAccessible } from "./fixtures.ts";

/**
 * Each worker gets a server of its own with an outbox folder of its own (no SMTP settings): accounts are
 * created, disabled and given new passwords here, which other tests must not see.
 */
const test = base.extend<object, { accountsServer: ServerProcess }>({
  accountsServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      const outbox = mkdtempSync(join(tmpdir(), "trt-outbox-"));
      const server = await startServerProcess(`accounts-${workerInfo.workerIndex}`, {
        MAIL_OUTBOX_DIR: outbox,
        FORM_SECRET: "accounts-e2e-secret-accounts-e2e-secret",
      });
      await use(server);
      await server.dispose();
      rmSync(outbox, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ accountsServer }, use) => use(accountsServer.base),
});

const NEW_PASSWORD = "a brand new passphrase";
const worker = process.env.TEST_WORKER_INDEX ?? "0";

test.beforeEach(async ({ page }) => {
  await page.route("**/api/events", (route) => route.fulfill({ status: 204 }));
});

/** An applied browser import, as an admin's import records it in the history; returns its number. */
async function recordedImport(databaseFile: string): Promise<number> {
  const handle = openDatabase(`sqlite:${databaseFile}`);
  try {
    const row = await handle.db
      .insertInto("admin_imports")
      .values({
        admin_email: "admin@example.com",
        file_name: "clinics.csv",
        digest: "0".repeat(64),
        applied_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  } finally {
    await handle.close();
  }
}

async function importUndoneAt(databaseFile: string, id: number): Promise<string | null> {
  const handle = openDatabase(`sqlite:${databaseFile}`);
  try {
    const row = await handle.db
      .selectFrom("admin_imports")
      .select("undone_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return row.undone_at;
  } finally {
    await handle.close();
  }
}

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
}

test.describe("a password set from an e-mailed link", () => {
  // A refused password answers 400, which the browser reports.
  test.use({ allowedConsoleErrors: [/status of 400 /] });

  test("a forgotten password is reset through the e-mailed link, read in the outbox", async ({
    page,
    accountsServer,
  }) => {
    const admin = `boss${worker}@example.com`;
    const forgetful = `forgetful${worker}@example.com`;
    await createOperator(accountsServer.databaseFile, admin);
    await createOperator(accountsServer.databaseFile, forgetful);

    await page.goto("/admin/sign-in");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
    await expectAccessible(page, "forgot password");
    await page.getByLabel("E-mail address").fill(forgetful);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "If that address belongs to an admin account" }),
    ).toBeVisible();
    await expectAccessible(page, "reset requested");

    await signInByCookie(page, {
      databaseFile: accountsServer.databaseFile,
      email: admin,
      baseURL: accountsServer.base,
    });
    await page.goto("/admin/users");
    await expect(page.getByRole("row", { name: new RegExp(forgetful) })).toContainText("Active");
    await expectAccessible(page, "users");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Outbox" }).click();
    await expectAccessible(page, "outbox");
    await page.getByRole("link", { name: "Reset your TRT Clinic Finder admin password" }).first().click();
    await expect(page.getByText(forgetful, { exact: true })).toBeVisible();
    await expectAccessible(page, "outbox message");
    const href = await page.getByRole("link", { name: /set-password\?token=/ }).getAttribute("href");
    // The link is on SITE_URL (this server's own address here); the test follows its path on the test server.
    const link = `${new URL(href ?? "").pathname}${new URL(href ?? "").search}`;
    expect(link).toMatch(/^\/admin\/set-password\?token=[\w-]{43}$/);

    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
    await expectAccessible(page, "set password");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("New password again").fill(`${NEW_PASSWORD}!`);
    await page.getByRole("button", { name: "Set the password" }).click();
    const mismatch = page.getByLabel("New password again");
    await expect(mismatch).toHaveAccessibleDescription("New password again: the two new passwords differ.");
    await expect(mismatch).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "set password refused");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("New password again").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set the password" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your new password is set. Sign in with it." }),
    ).toBeVisible();
    await signInWithForm(page, forgetful, NEW_PASSWORD);
    await expect(page.getByRole("heading", { level: 1, name: "Admin overview" })).toBeVisible();

    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "This link has expired" })).toBeVisible();
  });
});

test("a second factor is set up with the QR page's key, then signing in takes a code or a recovery code", async ({
  page,
  accountsServer,
}) => {
  const email = `totp${worker}@example.com`;
  await createOperator(accountsServer.databaseFile, email);
  await signInByCookie(page, {
    databaseFile: accountsServer.databaseFile,
    email,
    baseURL: accountsServer.base,
  });
  await page.goto("/admin");
  await page.getByRole("link", { name: "Your account" }).click();
  await expectAccessible(page, "account");
  await page.getByRole("button", { name: "Set up a second factor" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await expectAccessible(page, "second factor enrolment");
  const secret = base32Decode((await page.getByTestId("totp-secret").textContent()) ?? "");
  if (!secret) throw new Error("no key on the page");
  await page.getByLabel("Code from the app").fill(totp(secret, new Date()));
  await page.getByRole("button", { name: "Turn on the second factor" }).click();
  const codes = await page
    .getByRole("list", { name: "Recovery codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(codes).toHaveLength(10);
  await expectAccessible(page, "recovery codes");
  await page.getByRole("link", { name: "I have saved them" }).click();
  await expect(page.getByText("unused recovery codes left")).toContainText("10 unused");
  await signOut(page);

  await signInWithForm(page, email, PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Enter your sign-in code" })).toBeVisible();
  await expectAccessible(page, "sign-in code");
  // The enrolment used the current step; the next one (inside the drift) has not been used.
  await page.getByLabel("Code").fill(totp(secret, new Date(Date.now() + 30_000)));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin overview" })).toBeVisible();
  await signOut(page);

  await signInWithForm(page, email, PASSWORD);
  await page.getByLabel("Code").fill(codes[0] ?? "");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin overview" })).toBeVisible();
  await page.goto("/admin/account");
  await expect(page.getByText("unused recovery codes left")).toContainText("9 unused");
});

test.describe("an editor", () => {
  test.use({ allowedConsoleErrors: [/status of 403 /] });

  test("sees no users, imports or outbox, and gets 403 for their pages and actions", async ({
    page,
    accountsServer,
  }) => {
    const email = `editor${worker}@example.com`;
    const made = await runScript(
      "admin-create-user",
      [email, "--role", "editor"],
      { DATABASE_URL: `sqlite:${accountsServer.databaseFile}` },
      { stdin: `${PASSWORD}\n` },
    );
    expect(made.code, made.stdout + made.stderr).toBe(0);
    expect(made.stdout).toContain(`Created the editor account ${email}.`);
    await signInByCookie(page, {
      databaseFile: accountsServer.databaseFile,
      email,
      baseURL: accountsServer.base,
    });
    await page.goto("/admin");
    const menu = page.getByRole("navigation", { name: "Admin" });
    await expect(menu.getByRole("link", { name: "Clinics" })).toBeVisible();
    for (const hidden of ["Users", "Import", "Outbox"]) {
      await expect(menu.getByRole("link", { name: hidden })).toHaveCount(0);
    }
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    const importNumber = await recordedImport(accountsServer.databaseFile);

    for (const path of [
      "/admin/users",
      "/admin/import",
      "/admin/imports",
      `/admin/imports/${importNumber}`,
      "/admin/outbox",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1, name: "Not allowed" })).toBeVisible();
    }
    await expectAccessible(page, "403 for an editor");

    const origin = accountsServer.base;
    const invite = await page.request.post("/admin/users", {
      headers: { Origin: origin },
      form: { csrf, intent: "invite", email: "sneaky@example.com", role: "admin" },
    });
    expect(invite.status()).toBe(403);
    expect(await invite.text()).toContain("for admins only");
    const upload = await page.request.post("/admin/import", {
      headers: { Origin: origin },
      multipart: { csrf, file: { name: "clinics.csv", mimeType: "text/csv", buffer: Buffer.from("name\n") } },
    });
    expect(upload.status()).toBe(403);
    const undo = await page.request.post(`/admin/imports/${importNumber}`, {
      headers: { Origin: origin },
      form: { csrf, intent: "undo" },
    });
    expect(undo.status()).toBe(403);
    expect(await importUndoneAt(accountsServer.databaseFile, importNumber)).toBeNull();
  });
});
