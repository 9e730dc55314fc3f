import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { auditEntriesOf } from "../../app/server/admin/audit.server.ts";
import { usePasswordToken } from "../../app/server/admin/password-tokens.server.ts";
import { lookUpSession } from "../../app/server/admin/sessions.server.ts";
import { signIn } from "../../app/server/admin/sign-in.server.ts";
import { changeRole, listUsers } from "../../app/server/admin/users.server.ts";
import {
  approveClaim,
  claimByLink,
  claimsNeedingAnOperator,
  clinicsOfAccount,
  confirmEmailClaim,
  enterClaimCode,
  issueClaimCode,
  listClaims,
  rejectClaim,
  requestClaim,
  revokeRepresentative,
} from "../../app/server/claims/claims.server.ts";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";

const policy = { idleMinutes: 30, maxHours: 12 };
const operator = { email: "ops@example.com" };
const DAY = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)("claims of clinic listings on %s", (dialect) => {
  let database: TestDatabase;
  let oak: number;
  let elm: number;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await saveAdmin(database.db, operator.email, "operator pass phrase 1");
    await upsertClinics(database.db, [
      makeClinic({
        slug: "oak-claims",
        name: "Oak Claims Clinic",
        website: "https://www.oakclinic.example",
        phone: "(512) 555-0100",
      }),
      makeClinic({
        slug: "elm-claims",
        name: "Elm Claims Clinic",
        website: "https://elm.example",
        phone: "(512) 555-0101",
      }),
    ]);
    const ids = await database.db.selectFrom("clinics").select(["id", "slug"]).execute();
    oak = ids.find((row) => row.slug === "oak-claims")?.id ?? 0;
    elm = ids.find((row) => row.slug === "elm-claims")?.id ?? 0;
  });

  afterAll(async () => {
    await database?.drop();
  });

  const emailClaim = (email: string) => ({
    name: "Dana Reyes",
    jobTitle: "Practice manager",
    email,
    method: "email" as const,
  });

  it("an e-mail claim is proved by a POST of its link, once, within its time; then waits for approval", async () => {
    const now = new Date("2026-11-01T12:00:00Z");
    const { token } = await requestClaim(database.db, {
      clinicId: oak,
      claim: emailClaim("dana@oakclinic.example"),
      now,
    });
    expect(await claimByLink(database.db, token, now)).toMatchObject({
      clinicName: "Oak Claims Clinic",
      method: "email",
      status: "awaiting_email",
      expired: false,
    });
    expect(await claimByLink(database.db, "not-a-token", now)).toBeNull();
    expect(await confirmEmailClaim(database.db, token, now)).toEqual({ ok: true });
    expect(await confirmEmailClaim(database.db, token, now)).toEqual({ ok: false, reason: "not-waiting" });
    expect((await claimByLink(database.db, token, now))?.status).toBe("pending");

    const late = await requestClaim(database.db, {
      clinicId: oak,
      claim: emailClaim("late@oakclinic.example"),
      now,
    });
    const afterAWeek = new Date(now.getTime() + 7 * DAY + 1000);
    expect((await claimByLink(database.db, late.token, afterAWeek))?.expired).toBe(true);
    expect(await confirmEmailClaim(database.db, late.token, afterAWeek)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("a call-back claim is proved by the code an operator read; five wrong codes and it needs a new call", async () => {
    const now = new Date("2026-11-02T12:00:00Z");
    const { claimId, token } = await requestClaim(database.db, {
      clinicId: elm,
      claim: { ...emailClaim("owner@gmail.example"), method: "callback" },
      now,
    });
    expect(await enterClaimCode(database.db, { token, code: "12345678", now })).toEqual({
      ok: false,
      reason: "no-code",
    });
    const first = await issueClaimCode(database.db, { claimId, operator, now });
    if (!first.ok) throw new Error(first.problem);
    expect(first).toMatchObject({ phone: "(512) 555-0101", clinicName: "Elm Claims Clinic" });
    expect(first.code).toMatch(/^\d{8}$/);
    expect((await claimByLink(database.db, token, now))?.codeReady).toBe(true);
    const wrong = first.code === "00000000" ? "11111111" : "00000000";
    for (let left = 4; left >= 0; left -= 1) {
      expect(await enterClaimCode(database.db, { token, code: wrong, now })).toEqual({
        ok: false,
        reason: "wrong-code",
        attemptsLeft: left,
      });
    }
    expect(await enterClaimCode(database.db, { token, code: first.code, now })).toEqual({
      ok: false,
      reason: "no-code",
    });

    const second = await issueClaimCode(database.db, { claimId, operator, now });
    if (!second.ok) throw new Error(second.problem);
    const twoDaysOn = new Date(now.getTime() + 2 * DAY + 1000);
    expect(await enterClaimCode(database.db, { token, code: second.code, now: twoDaysOn })).toEqual({
      ok: false,
      reason: "no-code",
    });
    const third = await issueClaimCode(database.db, { claimId, operator, now: twoDaysOn });
    if (!third.ok) throw new Error(third.problem);
    expect(await enterClaimCode(database.db, { token, code: third.code, now: twoDaysOn })).toEqual({
      ok: true,
    });
    expect((await claimByLink(database.db, token, twoDaysOn))?.status).toBe("pending");
    expect(await issueClaimCode(database.db, { claimId, operator, now: twoDaysOn })).toEqual({
      ok: false,
      problem: "This claim is not waiting for a call-back.",
    });

    const audit = await auditEntriesOf(database.db, { clinicId: elm });
    expect(audit.filter((entry) => entry.action === "read-claim-code")).toHaveLength(3);
  });

  it("the queue lists proved claims first, with the clinic's other claims; the menu counts what needs an operator", async () => {
    const now = new Date("2026-11-02T13:00:00Z");
    const open = await listClaims(database.db, "open", now);
    expect(open[0]?.status).toBe("pending");
    expect(open.map((claim) => claim.status)).toEqual(
      [...open.map((claim) => claim.status)].sort(
        (a, b) => Number(b === "pending") - Number(a === "pending"),
      ),
    );
    const dana = open.find((claim) => claim.email === "dana@oakclinic.example");
    expect(dana?.otherClaims.map((other) => other.email)).toEqual(["late@oakclinic.example"]);
    expect(dana?.method).toBe("email");
    // Two proved claims (Oak's Dana, Elm's call-back); Oak's late one waits for its own link, not for us.
    expect(await claimsNeedingAnOperator(database.db, now)).toBe(2);
  });

  it("approval makes a clinic account that signs in, sees only its clinic, and is no operator", async () => {
    const now = new Date("2026-11-03T12:00:00Z");
    const dana = (await listClaims(database.db, "open", now)).find(
      (claim) => claim.email === "dana@oakclinic.example",
    );
    const decided = await approveClaim(database.db, { claimId: dana?.id ?? 0, operator, now });
    if (!decided.ok) throw new Error(decided.problem);
    expect(decided).toMatchObject({
      newAccount: true,
      email: "dana@oakclinic.example",
      clinicName: "Oak Claims Clinic",
    });
    expect(await approveClaim(database.db, { claimId: dana?.id ?? 0, operator, now })).toMatchObject({
      ok: false,
      status: 409,
    });

    const holder = await usePasswordToken(
      database.db,
      decided.setPasswordToken ?? "",
      "Dana's own pass phrase",
      now,
    );
    expect(holder?.email).toBe("dana@oakclinic.example");
    const signedIn = await signIn(database.db, {
      email: "dana@oakclinic.example",
      password: "Dana's own pass phrase",
      client: null,
      policy,
      now,
    });
    if (!signedIn.ok) throw new Error(signedIn.reason);
    const session = await lookUpSession(database.db, signedIn.token, policy, now);
    expect(session?.state === "active" && session.session.kind).toBe("clinic");
    const accountId = session?.state === "active" ? session.session.adminId : 0;
    expect((await clinicsOfAccount(database.db, accountId)).map((clinic) => clinic.slug)).toEqual([
      "oak-claims",
    ]);

    expect((await listUsers(database.db)).map((user) => user.email)).not.toContain("dana@oakclinic.example");
    expect(
      await changeRole(database.db, {
        id: accountId,
        role: "admin",
        actor: { id: 1, email: operator.email },
      }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    const audit = await auditEntriesOf(database.db, { clinicId: oak });
    expect(audit.find((entry) => entry.action === "approve-claim")?.changes).toEqual([
      { field: "representative", before: null, after: "dana@oakclinic.example" },
    ]);
  });

  it("a second clinic for the same address joins the same account; an operator's address is refused", async () => {
    const now = new Date("2026-11-04T12:00:00Z");
    const more = await requestClaim(database.db, {
      clinicId: elm,
      claim: { ...emailClaim("dana@oakclinic.example"), method: "callback" },
      now,
    });
    const code = await issueClaimCode(database.db, { claimId: more.claimId, operator, now });
    if (!code.ok) throw new Error(code.problem);
    await enterClaimCode(database.db, { token: more.token, code: code.code, now });
    const decided = await approveClaim(database.db, { claimId: more.claimId, operator, now });
    expect(decided).toMatchObject({ ok: true, newAccount: false, setPasswordToken: null });
    const account = await database.db
      .selectFrom("admin_users")
      .select("id")
      .where("email", "=", "dana@oakclinic.example")
      .executeTakeFirstOrThrow();
    expect((await clinicsOfAccount(database.db, account.id)).map((clinic) => clinic.slug)).toEqual([
      "elm-claims",
      "oak-claims",
    ]);

    const byOperator = await requestClaim(database.db, {
      clinicId: oak,
      claim: { ...emailClaim(operator.email), method: "callback" },
      now,
    });
    const operatorCode = await issueClaimCode(database.db, { claimId: byOperator.claimId, operator, now });
    if (!operatorCode.ok) throw new Error(operatorCode.problem);
    await enterClaimCode(database.db, { token: byOperator.token, code: operatorCode.code, now });
    expect(await approveClaim(database.db, { claimId: byOperator.claimId, operator, now })).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(
      await rejectClaim(database.db, { claimId: byOperator.claimId, operator, reason: "an operator", now }),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await rejectClaim(database.db, { claimId: byOperator.claimId, operator, reason: "", now }),
    ).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it("revoking ends the right to a clinic; with none left, the account is signed out everywhere", async () => {
    const now = new Date("2026-11-05T12:00:00Z");
    const account = await database.db
      .selectFrom("admin_users")
      .select("id")
      .where("email", "=", "dana@oakclinic.example")
      .executeTakeFirstOrThrow();
    const signedIn = await signIn(database.db, {
      email: "dana@oakclinic.example",
      password: "Dana's own pass phrase",
      client: null,
      policy,
      now,
    });
    if (!signedIn.ok) throw new Error(signedIn.reason);

    expect(
      await revokeRepresentative(database.db, { accountId: account.id, clinicId: oak, operator, now }),
    ).toEqual({ ok: true });
    expect((await lookUpSession(database.db, signedIn.token, policy, now))?.state).toBe("active");
    expect(
      await revokeRepresentative(database.db, { accountId: account.id, clinicId: oak, operator, now }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(
      await revokeRepresentative(database.db, { accountId: account.id, clinicId: elm, operator, now }),
    ).toEqual({ ok: true });
    expect(await lookUpSession(database.db, signedIn.token, policy, now)).toBeNull();
    expect(await clinicsOfAccount(database.db, account.id)).toEqual([]);

    const decided = await listClaims(database.db, "decided", now);
    expect(
      decided.filter((claim) => claim.email === "dana@oakclinic.example").map((claim) => claim.status),
    ).toEqual(["revoked", "revoked"]);
  });
});
