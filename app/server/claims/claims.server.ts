import { randomBytes, randomInt } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import {
  CLAIM_CODE_DAYS,
  CLAIM_CODE_LENGTH,
  CLAIM_LINK_DAYS,
  CLAIM_VIEWS,
  type ClaimMethod,
  type ClaimRequest,
  type ClaimStatus,
  type ClaimView,
  MAX_CODE_FAILURES,
} from "../../domain/clinic-claims.ts";
import { writeAudit } from "../admin/audit.server.ts";
import { hashPassword } from "../admin/password.server.ts";
import { issuePasswordToken } from "../admin/password-tokens.server.ts";
import { endSessionsOf } from "../admin/sessions.server.ts";
import { digest, newToken, sameToken } from "../admin/tokens.server.ts";
import type { Database } from "../db/schema.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const OPEN_STATUSES: ClaimStatus[] = ["awaiting_email", "awaiting_call", "pending"];

/** The operator deciding, as the audit log names them. */
export interface Operator {
  email: string;
}

/** Stores a new claim and returns its private link's token, to be e-mailed to the address it gives. */
export async function requestClaim(
  db: Kysely<Database>,
  input: { clinicId: number; claim: ClaimRequest; now?: Date },
): Promise<{ claimId: number; token: string }> {
  const now = input.now ?? new Date();
  const token = newToken();
  const row = await db
    .insertInto("clinic_claims")
    .values({
      clinic_id: input.clinicId,
      name: input.claim.name,
      email: input.claim.email,
      job_title: input.claim.jobTitle,
      method: input.claim.method,
      status: input.claim.method === "email" ? "awaiting_email" : "awaiting_call",
      link_digest: digest(token),
      link_expires_at: new Date(now.getTime() + CLAIM_LINK_DAYS * DAY_MS).toISOString(),
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { claimId: Number(row.id), token };
}

/** What the claim's private page shows. */
export interface ClaimByLink {
  id: number;
  clinicName: string;
  clinicSlug: string;
  method: ClaimMethod;
  status: ClaimStatus;
  /** The link has passed its time and the claim was never proved. */
  expired: boolean;
  /** An operator has read a code that may still be typed. */
  codeReady: boolean;
}

async function claimRowByLink(db: Kysely<Database> | Transaction<Database>, token: string) {
  if (token.length === 0 || token.length > 100) return undefined;
  return db
    .selectFrom("clinic_claims as c")
    .innerJoin("clinics as k", "k.id", "c.clinic_id")
    .select([
      "c.id",
      "c.method",
      "c.status",
      "c.link_expires_at",
      "c.code_digest",
      "c.code_expires_at",
      "c.code_failures",
      "k.name as clinic_name",
      "k.slug as clinic_slug",
    ])
    .where("c.link_digest", "=", digest(token))
    .executeTakeFirst();
}

function codeUsable(
  row: { code_digest: string | null; code_expires_at: string | null; code_failures: number },
  now: Date,
) {
  return (
    row.code_digest !== null &&
    row.code_expires_at !== null &&
    new Date(row.code_expires_at) > now &&
    row.code_failures < MAX_CODE_FAILURES
  );
}

export async function claimByLink(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<ClaimByLink | null> {
  const row = await claimRowByLink(db, token);
  if (!row) return null;
  const status = row.status as ClaimStatus;
  const unproved = status === "awaiting_email" || status === "awaiting_call";
  return {
    id: row.id,
    clinicName: row.clinic_name,
    clinicSlug: row.clinic_slug,
    method: row.method as ClaimMethod,
    status,
    expired: unproved && new Date(row.link_expires_at) <= now,
    codeReady: status === "awaiting_call" && codeUsable(row, now),
  };
}

export type ProofResult =
  | { ok: true }
  | {
      ok: false;
      reason: "unknown" | "expired" | "not-waiting" | "no-code" | "wrong-code";
      attemptsLeft?: number;
    };

/** The e-mailed link opened and confirmed: the address is the clinic's; the claim waits for approval. */
export async function confirmEmailClaim(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<ProofResult> {
  const row = await claimRowByLink(db, token);
  if (!row) return { ok: false, reason: "unknown" };
  if (row.status !== "awaiting_email" || row.method !== "email") return { ok: false, reason: "not-waiting" };
  if (new Date(row.link_expires_at) <= now) return { ok: false, reason: "expired" };
  const updated = await db
    .updateTable("clinic_claims")
    .set({ status: "pending", proved_at: now.toISOString() })
    .where("id", "=", row.id)
    .where("status", "=", "awaiting_email")
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? { ok: true } : { ok: false, reason: "not-waiting" };
}

/** Eight digits from a uniform source: what the operator reads on the phone. */
function newClaimCode(): string {
  return Array.from({ length: CLAIM_CODE_LENGTH }, () => randomInt(10)).join("");
}

export type CodeIssue =
  | { ok: true; code: string; phone: string; clinicName: string }
  | { ok: false; problem: string };

/**
 * A new code for a call-back claim, for the operator to read on the clinic's listed phone; an earlier code stops
 * working. The code is shown once and stored as a digest.
 */
export async function issueClaimCode(
  db: Kysely<Database>,
  input: { claimId: number; operator: Operator; now?: Date },
): Promise<CodeIssue> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("clinic_claims as c")
      .innerJoin("clinics as k", "k.id", "c.clinic_id")
      .select(["c.status", "c.method", "c.clinic_id", "c.link_expires_at", "k.name", "k.phone"])
      .where("c.id", "=", input.claimId)
      .executeTakeFirst();
    if (!row) return { ok: false, problem: "There is no such claim." };
    if (row.status !== "awaiting_call")
      return { ok: false, problem: "This claim is not waiting for a call-back." };
    if (!row.phone) return { ok: false, problem: "The clinic has no listed phone number to call." };
    const code = newClaimCode();
    // The code must be typed on the claim's page, so that page must still work when the code arrives.
    const linkExpires = new Date(
      Math.max(new Date(row.link_expires_at).getTime(), now.getTime() + CLAIM_CODE_DAYS * DAY_MS),
    );
    await trx
      .updateTable("clinic_claims")
      .set({
        code_digest: digest(code),
        code_expires_at: new Date(now.getTime() + CLAIM_CODE_DAYS * DAY_MS).toISOString(),
        code_failures: 0,
        code_read_by: input.operator.email,
        link_expires_at: linkExpires.toISOString(),
      })
      .where("id", "=", input.claimId)
      .execute();
    await writeAudit(trx, {
      clinicId: row.clinic_id,
      clinicName: row.name,
      adminEmail: input.operator.email,
      action: "read-claim-code",
      changes: [],
      note: `Claim ${input.claimId}`,
      now,
    });
    return { ok: true, code, phone: row.phone, clinicName: row.name };
  });
}

/** The code typed on the claim's page: right, it proves the claim; wrong five times, the operator calls again. */
export async function enterClaimCode(
  db: Kysely<Database>,
  input: { token: string; code: string; now?: Date },
): Promise<ProofResult> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const row = await claimRowByLink(trx, input.token);
    if (!row) return { ok: false, reason: "unknown" };
    if (row.status !== "awaiting_call") return { ok: false, reason: "not-waiting" };
    if (!codeUsable(row, now)) return { ok: false, reason: "no-code" };
    if (!sameToken(digest(input.code), row.code_digest ?? "")) {
      const failures = row.code_failures + 1;
      await trx
        .updateTable("clinic_claims")
        .set({ code_failures: failures })
        .where("id", "=", row.id)
        .execute();
      return { ok: false, reason: "wrong-code", attemptsLeft: Math.max(0, MAX_CODE_FAILURES - failures) };
    }
    await trx
      .updateTable("clinic_claims")
      .set({ status: "pending", proved_at: now.toISOString(), code_digest: null, code_expires_at: null })
      .where("id", "=", row.id)
      .execute();
    return { ok: true };
  });
}

