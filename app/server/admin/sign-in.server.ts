import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { findAdmin } from "./accounts.server.ts";
import { deviceToken, isKnownDevice } from "./known-device.server.ts";
import {
  accountFailures,
  claimAttempt,
  clearFailures,
  type LockoutKey,
  lockedFor,
  lockoutKeys,
  releaseAttempt,
} from "./lockout.server.ts";
import { ACCOUNT_CEILING, waitText } from "./lockout-rules.server.ts";
import { verifyAgainstDecoy, verifyPassword } from "./password.server.ts";
import { checkSecondFactor } from "./second-factor.server.ts";
import type { SecretBox } from "./secret-box.server.ts";
import type { SessionPolicy } from "./session-rules.server.ts";
import { createSession, deleteOldSessions } from "./sessions.server.ts";
import { digest, newToken } from "./tokens.server.ts";

/** The same words whether the address has no account or the password is wrong. */
export const WRONG_CREDENTIALS = "The e-mail address or the password is not right.";

export function lockedMessage(seconds: number): string {
  return `Too many failed sign-ins. Wait ${waitText(seconds)} before you try again.`;
}

/** Said after a right password for an account an admin disabled. */
export const DISABLED_ACCOUNT = "This account has been disabled. Ask an admin to enable it again.";

export type SignInResult =
  /** `device`: the token that marks this browser as one that signed in (cookie.server.ts deviceCookie). */
  | { ok: true; token: string; csrfToken: string; device: string }
  | { ok: false; reason: "invalid" | "disabled" }
  | { ok: false; reason: "locked"; retryAfterSeconds: number }
  /** The password was right and the account has a second factor: `challenge` goes with the code. */
  | { ok: false; reason: "second-factor"; challenge: string };

/**
 * Told when an address's failures reach the ceiling and each time they double past it. `account`: the admin
 * account's address when one has it (null for an address without an account); `step`: "code" when the
 * failures came at the second factor, so the password itself was typed right.
 */
export type BurstAlert = (burst: {
  failures: number;
  account: string | null;
  step: "password" | "code";
}) => void;

/** How long the second step may take after the password was accepted. */
export const CHALLENGE_MINUTES = 5;

interface SignInInput {
  client: string | null;
  policy: SessionPolicy;
  now?: Date;
  device?: string | null;
  onBurst?: BurstAlert;
}

/**
 * Checks an e-mail address and password. An attempt that must wait (lockout.server.ts) is refused before the
 * password is looked at, with the seconds to wait. An unknown address costs the same time and counts the same
 * failures as a wrong password, so the answers never tell whether an account exists. `device` is the
 * known-device token the browser sent, if any. An account with a second factor gets a challenge for the
 * second step (signInSecondStep) instead of a session; its failures are not cleared until that step passes.
 */
export async function signIn(
  db: Kysely<Database>,
  input: SignInInput & { email: string; password: string },
): Promise<SignInResult> {
  const now = input.now ?? new Date();
  const keys = lockoutKeys(input.email, input.client);
  const admin = await findAdmin(db, input.email);
  const knownDevice = admin !== undefined && isKnownDevice(input.device ?? null, admin);
  // Counted before the password is checked, so a burst of attempts gets no more checks than allowed.
  const claimed = await claimAttempt(db, keys, now, knownDevice);
  if (claimed.wait > 0) return { ok: false, reason: "locked", retryAfterSeconds: claimed.wait };

  const valid = admin
    ? await verifyPassword(input.password, admin.password_hash)
    : await verifyAgainstDecoy(input.password);
  if (!admin || !valid) {
    return failed(db, keys, now, knownDevice, (failures) =>
      input.onBurst?.({ failures, account: admin?.email ?? null, step: "password" }),
    );
  }
  await releaseAttempt(db, keys, claimed);
  if (admin.disabled_at) return { ok: false, reason: "disabled" };
  if (admin.totp_enabled_at) {
    const challenge = newToken();
    await db
      .insertInto("admin_sign_in_challenges")
      .values({
        token_digest: digest(challenge),
        admin_id: admin.id,
        email_typed: input.email,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000).toISOString(),
      })
      .execute();
    return { ok: false, reason: "second-factor", challenge };
  }
  return succeed(db, admin, keys, knownDevice, input.policy, now);
}

