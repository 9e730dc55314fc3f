// A clinic's representative signs in where operators do, but the desk is not theirs (issue 34: "a clinic user
// cannot see another clinic or any admin screen"): what the production server answers each kind of account.
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAX_PROPOSAL_NOTE_LENGTH } from "../../app/domain/clinic-proposals.ts";
import { saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { sessionCookie } from "../../app/server/admin/cookie.server.ts";
import { createSession } from "../../app/server/admin/sessions.server.ts";
import { approveClaim, confirmEmailClaim, requestClaim } from "../../app/server/claims/claims.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";
import { namedElement } from "../support/html.ts";
import { ask } from "../support/http-client.ts";
import { BUILD_TIMEOUT_MS, productionBuild } from "../support/production-build.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";

const OPERATOR = "desk@example.com";
const REPRESENTATIVE = "manager@oakclinic.example";

/** What a clinic account may not open: every page and export of the desk. */
const DESK_PAGES = [
  "/admin",
  "/admin/clinics",
  "/admin/clinics/:oak",
  "/admin/clinics/:elm",
  "/admin/clinics/export.csv",
  "/admin/candidates",
  "/admin/claims",
  "/admin/suggestions",
  "/admin/audit",
  "/admin/analytics",
  "/admin/users",
  "/admin/outbox",
  "/admin/import",
  "/admin/account",
];

describeOnEveryDialect(
  "a clinic account and the desk, on %s",
  {
    clinics: [
      makeClinic({ slug: "oak-account", name: "Oak Account Clinic", website: "https://oakclinic.example" }),
      makeClinic({ slug: "elm-account", name: "Elm Account Clinic", website: "https://elm.example" }),
    ],
  },
  (database, dialect) => {
    let server: ServerProcess;
    let clinicCookie: string;
    let clinicCsrf: string;
    let operatorCookie: string;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      const buildDir = await productionBuild();
      for (const row of await database.db.selectFrom("clinics").select(["id", "slug"]).execute()) {
        ids[row.slug.split("-")[0] as string] = Number(row.id);
      }
      await saveAdmin(database.db, OPERATOR, "a long enough desk password");
      const claim = await requestClaim(database.db, {
        clinicId: ids.oak as number,
        claim: { name: "Sam Lee", jobTitle: "Office manager", email: REPRESENTATIVE, method: "email" },
      });
      await confirmEmailClaim(database.db, claim.token);
      const approved = await approveClaim(database.db, {
        claimId: claim.claimId,
        operator: { email: OPERATOR },
      });
      if (!approved.ok) throw new Error(approved.problem);

      const accountOf = async (email: string) =>
        Number(
          (
            await database.db
              .selectFrom("admin_users")
              .select("id")
              .where("email", "=", email)
              .executeTakeFirstOrThrow()
          ).id,
        );
      const clinicSession = await createSession(database.db, await accountOf(REPRESENTATIVE));
      clinicCookie = sessionCookie(clinicSession.token, true).split(";")[0] as string;
      clinicCsrf = clinicSession.csrfToken;
      const operatorSession = await createSession(database.db, await accountOf(OPERATOR));
      operatorCookie = sessionCookie(operatorSession.token, true).split(";")[0] as string;

      server = await startServerProcess(`clinic-accounts-${dialect}`, {
        BUILD_DIR: buildDir,
        DATABASE_URL: database.url,
      });
    }, BUILD_TIMEOUT_MS);

    afterAll(async () => {
      await server?.dispose();
    });

    const pathOf = (page: string) => page.replace(/:(\w+)/, (_, name: string) => String(ids[name]));

    it("shows the representative their own clinic only, in a shell of its own, never cached or indexed", async () => {
      const answer = await ask(server.base, "/admin/manage", { headers: { Cookie: clinicCookie } });
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(answer.text).toContain("Oak Account Clinic");
      expect(answer.text).not.toContain("Elm Account Clinic");
      expect(answer.text).toContain("Clinic account");
      expect(answer.text).not.toContain("Operator desk");
      expect(namedElement(answer.text, "nav", "Admin")).toBeNull();
      expect(namedElement(answer.text, "nav", "Clinic account")).not.toBeNull();

      const account = await ask(server.base, "/admin/manage/account", { headers: { Cookie: clinicCookie } });
      expect(account.status).toBe(200);
      expect(account.text).toContain("clinic account");
      expect(account.text).toContain("Change your password");
    });

    it("shows and exports exactly the events stored for the representative's clinic, never another's", async () => {
      const month = new Date().toISOString().slice(0, 7);
      const day = `${month}-01`;
      const event = (type: string, clinic: number) => ({ type, day, path: "/", clinic_id: clinic });
      await database.db
        .insertInto("events")
        .values([
          ...Array.from({ length: 3 }, () => event("view_clinic", ids.oak as number)),
          event("click_phone", ids.oak as number),
          event("click_website", ids.oak as number),
          event("click_directions", ids.oak as number),
          event("click_directions", ids.oak as number),
          ...Array.from({ length: 9 }, () => event("view_clinic", ids.elm as number)),
        ])
        .execute();
      await database.db
        .insertInto("clinic_appearances")
        .values([
          { clinic_id: ids.oak as number, month, searches: 4 },
          { clinic_id: ids.elm as number, month, searches: 40 },
        ])
        .execute();

      const csv = await ask(server.base, "/admin/manage/reach.csv", { headers: { Cookie: clinicCookie } });
      expect(csv.status).toBe(200);
      expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
      expect(csv.headers["cache-control"]).toBe("no-store");
      const lines = csv.text.trim().split(/\r?\n/);
      expect(lines[0]).toBe(
        "Month,Clinic,Profile views,Calls,Website clicks,Directions clicks,Searches it appeared in",
      );
      expect(lines).toHaveLength(13);
      expect(lines.at(-1)).toBe(`${month},Oak Account Clinic,3,1,1,2,4`);
      expect(csv.text).not.toContain("Elm Account Clinic");

      const page = await ask(server.base, "/admin/manage", { headers: { Cookie: clinicCookie } });
      const table =
        /<table[^>]*><caption[^>]*>What the listing brought Oak Account Clinic,[\s\S]*?<\/table>/.exec(
          page.text,
        )?.[0];
      expect(table).toBeDefined();
      const total = /All months<\/th>([\s\S]*?)<\/tr>/.exec(table ?? "")?.[1] ?? "";
      expect([...total.matchAll(/<td[^>]*>([\d,]+)<\/td>/g)].map((cell) => cell[1])).toEqual([
        "3",
        "4",
        "1",
        "1",
        "2",
      ]);

      const refused = await ask(server.base, "/admin/manage/reach.csv?from=2026-13", {
        headers: { Cookie: clinicCookie },
      });
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text)).toEqual({
        error: { field: "from", message: "from must be a month written as YYYY-MM" },
      });
    });

    it("sends the representative from every desk page to their clinics, and refuses the desk's JSON", async () => {
      for (const page of DESK_PAGES) {
        const path = pathOf(page);
        const answer = await ask(server.base, path, { headers: { Cookie: clinicCookie } });
        expect({ path, status: answer.status, location: answer.headers.location }).toEqual({
          path,
          status: 302,
          location: "/admin/manage",
        });
        expect(answer.text, path).not.toContain("Elm Account Clinic");
      }
      // A script asking the desk's resources for JSON is refused in JSON; a page asked for JSON, with a 403.
      const json = await ask(server.base, "/admin/clinics/export.csv", {
        headers: { Cookie: clinicCookie, Accept: "application/json" },
      });
      expect(json.status).toBe(403);
      expect(JSON.parse(json.text)).toEqual({
        error: { message: "This account manages clinic listings; the operator's desk is not part of it" },
      });
      const page = await ask(server.base, "/admin/clinics", {
        headers: { Cookie: clinicCookie, Accept: "application/json" },
      });
      expect(page.status).toBe(403);
      expect(page.text).not.toContain("Elm Account Clinic");
    });

    it("refuses the representative's posts to the desk and changes nothing", async () => {
      const before = await database.db
        .selectFrom("clinics")
        .select(["id", "featured"])
        .orderBy("id")
        .execute();
      const answer = await ask(server.base, "/admin/clinics", {
        method: "POST",
        headers: {
          Cookie: clinicCookie,
          Origin: server.base,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ csrf: clinicCsrf, intent: "feature", ids: String(ids.elm) }).toString(),
      });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe("/admin/manage");
      expect(
        await database.db.selectFrom("clinics").select(["id", "featured"]).orderBy("id").execute(),
      ).toEqual(before);
    });

    it("refuses a proposal whose note is too long or holds control characters, keeping what was typed", async () => {
      const proposals = () =>
        database.db
          .selectFrom("clinic_proposals")
          .select("id")
          .where("clinic_id", "=", ids.oak as number)
          .execute();
      const before = await proposals();
      const propose = (note: string) =>
        ask(server.base, `/admin/manage/clinics/${ids.oak}/propose`, {
          method: "POST",
          headers: {
            Cookie: clinicCookie,
            Origin: server.base,
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({ csrf: clinicCsrf, proposalNote: note }).toString(),
        });

      const long = `${"Our new hours start in March. ".repeat(40)}`.slice(0, MAX_PROPOSAL_NOTE_LENGTH + 1);
      const tooLong = await propose(long);
      expect(tooLong.status).toBe(400);
      expect(tooLong.text).toContain(`Keep the note to ${MAX_PROPOSAL_NOTE_LENGTH} characters or fewer.`);
      expect(tooLong.text).toContain(long.trim());

      const hostile = await propose('<script>alert("x")</script> call us\u0007');
      expect(hostile.status).toBe(400);
      expect(hostile.text).toContain("Remove the control characters from the note.");
      expect(hostile.text).not.toContain('<script>alert("x")');
      expect(hostile.text).toContain("&lt;script&gt;alert(");
      expect(await proposals()).toEqual(before);
    });

    it("sends an operator from the clinic account's pages to the desk", async () => {
      for (const path of ["/admin/manage", "/admin/manage/account"]) {
        const answer = await ask(server.base, path, { headers: { Cookie: operatorCookie } });
        expect({ path, status: answer.status, location: answer.headers.location }).toEqual({
          path,
          status: 302,
          location: "/admin",
        });
      }
      const desk = await ask(server.base, "/admin/claims?show=decided", {
        headers: { Cookie: operatorCookie },
      });
      expect(desk.status).toBe(200);
      expect(desk.text).toContain(REPRESENTATIVE);
    });
  },
);
