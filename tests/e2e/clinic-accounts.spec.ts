import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { claimDomainOf } from "../../app/domain/clinic-claims.ts";
import { MIN_FILL_SECONDS } from "../../app/domain/suggestion-form.ts";
import { openDatabase } from "../../app/server/db/connect.server.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { createOperator, signInByCookie } from "./admin-session.ts";
import { test as base, expect, expectAccessible } from "./fixtures.ts";

/**
 * A clinic keeps its own listing (issue 34): claimed through an e-mailed link, approved by an operator, a price
 * proposed with its day, published, and shown on the profile as confirmed by the clinic. Each worker has a
 * server and an outbox of its own: accounts and listings change here.
 */
const test = base.extend<object, { claimsServer: ServerProcess }>({
  claimsServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      const outbox = mkdtempSync(join(tmpdir(), "trt-claims-outbox-"));
      const server = await startServerProcess(`clinic-accounts-${workerInfo.workerIndex}`, {
        MAIL_OUTBOX_DIR: outbox,
        FORM_SECRET: "clinic-accounts-e2e-secret-clinic-accounts",
      });
      await use(server);
      await server.dispose();
      rmSync(outbox, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ claimsServer }, use) => use(claimsServer.base),
});

const worker = process.env.TEST_WORKER_INDEX ?? "0";
const OPERATOR = `desk${worker}@example.com`;
const PASSWORD = "the clinic's own passphrase";

/** A person reads the form before sending it; one sent at once is refused as a script's. */
async function asAPersonWould(page: Page): Promise<void> {
  await page.waitForTimeout((MIN_FILL_SECONDS + 0.5) * 1000);
}

test.beforeEach(async ({ page }) => {
  await page.route("**/api/events", (route) => route.fulfill({ status: 204 }));
});

/** Published clinics with a website of their own and a phone, as the claim form offers both proofs for. */
async function claimableClinics(databaseFile: string) {
  const handle = openDatabase(`sqlite:${databaseFile}`);
  try {
    const rows = await handle.db
      .selectFrom("clinics")
      .select(["id", "name", "slug", "website", "phone"])
      .where("website", "is not", null)
      .where("phone", "is not", null)
      .orderBy("id")
      .execute();
    return rows.filter((row) => claimDomainOf(row.website) !== null);
  } finally {
    await handle.close();
  }
}

/** A visitor's month with this clinic, as first-party events and search counts are stored. */
async function storeEventsOf(databaseFile: string, clinicId: number): Promise<void> {
  const handle = openDatabase(`sqlite:${databaseFile}`);
  const day = new Date().toISOString().slice(0, 10);
  const event = (type: string) => ({ type, day, path: "/", clinic_id: clinicId });
  try {
    await handle.db
      .insertInto("events")
      .values([event("view_clinic"), event("view_clinic"), event("click_phone"), event("click_directions")])
      .execute();
    await handle.db
      .insertInto("clinic_appearances")
      .values({ clinic_id: clinicId, month: day.slice(0, 7), searches: 5 })
      .onConflict((oc) => oc.columns(["clinic_id", "month"]).doUpdateSet({ searches: 5 }))
      .execute();
  } finally {
    await handle.close();
  }
}

