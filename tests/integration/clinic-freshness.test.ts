// Issue 34, items 4 and 6: a clinic keeps its listing fresh ("still correct", and a reminder 11 months after each
// confirmation) and asks to be featured for a period an operator approves.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { SORTS } from "../../app/domain/clinic-query.ts";
import { auditEntriesOf } from "../../app/server/admin/audit.server.ts";
import { approveClaim, confirmEmailClaim, requestClaim } from "../../app/server/claims/claims.server.ts";
import {
  confirmStillCorrect,
  dueReminders,
  sendConfirmationReminders,
} from "../../app/server/claims/confirmations.server.ts";
import {
  applyFeaturedPeriods,
  approveFeatureRequest,
  declineFeatureRequest,
  featureRequestsOf,
  listFeatureRequests,
  openFeatureRequestCount,
  requestFeatured,
  withdrawFeatureRequest,
} from "../../app/server/claims/feature-requests.server.ts";
import { clinicBySlug } from "../../app/server/clinics/read.server.ts";
import type { Database } from "../../app/server/db/schema.server.ts";
import { createMailer } from "../../app/server/mail/mailer.server.ts";
import { listOutbox } from "../../app/server/mail/outbox.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";
import { directoryOf } from "../support/directory.ts";

const OPERATOR = { email: "desk@example.com" };
const site = { siteName: "TRT Clinic Finder", siteUrl: "https://clinics.example.org" };

