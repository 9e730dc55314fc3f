import { beforeAll, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import { action as editAction, loader as editLoader } from "../../app/routes/admin/clinic-edit.tsx";
import { action as newAction, loader as newLoader } from "../../app/routes/admin/clinic-new.tsx";
import { findAdmin, saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { loadClinic } from "../../app/server/admin/clinic-admin.server.ts";
import { formValuesOf } from "../../app/server/admin/clinic-form.server.ts";
import { sessionCookie } from "../../app/server/admin/cookie.server.ts";
import { KEPT_INPUT_HOURS, keepInput, takeKeptInput } from "../../app/server/admin/kept-input.server.ts";
import { createSession } from "../../app/server/admin/sessions.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { routerContext, servicesFor } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";

const SITE = "https://trt.example.org";
const PASSWORD = "correct-horse-battery-staple-42";
const HOURS_AGO = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describeOnEveryDialect("a clinic form posted after its session expired, on %s", (database) => {
  let services: AppServices;
  let clinicId: number;
  let ops: number;
  let other: number;

  beforeAll(async () => {
    services = servicesFor(database);
    await upsertClinics(database.db, [makeClinic({ slug: "austin-mens-health" })]);
    const clinic = await database.db.selectFrom("clinics").select("id").executeTakeFirstOrThrow();
    clinicId = Number(clinic.id);
    await saveAdmin(database.db, "ops@example.com", PASSWORD);
    await saveAdmin(database.db, "other@example.com", PASSWORD);
    ops = (await findAdmin(database.db, "ops@example.com"))?.id ?? 0;
    other = (await findAdmin(database.db, "other@example.com"))?.id ?? 0;
  });

  /** A session of `adminId` started at `at` (two hours ago: ended by the 30-minute idle limit). */
  async function session(adminId: number, at = new Date()) {
    const started = await createSession(database.db, adminId, at);
    return { cookie: sessionCookie(started.token, false).split(";")[0] as string, csrf: started.csrfToken };
  }

  const args = (path: string, init: RequestInit = {}) => ({
    request: new Request(`${SITE}${path}`, init),
    params: { id: String(clinicId) },
    context: routerContext(services),
  });

  async function editForm(csrf: string): Promise<URLSearchParams> {
    const stored = await loadClinic(database.db, clinicId);
    if (!stored) throw new Error("no clinic");
    const values = formValuesOf(stored.clinic);
    const form = new URLSearchParams({
      csrf,
      intent: "save",
      version: stored.version,
      loaded: JSON.stringify(values),
    });
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    form.set("phone", "(512) 555-0199");
    form.delete("services");
    form.append("services", "hormone-testing");
    form.append("services", "hcg-therapy");
    form.set("serviceDescription.hcg-therapy", "Weekly, with labs");
    return form;
  }

  const post = (path: string, cookie: string, body: URLSearchParams, origin = SITE) =>
    args(path, { method: "POST", headers: { Cookie: cookie, Origin: origin }, body });

  const thrown = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error("expected an answer thrown in place of the page");
      },
      (answer: unknown) => answer as Response,
    );

  it("keeps a save posted with an expired session for its operator, never its token, and sends them to sign in", async () => {
    const expired = await session(ops, HOURS_AGO(2));
    const form = await editForm(expired.csrf);
    const answer = await thrown(
      editAction(
        post(
          `/admin/clinics/${clinicId}.data?_routes=routes%2Fadmin%2Fclinic-edit`,
          expired.cookie,
          form,
        ) as never,
      ),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(
      `/admin/sign-in?next=${encodeURIComponent(`/admin/clinics/${clinicId}`)}&expired=kept`,
    );
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const rows = await database.db.selectFrom("admin_kept_input").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ admin_id: ops, path: `/admin/clinics/${clinicId}` });
    expect(rows[0]?.fields).toContain("(512) 555-0199");
    expect(rows[0]?.fields).not.toContain(expired.csrf);
  });

  it("gives the input back once, to the same operator after signing in, on the same page", async () => {
    const fresh = await session(other);
    const forOther = await editLoader(
      args(`/admin/clinics/${clinicId}`, { headers: { Cookie: fresh.cookie } }) as never,
    );
    expect(forOther.restored).toBe(false);

    const signedIn = await session(ops);
    const page = await editLoader(
      args(`/admin/clinics/${clinicId}`, { headers: { Cookie: signedIn.cookie } }) as never,
    );
    expect(page.restored).toBe(true);
    expect(page.values.phone).toBe("(512) 555-0199");
    expect(JSON.parse(page.values.services)).toEqual([
      "hormone-testing",
      { id: "hcg-therapy", description: "Weekly, with labs" },
    ]);
    const again = await editLoader(
      args(`/admin/clinics/${clinicId}`, { headers: { Cookie: signedIn.cookie } }) as never,
    );
    expect(again.restored).toBe(false);
    expect(again.values.phone).not.toBe("(512) 555-0199");
    expect(await database.db.selectFrom("admin_kept_input").selectAll().execute()).toEqual([]);
  });

  it("keeps a new clinic's form too, and restores it on the new-clinic page", async () => {
    const expired = await session(ops, HOURS_AGO(2));
    const form = new URLSearchParams({ csrf: expired.csrf, name: "Lakeside Men's Health", city: "Austin" });
    const answer = await thrown(newAction(post("/admin/clinics/new", expired.cookie, form) as never));
    expect(answer.headers.get("Location")).toBe("/admin/sign-in?next=%2Fadmin%2Fclinics%2Fnew&expired=kept");
    const signedIn = await session(ops);
    const page = await newLoader(
      args("/admin/clinics/new", { headers: { Cookie: signedIn.cookie } }) as never,
    );
    expect(page).toMatchObject({ restored: true, values: { name: "Lakeside Men's Health", city: "Austin" } });
  });

  it("keeps nothing from another site's post, from a status button, or past its time", async () => {
    const expired = await session(ops, HOURS_AGO(2));
    const crossSite = await thrown(
      editAction(
        post(
          `/admin/clinics/${clinicId}`,
          expired.cookie,
          await editForm(expired.csrf),
          "https://evil.example",
        ) as never,
      ),
    );
    expect(crossSite.headers.get("Location")).toContain("expired=yes");

    const alsoExpired = await session(ops, HOURS_AGO(2));
    const feature = new URLSearchParams({ csrf: alsoExpired.csrf, intent: "feature", version: "x" });
    const toggled = await thrown(
      editAction(post(`/admin/clinics/${clinicId}`, alsoExpired.cookie, feature) as never),
    );
    expect(toggled.headers.get("Location")).toContain("expired=yes");
    expect(await database.db.selectFrom("admin_kept_input").selectAll().execute()).toEqual([]);

    const form = new FormData();
    form.set("phone", "(512) 555-0111");
    const path = `/admin/clinics/${clinicId}`;
    await keepInput(database.db, { adminId: ops, path, form, now: HOURS_AGO(KEPT_INPUT_HOURS + 1) });
    expect(await takeKeptInput(database.db, { adminId: ops, path })).toBeNull();
  });

  it("keeps a save whose token is out of date because the operator signed in again elsewhere, and opens the page to restore it", async () => {
    const ended = await session(ops, HOURS_AGO(2));
    const form = await editForm(ended.csrf);
    const now = await session(ops);
    const answer = await thrown(editAction(post(`/admin/clinics/${clinicId}`, now.cookie, form) as never));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/admin/clinics/${clinicId}`);
    const page = await editLoader(
      args(`/admin/clinics/${clinicId}`, { headers: { Cookie: now.cookie } }) as never,
    );
    expect(page).toMatchObject({ restored: true, values: { phone: "(512) 555-0199" } });
  });

  it("sends a client-side navigation after expiry to sign in with a full page load, back to the page itself", async () => {
    const expired = await session(ops, HOURS_AGO(2));
    const answer = await thrown(
      editLoader(
        args(`/admin/clinics/${clinicId}.data?saved=changes&_routes=routes%2Fadmin%2Fclinic-edit`, {
          headers: { Cookie: expired.cookie },
        }) as never,
      ),
    );
    expect(answer.headers.get("Location")).toBe(
      `/admin/sign-in?next=${encodeURIComponent(`/admin/clinics/${clinicId}?saved=changes`)}&expired=yes`,
    );
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
  });
});
