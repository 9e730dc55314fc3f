// npm run docs:screenshots — the pictures of docs/operating.md: starts the production build (needs
// `npm run build`) on a scratch SQLite database with the demo clinics, makes an operator account, signs in
// through the sign-in page as an operator would, and saves a picture of each admin screen the guide walks
// through into docs/images/operating/ (1280 × 900, the top of each page, or of the part a picture is about).
// The server's mail goes to an outbox folder of its own, so that the password reset can be pictured end to end.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Locator, type Page } from "playwright-core";
import { saveAdmin } from "../app/server/admin/accounts.server.ts";
import { loadClinic } from "../app/server/admin/clinic-admin.server.ts";
import { formValuesOf } from "../app/server/admin/clinic-form.server.ts";
import { sessionCookie } from "../app/server/admin/cookie.server.ts";
import { createSession } from "../app/server/admin/sessions.server.ts";
import { base32Decode, totp } from "../app/server/admin/totp.server.ts";
import { confirmEmailClaim, requestClaim } from "../app/server/claims/claims.server.ts";
import { submitProposal } from "../app/server/claims/proposals.server.ts";
import { openDatabase, sqlitePath } from "../app/server/db/connect.server.ts";
import { PROJECT_ROOT } from "../app/server/paths.server.ts";
import { requireProductionBuild, startAppServer } from "./bench-support.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { withScratchDatabase } from "./load-databases.ts";
import { readScriptArguments } from "./script-args.ts";

readScriptArguments({
  usage: "npm run docs:screenshots",
  help: `Saves the pictures of docs/operating.md into docs/images/operating/: the production build (needs
\`npm run build\`; BUILD_DIR picks its folder) on a scratch SQLite database with the demo clinics, signed in as
a new operator account, in Chromium (CHROME_PATH, else /usr/bin/chromium).`,
});

const OUT = join(PROJECT_ROOT, "docs", "images", "operating");
const EMAIL = "operator@example.com";
const PASSWORD = "a long screenshot passphrase";
const VIEWPORT = { width: 1280, height: 900 };

/** Each picture: its file name and the page it shows. */
const SCREENS: readonly [file: string, path: string][] = [
  ["overview", "/admin"],
  ["clinic-queue", "/admin/clinics?verification=lapsed&sort=verification"],
  ["clinic-edit", "/admin/clinics/1"],
  ["clinic-edit-hours", "/admin/clinics/1#section-hours"],
  ["clinic-edit-prices", "/admin/clinics/1#section-prices"],
  ["candidates", "/admin/candidates"],
  ["reverify", "/admin/verification"],
  ["import", "/admin/import"],
  ["imports", "/admin/imports"],
  ["suggestions", "/admin/suggestions"],
  ["audit", "/admin/audit"],
  ["users", "/admin/users"],
  ["account", "/admin/account"],
  ["analytics", "/admin/analytics"],
];

async function save(page: Page, file: string, what: string) {
  await page.screenshot({ path: join(OUT, `${file}.png`) });
  console.log(`docs/images/operating/${file}.png: ${what}`);
}

/** Scrolls so that `part` is at the top of the window, as an operator who scrolled to it sees it. */
async function scrollToTop(part: Locator) {
  await part.evaluate((element) => element.scrollIntoView({ block: "start" }));
}

const IMPORT_HEADER = "name,addressLine1,city,state,zipCode,latitude,longitude,phone,website,services,source";
const importRows = (rows: [name: string, phone: string, website: string, services: string][]) =>
  `${IMPORT_HEADER}\n${rows
    .map(
      ([name, phone, website, services], index) =>
        `${name},${index + 1}0 Congress Ave,Austin,TX,78701,30.27,-97.74,${phone},${website},${services},clinic website`,
    )
    .join("\n")}\n`;

async function checkImport(page: Page, base: string, name: string, text: string) {
  await page.goto(`${base}/admin/import`);
  await page
    .getByLabel("File to check")
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await page.getByRole("heading", { name: `Dry run of ${name}` }).waitFor();
}

/**
 * Two imports of the same clinics, the second changing their phone, website and services: its dry run with
 * the fields before and after, the applied import's page with its Undo button, and a field change reverted
 * from the audit log.
 */
