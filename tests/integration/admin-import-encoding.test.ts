import { beforeAll, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import { action as importAction } from "../../app/routes/admin/import.tsx";
import { findAdmin, saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { sessionCookie } from "../../app/server/admin/cookie.server.ts";
import { createSession } from "../../app/server/admin/sessions.server.ts";
import { routerContext, servicesFor } from "../support/app-services.ts";
import { describeOnEveryDialect } from "../support/databases.ts";

const SITE = "https://trt.example.org";

describeOnEveryDialect("a browser import that is not UTF-8, on %s", (database) => {
  let services: AppServices;
  let cookie: string;
  let csrf: string;

  beforeAll(async () => {
    services = servicesFor(database);
    await saveAdmin(database.db, "ops@example.com", "correct-horse-battery-staple-42");
    const admin = await findAdmin(database.db, "ops@example.com");
    const started = await createSession(database.db, admin?.id ?? 0);
    cookie = sessionCookie(started.token, false).split(";")[0] as string;
    csrf = started.csrfToken;
  });

  it("is refused with the line and column where it stops being UTF-8, and nothing is kept or stored", async () => {
    const latin1 = Buffer.concat([
      Buffer.from("name,addressLine1,city,state,zipCode\nCaf"),
      Buffer.from([0xe9]),
      Buffer.from(" Clinic,1 Main St,Austin,TX,78701\n"),
    ]);
    const form = new FormData();
    form.set("csrf", csrf);
    form.set("file", new File([latin1], "clinics.csv", { type: "text/csv" }));
    // As a browser sends it: multipart, with its length.
    const encoded = new Response(form);
    const body = await encoded.arrayBuffer();
    const answer = (await importAction({
      request: new Request(`${SITE}/admin/import`, {
        method: "POST",
        headers: {
          Cookie: cookie,
          Origin: SITE,
          "Content-Type": encoded.headers.get("Content-Type") ?? "",
          "Content-Length": String(body.byteLength),
        },
        body,
      }),
      params: {},
      context: routerContext(services),
    } as never)) as unknown as { data: unknown; init: { status: number } | null };
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({
      kind: "refused",
      message: expect.stringMatching(/^clinics\.csv: the file is not UTF-8 text: line 2, column 4/),
    });
    expect(await database.db.selectFrom("admin_import_uploads").selectAll().execute()).toEqual([]);
    expect(await database.db.selectFrom("clinics").selectAll().execute()).toEqual([]);
  });
});
