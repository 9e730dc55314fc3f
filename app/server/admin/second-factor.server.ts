import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { writeAudit } from "./audit.server.ts";
import type { SecretBox } from "./secret-box.server.ts";
import { digest } from "./tokens.server.ts";
import { base32Encode, matchTotp, newTotpSecret } from "./totp.server.ts";

export const RECOVERY_CODE_COUNT = 10;

/** "abcde-fghij": 50 random bits in base32, lower case. */
function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** A recovery code as typed, in the form its digest was made of. */
export function normalizeRecoveryCode(code: string): string {
  const clean = code.replace(/[\s-]/g, "").toLowerCase();
  return clean.length === 10 ? `${clean.slice(0, 5)}-${clean.slice(5)}` : clean;
}

export interface SecondFactorState {
  enabled: boolean;
  /** A secret made for enrolment, not yet confirmed with a code. */
  pendingSecret: Buffer | null;
  recoveryCodesLeft: number;
}

export async function secondFactorState(
  db: Kysely<Database>,
  box: SecretBox,
  adminId: number,
): Promise<SecondFactorState> {
  const row = await db
    .selectFrom("admin_users")
    .select(["totp_secret", "totp_enabled_at"])
    .where("id", "=", adminId)
    .executeTakeFirstOrThrow();
  const left = await db
    .selectFrom("admin_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("admin_id", "=", adminId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  const enabled = row.totp_enabled_at !== null;
  return {
    enabled,
    pendingSecret: !enabled && row.totp_secret ? box.open(row.totp_secret) : null,
    recoveryCodesLeft: Number(left.n),
  };
}

/** Makes (or remakes) the secret for enrolment; it is in force only once a code confirms it. */
export async function startEnrolment(db: Kysely<Database>, box: SecretBox, adminId: number): Promise<Buffer> {
  const secret = newTotpSecret();
  await db
    .updateTable("admin_users")
    .set({ totp_secret: box.seal(secret), totp_enabled_at: null, totp_last_step: null })
    .where("id", "=", adminId)
    .where("totp_enabled_at", "is", null)
    .execute();
  return secret;
}

/**
 * Turns the factor on when `code` matches the pending secret, and returns the recovery codes (shown once;
 * only their digests are kept). Null when the code does not match or no enrolment is pending.
 */
export async function confirmEnrolment(
  db: Kysely<Database>,
  box: SecretBox,
  admin: { id: number; email: string },
  code: string,
  now = new Date(),
): Promise<string[] | null> {
  const state = await secondFactorState(db, box, admin.id);
  if (state.enabled || !state.pendingSecret) return null;
  const step = matchTotp(state.pendingSecret, code, now, null);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admin_users")
      .set({ totp_enabled_at: now.toISOString(), totp_last_step: step })
      .where("id", "=", admin.id)
      .execute();
    await trx.deleteFrom("admin_recovery_codes").where("admin_id", "=", admin.id).execute();
    await trx
      .insertInto("admin_recovery_codes")
      .values(codes.map((c) => ({ code_digest: digest(c), admin_id: admin.id, used_at: null })))
      .execute();
    await writeAudit(trx, {
      clinicId: null,
      accountId: admin.id,
      clinicName: admin.email,
      adminEmail: admin.email,
      action: "enable-second-factor",
      changes: [],
      now,
    });
  });
  return codes;
}

/** Turns the factor off and forgets its secret and recovery codes (the caller has checked the password). */
export async function disableSecondFactor(
  db: Kysely<Database>,
  admin: { id: number; email: string },
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admin_users")
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where("id", "=", admin.id)
      .execute();
    await trx.deleteFrom("admin_recovery_codes").where("admin_id", "=", admin.id).execute();
    await writeAudit(trx, {
      clinicId: null,
      accountId: admin.id,
      clinicName: admin.email,
      adminEmail: admin.email,
      action: "disable-second-factor",
      changes: [],
      now,
    });
  });
}

/**
 * Checks the second step of a sign-in: a current code from the authenticator (never one already accepted:
 * the accepted step is stored, and only a later one passes) or an unused recovery code (then used up).
 */
export async function checkSecondFactor(
  db: Kysely<Database>,
  box: SecretBox,
  adminId: number,
  code: string,
  now = new Date(),
): Promise<"code" | "recovery-code" | null> {
  const row = await db
    .selectFrom("admin_users")
    .select(["totp_secret", "totp_enabled_at", "totp_last_step"])
    .where("id", "=", adminId)
    .executeTakeFirst();
  if (!row?.totp_enabled_at || !row.totp_secret) return null;
  if (code.length > 64) return null;
  const secret = box.open(row.totp_secret);
  const step = secret ? matchTotp(secret, code, now, row.totp_last_step) : null;
  if (step !== null) {
    // Of two requests racing with one code, only one moves the step.
    const moved = await db
      .updateTable("admin_users")
      .set({ totp_last_step: step })
      .where("id", "=", adminId)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1 ? "code" : null;
  }
  const used = await db
    .updateTable("admin_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("admin_id", "=", adminId)
    .where("code_digest", "=", digest(normalizeRecoveryCode(code)))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? "recovery-code" : null;
}
