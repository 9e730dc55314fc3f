import type { Kysely } from "kysely";
import {
  type ClaimMethod,
  isClaimCode,
  MAX_CODE_FAILURES,
  normalizeClaimCode,
} from "../../domain/clinic-claims.ts";
import type { Database } from "../db/schema.server.ts";
import { claimByLink, confirmEmailClaim, enterClaimCode, type ProofResult } from "./claims.server.ts";

/**
 * Where a claim stands, as its private page says it:
 * - confirm: an e-mail claim waiting for its owner to press Confirm;
 * - not-called: a call-back claim nobody has called about yet;
 * - code: a code was read on the phone and may be typed;
 * - code-stopped: the code read has run out of time or of tries, and a new call is needed;
 * - expired: the link ran out before the claim was proved;
 * - pending, approved, rejected, revoked: past proving, as the claim's status says.
 */
export type ClaimStep =
  | "confirm"
  | "not-called"
  | "code"
  | "code-stopped"
  | "expired"
  | "pending"
  | "approved"
  | "rejected"
  | "revoked";

export interface ClaimPage {
  step: ClaimStep;
  method: ClaimMethod;
  clinic: { name: string; slug: string; phone: string | null };
}

/** The claim a private link names, as its page shows it; null for a link that names none. */
export async function claimPage(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<ClaimPage | null> {
  const claim = await claimByLink(db, token, now);
  if (!claim) return null;
  const row = await db
    .selectFrom("clinic_claims as c")
    .innerJoin("clinics as k", "k.id", "c.clinic_id")
    .select(["c.code_read_by", "k.phone"])
    .where("c.id", "=", claim.id)
    .executeTakeFirstOrThrow();
  const clinic = { name: claim.clinicName, slug: claim.clinicSlug, phone: row.phone };
  return { step: stepOf(claim, row.code_read_by !== null), method: claim.method, clinic };
}

function stepOf(claim: { status: string; expired: boolean; codeReady: boolean }, called: boolean): ClaimStep {
  if (claim.expired) return "expired";
  switch (claim.status) {
    case "awaiting_email":
      return "confirm";
    case "awaiting_call":
      return claim.codeReady ? "code" : called ? "code-stopped" : "not-called";
    case "approved":
    case "rejected":
    case "revoked":
      return claim.status;
    default:
      return "pending";
  }
}

/** What a press of the claim page's button came to, for the page to say. */
export type ClaimPageAnswer =
  | { ok: true; proved: ClaimMethod }
  | { ok: false; status: 400 | 404 | 409 | 410; problem: string; field?: "code" };

export const UNKNOWN_LINK_MESSAGE =
  "This link names no claim. Check that you opened the whole link from our e-mail, or ask again from the clinic's page.";
export const CODE_FORMAT_MESSAGE = "Type the 8-digit code we read to you on the phone, such as 1234 5678.";
const NOT_WAITING_MESSAGE = "Nothing changed: this claim is already past that step.";
const EXPIRED_MESSAGE = "This link has expired, so the claim can no longer be proved. Please ask again.";
const CODE_STOPPED_MESSAGE =
  "The code we read no longer works. We will call the clinic again with a new code: please wait for that call.";

function refusal(result: Extract<ProofResult, { ok: false }>): ClaimPageAnswer {
  switch (result.reason) {
    case "unknown":
      return { ok: false, status: 404, problem: UNKNOWN_LINK_MESSAGE };
    case "expired":
      return { ok: false, status: 410, problem: EXPIRED_MESSAGE };
    case "no-code":
      return { ok: false, status: 409, problem: CODE_STOPPED_MESSAGE };
    case "wrong-code":
      return { ok: false, status: 400, field: "code", problem: wrongCodeMessage(result.attemptsLeft ?? 0) };
    default:
      return { ok: false, status: 409, problem: NOT_WAITING_MESSAGE };
  }
}

export function wrongCodeMessage(attemptsLeft: number): string {
  if (attemptsLeft <= 0) {
    return `That is not the code we read, and it was the last of ${MAX_CODE_FAILURES} tries: the code no longer works. We will call the clinic again with a new code.`;
  }
  return `That is not the code we read. Check it and try again: ${attemptsLeft} ${attemptsLeft === 1 ? "try" : "tries"} left.`;
}

/** Confirms an e-mail claim, or takes a call-back's code, as the page's form asks. */
export async function answerClaimPage(
  db: Kysely<Database>,
  form: { token: string; intent: unknown; code: unknown },
  now = new Date(),
): Promise<ClaimPageAnswer> {
  if (form.intent === "confirm") {
    const result = await confirmEmailClaim(db, form.token, now);
    return result.ok ? { ok: true, proved: "email" } : refusal(result);
  }
  if (form.intent === "code") {
    const code = typeof form.code === "string" ? normalizeClaimCode(form.code) : "";
    if (!isClaimCode(code)) return { ok: false, status: 400, field: "code", problem: CODE_FORMAT_MESSAGE };
    const result = await enterClaimCode(db, { token: form.token, code, now });
    return result.ok ? { ok: true, proved: "callback" } : refusal(result);
  }
  return {
    ok: false,
    status: 400,
    problem: "This form asks for nothing we know. Please open the link again.",
  };
}
