import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { Clinic } from "../../app/domain/clinic.ts";
import { claimDomainOf } from "../../app/domain/clinic-claims.ts";
import { FORM_TIME_FIELD, MIN_FILL_SECONDS } from "../../app/domain/suggestion-form.ts";
import { issueClaimCode, requestClaim } from "../../app/server/claims/claims.server.ts";
import { openDatabase } from "../../app/server/db/connect.server.ts";
import { listOutbox } from "../../app/server/mail/outbox.server.ts";
import { signFormTime } from "../../app/server/suggestions/form-token.server.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { findClinic } from "./clinic-data.ts";
import { test as base, DOCUMENT_404, expect, expectAccessible } from "./fixtures.ts";

const FORM_SECRET = "claims-e2e-secret-claims-e2e-secret-0123";

/**
 * Each worker gets a server of its own with an outbox folder of its own (no SMTP settings): the claim's e-mail
 * is read from that folder, as a clinic's representative would read it in their inbox.
 */
const test = base.extend<object, { claimsServer: ServerProcess & { outbox: string } }>({
  claimsServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      const outbox = mkdtempSync(join(tmpdir(), "trt-claims-outbox-"));
      const server = await startServerProcess(`claims-${workerInfo.workerIndex}`, {
        MAIL_OUTBOX_DIR: outbox,
        FORM_SECRET,
      });
      await use({ ...server, outbox });
      await server.dispose();
      rmSync(outbox, { recursive: true, force: true });
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ claimsServer }, use) => use(claimsServer.base),
});

// A refused form answers 400 and an unknown link 404, which the browser reports.
test.use({ allowedConsoleErrors: [/status of (400|404) /] });

test.beforeEach(async ({ page }) => {
  await page.route("**/api/events", (route) => route.fulfill({ status: 204 }));
});

const worker = process.env.TEST_WORKER_INDEX ?? "0";

/**
 * Sends every claim form of this page as if it had been shown a person's few seconds before: the server checks
 * that time against its own clock, which a test cannot pause.
 */
async function sendClaimFormsAsIfTyped(page: Page, clinicId: number): Promise<void> {
  await page.route(
    (url) => /^\/clinic\/[^/]+\/claim(\.data)?$/.test(url.pathname),
    async (route) => {
      const request = route.request();
      const body = request.postData();
      if (request.method() !== "POST" || body === null) return route.continue();
      const aged = signFormTime(clinicId, Date.now() - (MIN_FILL_SECONDS + 1) * 1000, FORM_SECRET);
      const multipart = new RegExp(`(name="${FORM_TIME_FIELD}"\\r\\n\\r\\n)[^\\r]*`);
      const urlencoded = new RegExp(`(^|&)${FORM_TIME_FIELD}=[^&]*`);
      const postData = multipart.test(body)
        ? body.replace(multipart, `$1${aged}`)
        : body.replace(urlencoded, `$1${FORM_TIME_FIELD}=${encodeURIComponent(aged)}`);
      return route.continue({ postData });
    },
  );
}

/** The path of the claim link in the one e-mail sent to `to`, read from the outbox folder. */
async function claimLinkSentTo(outbox: string, to: string): Promise<string> {
  let text = "";
  await expect
    .poll(async () => {
      const message = (await listOutbox(outbox)).find((mail) => mail.to === to);
      text = message?.text ?? "";
      return text;
    })
    .toContain("/claim?token=");
  const link = /https?:\/\/\S+\/claim\?token=\S+/.exec(text)?.[0] ?? "";
  // The link is on SITE_URL (the server's own address); the test follows its path on the test server.
  const url = new URL(link);
  expect(url.search).toMatch(/^\?token=[\w-]{43}$/);
  return `${url.pathname}${url.search}`;
}

