import type { Page } from "@playwright/test";
import { openDatabase } from "../../app/server/db/connect.server.ts";
import { runScript } from "../support/run-script.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import {
  createOperator,
  PASSWORD,
  saveSupportHoursInAnotherTab,
  signInByCookie,
  staleClinics,
  verifyEntries,
} from "./admin-session.ts";
import { test as base, expect, expectAccessible } from "./fixtures.ts";

/**
 * Each worker gets a server and database of its own: these tests edit, verify, feature and import clinics,
 * which the shared server's other tests (cards, maps, the sitemap) must not see.
 */
const test = base.extend<object, { adminServer: ServerProcess }>({
  adminServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      const server = await startServerProcess(`admin-${workerInfo.workerIndex}`);
      await use(server);
      await server.dispose();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ adminServer }, use) => use(adminServer.base),
});

/**
 * Creates an operator account through the CLI against the test server's database, with the password on stdin
 * (the CLI reads the first line of stdin when it is not a terminal).
 */
async function createAdmin(databaseFile: string, email: string, password = PASSWORD) {
  const result = await runScript(
    "admin-create-user",
    [email],
    { DATABASE_URL: `sqlite:${databaseFile}` },
    {
      stdin: `${password}\n`,
    },
  );
  expect(result.code, result.stdout + result.stderr).toBe(0);
  expect(result.stdout + result.stderr).toMatch(/^Database: sqlite:/m);
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Opens the admin page of the n-th clinic in California (each test its own), signed in. */
async function openClinic(page: Page, row: number) {
  await page.goto("/admin/clinics?state=CA");
  await expect(page.getByRole("heading", { level: 1, name: "Clinics" })).toBeVisible();
  await page.getByRole("table").getByRole("link").nth(row).click();
  await expect(page.getByRole("heading", { name: "Edit every field" })).toBeVisible();
}

// One account per worker (each worker has its own database), made with the CLI as an operator makes one.
const worker = process.env.TEST_WORKER_INDEX ?? "0";
const operator = () => `ops${worker}@example.com`;
test.beforeAll(async ({ adminServer }) => {
  await createAdmin(adminServer.databaseFile, operator());
});
// Usage events have their own tests (analytics.spec.ts); here they are answered without being counted.
test.beforeEach(async ({ page }) => {
  await page.route("**/api/events", (route) => route.fulfill({ status: 204 }));
});

/** Tests that are not about signing in start signed in (admin-session.ts). */
const signedIn = (page: Page, server: ServerProcess) =>
  signInByCookie(page, { databaseFile: server.databaseFile, email: operator(), baseURL: server.base });

test.describe("signing in", () => {
  // A refused sign-in answers 401, a locked one 429: the browser reports those statuses.
  test.use({ allowedConsoleErrors: [/status of (401|429) /] });

  test("signing in with a wrong password says so without telling whether the account exists", async ({
    page,
  }) => {
    await page.goto("/admin/clinics");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fclinics$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await signIn(page, operator(), "not the password");
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("The e-mail address or the password is not right.");
    await expect(page.getByLabel("E-mail address")).toHaveValue(operator());
    await signIn(page, `nobody${worker}@example.com`, "not the password");
    await expect(alert).toHaveText("The e-mail address or the password is not right.");

    await signIn(page, operator());
    await expect(page).toHaveURL(/\/admin\/clinics$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "__Host-trt_admin")).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
      path: "/",
    });
  });

  test("after five failed sign-ins the account is locked, even for the right password", async ({
    page,
    adminServer,
  }) => {
    const email = `locked${worker}@example.com`;
    await createOperator(adminServer.databaseFile, email);
    await page.goto("/admin/sign-in");
    for (let i = 0; i < 5; i++) {
      await signIn(page, email, `wrong password ${i}`);
      await expect(page.getByRole("alert")).toHaveText("The e-mail address or the password is not right.");
    }
    await signIn(page, email, "wrong password 5");
    await expect(page.getByRole("alert")).toHaveText(
      "Too many failed sign-ins. Wait 1 minute before you try again.",
    );
    await signIn(page, email);
    await expect(page.getByRole("alert")).toHaveText(
      "Too many failed sign-ins. Wait 1 minute before you try again.",
    );
    await expect(page).toHaveURL(/\/admin\/sign-in/);
  });
});

