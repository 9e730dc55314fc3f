import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { resetMessage, setPasswordLink } from "../mail/account-messages.server.ts";
import type { MailMessage } from "../mail/mailer.server.ts";
import { findAdmin, normalizeEmail } from "./accounts.server.ts";
import { afterFailure, type LockoutPolicy, lockedForSeconds } from "./lockout-rules.server.ts";
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

function throttleKeys(email: string, client: string | null) {
  const keys = [{ key: `reset-account|${digest(normalizeEmail(email))}`, policy: RESET_PER_ADDRESS }];
  if (client) keys.push({ key: `reset-client|${digest(client)}`, policy: RESET_PER_CLIENT });
  return keys;
}

/**
 * Counts a reset request against the address and the client (in the sign-in failures table, under keys of
 * its own) and says whether it may go ahead.
 */
async function admitRequest(db: Kysely<Database>, email: string, client: string | null, now: Date) {
  const keys = throttleKeys(email, client);
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("admin_sign_in_failures")
      .selectAll()
      .where(
        "key",
        "in",
        keys.map((k) => k.key),
      )
      .execute();
    const records = new Map(
      rows.map((row) => [
        row.key,
        {
          failures: Number(row.failures),
          lastFailedAt: new Date(row.last_failed_at),
          lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
        },
      ]),
    );
    if (keys.some(({ key }) => lockedForSeconds(records.get(key), now) > 0)) return false;
    for (const { key, policy } of keys) {
      const next = afterFailure(records.get(key), now, policy);
      const values = {
        failures: next.failures,
        last_failed_at: next.lastFailedAt.toISOString(),
        locked_until: next.lockedUntil?.toISOString() ?? null,
      };
      await trx
        .insertInto("admin_sign_in_failures")
        .values({ key, ...values })
        .onConflict((oc) => oc.column("key").doUpdateSet(values))
        .execute();
    }
    return true;
  });
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
