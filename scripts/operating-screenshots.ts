// npm run docs:screenshots — the pictures of docs/operating.md: starts the production build (needs
// `npm run build`) on a scratch SQLite database with the demo clinics, makes an operator account, signs in
// through the sign-in page as an operator would, and saves a picture of each admin screen the guide walks
// through into docs/images/operating/ (1280 × 900, the top of each page).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { saveAdmin } from "../app/server/admin/accounts.server.ts";
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

requireProductionBuild();
mkdirSync(OUT, { recursive: true });
await withScratchDatabase("sqlite", async (databaseUrl) => {
  const server = await startAppServer(databaseUrl);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const handle = openDatabase(`sqlite:${sqlitePath(databaseUrl)}`);
    await saveAdmin(handle.db, EMAIL, PASSWORD);
    await handle.close();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.base}/admin/sign-in`);
    await page.screenshot({ path: join(OUT, "sign-in.png") });
    await page.getByLabel("E-mail address").fill(EMAIL);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
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
    await page.screenshot({ path: join(OUT, "bulk-verified.png") });
    for (const [file, path] of SCREENS) {
      await page.goto(`${server.base}${path}`);
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: join(OUT, `${file}.png`) });
      console.log(`docs/images/operating/${file}.png: ${path}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
});