test("the clinic list searches by state, verified and name, and pages through", async ({
  page,
  adminServer,
}) => {
  await signedIn(page, adminServer);
  await page.goto("/admin/clinics");
  await expect(page.getByText(/^\d[\d,]* clinics, page 1 of \d+$/)).toBeVisible();
  await page.getByLabel("State").selectOption("TX");
  await page.getByLabel("Verified flag").selectOption("yes");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/state=TX/);
  const cities = await page.getByRole("table").locator("tbody td:nth-child(3)").allTextContents();
  expect(cities.length).toBeGreaterThan(0);
  for (const city of cities) expect(city).toMatch(/, TX$/);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

/** Stores visitor suggestions for the first clinic, as the public form stores them; returns how many are open. */
async function storeSuggestions(databaseFile: string, corrections: string[]): Promise<number> {
  const handle = openDatabase(`sqlite:${databaseFile}`);
  try {
    const clinic = await handle.db.selectFrom("clinics").select("id").orderBy("id").executeTakeFirstOrThrow();
    await handle.db
      .insertInto("suggestions")
      .values(
        corrections.map((correction) => ({
          clinic_id: clinic.id,
          kind: "other",
          correction,
          email: null,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const open = await handle.db
      .selectFrom("suggestions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "=", "open")
      .executeTakeFirstOrThrow();
    return Number(open.count);
  } finally {
    await handle.close();
  }
}

test("the admin menu counts the open suggestions, and the closed view says who closed each and how", async ({
  page,
  adminServer,
}) => {
  const applied = `Applied correction ${worker} ${Date.now()}`;
  const dismissed = `Dismissed correction ${worker} ${Date.now()}`;
  const open = await storeSuggestions(adminServer.databaseFile, [applied, dismissed]);
  await signedIn(page, adminServer);
  const suggestionsLink = (waiting: number) =>
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", {
      name: waiting === 0 ? "Suggestions" : `Suggestions ${waiting} waiting`,
      exact: true,
    });

  await page.goto("/admin");
  await expect(suggestionsLink(open)).toBeVisible();
  await suggestionsLink(open).click();
  await expect(page.getByRole("heading", { level: 1, name: "Suggestions" })).toBeVisible();

  await page
    .getByRole("listitem")
    .filter({ hasText: applied })
    .getByRole("button", { name: "Mark applied" })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "The suggestion was marked as applied." }),
  ).toBeVisible();
  await expect(suggestionsLink(open - 1)).toBeVisible();
  await page
    .getByRole("listitem")
    .filter({ hasText: dismissed })
    .getByRole("button", { name: "Dismiss" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "The suggestion was dismissed." })).toBeVisible();
  await expect(suggestionsLink(open - 2)).toBeVisible();
  await expect(page.getByText(applied)).toHaveCount(0);

  await page
    .getByRole("navigation", { name: "Suggestions by state" })
    .getByRole("link", { name: "Closed" })
    .click();
  await expect(page).toHaveURL(/\/admin\/suggestions\?show=closed$/);
  await expect(page.getByRole("listitem").filter({ hasText: applied })).toContainText(
    new RegExp(`Applied by ${operator().replace(".", "\\.")}, \\w{3} \\d+, \\d{4}, .+ UTC`),
  );
  await expect(page.getByRole("listitem").filter({ hasText: dismissed })).toContainText(
    `Dismissed by ${operator()}`,
  );
  await expect(
    page.getByRole("listitem").filter({ hasText: applied }).getByRole("button", { name: "Mark applied" }),
  ).toHaveCount(0);
  await expectAccessible(page, "closed suggestions");
});

test("the stale-verification queue lists exactly the clinics checked more than 12 months ago, and bulk verify audits each", async ({
  page,
  adminServer,
}) => {
  const stale = await staleClinics(adminServer.databaseFile);
  expect(stale.length).toBeGreaterThan(2);
  await signedIn(page, adminServer);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Checks lapsed" }).click();
  await expect(page).toHaveURL(/verification=lapsed/);
  await expect(page.getByText(`${stale.length} clinics, page 1 of`)).toBeVisible();
  await page.getByLabel("Order").selectOption("name");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page.getByRole("table").locator("tbody th")).toHaveText(
    stale.slice(0, 25).map((clinic) => clinic.name),
  );
  await expectAccessible(page);

  const chosen = stale.slice(0, 2);
  for (const clinic of chosen) await page.getByLabel(`Select ${clinic.name}`).check();
  await page.getByLabel("Action").selectOption("verify");
  await page.getByLabel("Checked by (to verify)").selectOption("phone");
  await page.getByRole("button", { name: "Apply to ticked clinics" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `2 clinics verified: ${chosen.map((c) => c.name).join(", ")}` }),
  ).toBeVisible();
  expect(
    await verifyEntries(
      adminServer.databaseFile,
      chosen.map((clinic) => clinic.id),
    ),
  ).toEqual([1, 1]);
  await expect(page.getByText(`${stale.length - 2} clinics, page 1 of`)).toBeVisible();
});

