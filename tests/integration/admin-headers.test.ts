// What the production server answers a signed-in operator for every admin page: kept by no cache and indexed
// by no search engine (issue 33: "every admin response keeps noindex and no-store"), and drawn in the desk's
// own shell, without the public site's header, side menu or footer.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { sessionCookie } from "../../app/server/admin/cookie.server.ts";
import { createSession } from "../../app/server/admin/sessions.server.ts";
import { PROJECT_ROOT } from "../../app/server/paths.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";
import { namedElement } from "../support/html.ts";
import { type Answer, ask } from "../support/http-client.ts";
import { BUILD_TIMEOUT_MS, productionBuild } from "../support/production-build.ts";
import { runScript } from "../support/run-script.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const OPERATOR = "desk@example.com";
const NPPES = join(PROJECT_ROOT, "tests/fixtures/nppes/npidata_pfile_20250106-20250112.csv");

/** Every admin page an operator opens, by path; `:clinic` and the like stand for a stored record's number. */
const ADMIN_PAGES = [
  "/admin",
  "/admin/clinics",
  "/admin/clinics?verification=lapsed&sort=verification",
  "/admin/clinics/new",
  "/admin/clinics/:clinic",
  "/admin/candidates",
  "/admin/candidates/:candidate",
  "/admin/verification",
  "/admin/import",
  "/admin/imports",
  "/admin/imports/:import",
  "/admin/audit",
  "/admin/analytics",
  "/admin/suggestions",
  "/admin/suggestions?show=closed",
  "/admin/claims",
  "/admin/claims?show=decided",
  "/admin/account",
  "/admin/users",
  "/admin/outbox",
  "/admin/outbox/:message",
  "/admin/no-such-page",
];

const PUBLIC_NAVIGATION = ["Main", "Menu"];

function publicShell(html: string): string[] {
  const found: string[] = [];
  for (const name of PUBLIC_NAVIGATION) {
    if (namedElement(html, "nav", name) !== null) found.push(`the public "${name}" navigation`);
  }
  if (/aria-label="Open menu"/.test(html)) found.push("the public side menu's button");
  if (/<footer[\s>]/.test(html)) found.push("the public footer");
  return found;
}

describeOnEveryDialect(
  "every admin page, signed in, on %s",
  { clinics: [makeClinic({ slug: "austin-mens-health", name: "Austin Men's Health" })] },
  (database, dialect) => {
    const outbox = mkdtempSync(join(tmpdir(), `trt-admin-headers-outbox-${dialect}-`));
    let server: ServerProcess;
    let cookie: string;
    const ids: Record<string, number | string> = {};

    beforeAll(async () => {
      const buildDir = await productionBuild();
      await saveAdmin(database.db, OPERATOR, "a long enough desk password");
      ids.clinic = Number(
        (await database.db.selectFrom("clinics").select("id").executeTakeFirstOrThrow()).id,
      );
      const registry = await runScript("registry-candidates", [NPPES], {
        DATABASE_URL: database.url,
        INIT_CWD: PROJECT_ROOT,
      });
      expect(registry.code, registry.stderr).toBe(0);
      ids.candidate = Number(
        (await database.db.selectFrom("registry_candidates").select("id").executeTakeFirstOrThrow()).id,
      );
      const recorded = await database.db
        .insertInto("admin_imports")
        .values({
          admin_email: OPERATOR,
          file_name: "clinics.csv",
          digest: "0".repeat(64),
          applied_at: new Date().toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.import = Number(recorded.id);

      server = await startServerProcess(`admin-headers-${dialect}`, {
        BUILD_DIR: buildDir,
        DATABASE_URL: database.url,
        MAIL_OUTBOX_DIR: outbox,
      });
      // A password reset asked for through the site: the mail it writes is the outbox's message.
      const reset = await ask(server.base, "/admin/forgot-password", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base },
        body: new URLSearchParams({ email: OPERATOR }).toString(),
      });
      expect(reset.status, reset.text).toBeLessThan(400);
      // The mail is sent after the answer, so that its timing tells nothing.
      const mails = () => readdirSync(outbox).filter((name) => name.endsWith(".eml"));
      await vi.waitFor(() => expect(mails()).toHaveLength(1), { timeout: 10_000, interval: 100 });
      ids.message = mails()[0] as string;

      const admin = await database.db
        .selectFrom("admin_users")
        .select("id")
        .where("email", "=", OPERATOR)
        .executeTakeFirstOrThrow();
      const session = await createSession(database.db, Number(admin.id));
      cookie = sessionCookie(session.token, true).split(";")[0] as string;
    }, BUILD_TIMEOUT_MS);

    afterAll(async () => {
      await server?.dispose();
      rmSync(outbox, { recursive: true, force: true });
    });

    const pathOf = (page: string) => page.replace(/:(\w+)/, (_, name: string) => String(ids[name]));
    const get = (path: string) => ask(server.base, path, { headers: { Cookie: cookie } });

    it("answers each page and the CSV export with no-store and noindex", async () => {
      const answers: [string, Answer][] = [];
      for (const page of [
        ...ADMIN_PAGES,
        "/admin/clinics/export.csv",
        "/admin/clinics/export.csv?state=TX",
      ]) {
        const path = pathOf(page);
        answers.push([path, await get(path)]);
      }
      for (const [path, answer] of answers) {
        const expected = path === "/admin/no-such-page" ? 404 : 200;
        expect({ path, status: answer.status }).toEqual({ path, status: expected });
        expect({
          path,
          cacheControl: answer.headers["cache-control"],
          robots: answer.headers["x-robots-tag"],
        }).toEqual({ path, cacheControl: "no-store", robots: "noindex, nofollow" });
      }
      // The pages before signing in, opened with a session: whatever they answer is one person's too.
      for (const path of ["/admin/sign-in", "/admin/forgot-password", "/admin/set-password"]) {
        const answer = await get(path);
        expect({
          path,
          cacheControl: answer.headers["cache-control"],
          robots: answer.headers["x-robots-tag"],
        }).toEqual({ path, cacheControl: "no-store", robots: "noindex, nofollow" });
      }
      const csv = answers.find(([path]) => path === "/admin/clinics/export.csv")?.[1];
      expect(csv?.headers["content-type"]).toMatch(/^text\/csv/);
      expect(csv?.text).toContain("Austin Men's Health");
    }, 120_000);

    it("draws each page in the desk's shell: its own header and menu, no public header, side menu or footer", async () => {
      const home = await get("/");
      expect(publicShell(home.text)).toEqual([
        'the public "Main" navigation',
        'the public "Menu" navigation',
        "the public side menu's button",
        "the public footer",
      ]);
      for (const page of ADMIN_PAGES) {
        const path = pathOf(page);
        const html = (await get(path)).text;
        expect({ path, found: publicShell(html) }).toEqual({ path, found: [] });
        expect(html, path).toContain("Operator desk");
        // The admin's 404 is drawn by the error boundary, above the layout that holds the desk's menu.
        if (path !== "/admin/no-such-page") expect(namedElement(html, "nav", "Admin"), path).not.toBeNull();
      }
    }, 120_000);
  },
);