async function noSidewaysScroll(page: Page, label: string) {
  await page.setViewportSize({ width: 320, height: 700 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `sideways scroll on ${label} at 320 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test("a claim by e-mail link: from the profile, through the outbox, confirmed with the button", async ({
  page,
  claimsServer,
}) => {
  const clinic = await findClinic(
    page.request,
    (candidate: Clinic) => claimDomainOf(candidate.website) !== null && candidate.phone !== null,
    "clinic with a website of its own and a phone",
  );
  const domain = claimDomainOf(clinic.website) as string;
  const email = `manager${worker}.${Date.now()}@${domain}`;
  await sendClaimFormsAsIfTyped(page, clinic.id);

  await page.goto(`/clinic/${clinic.slug}`);
  await page.getByRole("link", { name: "Manage this listing" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/clinic/${clinic.slug}/claim$`));
  await expect(page.getByRole("heading", { level: 1, name: clinic.name })).toBeVisible();
  await expect(page.getByText("a person approves every claim")).toBeVisible();
  const methods = page.getByRole("group", { name: "How will you show that you speak for the clinic?" });
  await expect(methods.getByRole("radio")).toHaveCount(2);
  await expect(methods.getByRole("radio", { name: `Call the clinic back on ${clinic.phone}` })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Leave this field empty" })).toHaveCount(0);
  await expectAccessible(page, "the claim form");
  await noSidewaysScroll(page, "the claim form");

  // An address elsewhere is refused beside its field, and what was typed stays.
  await page.getByRole("textbox", { name: "Your name" }).fill("Jane Doe");
  await page.getByRole("textbox", { name: "Your job title" }).fill("Practice manager");
  const address = page.getByRole("textbox", { name: "Your e-mail address" });
  await address.fill(`jane${worker}@gmail.example`);
  await methods.getByRole("radio", { name: `E-mail a link to my address at ${domain}` }).check();
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(address).toHaveAccessibleDescription(
    new RegExp(`Use an address at ${domain.replaceAll(".", "\\.")}`),
  );
  await expect(page.getByRole("textbox", { name: "Your name" })).toHaveValue("Jane Doe");
  await expect(methods.getByRole("radio", { name: /E-mail a link/ })).toBeChecked();
  await expectAccessible(page, "the claim form with errors");

  await address.fill(email);
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page, "the claim sent");
  await noSidewaysScroll(page, "the claim sent");

  const link = await claimLinkSentTo(claimsServer.outbox, email);
  const opened = await page.goto(link);
  expect(opened?.headers()["cache-control"]).toBe("no-store");
  expect(opened?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your claim" })).toBeVisible();
  await expectAccessible(page, "the claim's page, waiting for Confirm");
  await noSidewaysScroll(page, "the claim's page");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeFocused();
  await expect(page.getByText("One of our operators will check your claim")).toBeVisible();
  await expectAccessible(page, "the claim confirmed");

  await page.reload();
  await expect(
    page.getByRole("heading", { level: 1, name: "Your claim is waiting for approval" }),
  ).toBeVisible();
});

test("a clinic without a website of its own offers only the call-back, says why, and takes the code", async ({
  page,
  claimsServer,
}) => {
  const clinic = await findClinic(
    page.request,
    (candidate: Clinic) => candidate.website === null && candidate.phone !== null,
    "clinic without a website",
  );
  const email = `owner${worker}.${Date.now()}@example.org`;
  await sendClaimFormsAsIfTyped(page, clinic.id);
  await page.goto(`/clinic/${clinic.slug}/claim`);
  const methods = page.getByRole("group", { name: "How will you show that you speak for the clinic?" });
  await expect(methods.getByRole("radio")).toHaveCount(1);
  await expect(methods.getByRole("radio", { name: `Call the clinic back on ${clinic.phone}` })).toBeChecked();
  await expect(methods).toContainText(
    "We list no website of the clinic's own, so we cannot send the link to an address at its domain: use the call-back.",
  );
  await expectAccessible(page, "the claim form, call-back only");

  await page.getByRole("textbox", { name: "Your name" }).fill("Sam Roe");
  await page.getByRole("textbox", { name: "Your job title" }).fill("Owner");
  await page.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
  await page.getByRole("button", { name: "Send my claim" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeFocused();
  await expect(page.getByText(`We will call the clinic on ${clinic.phone}`)).toBeVisible();

  const link = await claimLinkSentTo(claimsServer.outbox, email);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "We have not called yet" })).toBeVisible();
  await expect(page.getByText(clinic.phone as string)).toBeVisible();
  await expectAccessible(page, "the claim's page before the call");

  // The operator's call, as the desk makes it: a code read on the phone.
  const handle = openDatabase(`sqlite:${claimsServer.databaseFile}`);
  let code: string;
  try {
    const claim = await handle.db
      .selectFrom("clinic_claims")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const issued = await issueClaimCode(handle.db, {
      claimId: claim.id,
      operator: { email: "desk@example.com" },
    });
    if (!issued.ok) throw new Error(issued.problem);
    code = issued.code;
  } finally {
    await handle.close();
  }

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Type the code we read to you" })).toBeVisible();
  await expectAccessible(page, "the claim's page with a code to type");
  const field = page.getByRole("textbox", { name: "The code" });
  await field.fill(code === "00000000" ? "1111 1111" : "0000 0000");
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/That is not the code we read\. .*4 tries left\./);
  await expectAccessible(page, "a wrong code");

  await field.fill(`${code.slice(0, 4)}-${code.slice(4)}`);
  await page.getByRole("button", { name: "Send the code" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeFocused();
  await expectAccessible(page, "the code accepted");
});

