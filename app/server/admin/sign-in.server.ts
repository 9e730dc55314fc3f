import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { findAdmin } from "./accounts.server.ts";
import { clearFailures, lockedFor, lockoutKeys, recordFailure } from "./lockout.server.ts";
import { waitText } from "./lockout-rules.server.ts";
import { verifyAgainstDecoy, verifyPassword } from "./password.server.ts";
import type { SessionPolicy } from "./session-rules.server.ts";
import { createSession, deleteOldSessions } from "./sessions.server.ts";

/** The same words whether the address has no account or the password is wrong. */
export const WRONG_CREDENTIALS = "The e-mail address or the password is not right.";

export function lockedMessage(seconds: number): string {
  return `Too many failed sign-ins. Wait ${waitText(seconds)} before you try again.`;
}

export type SignInResult =
  | { ok: true; token: string; csrfToken: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "locked"; retryAfterSeconds: number };

/**
 * Checks an e-mail address and password. A locked account or client is refused before the password is
 * looked at. An unknown address costs the same time and counts the same failures as a wrong password, so the
 * answers never tell whether an account exists.
 */
export async function signIn(
  db: Kysely<Database>,
  input: { email: string; password: string; client: string | null; policy: SessionPolicy; now?: Date },
): Promise<SignInResult> {
  const now = input.now ?? new Date();
  const keys = lockoutKeys(input.email, input.client);
  const wait = await lockedFor(db, keys, now);
  if (wait > 0) return { ok: false, reason: "locked", retryAfterSeconds: wait };

  const admin = await findAdmin(db, input.email);
  const valid = admin
    ? await verifyPassword(input.password, admin.password_hash)
    : await verifyAgainstDecoy(input.password);
  if (!admin || !valid) {
    await recordFailure(db, keys, now);
    const lockedNow = await lockedFor(db, keys, now);
    return lockedNow > 0
      ? { ok: false, reason: "locked", retryAfterSeconds: lockedNow }
      : { ok: false, reason: "invalid" };
  }
  await clearFailures(db, keys);
  await deleteOldSessions(db, input.policy, now);
  return { ok: true, ...(await createSession(db, admin.id, now)) };
}
