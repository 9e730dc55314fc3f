import { beforeAll, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import { loader as analyticsLoader } from "../../app/routes/admin/analytics.tsx";
import {
  action as suggestionsAction,
  loader as suggestionsLoader,
} from "../../app/routes/admin/suggestions.tsx";
import { saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { sessionCookie } from "../../app/server/admin/cookie.server.ts";
import { signIn } from "../../app/server/admin/sign-in.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { saveSuggestion } from "../../app/server/suggestions/store.server.ts";
import { routerContext, servicesFor } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";

const SITE = "https://trt.example.org";
const PASSWORD = "correct-horse-battery-staple-42";

describeOnEveryDialect("the admin's analytics and suggestions pages on %s", (database) => {
  let services: AppServices;
  let cookie: string;
  let csrf: string;
  let suggestionId: number;

  beforeAll(async () => {
    services = servicesFor(database);
    await upsertClinics(database.db, [makeClinic({ slug: "austin-mens-health" })]);
    const clinic = await database.db.selectFrom("clinics").select("id").executeTakeFirstOrThrow();
    suggestionId = await saveSuggestion(
      database.db,
      Number(clinic.id),
      { kind: "phone", correction: "(512) 555-0100", email: null },
      new Date(),
    );
    await database.db
      .insertInto("events")
      .values({ type: "page_view", day: new Date().toISOString().slice(0, 10), path: "/" })
      .execute();
    await saveAdmin(database.db, "ops@example.com", PASSWORD);
    const session = await signIn(database.db, {
      email: "ops@example.com",
      password: PASSWORD,
      client: null,
      policy: { idleMinutes: 30, maxHours: 12 },
    });
    if (!session.ok) throw new Error("sign-in failed");
    cookie = sessionCookie(session.token, false).split(";")[0] as string;
    csrf = session.csrfToken;
  });

  const args = (path: string, init: RequestInit = {}) => ({
    request: new Request(`${SITE}${path}`, init),
    params: {},
    context: routerContext(services),
  });

  it("send a visitor without a session to the sign-in page", async () => {
    for (const [load, path] of [
      [analyticsLoader, "/admin/analytics"],
      [suggestionsLoader, "/admin/suggestions"],
    ] as const) {
      const refused = await load(args(path) as never).catch((answer: unknown) => answer);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).headers.get("Location")).toBe(
        `/admin/sign-in?next=${encodeURIComponent(path)}`,
      );
    }
    const posted = await suggestionsAction(
      args("/admin/suggestions", {
        method: "POST",
        body: new URLSearchParams({ intent: "dismiss", id: "1" }),
      }) as never,
    ).catch((answer: unknown) => answer);
    expect((posted as Response).status).toBe(302);
    expect(await database.db.selectFrom("suggestions").select("status").executeTakeFirst()).toEqual({
      status: "open",
    });
  });

  it("show the operator the period's figures and the open suggestions", async () => {
    const figures = await analyticsLoader(args("/admin/analytics?days=7", { headers: { cookie } }) as never);
    expect(figures.days).toBe(7);
    expect(figures.figures.days).toHaveLength(7);
    expect(figures.figures.totals.views).toBe(1);
    const inbox = await suggestionsLoader(args("/admin/suggestions", { headers: { cookie } }) as never);
    expect(inbox.clinics.map((clinic) => clinic.suggestions.map((s) => s.id))).toEqual([[suggestionId]]);
  });

  it("dismiss a suggestion only with the session's CSRF token from our own origin", async () => {
    const post = (fields: Record<string, string>, origin = SITE) =>
      suggestionsAction(
        args("/admin/suggestions", {
          method: "POST",
          headers: { cookie, origin },
          body: new URLSearchParams(fields),
        }) as never,
      ).then(
        (answer) => answer as Response,
        (answer: unknown) => answer as Response,
      );
    const id = String(suggestionId);
    expect((await post({ intent: "dismiss", id })).status).toBe(403);
    expect((await post({ intent: "dismiss", id, csrf }, "https://evil.example")).status).toBe(403);
    const done = await post({ intent: "dismiss", id, csrf });
    expect(done.headers.get("Location")).toBe("/admin/suggestions?done=dismissed");
    expect((await post({ intent: "dismiss", id, csrf })).headers.get("Location")).toBe(
      "/admin/suggestions?done=already",
    );
    const row = await database.db
      .selectFrom("suggestions")
      .select(["status", "resolved_at"])
      .executeTakeFirst();
    expect(row?.status).toBe("dismissed");
    expect(row?.resolved_at).toEqual(expect.any(String));
  });
});
