import { expect, type Page } from "@playwright/test";
import { verificationCutoff } from "../../app/domain/verification.ts";
import { findAdmin, saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { sessionCookie } from "../../app/server/admin/cookie.server.ts";
import { createSession } from "../../app/server/admin/sessions.server.ts";
import { openDatabase } from "../../app/server/db/connect.server.ts";

export const PASSWORD = "correct horse battery staple";

async function withDatabase<T>(
  databaseFile: string,
  use: (db: ReturnType<typeof openDatabase>["db"]) => Promise<T>,
): Promise<T> {
  const handle = openDatabase(`sqlite:${databaseFile}`);
  try {
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

/** An operator account, written straight into the test server's database (sign-in tests use the CLI). */
export async function createOperator(databaseFile: string, email: string): Promise<void> {
  await withDatabase(databaseFile, (db) => saveAdmin(db, email, PASSWORD));
}

/**
 * Signs the page's browser context in as the operator without the sign-in form: a session is started in the
 * database as signing in starts one, and the browser receives its cookie in a response, as it does from the
 * sign-in page (`__Host-` and Secure: the server runs as in production).
 */
export async function signInByCookie(
  page: Page,
  { databaseFile, email, baseURL }: { databaseFile: string; email: string; baseURL: string },
): Promise<void> {
  const token = await withDatabase(databaseFile, async (db) => {
    const admin = await findAdmin(db, email);
    if (!admin) throw new Error(`no operator account ${email}`);
    return (await createSession(db, admin.id)).token;
  });
  const address = `${baseURL}/__test-session`;
  await page.route(address, (route) =>
    route.fulfill({
      status: 200,
      headers: { "Content-Type": "text/plain", "Set-Cookie": sessionCookie(token, true) },
      body: "signed in",
    }),
  );
  await page.goto(address);
  await page.unroute(address);
}

/**
 * Someone else's edit: the clinic form open in `page` is opened in another tab, saved there with new
 * support hours, and the tab closed, so that `page` now holds a form loaded before that change.
 */
export async function saveSupportHoursInAnotherTab(page: Page): Promise<void> {
  const other = await page.context().newPage();
  await other.route("**/api/events", (route) => route.fulfill({ status: 204 }));
  await other.goto(page.url());
  await other.getByLabel("Support hours").fill("Weekdays 8am to 6pm");
  await other.getByRole("button", { name: "Save changes" }).click();
  await expect(other.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
  await other.close();
}

/** The clinics whose last check is more than 12 months old, by name, as the public site judges it today. */
export async function staleClinics(databaseFile: string): Promise<{ id: number; name: string }[]> {
  const cutoff = verificationCutoff(new Date()).toISOString();
  return withDatabase(databaseFile, (db) =>
    db
      .selectFrom("clinics")
      .select(["id", "name"])
      .where("last_verified_at", "<", cutoff)
      .orderBy("name")
      .orderBy("id")
      .execute(),
  );
}

/** How many "verify" audit entries each clinic has, in the order given. */
export async function verifyEntries(databaseFile: string, ids: readonly number[]): Promise<number[]> {
  return withDatabase(databaseFile, async (db) => {
    const counts: number[] = [];
    for (const id of ids) {
      const rows = await db
        .selectFrom("admin_audit_log")
        .select("id")
        .where("clinic_id", "=", id)
        .where("action", "=", "verify")
        .execute();
      counts.push(rows.length);
    }
    return counts;
  });
}