/** Claims an operator must act on: proved ones to decide, call-backs to make (unexpired). */
export async function claimsNeedingAnOperator(db: Kysely<Database>, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom("clinic_claims")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where((eb) =>
      eb.or([
        eb("status", "=", "pending"),
        eb.and([eb("status", "=", "awaiting_call"), eb("link_expires_at", ">", now.toISOString())]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A claim as the operator's queue lists it. */
export interface ClaimListing {
  id: number;
  clinicId: number;
  clinicName: string;
  clinicSlug: string;
  clinicPhone: string | null;
  clinicWebsite: string | null;
  name: string;
  email: string;
  jobTitle: string;
  method: ClaimMethod;
  status: ClaimStatus;
  createdAt: string;
  provedAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  codeReadBy: string | null;
  /** Unproved past its link's time. */
  expired: boolean;
  /** The clinic's other claims that are open or approved, and its current representatives' addresses. */
  otherClaims: { id: number; email: string; status: ClaimStatus }[];
  representatives: { accountId: number; email: string }[];
}

export { CLAIM_VIEWS, type ClaimView };

/** The queue (open claims: proved ones first, oldest first) or the decided claims (newest first), up to `limit`. */
export async function listClaims(
  db: Kysely<Database>,
  view: ClaimView,
  now = new Date(),
  limit = 200,
): Promise<ClaimListing[]> {
  const rows = await db
    .selectFrom("clinic_claims as c")
    .innerJoin("clinics as k", "k.id", "c.clinic_id")
    .select([
      "c.id",
      "c.clinic_id",
      "c.name",
      "c.email",
      "c.job_title",
      "c.method",
      "c.status",
      "c.created_at",
      "c.proved_at",
      "c.decided_at",
      "c.decided_by",
      "c.code_read_by",
      "c.link_expires_at",
      "k.name as clinic_name",
      "k.slug as clinic_slug",
      "k.phone as clinic_phone",
      "k.website as clinic_website",
    ])
    .$if(view === "open", (q) =>
      q
        .where("c.status", "in", OPEN_STATUSES)
        .orderBy((eb) => eb.case().when("c.status", "=", "pending").then(0).else(1).end())
        .orderBy("c.created_at", "asc"),
    )
    .$if(view === "decided", (q) =>
      q.where("c.status", "not in", OPEN_STATUSES).orderBy("c.decided_at", "desc"),
    )
    .orderBy("c.id")
    .limit(limit)
    .execute();
  const clinicIds = [...new Set(rows.map((row) => row.clinic_id))];
  const [others, representatives] = clinicIds.length
    ? await Promise.all([
        db
          .selectFrom("clinic_claims")
          .select(["id", "clinic_id", "email", "status"])
          .where("clinic_id", "in", clinicIds)
          .where("status", "in", [...OPEN_STATUSES, "approved"])
          .execute(),
        representativesOf(db, clinicIds),
      ])
    : [[], new Map<number, { accountId: number; email: string }[]>()];
  return rows.map((row) => {
    const status = row.status as ClaimStatus;
    return {
      id: row.id,
      clinicId: row.clinic_id,
      clinicName: row.clinic_name,
      clinicSlug: row.clinic_slug,
      clinicPhone: row.clinic_phone,
      clinicWebsite: row.clinic_website,
      name: row.name,
      email: row.email,
      jobTitle: row.job_title,
      method: row.method as ClaimMethod,
      status,
      createdAt: row.created_at,
      provedAt: row.proved_at,
      decidedAt: row.decided_at,
      decidedBy: row.decided_by,
      codeReadBy: row.code_read_by,
      expired:
        (status === "awaiting_email" || status === "awaiting_call") && new Date(row.link_expires_at) <= now,
      otherClaims: others
        .filter((other) => other.clinic_id === row.clinic_id && other.id !== row.id)
        .map((other) => ({ id: other.id, email: other.email, status: other.status as ClaimStatus })),
      representatives: representatives.get(row.clinic_id) ?? [],
    };
  });
}

/** Each clinic's representatives, by clinic id. */
export async function representativesOf(
  db: Kysely<Database>,
  clinicIds: readonly number[],
): Promise<Map<number, { accountId: number; email: string }[]>> {
  const byClinic = new Map<number, { accountId: number; email: string }[]>();
  if (clinicIds.length === 0) return byClinic;
  const rows = await db
    .selectFrom("clinic_representatives as r")
    .innerJoin("admin_users as u", "u.id", "r.account_id")
    .select(["r.clinic_id", "r.account_id", "u.email"])
    .where("r.clinic_id", "in", [...clinicIds])
    .orderBy("u.email")
    .execute();
  for (const row of rows) {
    const list = byClinic.get(row.clinic_id) ?? [];
    list.push({ accountId: row.account_id, email: row.email });
    byClinic.set(row.clinic_id, list);
  }
  return byClinic;
}

export type ClaimDecision =
  | { ok: true; clinicName: string; email: string; newAccount: boolean; setPasswordToken: string | null }
  | { ok: false; status: 404 | 409; problem: string };

const NO_CLAIM: ClaimDecision = { ok: false, status: 404, problem: "There is no such claim." };

/**
 * Approves a proved claim: the address gets a clinic account (made now, with a password nobody knows and an
 * invitation link to choose one, or the one it has) that represents the clinic. An operator's address cannot be
 * a clinic's representative.
 */
export async function approveClaim(
  db: Kysely<Database>,
  input: { claimId: number; operator: Operator; now?: Date },
): Promise<ClaimDecision> {
  const now = input.now ?? new Date();
  const unusable = await hashPassword(randomBytes(32).toString("base64url"));
  const decided = await db
    .transaction()
    .execute(async (trx): Promise<ClaimDecision & { accountId?: number }> => {
      const claim = await trx
        .selectFrom("clinic_claims as c")
        .innerJoin("clinics as k", "k.id", "c.clinic_id")
        .select(["c.id", "c.clinic_id", "c.email", "c.status", "k.name"])
        .where("c.id", "=", input.claimId)
        .executeTakeFirst();
      if (!claim) return NO_CLAIM;
      if (claim.status !== "pending") {
        return {
          ok: false,
          status: 409,
          problem: "Only a proved claim can be approved; this one is not waiting.",
        };
      }
      const existing = await trx
        .selectFrom("admin_users")
        .select(["id", "role"])
        .where("email", "=", claim.email)
        .executeTakeFirst();
      if (existing && existing.role !== "clinic") {
        return {
          ok: false,
          status: 409,
          problem:
            "That address belongs to an operator's account: a clinic's representative needs an address of their own.",
        };
      }
      const accountId =
        existing?.id ??
        Number(
          (
            await trx
              .insertInto("admin_users")
              .values({
                email: claim.email,
                password_hash: unusable,
                role: "clinic",
                created_at: now.toISOString(),
                updated_at: now.toISOString(),
              })
              .returning("id")
              .executeTakeFirstOrThrow()
          ).id,
        );
      const updated = await trx
        .updateTable("clinic_claims")
        .set({
          status: "approved",
          decided_at: now.toISOString(),
          decided_by: input.operator.email,
          account_id: accountId,
        })
        .where("id", "=", claim.id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        return { ok: false, status: 409, problem: "Another operator decided this claim first." };
      }
      await trx
        .insertInto("clinic_representatives")
        .values({
          account_id: accountId,
          clinic_id: claim.clinic_id,
          claim_id: claim.id,
          created_at: now.toISOString(),
        })
        .onConflict((oc) => oc.columns(["account_id", "clinic_id"]).doNothing())
        .execute();
      await writeAudit(trx, {
        clinicId: claim.clinic_id,
        accountId,
        clinicName: claim.name,
        adminEmail: input.operator.email,
        action: "approve-claim",
        changes: [{ field: "representative", before: null, after: claim.email }],
        note: `Claim ${claim.id}`,
        now,
      });
      return {
        ok: true,
        clinicName: claim.name,
        email: claim.email,
        newAccount: !existing,
        setPasswordToken: null,
        accountId,
      };
    });
  if (!decided.ok || !decided.newAccount || decided.accountId === undefined) return decided;
  const token = await issuePasswordToken(db, decided.accountId, "invite", now);
  return { ...decided, setPasswordToken: token };
}

export async function rejectClaim(
  db: Kysely<Database>,
  input: { claimId: number; operator: Operator; reason: string; now?: Date },
): Promise<ClaimDecision> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .selectFrom("clinic_claims as c")
      .innerJoin("clinics as k", "k.id", "c.clinic_id")
      .select(["c.id", "c.clinic_id", "c.email", "c.status", "k.name"])
      .where("c.id", "=", input.claimId)
      .executeTakeFirst();
    if (!claim) return NO_CLAIM;
    const updated = await trx
      .updateTable("clinic_claims")
      .set({ status: "rejected", decided_at: now.toISOString(), decided_by: input.operator.email })
      .where("id", "=", claim.id)
      .where("status", "in", OPEN_STATUSES)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      return { ok: false, status: 409, problem: "This claim was already decided." };
    }
    await writeAudit(trx, {
      clinicId: claim.clinic_id,
      clinicName: claim.name,
      adminEmail: input.operator.email,
      action: "reject-claim",
      changes: [],
      note: input.reason
        ? `Claim ${claim.id} by ${claim.email}: ${input.reason}`
        : `Claim ${claim.id} by ${claim.email}`,
      now,
    });
    return {
      ok: true,
      clinicName: claim.name,
      email: claim.email,
      newAccount: false,
      setPasswordToken: null,
    };
  });
}

export type RevokeResult = { ok: true } | { ok: false; status: 404; problem: string };

/**
 * Ends an account's right to manage a clinic. An account left with no clinic is signed out everywhere (it may
 * still sign in, and sees that it manages nothing).
 */
export async function revokeRepresentative(
  db: Kysely<Database>,
  input: { accountId: number; clinicId: number; operator: Operator; now?: Date },
): Promise<RevokeResult> {
  const now = input.now ?? new Date();
  const left = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("clinic_representatives as r")
      .innerJoin("admin_users as u", "u.id", "r.account_id")
      .innerJoin("clinics as k", "k.id", "r.clinic_id")
      .select(["r.claim_id", "u.email", "k.name"])
      .where("r.account_id", "=", input.accountId)
      .where("r.clinic_id", "=", input.clinicId)
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .deleteFrom("clinic_representatives")
      .where("account_id", "=", input.accountId)
      .where("clinic_id", "=", input.clinicId)
      .execute();
    if (row.claim_id !== null) {
      await trx
        .updateTable("clinic_claims")
        .set({ status: "revoked", decided_at: now.toISOString(), decided_by: input.operator.email })
        .where("id", "=", row.claim_id)
        .execute();
    }
    await writeAudit(trx, {
      clinicId: input.clinicId,
      accountId: input.accountId,
      clinicName: row.name,
      adminEmail: input.operator.email,
      action: "revoke-representative",
      changes: [{ field: "representative", before: row.email, after: null }],
      now,
    });
    const remaining = await trx
      .selectFrom("clinic_representatives")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("account_id", "=", input.accountId)
      .executeTakeFirstOrThrow();
    return Number(remaining.n);
  });
  if (left === null)
    return { ok: false, status: 404, problem: "That account does not represent this clinic." };
  if (left === 0) await endSessionsOf(db, input.accountId);
  return { ok: true };
}