async function idsBySlug(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db.selectFrom("clinics").select(["id", "slug"]).execute();
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

/** Makes `email` a representative of the clinic as an approved claim does, at `now`; returns the account's id. */
async function represent(db: Kysely<Database>, clinicId: number, email: string, now: Date): Promise<number> {
  const claim = await requestClaim(db, {
    clinicId,
    claim: { name: "Sam Lee", jobTitle: "Office manager", email, method: "email" },
    now,
  });
  await confirmEmailClaim(db, claim.token, now);
  const approved = await approveClaim(db, { claimId: claim.claimId, operator: OPERATOR, now });
  if (!approved.ok) throw new Error(approved.problem);
  const account = await db
    .selectFrom("admin_users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return account.id;
}

function outboxMailer(folder: string) {
  return createMailer({
    SMTP_URL: undefined,
    SMTP_HOST: undefined,
    SMTP_PORT: 587,
    SMTP_USER: undefined,
    SMTP_PASSWORD: undefined,
    MAIL_FROM: "no-reply@example.com",
    MAIL_OUTBOX_DIR: folder,
  });
}

describeOnEveryDialect(
  "still correct and its reminders on %s",
  {
    clinics: [
      makeClinic({ slug: "oak-fresh", name: "Oak Fresh Clinic" }),
      makeClinic({ slug: "elm-fresh", name: "Elm Fresh Clinic" }),
      makeClinic({ slug: "ash-fresh", name: "Ash Fresh Clinic" }),
      makeClinic({ slug: "fir-fresh", name: "Fir Fresh Clinic" }),
    ],
  },
  (database) => {
    let ids: Record<string, number>;
    let oakAccount: number;
    let outbox: string;

    beforeAll(async () => {
      ids = await idsBySlug(database.db);
      outbox = mkdtempSync(join(tmpdir(), "trt-reminders-outbox-"));
      oakAccount = await represent(
        database.db,
        ids["oak-fresh"] as number,
        "manager@oak.example",
        new Date("2025-06-01T09:00:00Z"),
      );
    });
    afterAll(() => rmSync(outbox, { recursive: true, force: true }));

    it("confirms the account's own clinic, which the profile then carries, and audits it", async () => {
      const oak = ids["oak-fresh"] as number;
      const now = new Date("2025-12-27T10:00:00.000Z");
      const confirmed = await confirmStillCorrect(database.db, {
        accountId: oakAccount,
        clinicId: oak,
        email: "manager@oak.example",
        now,
      });
      expect(confirmed).toEqual({ ok: true, clinicName: "Oak Fresh Clinic", confirmedAt: now.toISOString() });
      expect((await clinicBySlug(database.db, "oak-fresh"))?.clinicConfirmedAt).toBe(now.toISOString());
      const [entry] = await auditEntriesOf(database.db, { clinicId: oak }, 1);
      expect(entry).toMatchObject({
        action: "clinic-confirmed",
        adminEmail: "manager@oak.example",
        clinicName: "Oak Fresh Clinic",
        changes: [{ field: "clinicConfirmedAt", before: null, after: now.toISOString() }],
      });
    });

    it("refuses a clinic the account does not represent, changing nothing", async () => {
      const elm = ids["elm-fresh"] as number;
      const refused = await confirmStillCorrect(database.db, {
        accountId: oakAccount,
        clinicId: elm,
        email: "manager@oak.example",
      });
      expect(refused).toMatchObject({ ok: false, status: 404 });
      const refusedMissing = await confirmStillCorrect(database.db, {
        accountId: oakAccount,
        clinicId: 999_999,
        email: "manager@oak.example",
      });
      expect(refusedMissing).toMatchObject({ ok: false, status: 404 });
      expect((await clinicBySlug(database.db, "elm-fresh"))?.clinicConfirmedAt).toBeNull();
      expect(await auditEntriesOf(database.db, { clinicId: elm })).toEqual([]);
    });

    it("reminds each active representative once per confirmation, 11 months after it", async () => {
      const oak = ids["oak-fresh"] as number;
      const elm = ids["elm-fresh"] as number;
      const ash = ids["ash-fresh"] as number;
      // Elm never confirmed: its clock starts when its first representative was approved. Ash's second
      // representative is disabled. Fir has no representative: nobody to remind, however old its listing.
      await represent(database.db, elm, "owner@elm.example", new Date("2026-01-10T15:00:00Z"));
      await represent(database.db, ash, "front@ash.example", new Date("2025-12-01T08:00:00Z"));
      const disabled = await represent(
        database.db,
        ash,
        "gone@ash.example",
        new Date("2025-12-02T08:00:00Z"),
      );
      await database.db
        .updateTable("admin_users")
        .set({ disabled_at: "2026-01-01T00:00:00.000Z" })
        .where("id", "=", disabled)
        .execute();

      const dueOn = async (iso: string) =>
        (await dueReminders(database.db, new Date(iso))).map((due) => [due.clinicId, due.recipients]);
      expect(await dueOn("2026-10-31T23:59:59Z")).toEqual([]);
      expect(await dueOn("2026-11-01T00:00:00Z")).toEqual([[ash, ["front@ash.example"]]]);
      expect(await dueOn("2026-11-26T23:00:00Z")).toEqual([[ash, ["front@ash.example"]]]);
      expect(await dueOn("2026-11-27T00:00:00Z")).toEqual([
        [ash, ["front@ash.example"]],
        [oak, ["manager@oak.example"]],
      ]);

      const mailer = outboxMailer(outbox);
      const first = await sendConfirmationReminders(
        database.db,
        mailer,
        site,
        new Date("2026-11-27T06:00:00Z"),
      );
      expect(first).toEqual({ clinics: 2, messages: 2 });
      const sent = await listOutbox(outbox);
      expect(sent.map((message) => message.to).sort()).toEqual(["front@ash.example", "manager@oak.example"]);
      const oakMessage = sent.find((message) => message.to === "manager@oak.example");
      expect(oakMessage?.subject).toBe("Are the details of Oak Fresh Clinic still correct?");
      expect(oakMessage?.text).toContain("were last confirmed by the clinic on Dec 27, 2025.");
      expect(oakMessage?.text).toContain("https://clinics.example.org/clinic/oak-fresh");
      expect(oakMessage?.text).toContain('press "Still correct" beside Oak Fresh Clinic');
      expect(oakMessage?.text).toContain("https://clinics.example.org/admin/manage\n");
      const ashMessage = sent.find((message) => message.to === "front@ash.example");
      expect(ashMessage?.text).toContain("since Dec 1, 2025, and its details have not been confirmed since.");

      // Once per confirmation: not the same day, not a month later.
      expect(
        await sendConfirmationReminders(database.db, mailer, site, new Date("2026-11-27T18:00:00Z")),
      ).toEqual({
        clinics: 0,
        messages: 0,
      });
      expect(await dueOn("2026-12-09T23:00:00Z")).toEqual([]);
      // Elm's turn comes 11 months after its representative's approval.
      expect(await dueOn("2026-12-10T00:00:00Z")).toEqual([[elm, ["owner@elm.example"]]]);

      // A new confirmation starts a new cycle.
      await confirmStillCorrect(database.db, {
        accountId: oakAccount,
        clinicId: oak,
        email: "manager@oak.example",
        now: new Date("2026-11-28T09:00:00Z"),
      });
      expect((await dueOn("2027-10-27T12:00:00Z")).map(([id]) => id)).not.toContain(oak);
      expect((await dueOn("2027-10-28T00:00:00Z")).map(([id]) => id)).toContain(oak);
      const again = await sendConfirmationReminders(
        database.db,
        mailer,
        site,
        new Date("2027-10-28T06:00:00Z"),
      );
      expect(again).toEqual({ clinics: 2, messages: 2 });
      expect((await listOutbox(outbox)).length).toBe(4);
    });
  },
);

describeOnEveryDialect(
  "featured requests and periods on %s",
  {
    clinics: [
      makeClinic({ slug: "oak-featured", name: "Oak Featured Clinic", latitude: 30.27, longitude: -97.74 }),
      makeClinic({ slug: "elm-featured", name: "Elm Featured Clinic", latitude: 30.3, longitude: -97.7 }),
      makeClinic({ slug: "ash-featured", name: "Ash Featured Clinic", featured: true }),
      makeClinic({ slug: "fir-featured", name: "Fir Featured Clinic", featured: true }),
    ],
  },
  (database) => {
    let ids: Record<string, number>;
    let oakAccount: number;
    let firAccount: number;

    beforeAll(async () => {
      ids = await idsBySlug(database.db);
      const since = new Date("2026-11-01T00:00:00Z");
      oakAccount = await represent(database.db, ids["oak-featured"] as number, "manager@oak.example", since);
      firAccount = await represent(database.db, ids["fir-featured"] as number, "manager@fir.example", since);
    });

    const featured = async (slug: string) =>
      Number(
        (
          await database.db
            .selectFrom("clinics")
            .select("featured")
            .where("slug", "=", slug)
            .executeTakeFirstOrThrow()
        ).featured,
      ) === 1;

    it("takes one open request per clinic, only from its representatives, and lets it be withdrawn", async () => {
      const oak = ids["oak-featured"] as number;
      const ask = (clinicId: number, message: string | null) =>
        requestFeatured(database.db, {
          accountId: oakAccount,
          clinicId,
          email: "manager@oak.example",
          message,
          now: new Date("2026-11-20T10:00:00Z"),
        });
      const first = await ask(oak, "January to March, please.");
      expect(first).toMatchObject({ ok: true });
      expect(await ask(oak, null)).toEqual({
        ok: false,
        status: 409,
        problem: "This clinic already has a request waiting for an operator: withdraw it to send a new one.",
      });
      expect(await ask(ids["elm-featured"] as number, null)).toMatchObject({ ok: false, status: 404 });
      expect(await openFeatureRequestCount(database.db)).toBe(1);
      expect((await featureRequestsOf(database.db, oak)).map((request) => request.status)).toEqual(["open"]);

      if (!first.ok) throw new Error("the first request was refused");
      const withdrawOther = await withdrawFeatureRequest(database.db, {
        accountId: firAccount,
        clinicId: ids["fir-featured"] as number,
        requestId: first.id,
        email: "manager@fir.example",
      });
      expect(withdrawOther).toMatchObject({ ok: false, status: 409 });
      const withdrawForeign = await withdrawFeatureRequest(database.db, {
        accountId: firAccount,
        clinicId: oak,
        requestId: first.id,
        email: "manager@fir.example",
      });
      expect(withdrawForeign).toMatchObject({ ok: false, status: 404 });
      const withdrawn = await withdrawFeatureRequest(database.db, {
        accountId: oakAccount,
        clinicId: oak,
        requestId: first.id,
        email: "manager@oak.example",
        now: new Date("2026-11-21T10:00:00Z"),
      });
      expect(withdrawn).toEqual({ ok: true });
      expect(await ask(oak, null)).toMatchObject({ ok: true });
      const requests = await featureRequestsOf(database.db, oak);
      expect(requests.map((request) => request.status)).toEqual(["open", "withdrawn"]);
      expect(requests[1]).toMatchObject({
        message: "January to March, please.",
        decidedBy: "manager@oak.example",
      });
    });

    it("approves an open request for its period, features the clinic within it only, and audits each change", async () => {
      const oak = ids["oak-featured"] as number;
      const [open] = await listFeatureRequests(database.db, "open", new Date("2026-11-27T12:00:00Z"));
      expect(open).toMatchObject({ clinicId: oak, accountEmail: "manager@oak.example", featuredNow: false });
      const requestId = open?.id ?? 0;
      const period = { startsOn: "2026-12-01", endsOn: "2026-12-31" };
      const approved = await approveFeatureRequest(database.db, {
        requestId,
        operator: OPERATOR,
        period,
        now: new Date("2026-11-27T12:00:00Z"),
      });
      expect(approved).toEqual({ ok: true });
      expect(await featured("oak-featured")).toBe(false);
      expect(
        await approveFeatureRequest(database.db, { requestId, operator: OPERATOR, period }),
      ).toMatchObject({ ok: false, status: 409 });
      expect(
        await approveFeatureRequest(database.db, { requestId: 999_999, operator: OPERATOR, period }),
      ).toMatchObject({ ok: false, status: 404 });
      const [decided] = await listFeatureRequests(database.db, "decided", new Date("2026-11-27T12:00:00Z"));
      expect(decided).toMatchObject({ id: requestId, status: "approved", period, decidedBy: OPERATOR.email });

      // The day before, nothing; from the first day to the last, featured; the day after, not.
      expect(await applyFeaturedPeriods(database.db, new Date("2026-11-30T23:59:59Z"))).toEqual({
        featured: [],
        unfeatured: [],
      });
      expect(await applyFeaturedPeriods(database.db, new Date("2026-12-01T00:00:00Z"))).toEqual({
        featured: ["Oak Featured Clinic"],
        unfeatured: [],
      });
      expect(await featured("oak-featured")).toBe(true);
      expect((await clinicBySlug(database.db, "oak-featured"))?.featured).toBe(true);
      expect(await applyFeaturedPeriods(database.db, new Date("2026-12-31T23:00:00Z"))).toEqual({
        featured: [],
        unfeatured: [],
      });
      expect(await applyFeaturedPeriods(database.db, new Date("2027-01-01T00:00:00Z"))).toEqual({
        featured: [],
        unfeatured: ["Oak Featured Clinic"],
      });
      expect(await featured("oak-featured")).toBe(false);
      const [ended, started] = await auditEntriesOf(database.db, { clinicId: oak }, 2);
      expect(started).toMatchObject({
        action: "feature",
        adminEmail: OPERATOR.email,
        changes: [{ field: "featured", before: false, after: true }],
        note: `Featured request ${requestId}: 2026-12-01 to 2026-12-31`,
      });
      expect(ended).toMatchObject({
        action: "unfeature",
        adminEmail: OPERATOR.email,
        changes: [{ field: "featured", before: true, after: false }],
        note: `Featured request ${requestId}: 2026-12-01 to 2026-12-31, ended`,
      });
    });

    it("features at once a period approved while it runs", async () => {
      const oak = ids["oak-featured"] as number;
      const asked = await requestFeatured(database.db, {
        accountId: oakAccount,
        clinicId: oak,
        email: "manager@oak.example",
        message: null,
        now: new Date("2027-02-01T09:00:00Z"),
      });
      if (!asked.ok) throw new Error(asked.problem);
      await approveFeatureRequest(database.db, {
        requestId: asked.id,
        operator: OPERATOR,
        period: { startsOn: "2027-02-01", endsOn: "2027-02-28" },
        now: new Date("2027-02-01T10:00:00Z"),
      });
      expect(await featured("oak-featured")).toBe(true);
      expect((await featureRequestsOf(database.db, oak))[0]).toMatchObject({
        id: asked.id,
        status: "approved",
        period: { startsOn: "2027-02-01", endsOn: "2027-02-28" },
      });
    });

    it("declines an open request once, and never touches a clinic featured by hand", async () => {
      const fir = ids["fir-featured"] as number;
      const asked = await requestFeatured(database.db, {
        accountId: firAccount,
        clinicId: fir,
        email: "manager@fir.example",
        message: null,
        now: new Date("2027-02-02T09:00:00Z"),
      });
      if (!asked.ok) throw new Error(asked.problem);
      expect(await declineFeatureRequest(database.db, { requestId: asked.id, operator: OPERATOR })).toEqual({
        ok: true,
      });
      expect(
        await declineFeatureRequest(database.db, { requestId: asked.id, operator: OPERATOR }),
      ).toMatchObject({
        ok: false,
        status: 409,
      });
      expect(
        await declineFeatureRequest(database.db, { requestId: 999_999, operator: OPERATOR }),
      ).toMatchObject({
        ok: false,
        status: 404,
      });
      // Ash (featured by hand, never asked) and Fir (featured by hand, asked and declined) keep their label.
      await applyFeaturedPeriods(database.db, new Date("2027-03-15T00:00:00Z"));
      expect(await featured("ash-featured")).toBe(true);
      expect(await featured("fir-featured")).toBe(true);

      // Fir's approved period that has not begun leaves the label alone; once it has ended, the label follows.
      const again = await requestFeatured(database.db, {
        accountId: firAccount,
        clinicId: fir,
        email: "manager@fir.example",
        message: null,
        now: new Date("2027-03-15T09:00:00Z"),
      });
      if (!again.ok) throw new Error(again.problem);
      await approveFeatureRequest(database.db, {
        requestId: again.id,
        operator: OPERATOR,
        period: { startsOn: "2027-04-01", endsOn: "2027-04-30" },
        now: new Date("2027-03-15T10:00:00Z"),
      });
      expect(await featured("fir-featured")).toBe(true);
      await applyFeaturedPeriods(database.db, new Date("2027-05-01T00:00:00Z"));
      expect(await featured("fir-featured")).toBe(false);
      expect(await featured("ash-featured")).toBe(true);
    });

    it("never changes the order of search results", async () => {
      const directory = directoryOf(database.db);
      const near = { latitude: 30.27, longitude: -97.74 };
      const orders = async () =>
        Promise.all(
          SORTS.map(async (sort) =>
            (await directory.search({ distanceFrom: near, sort })).matches.map(({ clinic }) => clinic.id),
          ),
        );
      expect(await featured("oak-featured")).toBe(false);
      const before = await orders();
      const oak = await requestFeatured(database.db, {
        accountId: oakAccount,
        clinicId: ids["oak-featured"] as number,
        email: "manager@oak.example",
        message: null,
        now: new Date("2027-06-01T09:00:00Z"),
      });
      if (!oak.ok) throw new Error(oak.problem);
      await approveFeatureRequest(database.db, {
        requestId: oak.id,
        operator: OPERATOR,
        period: { startsOn: "2027-06-01", endsOn: "2027-06-30" },
        now: new Date("2027-06-01T10:00:00Z"),
      });
      expect(await featured("oak-featured")).toBe(true);
      const after = await orders();
      expect(after).toEqual(before);
      expect(after.map((order) => order.length)).toEqual(SORTS.map(() => 4));
    });
  },
);
