// "Still correct" and featured requests as the production server answers them (issue 34, items 4 and 6): a clinic
// account reaches only its own clinics, an operator none of these pages, and hostile input gets a message.
import { afterAll, beforeAll, expect, it } from "vitest";
import { formatShortDate } from "../../app/domain/verification.ts";
import { saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { sessionCookie } from "../../app/server/admin/cookie.server.ts";
import { createSession } from "../../app/server/admin/sessions.server.ts";
import { approveClaim, confirmEmailClaim, requestClaim } from "../../app/server/claims/claims.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";
import { textOf } from "../support/html.ts";
import { ask } from "../support/http-client.ts";
import { BUILD_TIMEOUT_MS, productionBuild } from "../support/production-build.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const OPERATOR = "desk@example.com";
const REPRESENTATIVE = "manager@oakfresh.example";

describeOnEveryDialect(
  "still correct and featured requests over HTTP, on %s",
  {
    clinics: [
      makeClinic({
        slug: "oak-http-fresh",
        name: "Oak Http Fresh Clinic",
        website: "https://oakfresh.example",
      }),
      makeClinic({ slug: "elm-http-fresh", name: "Elm Http Fresh Clinic", website: "https://elm.example" }),
    ],
  },
  (database, dialect) => {
    let server: ServerProcess;
    let clinic: { cookie: string; csrf: string };
    let operator: { cookie: string; csrf: string };
    let oak: number;
    let elm: number;

    beforeAll(async () => {
      const buildDir = await productionBuild();
      const rows = await database.db.selectFrom("clinics").select(["id", "slug"]).execute();
      oak = rows.find((row) => row.slug === "oak-http-fresh")?.id ?? 0;
      elm = rows.find((row) => row.slug === "elm-http-fresh")?.id ?? 0;
      await saveAdmin(database.db, OPERATOR, "a long enough desk password");
      const claim = await requestClaim(database.db, {
        clinicId: oak,
        claim: { name: "Sam Lee", jobTitle: "Office manager", email: REPRESENTATIVE, method: "email" },
      });
      await confirmEmailClaim(database.db, claim.token);
      const approved = await approveClaim(database.db, {
        claimId: claim.claimId,
        operator: { email: OPERATOR },
      });
      if (!approved.ok) throw new Error(approved.problem);
      const signedIn = async (email: string) => {
        const account = await database.db
          .selectFrom("admin_users")
          .select("id")
          .where("email", "=", email)
          .executeTakeFirstOrThrow();
        const session = await createSession(database.db, account.id);
        return {
          cookie: sessionCookie(session.token, true).split(";")[0] as string,
          csrf: session.csrfToken,
        };
      };
      clinic = await signedIn(REPRESENTATIVE);
      operator = await signedIn(OPERATOR);
      server = await startServerProcess(`clinic-freshness-${dialect}`, {
        BUILD_DIR: buildDir,
        DATABASE_URL: database.url,
      });
    }, BUILD_TIMEOUT_MS);

    afterAll(async () => {
      await server?.dispose();
    });

    const post = (path: string, who: { cookie: string }, fields: Record<string, string>) =>
      ask(server.base, path, {
        method: "POST",
        headers: {
          Cookie: who.cookie,
          Origin: server.base,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams(fields).toString(),
      });

    const confirmedAt = async (id: number) =>
      (
        await database.db
          .selectFrom("clinics")
          .select("clinic_confirmed_at")
          .where("id", "=", id)
          .executeTakeFirstOrThrow()
      ).clinic_confirmed_at;

    const requestsOf = async (id: number) =>
      database.db
        .selectFrom("clinic_feature_requests")
        .select("status")
        .where("clinic_id", "=", id)
        .execute();

    it("confirms the account's own clinic, and the public profile says so", async () => {
      const answer = await post(`/admin/manage/clinics/${oak}/confirm`, clinic, { csrf: clinic.csrf });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe(`/admin/manage?done=confirmed#clinic-${oak}`);
      const stored = await confirmedAt(oak);
      expect(stored).not.toBeNull();
      const profile = await ask(server.base, "/clinic/oak-http-fresh");
      expect(profile.status).toBe(200);
      expect(profile.text).toContain(`Details confirmed by the clinic on ${formatShortDate(stored ?? "")}.`);
    });

    it("answers 404 for another clinic, a missing one or an id that is no id, and 403 without the CSRF token", async () => {
      for (const id of [String(elm), "999999", "abc", "1e3", "0", "99999999999"]) {
        const answer = await post(`/admin/manage/clinics/${id}/confirm`, clinic, { csrf: clinic.csrf });
        expect({ id, status: answer.status }).toEqual({ id, status: 404 });
        expect(answer.text).toContain("This account does not manage that clinic.");
      }
      expect(await confirmedAt(elm)).toBeNull();
      const noToken = await post(`/admin/manage/clinics/${oak}/confirm`, clinic, {});
      expect(noToken.status).toBe(403);
      const opened = await ask(server.base, `/admin/manage/clinics/${oak}/confirm`, {
        headers: { Cookie: clinic.cookie },
      });
      expect({ status: opened.status, location: opened.headers.location }).toEqual({
        status: 302,
        location: "/admin/manage",
      });
    });

    it("shows the featured page of the account's own clinic only", async () => {
      const page = await ask(server.base, `/admin/manage/clinics/${oak}/featured`, {
        headers: { Cookie: clinic.cookie },
      });
      expect(page.status).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(page.text).toContain("Featured listing: Oak Http Fresh Clinic");
      expect(page.text).toContain("never changes the order of search results");
      for (const id of [String(elm), "999999", "abc"]) {
        const other = await ask(server.base, `/admin/manage/clinics/${id}/featured`, {
          headers: { Cookie: clinic.cookie },
        });
        expect({ id, status: other.status }).toEqual({ id, status: 404 });
        expect(other.text).not.toContain("Elm Http Fresh Clinic");
      }
      const foreign = await post(`/admin/manage/clinics/${elm}/featured`, clinic, {
        csrf: clinic.csrf,
        intent: "ask",
        message: "",
      });
      expect(foreign.status).toBe(404);
      expect(await requestsOf(elm)).toEqual([]);
    });

    it("answers hostile input on the request form with a message, never a 500", async () => {
      const path = `/admin/manage/clinics/${oak}/featured`;
      const cases: [Record<string, string>, number, string][] = [
        [
          { intent: "ask", message: "Hi\u0000there" },
          400,
          "Remove the control characters from your message.",
        ],
        [{ intent: "ask", message: "x".repeat(1001) }, 400, "Keep your message to 1000 characters or fewer"],
        [
          { intent: "withdraw", requestId: "'; drop table clinics; --" },
          400,
          "This form names no request to withdraw.",
        ],
        [{ intent: "withdraw", requestId: "999999" }, 409, "That request is no longer waiting"],
        [{ intent: "feature-me-forever" }, 400, "This form names nothing to do"],
      ];
      for (const [fields, status, message] of cases) {
        const answer = await post(path, clinic, { csrf: clinic.csrf, ...fields });
        expect({ fields, status: answer.status }).toEqual({ fields, status });
        expect(answer.text).toContain(message);
      }
      const boundary = "----trt-boundary";
      const multipart = await ask(server.base, path, {
        method: "POST",
        headers: {
          Cookie: clinic.cookie,
          Origin: server.base,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
        },
        body: [
          `--${boundary}`,
          'Content-Disposition: form-data; name="csrf"',
          "",
          clinic.csrf,
          `--${boundary}`,
          'Content-Disposition: form-data; name="intent"',
          "",
          "ask",
          `--${boundary}`,
          'Content-Disposition: form-data; name="message"; filename="message.txt"',
          "Content-Type: text/plain",
          "",
          "a file where text belongs",
          `--${boundary}--`,
          "",
        ].join("\r\n"),
      });
      expect(multipart.status).toBe(400);
      expect(multipart.text).toContain("The message must be text.");
      expect(await requestsOf(oak)).toEqual([]);

      const sent = await post(path, clinic, {
        csrf: clinic.csrf,
        intent: "ask",
        message: "Spring, please",
      });
      expect(sent.status).toBe(302);
      expect(sent.headers.location).toBe(`${path}?done=requested`);
      const twice = await post(path, clinic, { csrf: clinic.csrf, intent: "ask", message: "" });
      expect(twice.status).toBe(409);
      expect(twice.text).toContain("already has a request waiting");
      expect(await requestsOf(oak)).toEqual([{ status: "open" }]);
    });

    it("keeps an operator out of the clinic account's pages and a clinic account out of the operator's", async () => {
      const before = await confirmedAt(oak);
      for (const path of [`/admin/manage/clinics/${oak}/confirm`, `/admin/manage/clinics/${oak}/featured`]) {
        const posted = await post(path, operator, { csrf: operator.csrf, intent: "ask" });
        expect({ path, status: posted.status, location: posted.headers.location }).toEqual({
          path,
          status: 302,
          location: "/admin",
        });
      }
      const opened = await ask(server.base, `/admin/manage/clinics/${oak}/featured`, {
        headers: { Cookie: operator.cookie },
      });
      expect(opened.headers.location).toBe("/admin");
      expect(await confirmedAt(oak)).toBe(before);
      expect(await requestsOf(oak)).toEqual([{ status: "open" }]);

      const desk = await ask(server.base, "/admin/featured-requests", { headers: { Cookie: clinic.cookie } });
      expect({ status: desk.status, location: desk.headers.location }).toEqual({
        status: 302,
        location: "/admin/manage",
      });
      const deskPost = await post("/admin/featured-requests", clinic, {
        csrf: clinic.csrf,
        intent: "approve",
        id: "1",
        startsOn: "2026-01-01",
        endsOn: "2026-01-31",
      });
      expect(deskPost.headers.location).toBe("/admin/manage");
      expect(await requestsOf(oak)).toEqual([{ status: "open" }]);
    });

    it("lets the operator approve a period, refusing bad days with a message, and the listing is featured", async () => {
      const list = await ask(server.base, "/admin/featured-requests", {
        headers: { Cookie: operator.cookie },
      });
      expect(list.status).toBe(200);
      expect(textOf(list.text)).toContain(
        "Oak Http Fresh Clinic : featured request by manager@oakfresh.example",
      );
      expect(textOf(list.text)).toContain("Message Spring, please Featured now No");
      const { id } = await database.db
        .selectFrom("clinic_feature_requests")
        .select("id")
        .where("clinic_id", "=", oak)
        .executeTakeFirstOrThrow();
      const today = new Date().toISOString().slice(0, 10);
      const inAYear = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
      const approve = (fields: Record<string, string>) =>
        post("/admin/featured-requests", operator, {
          csrf: operator.csrf,
          intent: "approve",
          id: String(id),
          ...fields,
        });
      const cases: [Record<string, string>, string][] = [
        [{ startsOn: "2026-02-30", endsOn: today }, "Give the first day as a date such as"],
        [{ startsOn: today, endsOn: "<script>" }, "Give the last day as a date such as"],
        [{ startsOn: today }, "Give the last day as a date such as"],
        [{ startsOn: "2020-01-02", endsOn: "2020-01-01" }, "The last day cannot come before the first day."],
        [{ startsOn: "2020-01-01", endsOn: "2020-01-31" }, "The last day cannot be before today"],
        [{ startsOn: today, endsOn: inAYear }, "A period can last at most 366 days"],
      ];
      for (const [fields, message] of cases) {
        const answer = await approve(fields);
        expect({ fields, status: answer.status }).toEqual({ fields, status: 400 });
        expect(answer.text).toContain(message);
      }
      const badId = await post("/admin/featured-requests", operator, {
        csrf: operator.csrf,
        intent: "decline",
        id: "x",
      });
      expect(badId.status).toBe(400);
      expect(badId.text).toContain("This form names no request.");
      expect(await requestsOf(oak)).toEqual([{ status: "open" }]);

      const approved = await approve({ startsOn: today, endsOn: today });
      expect(approved.status).toBe(302);
      expect(approved.headers.location).toBe("/admin/featured-requests?done=approved");
      expect(await requestsOf(oak)).toEqual([{ status: "approved" }]);
      const again = await approve({ startsOn: today, endsOn: today });
      expect(again.status).toBe(409);
      const profile = await ask(server.base, "/clinic/oak-http-fresh");
      expect(profile.text).toContain('data-badge="featured"');
    });
  },
);