async function importScreens(page: Page, base: string) {
  await checkImport(
    page,
    base,
    "austin-clinics.csv",
    importRows([
      [
        "Congress Avenue Men's Health",
        "(512) 555-0140",
        "https://congress.example.com",
        "testosterone-injections",
      ],
      ["Barton Creek Hormone Clinic", "(512) 555-0150", "https://barton.example.com", "hormone-testing"],
    ]),
  );
  await page.getByRole("button", { name: "Apply the import" }).click();
  await page.getByRole("heading", { name: "austin-clinics.csv was imported" }).waitFor();

  await checkImport(
    page,
    base,
    "austin-clinics-update.csv",
    importRows([
      [
        "Congress Avenue Men's Health",
        "(512) 555-0141",
        "https://congress.example.com",
        "testosterone-injections;hcg-therapy",
      ],
      ["Barton Creek Hormone Clinic", "(512) 555-0150", "https://bartoncreek.example.com", "hormone-testing"],
    ]),
  );
  await scrollToTop(page.getByRole("heading", { name: "Dry run of austin-clinics-update.csv" }));
  await save(page, "import-preview", "the dry run of a file, with each clinic's fields before and after");
  await page.getByRole("button", { name: "Apply the import" }).click();
  await page.getByRole("link", { name: "This import in the history" }).click();
  await page.getByRole("button", { name: "Undo this import" }).waitFor();
  await save(page, "import-undo", "an applied import's page, with Undo this import");

  await page.goto(`${base}/admin/audit?clinic=${encodeURIComponent("Congress Avenue")}&action=update`);
  await page
    .getByRole("main")
    .getByRole("listitem")
    .filter({ hasText: "Change #" })
    .first()
    .getByRole("button", { name: /^Revert Phone/ })
    .click();
  await page.getByRole("status").filter({ hasText: "has its earlier value again" }).waitFor();
  // The list is read again after the revert: the phone no longer holds the change, so it offers no revert.
  await page.getByRole("row", { name: /Phone.*Changed again since/ }).waitFor();
  await save(page, "audit-revert", "the audit log after a field change was reverted");
}

/**
 * A forgotten password: asked for signed out, read in the outbox, and the page its link opens. Then the
 * operator's own second factor: the QR code, the recovery codes, and the code asked for at the next sign-in.
 */
async function accountScreens(page: Page, browser: Browser, base: string) {
  const signedOut = await browser.newPage({ viewport: VIEWPORT });
  try {
    await signedOut.goto(`${base}/admin/sign-in`);
    await signedOut.getByRole("link", { name: "Forgot password?" }).click();
    await signedOut.getByLabel("E-mail address").fill(EMAIL);
    await signedOut.getByRole("button", { name: "Send the link" }).click();
    await signedOut.getByRole("status").filter({ hasText: "If that address belongs" }).waitFor();
    await save(signedOut, "forgot-password", "Forgot password, after asking for the link");

    await page.goto(`${base}/admin/outbox`);
    const resetMail = page.getByRole("link", { name: /^Reset your .* admin password$/ }).first();
    await resetMail.waitFor();
    await save(page, "outbox", "the outbox, with the password reset e-mail");
    await resetMail.click();
    const href = await page.getByRole("link", { name: /set-password\?token=/ }).getAttribute("href");
    await save(page, "outbox-message", "the password reset e-mail, read in the outbox");
    const link = new URL(href ?? "");
    await signedOut.goto(`${base}${link.pathname}${link.search}`);
    await signedOut.getByRole("heading", { level: 1, name: "Choose a new password" }).waitFor();
    await save(signedOut, "set-password", "the page the e-mailed link opens");
  } finally {
    await signedOut.close();
  }

  await page.goto(`${base}/admin/account`);
  await page.getByRole("button", { name: "Set up a second factor" }).click();
  await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
  await save(page, "second-factor", "setting up a second factor: the QR code and the key");
  const secret = base32Decode((await page.getByTestId("totp-secret").textContent()) ?? "");
  if (!secret) throw new Error("The second-factor page shows no key");
  await page.getByLabel("Code from the app").fill(totp(secret, new Date()));
  await page.getByRole("button", { name: "Turn on the second factor" }).click();
  await page.getByRole("list", { name: "Recovery codes" }).waitFor();
  await scrollToTop(page.getByRole("heading", { level: 2, name: "Second factor" }));
  await save(page, "recovery-codes", "the ten recovery codes, shown once");
  await page.getByRole("link", { name: "I have saved them" }).click();
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByText("You have signed out.").waitFor();
  await signIn(page, base);
  await page.getByRole("heading", { level: 1, name: "Enter your sign-in code" }).waitFor();
  await save(page, "sign-in-code", "signing in with a second factor: the code asked for after the password");
}

/**
 * The clinics' side (decision 51): a proved e-mail claim and a call-back claim in the queue, the code read on the
 * phone, the approval, a clinic account's own page and its proposal, and the proposal in the inbox.
 */
