import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAuditQuery } from "../../app/domain/audit-query.ts";
import { saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { auditActions, searchAudit } from "../../app/server/admin/audit-search.server.ts";
import { adminOverview } from "../../app/server/admin/overview.server.ts";
import { changeOwnPassword } from "../../app/server/admin/own-account.server.ts";
import { requestPasswordReset } from "../../app/server/admin/password-reset.server.ts";
import { readPasswordToken, usePasswordToken } from "../../app/server/admin/password-tokens.server.ts";
import { confirmEnrolment, startEnrolment } from "../../app/server/admin/second-factor.server.ts";
import { secretBox } from "../../app/server/admin/secret-box.server.ts";
import { readSession } from "../../app/server/admin/sessions.server.ts";
import { signIn, signInSecondStep } from "../../app/server/admin/sign-in.server.ts";
import { totp } from "../../app/server/admin/totp.server.ts";
import { changeRole, inviteUser, listUsers, setDisabled } from "../../app/server/admin/users.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { createMailer } from "../../app/server/mail/mailer.server.ts";
import { listOutbox } from "../../app/server/mail/outbox.server.ts";
import { sendSuggestionsDigest } from "../../app/server/mail/suggestions-digest.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";

const policy = { idleMinutes: 30, maxHours: 12 };
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "another long passphrase";
const site = { siteUrl: "https://clinics.example.org", siteName: "TRT Clinic Finder" };
const box = secretBox("k".repeat(40));

function linkToken(text: string): string {
  const match = /set-password\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

async function sessionOf(db: TestDatabase["db"], email: string, password = PASSWORD, now?: Date) {
  const result = await signIn(db, { email, password, client: null, policy, now });
  if (!result.ok) throw new Error(`sign-in of ${email} failed: ${result.reason}`);
  return result.token;
}

async function idOf(db: TestDatabase["db"], email: string): Promise<number> {
  const row = await db
    .selectFrom("admin_users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe.each(DIALECTS)("operator accounts on %s", (dialect) => {
  let database: TestDatabase;
  let outbox: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    outbox = mkdtempSync(join(tmpdir(), "trt-accounts-outbox-"));
    await saveAdmin(database.db, "boss@example.com", PASSWORD);
  });

  afterAll(async () => {
    await database?.drop();
    rmSync(outbox, { recursive: true, force: true });
  });

  it("existing and CLI-made accounts are admins; --role makes an editor", async () => {
    await saveAdmin(database.db, "editor@example.com", PASSWORD, new Date(), "editor");
    const users = await listUsers(database.db);
    expect(users.map((u) => [u.email, u.role, u.disabled, u.secondFactor])).toEqual([
      ["boss@example.com", "admin", false, false],
      ["editor@example.com", "editor", false, false],
    ]);
    const token = await sessionOf(database.db, "editor@example.com");
    expect((await readSession(database.db, token, policy))?.role).toBe("editor");
    expect(
      (await listUsers(database.db)).find((u) => u.email === "editor@example.com")?.lastSignInAt,
    ).not.toBeNull();
  });

  it("a reset link sets a new password once, within the hour, and ends every session", async () => {
    await saveAdmin(database.db, "reset@example.com", PASSWORD);
    const now = new Date("2026-11-27T10:00:00Z");
    const session = await sessionOf(database.db, "reset@example.com");
    const message = await requestPasswordReset(database.db, {
      email: "Reset@Example.com",
      client: "203.0.113.5",
      ...site,
      now,
    });
    expect(message?.to).toBe("reset@example.com");
    const token = linkToken(message?.text ?? "");
    const stored = await database.db.selectFrom("admin_password_tokens").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const late = new Date("2026-11-27T11:00:01Z");
    expect(await readPasswordToken(database.db, token, late)).toBeNull();
    expect(await usePasswordToken(database.db, token, NEW_PASSWORD, late)).toBeNull();

    const soon = new Date("2026-11-27T10:20:00Z");
    expect(await usePasswordToken(database.db, token, NEW_PASSWORD, soon)).toMatchObject({
      email: "reset@example.com",
      purpose: "reset",
    });
    expect(await readSession(database.db, session, policy)).toBeNull();
    expect(await usePasswordToken(database.db, token, "yet another passphrase", soon)).toBeNull();
    await sessionOf(database.db, "reset@example.com", NEW_PASSWORD);
  });

  it("a reset request for an unknown address sends nothing, and requests are throttled", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const ask = (email: string, client: string) =>
      requestPasswordReset(database.db, { email, client, ...site, now });
    expect(await ask("nobody@example.com", "203.0.113.6")).toBeNull();
    await saveAdmin(database.db, "often@example.com", PASSWORD);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await ask("often@example.com", `198.51.100.${i}`));
    expect(answers.map((a) => a !== null)).toEqual([true, true, true, false, false]);
  });

  it("changing one's own password keeps this session and ends the others", async () => {
    await saveAdmin(database.db, "self@example.com", PASSWORD);
    const here = await sessionOf(database.db, "self@example.com");
    const elsewhere = await sessionOf(database.db, "self@example.com");
    const admin = { id: await idOf(database.db, "self@example.com"), email: "self@example.com" };
    expect(
      await changeOwnPassword(database.db, {
        admin,
        current: "wrong password!",
        next: NEW_PASSWORD,
        keepToken: here,
      }),
    ).toBe(false);
    expect(
      await changeOwnPassword(database.db, { admin, current: PASSWORD, next: NEW_PASSWORD, keepToken: here }),
    ).toBe(true);
    expect(await readSession(database.db, here, policy)).not.toBeNull();
    expect(await readSession(database.db, elsewhere, policy)).toBeNull();
    const audit = await database.db
      .selectFrom("admin_audit_log")
      .select(["action", "account_id"])
      .where("account_id", "=", admin.id)
      .execute();
    expect(audit).toEqual([{ action: "change-password", account_id: admin.id }]);
  });

  it("an invitation makes the account, mails a link through the outbox, and the link sets the first password", async () => {
    const mailer = createMailer({
      SMTP_URL: undefined,
      SMTP_HOST: undefined,
      SMTP_PORT: 587,
      SMTP_USER: undefined,
      SMTP_PASSWORD: undefined,
      MAIL_FROM: "no-reply@example.com",
      MAIL_OUTBOX_DIR: outbox,
    });
    const actor = { id: await idOf(database.db, "boss@example.com"), email: "boss@example.com" };
    const invited = await inviteUser(database.db, {
      email: "New@Example.com",
      role: "editor",
      actor,
      ...site,
    });
    if (!invited.ok) throw new Error(invited.problem);
    await mailer.send(invited.message);
    const again = await inviteUser(database.db, { email: "new@example.com", role: "admin", actor, ...site });
    expect(again).toEqual({ ok: false, problem: "That e-mail address already has an account." });

    const [message] = await listOutbox(outbox);
    expect(message?.to).toBe("new@example.com");
    expect(message?.subject).toBe("Your TRT Clinic Finder admin account");
    const refused = await signIn(database.db, {
      email: "new@example.com",
      password: PASSWORD,
      client: null,
      policy,
    });
    expect(refused).toEqual({ ok: false, reason: "invalid" });
    expect(await usePasswordToken(database.db, linkToken(message?.text ?? ""), NEW_PASSWORD)).toMatchObject({
      purpose: "invite",
    });
    await sessionOf(database.db, "new@example.com", NEW_PASSWORD);

    // The invitation is in the log an admin reads, not in an editor's.
    const query = parseAuditQuery(new URLSearchParams("action=invite-user")).query;
    const forAdmin = await searchAudit(database.db, query, { seesAccounts: true });
    expect(forAdmin.entries.map((entry) => entry.clinicName)).toContain("new@example.com");
    expect((await searchAudit(database.db, query, { seesAccounts: false })).total).toBe(0);
    expect(await auditActions(database.db, { seesAccounts: false })).not.toContain("invite-user");
    const overview = (reader: { seesAccounts: boolean }) =>
      adminOverview(database.db, reader).then(({ recent }) => recent.map((entry) => entry.action));
    expect(await overview({ seesAccounts: true })).toContain("invite-user");
    expect(await overview({ seesAccounts: false })).not.toContain("invite-user");
  });

  it("disabling ends every session and refuses sign-in; the last active admin cannot be disabled or demoted", async () => {
    const actor = { id: await idOf(database.db, "boss@example.com"), email: "boss@example.com" };
    const editorId = await idOf(database.db, "editor@example.com");
    const session = await sessionOf(database.db, "editor@example.com");
    expect(await setDisabled(database.db, { id: editorId, disabled: true, actor })).toEqual({ ok: true });
    expect(await readSession(database.db, session, policy)).toBeNull();
    expect(
      await signIn(database.db, { email: "editor@example.com", password: PASSWORD, client: null, policy }),
    ).toEqual({ ok: false, reason: "disabled" });
    expect(await setDisabled(database.db, { id: editorId, disabled: false, actor })).toEqual({ ok: true });
    await sessionOf(database.db, "editor@example.com");

    // Every admin but boss becomes an editor; then boss is the last active admin.
    for (const user of await listUsers(database.db)) {
      if (user.role === "admin" && user.id !== actor.id) {
        expect(await changeRole(database.db, { id: user.id, role: "editor", actor })).toEqual({ ok: true });
      }
    }
    const demote = await changeRole(database.db, { id: actor.id, role: "editor", actor });
    expect(demote).toMatchObject({ ok: false, status: 409 });
    expect(await setDisabled(database.db, { id: actor.id, disabled: true, actor })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await changeRole(database.db, { id: editorId, role: "admin", actor })).toEqual({ ok: true });
    expect(await changeRole(database.db, { id: actor.id, role: "editor", actor })).toEqual({ ok: true });
    expect(await changeRole(database.db, { id: actor.id, role: "admin", actor })).toEqual({ ok: true });
    const actions = await database.db
      .selectFrom("admin_audit_log")
      .select("action")
      .where("account_id", "=", editorId)
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["disable-user", "enable-user", "change-role"]);
  });

  it("a second factor: the code after the password, never the same code twice, and recovery codes once", async () => {
    await saveAdmin(database.db, "totp@example.com", PASSWORD);
    const admin = { id: await idOf(database.db, "totp@example.com"), email: "totp@example.com" };
    const start = new Date("2026-11-27T13:00:00Z");
    const secret = await startEnrolment(database.db, box, admin.id);
    const stored = await database.db
      .selectFrom("admin_users")
      .select("totp_secret")
      .where("id", "=", admin.id)
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).toMatch(/^aes1\./);
    expect(await confirmEnrolment(database.db, box, admin, "000000", start)).toBeNull();
    const codes = await confirmEnrolment(database.db, box, admin, totp(secret, start), start);
    expect(codes).toHaveLength(10);

    const later = new Date(start.getTime() + 90_000);
    const first = await signIn(database.db, {
      email: admin.email,
      password: PASSWORD,
      client: "192.0.2.1",
      policy,
      now: later,
    });
    if (first.ok || first.reason !== "second-factor") throw new Error("no second step asked for");
    const step = (code: string, now = later) =>
      signInSecondStep(database.db, box, {
        challenge: first.challenge,
        code,
        client: "192.0.2.1",
        policy,
        now,
      });
    expect(await step("123456")).toEqual({ ok: false, reason: "invalid" });
    expect((await step(totp(secret, later))).ok).toBe(true);

    const second = await signIn(database.db, {
      email: admin.email,
      password: PASSWORD,
      client: "192.0.2.1",
      policy,
      now: later,
    });
    if (second.ok || second.reason !== "second-factor") throw new Error("no second step asked for");
    const replay = await signInSecondStep(database.db, box, {
      challenge: second.challenge,
      code: totp(secret, later),
      client: "192.0.2.1",
      policy,
      now: later,
    });
    expect(replay).toEqual({ ok: false, reason: "invalid" });
    const recovery = (codes ?? [])[0] ?? "";
    const withRecovery = () =>
      signInSecondStep(database.db, box, {
        challenge: second.challenge,
        code: recovery.toUpperCase().replace("-", " "),
        client: "192.0.2.1",
        policy,
        now: later,
      });
    expect((await withRecovery()).ok).toBe(true);
    const third = await signIn(database.db, {
      email: admin.email,
      password: PASSWORD,
      client: "192.0.2.1",
      policy,
      now: later,
    });
    if (third.ok || third.reason !== "second-factor") throw new Error("no second step asked for");
    const reused = await signInSecondStep(database.db, box, {
      challenge: third.challenge,
      code: recovery,
      client: "192.0.2.1",
      policy,
      now: later,
    });
    expect(reused).toEqual({ ok: false, reason: "invalid" });
    const expired = await signInSecondStep(database.db, box, {
      challenge: third.challenge,
      code: totp(secret, new Date(later.getTime() + 6 * 60_000)),
      client: "192.0.2.1",
      policy,
      now: new Date(later.getTime() + 6 * 60_000),
    });
    expect(expired).toEqual({ ok: false, reason: "expired" });
  });

  it("the second step counts toward the sign-in throttle", async () => {
    await saveAdmin(database.db, "guess@example.com", PASSWORD);
    const admin = { id: await idOf(database.db, "guess@example.com"), email: "guess@example.com" };
    const now = new Date("2026-11-27T14:00:00Z");
    const secret = await startEnrolment(database.db, box, admin.id);
    await confirmEnrolment(database.db, box, admin, totp(secret, now), now);
    const later = new Date(now.getTime() + 60_000);
    const first = await signIn(database.db, {
      email: admin.email,
      password: PASSWORD,
      client: "192.0.2.9",
      policy,
      now: later,
    });
    if (first.ok || first.reason !== "second-factor") throw new Error("no second step asked for");
    const results = [];
    for (let i = 0; i < 6; i++) {
      results.push(
        await signInSecondStep(database.db, box, {
          challenge: first.challenge,
          code: "000000",
          client: "192.0.2.9",
          policy,
          now: later,
        }),
      );
    }
    expect(results.map((r) => (r.ok ? "ok" : r.reason))).toEqual([
      "invalid",
      "invalid",
      "invalid",
      "invalid",
      "invalid",
      "locked",
    ]);
    const right = await signInSecondStep(database.db, box, {
      challenge: first.challenge,
      code: totp(secret, later),
      client: "192.0.2.9",
      policy,
      now: later,
    });
    expect(right).toMatchObject({ ok: false, reason: "locked" });
  });

  it("the suggestions digest mails every active admin what arrived since the last one", async () => {
    const digestBox = mkdtempSync(join(tmpdir(), "trt-digest-outbox-"));
    try {
      const mailer = createMailer({
        SMTP_URL: undefined,
        SMTP_HOST: undefined,
        SMTP_PORT: 587,
        SMTP_USER: undefined,
        SMTP_PASSWORD: undefined,
        MAIL_FROM: "no-reply@example.com",
        MAIL_OUTBOX_DIR: digestBox,
      });
      await upsertClinics(database.db, [makeClinic({ slug: "digest-clinic" })]);
      const clinic = await database.db
        .selectFrom("clinics")
        .select("id")
        .where("slug", "=", "digest-clinic")
        .executeTakeFirstOrThrow();
      const suggest = (at: string, correction: string) =>
        database.db
          .insertInto("suggestions")
          .values({
            clinic_id: clinic.id,
            kind: "phone",
            correction,
            email: null,
            created_at: at,
            resolved_at: null,
          })
          .execute();
      await suggest("2026-11-26T09:00:00.000Z", "The phone number is 555-0100");
      const first = await sendSuggestionsDigest(database.db, mailer, site, new Date("2026-11-26T12:00:00Z"));
      expect(first.suggestions).toBeGreaterThanOrEqual(1);
      await suggest("2026-11-27T09:00:00.000Z", "Closed on Saturdays now");
      const second = await sendSuggestionsDigest(database.db, mailer, site, new Date("2026-11-27T12:00:00Z"));
      const admins = (await listUsers(database.db)).filter((u) => u.role === "admin" && !u.disabled);
      expect(second).toEqual({
        suggestions: 1,
        recipients: admins.length,
        since: "2026-11-26T12:00:00.000Z",
      });
      const newest = (await listOutbox(digestBox)).slice(0, admins.length);
      expect(newest.map((m) => m.to).sort()).toEqual(admins.map((a) => a.email).sort());
      expect(newest[0]?.subject).toBe("1 new suggestion on TRT Clinic Finder");
      expect(newest[0]?.text).toContain("Closed on Saturdays now");
      expect(newest[0]?.text).not.toContain("555-0100");
      expect(
        await sendSuggestionsDigest(database.db, mailer, site, new Date("2026-11-28T12:00:00Z")),
      ).toMatchObject({
        suggestions: 0,
        recipients: 0,
      });
    } finally {
      rmSync(digestBox, { recursive: true, force: true });
    }
  });
});