test("a list filter the page does not understand is named, not quietly dropped", async ({
  page,
  adminServer,
}) => {
  await signedIn(page, adminServer);
  await page.goto("/admin/clinics?verification=soon&sort=price");
  await expect(
    page.getByText("Not understood, so not applied: Verification “soon”, Order “price”."),
  ).toBeVisible();
  await expectAccessible(page);
});

test.describe("editing", () => {
  // A form with problems answers 400 and a stale one 409: the browser reports those statuses.
  test.use({ allowedConsoleErrors: [/status of (400|409) /] });

  test("an edit is checked like an import, kept on error, saved, and written to the history", async ({
    page,
    adminServer,
  }) => {
    await signedIn(page, adminServer);
    await openClinic(page, 0);
    const response = await page.request.get(page.url());
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    const originalPhone = await page.getByLabel("Phone").inputValue();

    await page.getByLabel("Phone").fill("call us");
    await page.getByLabel("ZIP code").fill("123");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("heading", { name: "2 problems: nothing was saved" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Phone must be a US phone number such as (512) 555-0142" }),
    ).toBeVisible();
    await expect(page.getByLabel("Phone")).toHaveValue("call us");
    await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("ZIP code")).toHaveValue("123");

    await page.reload();
    await page.getByLabel("Phone").fill("512-555-0177");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
    await expect(page.getByLabel("Phone")).toHaveValue("(512) 555-0177");
    const history = page.getByRole("region", { name: "History of changes" });
    await expect(history.getByText(`Edited by ${operator()}`)).toBeVisible();
    await expect(history.getByText(`Phone: ${originalPhone || "(empty)"} → (512) 555-0177`)).toBeVisible();
  });

  test("verifying a clinic dates the check today and is in the history", async ({ page, adminServer }) => {
    await signedIn(page, adminServer);
    await page.goto("/admin/clinics?verified=no&state=TX");
    await page.getByRole("table").getByRole("link").first().click();
    const status = page.getByRole("region", { name: "Listing status" });
    await status.getByLabel("Checked by").selectOption("phone");
    // The form proposes the server's today, which is the date the check is recorded with.
    const today = await status.getByLabel("On").inputValue();
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await status.getByRole("button", { name: "Mark verified" }).click();
    await expect(page.getByRole("status").filter({ hasText: "The clinic is marked verified" })).toBeVisible();
    await expect(status.getByText(`Verified, last checked ${today}`)).toBeVisible();
    await expect(
      page.getByRole("region", { name: "History of changes" }).getByText("Marked verified by"),
    ).toBeVisible();
  });

  test("a link can prefill a change for the operator to check, and the history says where it came from", async ({
    page,
    adminServer,
  }) => {
    await signedIn(page, adminServer);
    await openClinic(page, 3);
    const url = new URL(page.url());
    url.searchParams.set("prefill.responseTime", "Same day");
    url.searchParams.set("note", "From a visitor's suggestion");
    await page.goto(url.href);
    await expect(
      page.getByText("From a visitor's suggestion. Response time is filled in with the suggested value."),
    ).toBeVisible();
    await expect(page.getByLabel("Response time")).toHaveValue("Same day");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
    const history = page.getByRole("region", { name: "History of changes" });
    await expect(history.getByText("From a visitor's suggestion")).toBeVisible();
    await expect(history.getByText(/^Response time: .* → Same day$/).first()).toBeVisible();
  });

  test("a form loaded before someone else's change is refused, says what changed and keeps the input", async ({
    page,
    adminServer,
  }) => {
    await signedIn(page, adminServer);
    await openClinic(page, 1);
    await saveSupportHoursInAnotherTab(page);

    await page.getByLabel("Response time").fill("Within a day");
    await page.getByRole("button", { name: "Save changes" }).click();
    const notice = page
      .getByRole("alert")
      .filter({ hasText: "This clinic was changed after you opened this form" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`The last change was made by ${operator()}`);
    const changed = notice.getByRole("row", { name: /Support hours/ });
    await expect(changed).toContainText("Weekdays 8am to 6pm");
    await expect(changed).toContainText("The new value");
    await expect(page.getByLabel("Response time")).toHaveValue("Within a day");
    await expect(page.getByLabel("Support hours")).toHaveValue("Weekdays 8am to 6pm");

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
    await expect(page.getByLabel("Response time")).toHaveValue("Within a day");
    await expect(page.getByLabel("Support hours")).toHaveValue("Weekdays 8am to 6pm");
  });
});

test("a change without the session's CSRF token, or from another site, is refused", async ({
  page,
  adminServer,
}) => {
  await signedIn(page, adminServer);
  await openClinic(page, 2);
  const id = page.url().match(/\/admin\/clinics\/(\d+)/)?.[1];
  const version = await page.locator('input[name="version"]').first().inputValue();
  const csrf = await page.locator('input[name="csrf"]').first().inputValue();
  const origin = new URL(page.url()).origin;
  const url = `/admin/clinics/${id}`;

  const forged = await page.request.post(url, {
    form: { intent: "feature", version, csrf: "forged" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  const missing = await page.request.post(url, {
    form: { intent: "feature", version },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  expect(missing.status()).toBe(403);
  const crossSite = await page.request.post(url, {
    form: { intent: "feature", version, csrf },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBeGreaterThanOrEqual(400);
  await page.reload();
  await expect(page.getByText("Not featured.")).toBeVisible();
});

test("signing out ends the session", async ({ page, adminServer }) => {
  await signedIn(page, adminServer);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin overview" })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have signed out.")).toBeVisible();
  await page.goto("/admin/clinics");
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test.describe("import from the browser", () => {
  // A file over the limit answers 413: the browser reports that status.
  test.use({ allowedConsoleErrors: [/status of 413 /] });

  const header = "name,addressLine1,city,state,zipCode,latitude,longitude,phone,source";
  const good = `${header}\nBrowser Import Health ${worker},1 Main St,Austin,TX,78701,30.27,-97.74,(512) 555-0150,browser test\n`;
  const bad = `${header}\nBroken Clinic,1 Main St,Austin,TX,787,30.27,-97.74,call us,browser test\n`;

  test("checks a file like the CLI, applies it only when asked, records it in the clinic history, and refuses a file over the limit", async ({
    page,
    adminServer,
  }) => {
    await signedIn(page, adminServer);
    await page.goto("/admin/import");
    await expect(page.getByRole("heading", { name: "Import clinics" })).toBeVisible();

    await page
      .getByLabel("File to check")
      .setInputFiles({ name: "broken.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "broken.csv: 2 errors in 1 of 1 row. No changes were made." }),
    ).toBeVisible();
    await expect(page.getByText("line 2 (row 1) zipCode: must be a 5-digit ZIP code")).toBeVisible();
    await expect(page.getByRole("button", { name: "Apply the import" })).toHaveCount(0);

    const file = { name: "clinics.csv", mimeType: "text/csv", buffer: Buffer.from(good) };
    await page.getByLabel("File to check").setInputFiles(file);
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Created 1, updated 0, unchanged 0 (dry run: nothing was saved)" }),
    ).toBeVisible();
    // The checked file is kept for this session: applying it does not ask for it again.
    await page.getByRole("button", { name: "Apply the import" }).click();
    await expect(page.getByRole("heading", { name: "clinics.csv was imported" })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Created 1, updated 0, unchanged 0" }),
    ).toBeVisible();
    await page.goto(`/admin/clinics?name=${encodeURIComponent(`Browser Import Health ${worker}`)}`);
    await expect(page.getByText("1 clinic", { exact: true })).toBeVisible();

    // A second file changes the phone number: the clinic's history shows both imports, newest first.
    const update = {
      name: "phones.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(good.replace("(512) 555-0150", "(512) 555-0151")),
    };
    await page.goto("/admin/import");
    await page.getByLabel("File to check").setInputFiles(update);
    await page.getByRole("button", { name: "Check the file" }).click();
    await page.getByRole("button", { name: "Apply the import" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Created 0, updated 1, unchanged 0" }),
    ).toBeVisible();
    await page.goto(`/admin/clinics?name=${encodeURIComponent(`Browser Import Health ${worker}`)}`);
    await page
      .getByRole("table")
      .getByRole("link", { name: `Browser Import Health ${worker}` })
      .click();
    const history = page.getByRole("region", { name: "History of changes" }).getByRole("listitem");
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText(`Edited by ${operator()}`);
    await expect(history.nth(0)).toContainText("Imported from phones.csv");
    await expect(history.nth(0).getByText("Phone: (512) 555-0150 → (512) 555-0151")).toBeVisible();
    await expect(history.nth(1)).toContainText(`Added the clinic by ${operator()}`);
    await expect(history.nth(1)).toContainText("Imported from clinics.csv");

    await page.goto("/admin/import");
    await page.getByLabel("File to check").setInputFiles({
      name: "huge.csv",
      mimeType: "text/csv",
      buffer: Buffer.alloc(6 * 1024 * 1024, "a"),
    });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The file is larger than 5 MB, the most the admin area accepts. Split it, or import it on the server with npm run import.",
    );
  });
});
