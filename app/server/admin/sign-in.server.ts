import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { findAdmin } from "./accounts.server.ts";
import { deviceToken, isKnownDevice } from "./known-device.server.ts";
import { accountFailures, clearFailures, lockedFor, lockoutKeys, recordFailure } from "./lockout.server.ts";
import { ACCOUNT_CEILING, waitText } from "./lockout-rules.server.ts";
import { verifyAgainstDecoy, verifyPassword } from "./password.server.ts";
import type { SessionPolicy } from "./session-rules.server.ts";
import { createSession, deleteOldSessions } from "./sessions.server.ts";

/** The same words whether the address has no account or the password is wrong. */
export const WRONG_CREDENTIALS = "The e-mail address or the password is not right.";

export function lockedMessage(seconds: number): string {
  return `Too many failed sign-ins. Wait ${waitText(seconds)} before you try again.`;
}

export type SignInResult =
  /** `device`: the token that marks this browser as one that signed in (cookie.server.ts deviceCookie). */
  | { ok: true; token: string; csrfToken: string; device: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; retryAfterSeconds: number };

/** Told when an account's failures reach the ceiling and each time they double past it (the log until a mailer exists). */
export type BurstAlert = (failures: number) => void;

/**
 * Checks an e-mail address and password. An attempt that must wait (lockout.server.ts) is refused before the
 * password is looked at, with the seconds to wait. An unknown address costs the same time and counts the same
 * failures as a wrong password, so the answers never tell whether an account exists. `device` is the
 * known-device token the browser sent, if any.
 */
export async function signIn(
  db: Kysely<Database>,
  input: {
    email: string;
    password: string;
    client: string | null;
    policy: SessionPolicy;
    now?: Date;
    device?: string | null;
    onBurst?: BurstAlert;
  },
): Promise<SignInResult> {
  const now = input.now ?? new Date();
  const keys = lockoutKeys(input.email, input.client);
  const admin = await findAdmin(db, input.email);
  const knownDevice = admin !== undefined && isKnownDevice(input.device ?? null, admin);
  const wait = await lockedFor(db, keys, now, knownDevice);
  if (wait > 0) return { ok: false, reason: "locked", retryAfterSeconds: wait };

  const valid = admin
    ? await verifyPassword(input.password, admin.password_hash)
    : await verifyAgainstDecoy(input.password);
  if (!admin || !valid) {
    await recordFailure(db, keys, now);
    const failures = await accountFailures(db, keys);
    if (input.onBurst && isBurst(failures)) input.onBurst(failures);
    const lockedNow = await lockedFor(db, keys, now, knownDevice);
    return lockedNow > 0
      ? { ok: false, reason: "locked", retryAfterSeconds: lockedNow }
      : { ok: false, reason: "invalid" };
  }
  // A known device passed its client's throttle without clearing it: the others behind that address still wait.
  await clearFailures(db, knownDevice ? keys.filter((key) => key.role !== "client") : keys);
  await deleteOldSessions(db, input.policy, now);
  return { ok: true, ...(await createSession(db, admin.id, now)), device: deviceToken(admin) };
}

/** The ceiling, then twice, four times… as many failures: each worth one alert, not one per failure. */
function isBurst(failures: number): boolean {
  const ratio = failures / ACCOUNT_CEILING.freeAttempts;
  return ratio >= 1 && Number.isInteger(ratio) && (ratio & (ratio - 1)) === 0;
}