/** The clinics an account represents, by name, with what its dashboard says of each. */
export async function clinicsOfAccount(db: Kysely<Database>, accountId: number) {
  const rows = await db
    .selectFrom("clinic_representatives as r")
    .innerJoin("clinics as k", "k.id", "r.clinic_id")
    .select((eb) => [
      "k.id",
      "k.name",
      "k.slug",
      "k.city",
      "k.state",
      "k.featured",
      "k.clinic_confirmed_at",
      "r.created_at as since",
      eb
        .exists(
          eb
            .selectFrom("clinic_feature_requests as f")
            .select("f.id")
            .whereRef("f.clinic_id", "=", "k.id")
            .where("f.status", "=", "open"),
        )
        .as("feature_request_open"),
    ])
    .where("r.account_id", "=", accountId)
    .orderBy("k.name")
    .execute();
  return rows.map(({ featured, clinic_confirmed_at, feature_request_open, ...row }) => ({
    ...row,
    featured: Boolean(featured),
    confirmedAt: clinic_confirmed_at,
    featureRequestOpen: Boolean(feature_request_open),
  }));
}

/** Whether the account represents the clinic: every page of a clinic account checks it before showing one. */
export async function representsClinic(
  db: Kysely<Database>,
  accountId: number,
  clinicId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("clinic_representatives")
    .select("clinic_id")
    .where("account_id", "=", accountId)
    .where("clinic_id", "=", clinicId)
    .executeTakeFirst();
  return row !== undefined;
}
