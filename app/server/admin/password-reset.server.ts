import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { resetMessage, setPasswordLink } from "../mail/account-messages.server.ts";
import type { MailMessage } from "../mail/mailer.server.ts";
import { findAdmin, normalizeEmail } from "./accounts.server.ts";
import { claimAttempt, type LockoutKey } from "./lockout.server.ts";
import type { LockoutPolicy } from "./lockout-rules.server.ts";
import { issuePasswordToken } from "./password-tokens.server.ts";
import { digest } from "./tokens.server.ts";

/** The one answer to every reset request, whether or not the address has an account. */
export const RESET_REQUESTED =
  "If that address belongs to an admin account, a link to choose a new password is on its way. It works for one hour.";

/**
 * Reset e-mails to one address: three, then one per quarter hour at most, doubling up to a day (a request is
 * admitted before it counts, so `freeAttempts` is one less than the requests allowed at once).
 */
export const RESET_PER_ADDRESS: LockoutPolicy = {
  freeAttempts: 2,
  baseLockSeconds: 15 * 60,
  maxLockSeconds: 24 * 60 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/** Reset requests from one client, whatever the address: ten, then as for one address. */
export const RESET_PER_CLIENT: LockoutPolicy = {
  freeAttempts: 9,
  baseLockSeconds: 15 * 60,
  maxLockSeconds: 24 * 60 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

function throttleKeys(email: string, client: string | null): LockoutKey[] {
  const keys: LockoutKey[] = [
    { key: `reset-account|${digest(normalizeEmail(email))}`, role: "throttle", policy: RESET_PER_ADDRESS },
  ];
  if (client)
    keys.push({ key: `reset-client|${digest(client)}`, role: "throttle", policy: RESET_PER_CLIENT });
  return keys;
}

/**
 * Counts a reset request against the address and the client (in the sign-in failures table, under keys of
 * its own) and says whether it may go ahead.
 */
async function admitRequest(db: Kysely<Database>, email: string, client: string | null, now: Date) {
  return (await claimAttempt(db, throttleKeys(email, client), now)).wait === 0;
}

/**
 * A "Forgot password?" request: when it is not throttled and the address has an enabled account, issues a
 * one-hour reset token and returns the message to send; otherwise null. The caller answers RESET_REQUESTED
 * either way and sends the message without making the answer wait for it.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  input: { email: string; client: string | null; siteUrl: string; siteName: string; now?: Date },
): Promise<MailMessage | null> {
  const now = input.now ?? new Date();
  if (!(await admitRequest(db, input.email, input.client, now))) return null;
  const admin = await findAdmin(db, input.email);
  if (!admin || admin.disabled_at) return null;
  const token = await issuePasswordToken(db, admin.id, "reset", now);
  return resetMessage({
    to: admin.email,
    siteName: input.siteName,
    link: setPasswordLink(input.siteUrl, token),
  });
}