/** This month's figures of the clinic counted from the stored rows, in the dashboard's column order. */
async function storedFigures(databaseFile: string, clinicId: number): Promise<string[]> {
  const handle = openDatabase(`sqlite:${databaseFile}`);
  const day = new Date().toISOString().slice(0, 10);
  try {
    const count = async (type: string) =>
      String(
        (
          await handle.db
            .selectFrom("events")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("type", "=", type)
            .where("clinic_id", "=", clinicId)
            .where("day", ">=", `${day.slice(0, 7)}-01`)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const searches = await handle.db
      .selectFrom("clinic_appearances")
      .select("searches")
      .where("clinic_id", "=", clinicId)
      .where("month", "=", day.slice(0, 7))
      .executeTakeFirst();
    return [
      await count("view_clinic"),
      String(searches?.searches ?? 0),
      await count("click_phone"),
      await count("click_website"),
      await count("click_directions"),
    ];
  } finally {
    await handle.close();
  }
}

/** "Nov 2026": the dashboard's name of a month. */
function monthName(date: Date): string {
  return `${date.toLocaleString("en-US", { month: "short", timeZone: "UTC" })} ${date.getUTCFullYear()}`;
}

/** The path and query of the first link in the newest outbox message whose subject starts with `subject`. */
async function linkInOutbox(page: Page, subject: string, linkPattern: RegExp): Promise<string> {
  await page.goto("/admin/outbox");
  await page
    .getByRole("link", { name: new RegExp(`^${subject}`) })
    .first()
    .click();
  const href = await page.getByRole("link", { name: linkPattern }).first().getAttribute("href");
  const url = new URL(href ?? "");
  return `${url.pathname}${url.search}`;
}

test("a clinic claims its listing by e-mail, sees the events stored for it, proposes a dated price, and the profile shows it confirmed by the clinic", async ({
  page,
  claimsServer,
}) => {
  test.setTimeout(120_000);
  const [clinic] = (await claimableClinics(claimsServer.databaseFile)).slice(Number(worker) * 2);
  if (!clinic) throw new Error("the demo data has no clinic with a website and a phone");
  const email = `manager${worker}@${claimDomainOf(clinic.website)}`;
  await createOperator(claimsServer.databaseFile, OPERATOR);

  // A representative asks, from the clinic's own page.
  await page.goto(`/clinic/${clinic.slug}`);
  await page.getByRole("link", { name: "Manage this listing" }).first().click();
  await page.getByLabel("Your name").fill("Jordan Avery");
  await page.getByLabel("Your job title").fill("Practice manager");
  await page.getByLabel("Your e-mail address").fill(email);
  await page.getByLabel(/E-mail a link to my address at/).check();
  await asAPersonWould(page);
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByText(email).first()).toBeVisible();

  // The link arrives (read in the desk's outbox) and is confirmed.
  await signInByCookie(page, {
    databaseFile: claimsServer.databaseFile,
    email: OPERATOR,
    baseURL: claimsServer.base,
  });
  const claimLink = await linkInOutbox(page, `Manage the listing of ${clinic.name}`, /\/claim\?token=/);
  await page.context().clearCookies();
  await page.goto(claimLink);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();

  // The operator sees who asked and how it was proved, and approves.
  await signInByCookie(page, {
    databaseFile: claimsServer.databaseFile,
    email: OPERATOR,
    baseURL: claimsServer.base,
  });
  await page.goto("/admin/claims");
  const claim = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `${clinic.name}: claim by Jordan Avery` }) });
  await expect(claim).toContainText("Practice manager");
  await expect(claim).toContainText(email);
  await expect(claim).toContainText("E-mail link to an address at the clinic's website's domain");
  await expect(claim).toContainText("Proved, waiting for approval");
  await expectAccessible(page, "claims queue");
  await claim.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The claim was approved" })).toBeVisible();
  const setPassword = await linkInOutbox(page, `You now manage ${clinic.name}`, /set-password\?token=/);

  // The representative chooses a password and signs in where operators do, into their own area.
  await page.context().clearCookies();
  await page.goto(setPassword);
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("New password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Set the password" }).click();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/manage$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your clinics" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: clinic.name })).toBeVisible();
  await expect(page.getByText("Operator desk")).toHaveCount(0);
  await expectAccessible(page, "clinic account home");

  // What the listing brings: the month's figures are the events stored for this clinic.
  await storeEventsOf(claimsServer.databaseFile, clinic.id);
  await page.reload();
  const reach = page.getByRole("table", { name: `What the listing brought ${clinic.name},` });
  const thisMonth = reach
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: monthName(new Date()) }) });
  await expect(thisMonth.getByRole("cell")).toHaveText(
    await storedFigures(claimsServer.databaseFile, clinic.id),
  );

  // No page of the desk is theirs.
  for (const path of [
    "/admin",
    "/admin/clinics",
    `/admin/clinics/${clinic.id}`,
    "/admin/claims",
    "/admin/outbox",
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/admin\/manage$/);
  }

  // They propose a monthly price with the day it holds from.
  await page.getByRole("link", { name: `Propose changes to ${clinic.name}` }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Propose changes: ${clinic.name}` }),
  ).toBeVisible();
  await expectAccessible(page, "propose changes");
  const rows = page.getByRole("group", { name: /^Price \d+$/ });
  const before = await rows.count();
  await page.getByRole("button", { name: "Add a price" }).click();
  await expect(rows).toHaveCount(before + 1);
  const row = page.getByRole("group", { name: `Price ${before + 1}`, exact: true });
  // A clinic is not asked where its price came from: it is its own submission.
  await expect(row.getByLabel("Source")).toHaveCount(0);
  await row.getByLabel("Service").pressSequentially("Testosterone injections");
  await expect(row.getByLabel("Service")).toHaveValue("Testosterone injections");
  await row.getByLabel("Amount ($)").fill("149");
  await row.getByLabel("Per").selectOption("month");
  await row.getByLabel("Shown as (optional)").fill("$149/mo, labs included");
  await row.getByLabel("As of").fill("2026-11-02");
  await page.getByLabel("A note for the operator (optional)").fill("Our new membership price.");
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page.getByRole("status").filter({ hasText: "your changes were sent" })).toBeVisible();
  await expect(page.getByText("Waiting for an operator")).toBeVisible();

  // The operator publishes it from the inbox, where it is marked as from the clinic, with its field diffs.
  await page.context().clearCookies();
  await signInByCookie(page, {
    databaseFile: claimsServer.databaseFile,
    email: OPERATOR,
    baseURL: claimsServer.base,
  });
  await page.goto("/admin/suggestions");
  const proposal = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `${clinic.name}: from the clinic` }) });
  await expect(proposal).toContainText("Our new membership price.");
  await expect(proposal.getByRole("table", { name: `Changes proposed by ${clinic.name}` })).toContainText(
    "$149/mo, labs included",
  );
  await expectAccessible(page, "inbox with a clinic's proposal");
  await proposal.getByRole("button", { name: "Publish these changes" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "The clinic's changes were published" }),
  ).toBeVisible();

  // Visitors see the price, sourced to the clinic and dated, and that the clinic confirmed its details today.
  await page.context().clearCookies();
  await page.goto(`/clinic/${clinic.slug}?tab=pricing`);
  const prices = page.getByRole("table", { name: `Prices listed by ${clinic.name}` });
  await expect(prices).toContainText("$149/mo, labs included");
  await expect(prices).toContainText("Submitted by the clinic, as of Nov 2, 2026");
  await page.goto(`/clinic/${clinic.slug}`);
  await expect(
    page.getByText(/^Details confirmed by the clinic on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/),
  ).toBeVisible();
  await expectAccessible(page, "a profile confirmed by the clinic");
});

test("a call-back claim: the operator reads a code on the listed phone, the representative types it", async ({
  page,
  claimsServer,
}) => {
  const [, clinic] = (await claimableClinics(claimsServer.databaseFile)).slice(Number(worker) * 2);
  if (!clinic) throw new Error("the demo data has too few clinics with a website and a phone");
  await createOperator(claimsServer.databaseFile, OPERATOR);

  await page.goto(`/clinic/${clinic.slug}/claim`);
  await page.getByLabel("Your name").fill("Riley Chen");
  await page.getByLabel("Your job title").fill("Owner");
  await page.getByLabel("Your e-mail address").fill(`riley${worker}@gmail.example`);
  await page.getByLabel(/Call the clinic back on/).check();
  await asAPersonWould(page);
  await page.getByRole("button", { name: "Send my claim" }).click();
  // Sent before the test moves on: leaving the page earlier would cancel the claim on its way.
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();

  await signInByCookie(page, {
    databaseFile: claimsServer.databaseFile,
    email: OPERATOR,
    baseURL: claimsServer.base,
  });
  const claimLink = await linkInOutbox(page, `Manage the listing of ${clinic.name}`, /\/claim\?token=/);
  await page.goto("/admin/claims");
  const claim = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `${clinic.name}: claim by Riley Chen` }) });
  await expect(claim).toContainText("Waiting for a call-back");
  await expect(claim).toContainText(`listed phone: ${clinic.phone}`);
  await claim.getByRole("button", { name: "Call and read a code" }).click();
  const shown = page.getByRole("region", {
    name: new RegExp(`^Call ${clinic.phone?.replace(/[()]/g, "\\$&")}`),
  });
  const code = ((await shown.locator("p.font-mono").textContent()) ?? "").trim();
  expect(code).toMatch(/^\d{4} \d{4}$/);
  await expectAccessible(page, "claim code shown to the operator");

  await page.context().clearCookies();
  await page.goto(claimLink);
  await page.getByLabel(/code/i).fill(code);
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();

  await signInByCookie(page, {
    databaseFile: claimsServer.databaseFile,
    email: OPERATOR,
    baseURL: claimsServer.base,
  });
  await page.goto("/admin/claims");
  await expect(
    page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: `${clinic.name}: claim by Riley Chen` }) }),
  ).toContainText("Proved, waiting for approval");
});