test("without JavaScript, the claim form posts, shows its errors and thanks, and the link confirms", async ({
  browser,
  claimsServer,
}) => {
  const context = await browser.newContext({ baseURL: claimsServer.base, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const clinic = await findClinic(
      page.request,
      (candidate: Clinic) => claimDomainOf(candidate.website) !== null,
      "clinic with a website of its own",
    );
    const email = `kim${worker}.${Date.now()}@${claimDomainOf(clinic.website)}`;
    await sendClaimFormsAsIfTyped(page, clinic.id);
    await page.goto(`/clinic/${clinic.slug}/claim`);
    await page.getByRole("button", { name: "Send my claim" }).click();
    await expect(page.getByText("Enter your name.").first()).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Choose how you will show that you speak for the clinic." }),
    ).toBeVisible();

    await page.getByRole("textbox", { name: "Your name" }).fill("Kim Lee");
    await page.getByRole("textbox", { name: "Your job title" }).fill("Medical director");
    await page.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
    await page.getByRole("radio", { name: /E-mail a link/ }).check();
    await page.getByRole("button", { name: "Send my claim" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Check your inbox" })).toBeVisible();

    await page.goto(await claimLinkSentTo(claimsServer.outbox, email));
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("every other state of a claim's page, and a listing with no way to prove a claim, is plain and accessible", async ({
  page,
  claimsServer,
}) => {
  const clinic = await findClinic(
    page.request,
    (candidate: Clinic) => candidate.phone !== null && candidate.website !== null,
    "clinic with a website and a phone",
  );
  const handle = openDatabase(`sqlite:${claimsServer.databaseFile}`);
  const links: [string, string][] = [];
  try {
    const claimOf = async (method: "email" | "callback", now = new Date()) =>
      requestClaim(handle.db, {
        clinicId: clinic.id,
        claim: { name: "Pat Doe", jobTitle: "Owner", email: `pat${worker}@example.org`, method },
        now,
      });
    const expired = await claimOf("email", new Date(Date.now() - 8 * 24 * 60 * 60 * 1000));
    links.push([expired.token, "This link has expired"]);
    for (const [status, heading] of [
      ["pending", "Your claim is waiting for approval"],
      ["approved", "Your claim is approved"],
      ["rejected", "Your claim was not approved"],
      ["revoked", "You no longer manage this listing"],
    ] as const) {
      const { claimId, token } = await claimOf("email");
      await handle.db.updateTable("clinic_claims").set({ status }).where("id", "=", claimId).execute();
      links.push([token, heading]);
    }
    const stopped = await claimOf("callback");
    const issued = await issueClaimCode(handle.db, {
      claimId: stopped.claimId,
      operator: { email: "desk@example.com" },
    });
    if (!issued.ok) throw new Error(issued.problem);
    await handle.db
      .updateTable("clinic_claims")
      .set({ code_failures: 5 })
      .where("id", "=", stopped.claimId)
      .execute();
    links.push([stopped.token, "Please wait for a new call"]);
  } finally {
    await handle.close();
  }
  for (const [token, heading] of links) {
    await page.goto(`/claim?token=${token}`);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, `the claim's page: ${heading}`);
  }
  await expect(page.getByText("it was typed wrong 5 times")).toBeVisible();
  await page.goto(`/claim?token=${links[0]?.[0]}`);
  await page.getByRole("link", { name: `Ask again to manage ${clinic.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/clinic/${clinic.slug}/claim$`));

  // A listing with neither a website of its own nor a phone: no form, and where to write instead.
  const bare = openDatabase(`sqlite:${claimsServer.databaseFile}`);
  try {
    await bare.db
      .updateTable("clinics")
      .set({ website: "https://www.facebook.com/somewhere", phone: null })
      .where("id", "=", clinic.id)
      .execute();
  } finally {
    await bare.close();
  }
  await expect(async () => {
    await page.goto(`/clinic/${clinic.slug}/claim`);
    await expect(page.getByTestId("no-way")).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole("button", { name: "Send my claim" })).toHaveCount(0);
  await expect(page.getByTestId("no-way").getByRole("link", { name: "Contact us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expectAccessible(page, "the claim form of a listing with no way to prove a claim");
});

test.describe("a link that names no claim", () => {
  test.use({ allowedConsoleErrors: [DOCUMENT_404] });

  test("answers 404 with a plain message", async ({ page }) => {
    const response = await page.goto("/claim?token=not-a-real-token");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    await expect(page.getByText("This link names no claim.")).toBeVisible();
    await expectAccessible(page, "an unknown claim link");
    await noSidewaysScroll(page, "an unknown claim link");
  });
});