/**
 * The second step: a code from the authenticator app or a recovery code, for the challenge the password
 * step gave. It waits for and counts toward the same throttle keys as the password did. "expired": the
 * challenge is unknown or older than CHALLENGE_MINUTES, and the sign-in starts again.
 */
export async function signInSecondStep(
  db: Kysely<Database>,
  box: SecretBox,
  input: SignInInput & { challenge: string; code: string },
): Promise<SignInResult | { ok: false; reason: "expired" }> {
  const now = input.now ?? new Date();
  const pending =
    input.challenge.length > 0 && input.challenge.length <= 100
      ? await db
          .selectFrom("admin_sign_in_challenges")
          .selectAll()
          .where("token_digest", "=", digest(input.challenge))
          .executeTakeFirst()
      : undefined;
  if (!pending || new Date(pending.expires_at).getTime() <= now.getTime()) {
    return { ok: false, reason: "expired" };
  }
  const admin = await findAdmin(db, pending.email_typed);
  if (!admin || admin.id !== pending.admin_id) return { ok: false, reason: "expired" };
  const keys = lockoutKeys(pending.email_typed, input.client);
  const knownDevice = isKnownDevice(input.device ?? null, admin);
  if (admin.disabled_at) return { ok: false, reason: "disabled" };
  const claimed = await claimAttempt(db, keys, now, knownDevice);
  if (claimed.wait > 0) return { ok: false, reason: "locked", retryAfterSeconds: claimed.wait };
  if (!(await checkSecondFactor(db, box, admin.id, input.code, now))) {
    return failed(db, keys, now, knownDevice, (failures) =>
      input.onBurst?.({ failures, account: admin.email, step: "code" }),
    );
  }
  await releaseAttempt(db, keys, claimed);
  await db.deleteFrom("admin_sign_in_challenges").where("token_digest", "=", pending.token_digest).execute();
  return succeed(db, admin, keys, knownDevice, input.policy, now);
}

/** A wrong password or code, already counted by claimAttempt: the alert on a burst, and the wait it causes. */
async function failed(
  db: Kysely<Database>,
  keys: LockoutKey[],
  now: Date,
  knownDevice: boolean,
  onBurst: (failures: number) => void,
): Promise<SignInResult> {
  const failures = await accountFailures(db, keys);
  if (isBurst(failures)) onBurst(failures);
  const lockedNow = await lockedFor(db, keys, now, knownDevice);
  return lockedNow > 0
    ? { ok: false, reason: "locked", retryAfterSeconds: lockedNow }
    : { ok: false, reason: "invalid" };
}

async function succeed(
  db: Kysely<Database>,
  admin: { id: number; password_hash: string },
  keys: LockoutKey[],
  knownDevice: boolean,
  policy: SessionPolicy,
  now: Date,
): Promise<SignInResult> {
  // A known device passed its client's throttle without clearing it: the others behind that address still wait.
  await clearFailures(db, knownDevice ? keys.filter((key) => key.role !== "client") : keys);
  await deleteOldSessions(db, policy, now);
  await db.deleteFrom("admin_sign_in_challenges").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .updateTable("admin_users")
    .set({ last_sign_in_at: now.toISOString() })
    .where("id", "=", admin.id)
    .execute();
  return { ok: true, ...(await createSession(db, admin.id, now)), device: deviceToken(admin) };
}

/** The ceiling, then twice, four times… as many failures: each worth one alert, not one per failure. */
function isBurst(failures: number): boolean {
  const ratio = failures / ACCOUNT_CEILING.freeAttempts;
  return ratio >= 1 && Number.isInteger(ratio) && (ratio & (ratio - 1)) === 0;
}