async function claimScreens(page: Page, browser: Browser, base: string, databaseFile: string) {
  const handle = openDatabase(`sqlite:${databaseFile}`);
  let representative: { token: string };
  try {
    const [first, second] = await handle.db
      .selectFrom("clinics")
      .select(["id", "slug", "website", "phone"])
      .where("website", "is not", null)
      .where("phone", "is not", null)
      .orderBy("id")
      .limit(2)
      .execute();
    if (!first || !second)
      throw new Error("The demo clinics have too few websites and phones to picture claims");
    const domain = new URL(first.website ?? "").hostname.replace(/^www\./, "");
    const emailed = await requestClaim(handle.db, {
      clinicId: first.id,
      claim: {
        name: "Jordan Avery",
        jobTitle: "Practice manager",
        email: `jordan@${domain}`,
        method: "email",
      },
    });
    await confirmEmailClaim(handle.db, emailed.token);
    await requestClaim(handle.db, {
      clinicId: second.id,
      claim: { name: "Riley Chen", jobTitle: "Owner", email: "riley.chen@example.org", method: "callback" },
    });

    const visitor = await browser.newPage({ viewport: VIEWPORT });
    await visitor.goto(`${base}/clinic/${first.slug}/claim`);
    await save(visitor, "claim-form", "Manage this listing: the claim form a clinic's staff fill in");
    await visitor.close();

    await page.goto(`${base}/admin/claims`);
    await save(page, "claims", "/admin/claims: a proved e-mail claim and a call-back to make");
    await page.getByRole("button", { name: "Call and read a code" }).click();
    await page.getByRole("region", { name: /^Call / }).waitFor();
    await save(page, "claim-code", "the code to read on the clinic's listed phone");
    await page.getByRole("button", { name: "Approve" }).click();
    await page.getByRole("status").filter({ hasText: "The claim was approved" }).waitFor();

    const account = await handle.db
      .selectFrom("admin_users")
      .select("id")
      .where("email", "=", `jordan@${domain}`)
      .executeTakeFirstOrThrow();
    representative = await createSession(handle.db, account.id);
    const form = new FormData();
    const stored = await loadClinic(handle.db, first.id);
    if (!stored) throw new Error("The claimed clinic is gone");
    const values = formValuesOf(stored.clinic);
    for (const [column, value] of Object.entries(values)) {
      if (value === "false") continue;
      form.set(column, column === "phone" ? "(512) 555-0142" : value);
    }
    await submitProposal(handle.db, {
      clinicId: first.id,
      account: { id: account.id, email: `jordan@${domain}` },
      form,
      note: "Our new front desk number.",
      zips: { zip: () => undefined },
    });
  } finally {
    await handle.close();
  }

  await page.goto(`${base}/admin/suggestions`);
  await save(
    page,
    "clinic-proposal",
    "a clinic's proposed changes in the inbox, with each field before and after",
  );

  const clinicPage = await browser.newPage({ viewport: VIEWPORT });
  try {
    const address = `${base}/__session`;
    await clinicPage.route(address, (route) =>
      route.fulfill({
        status: 200,
        headers: { "Set-Cookie": sessionCookie(representative.token, true) },
        body: "",
      }),
    );
    await clinicPage.goto(address);
    await clinicPage.goto(`${base}/admin/manage`);
    await clinicPage.getByRole("heading", { level: 1, name: "Your clinics" }).waitFor();
    await save(
      clinicPage,
      "clinic-account",
      "a clinic account's own page: its clinic, Still correct, featured",
    );
  } finally {
    await clinicPage.close();
  }
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel("E-mail address").fill(EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

requireProductionBuild();
mkdirSync(OUT, { recursive: true });
await withScratchDatabase("sqlite", async (databaseUrl) => {
  const outbox = mkdtempSync(join(tmpdir(), "trt-screenshots-outbox-"));
  const server = await startAppServer(databaseUrl, { MAIL_OUTBOX_DIR: outbox });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const handle = openDatabase(`sqlite:${sqlitePath(databaseUrl)}`);
    await saveAdmin(handle.db, EMAIL, PASSWORD);
    await handle.close();
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(`${server.base}/admin/sign-in`);
    await save(page, "sign-in", "/admin/sign-in");
    await signIn(page, server.base);
    await page.waitForURL(`${server.base}/admin`);
    // A bulk verification first, so that the overview, the audit log and the history have something to show.
    await page.goto(`${server.base}/admin/clinics?verification=lapsed&sort=verification`);
    const ticks = page.getByRole("checkbox", { name: /^Select / });
    await ticks.nth(0).check();
    await ticks.nth(1).check();
    await page.getByLabel("Action").selectOption("verify");
    await page.getByLabel("Checked by (to verify)").selectOption("phone");
    await page.getByRole("button", { name: "Apply to ticked clinics" }).click();
    await page.getByText(/^2 clinics verified/).waitFor();
    await save(page, "bulk-verified", "a bulk verification");
    for (const [file, path] of SCREENS) {
      await page.goto(`${server.base}${path}`);
      await page.waitForLoadState("networkidle");
      await save(page, file, path);
    }
    // Last: these change what the pages above show (an import, a reverted field, a second factor turned on).
    await importScreens(page, server.base);
    await claimScreens(page, browser, server.base, sqlitePath(databaseUrl));
    await accountScreens(page, browser, server.base);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(outbox, { recursive: true, force: true });
  }
});
