// Issue 34, items 4 and 6 in the browser: a clinic account presses "Still correct" and the listing says so; it asks
// to be featured, an operator approves a period, and the listing carries the Featured label.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatShortDate } from "../../app/domain/verification.ts";
import { approveClaim, confirmEmailClaim, requestClaim } from "../../app/server/claims/claims.server.ts";
import { openDatabase } from "../../app/server/db/connect.server.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { createOperator, signInByCookie } from "./admin-session.ts";
import { test as base, expect, expectAccessible } from "./fixtures.ts";

/** A server of its own per worker: these tests feature a clinic and confirm listings, which others must not see. */
const test = base.extend<object, { freshnessServer: ServerProcess }>({
  freshnessServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      const outbox = mkdtempSync(join(tmpdir(), "trt-freshness-outbox-"));
      const server = await startServerProcess(`freshness-${workerInfo.workerIndex}`, {
        MAIL_OUTBOX_DIR: outbox,
      });
      await use(server);
      await server.dispose();
      rmSync(outbox, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ freshnessServer }, use) => use(freshnessServer.base),
});

const worker = process.env.TEST_WORKER_INDEX ?? "0";

test.beforeEach(async ({ page }) => {
  await page.route("**/api/events", (route) => route.fulfill({ status: 204 }));
});

/**
 * Makes `email` the representative of a demo clinic not featured yet (the `skip`-th by name), as an approved
 * claim does, in the server's database; returns the clinic.
 */
async function clinicAccount(databaseFile: string, email: string, skip: number) {
  const handle = openDatabase(`sqlite:${databaseFile}`);
  try {
    const clinic = await handle.db
      .selectFrom("clinics")
      .select(["id", "name", "slug"])
      .where("featured", "=", 0)
      .where("held", "=", 0)
      .orderBy("name")
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow();
    const claim = await requestClaim(handle.db, {
      clinicId: clinic.id,
      claim: { name: "Sam Lee", jobTitle: "Office manager", email, method: "email" },
    });
    await confirmEmailClaim(handle.db, claim.token);
    const approved = await approveClaim(handle.db, {
      claimId: claim.claimId,
      operator: { email: "desk@example.com" },
    });
    if (!approved.ok) throw new Error(approved.problem);
    return clinic;
  } finally {
    await handle.close();
  }
}

const today = () => new Date().toISOString().slice(0, 10);
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test("a clinic account presses Still correct, and the dashboard and the public profile show the day", async ({
  page,
  freshnessServer,
}) => {
  const email = `confirm${worker}@clinic.example`;
  const clinic = await clinicAccount(freshnessServer.databaseFile, email, Number(worker) * 2);
  await signInByCookie(page, {
    databaseFile: freshnessServer.databaseFile,
    email,
    baseURL: freshnessServer.base,
  });

  await page.goto("/admin/manage");
  const card = page.locator(`#clinic-${clinic.id}`);
  const freshness = card.getByTestId("listing-freshness");
  await expect(freshness.getByTestId("last-confirmation")).toHaveText("Not confirmed by the clinic yet.");
  await expectAccessible(page, "clinic dashboard");

  await freshness.getByRole("button", { name: "Still correct" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/manage\\?done=confirmed#clinic-${clinic.id}$`));
  await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
  const day = formatShortDate(new Date().toISOString());
  await expect(card.getByTestId("last-confirmation")).toHaveText(`Last confirmed by the clinic on ${day}.`);
  await expectAccessible(page, "clinic dashboard after Still correct");

  await page.goto(`/clinic/${clinic.slug}`);
  await expect(page.getByTestId("clinic-confirmation")).toHaveText(
    `Details confirmed by the clinic on ${day}.`,
  );
});

test.describe("a featured request", () => {
  // A refused form answers 400, which the browser reports.
  test.use({ allowedConsoleErrors: [/status of 400 /] });

  test("is asked from the dashboard, approved by an operator for a period, and the listing is labelled Featured", async ({
    page,
    browser,
    freshnessServer,
  }) => {
    const email = `featured${worker}@clinic.example`;
    const operatorEmail = `desk${worker}@example.com`;
    const clinic = await clinicAccount(freshnessServer.databaseFile, email, Number(worker) * 2 + 1);
    await createOperator(freshnessServer.databaseFile, operatorEmail);
    await signInByCookie(page, {
      databaseFile: freshnessServer.databaseFile,
      email,
      baseURL: freshnessServer.base,
    });

    await page.goto("/admin/manage");
    await page
      .locator(`#clinic-${clinic.id}`)
      .getByRole("link", { name: /Ask to be featured/ })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Featured listing: ${clinic.name}`);
    await expect(page.getByText("never changes the order of search results")).toBeVisible();
    await expectAccessible(page, "featured request page");

    const message = page.getByLabel("Message for the operator (optional)");
    await message.fill("Bell\u0007 please");
    await page.getByRole("button", { name: "Ask to be featured" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Remove the control characters from your message." }),
    ).toBeVisible();
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "featured request refused");

    await message.fill("January to March, please.");
    await page.getByRole("button", { name: "Ask to be featured" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your request was sent." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Withdraw this request" })).toBeVisible();
    await expectAccessible(page, "featured request sent");

    const desk = await browser.newContext({ baseURL: freshnessServer.base });
    const operator = await desk.newPage();
    await operator.route("**/api/events", (route) => route.fulfill({ status: 204 }));
    await signInByCookie(operator, {
      databaseFile: freshnessServer.databaseFile,
      email: operatorEmail,
      baseURL: freshnessServer.base,
    });
    await operator.goto("/admin/featured-requests");
    await operator.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const request = operator
      .getByRole("listitem")
      .filter({ hasText: `${clinic.name}: featured request by ${email}` });
    await expect(request).toContainText("January to March, please.");
    await expect(request.getByTestId("featured-now")).toHaveText("No");
    await expectAccessible(operator, "featured requests");

    await request.getByLabel("First day featured").fill(daysFromNow(10));
    await request.getByLabel("Last day featured").fill(daysFromNow(5));
    await request.getByRole("button", { name: "Approve" }).click();
    const lastDay = request.getByLabel("Last day featured");
    await expect(lastDay).toHaveAccessibleDescription("The last day cannot come before the first day.");
    await expect(lastDay).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(operator, "featured request approval refused");

    await request.getByLabel("First day featured").fill(today());
    await lastDay.fill(daysFromNow(30));
    await request.getByRole("button", { name: "Approve" }).click();
    await expect(operator.getByRole("status").filter({ hasText: "The request was approved." })).toBeVisible();
    await operator.getByRole("link", { name: "Decided" }).click();
    const decided = operator
      .getByRole("listitem")
      .filter({ hasText: `${clinic.name}: featured request by ${email}` });
    await expect(decided.getByTestId("featured-now")).toHaveText("Yes");
    await expect(decided.getByTestId("decision")).toContainText("(running now)");
    await expectAccessible(operator, "decided featured requests");
    await desk.close();

    await page.reload();
    await expect(page.getByTestId("featured-now")).toHaveText(
      `${clinic.name} is featured now: its listing carries the label “Featured”.`,
    );
    await expect(page.getByTestId("request-state")).toContainText("running now");
    await expectAccessible(page, "featured request approved");

    await page.goto(`/clinic/${clinic.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(clinic.name);
    await expect(
      page.getByRole("link", { name: "Featured (paid placement): how featured listings work" }).first(),
    ).toBeVisible();
  });
});
