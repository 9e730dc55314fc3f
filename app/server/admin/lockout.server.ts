import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { normalizeEmail } from "./accounts.server.ts";
import {
  ACCOUNT_LOCKOUT,
  afterFailure,
  CLIENT_LOCKOUT,
  type FailureRecord,
  type LockoutPolicy,
  lockedForSeconds,
} from "./lockout-rules.server.ts";
import { digest } from "./tokens.server.ts";

export interface LockoutKey {
  key: string;
  policy: LockoutPolicy;
}

/** The keys a sign-in attempt counts against: the e-mail address as typed, and the client when known. */
export function lockoutKeys(email: string, client: string | null): LockoutKey[] {
  const keys = [{ key: `account|${digest(normalizeEmail(email))}`, policy: ACCOUNT_LOCKOUT }];
  if (client) keys.push({ key: `client|${digest(client)}`, policy: CLIENT_LOCKOUT });
  return keys;
}

async function readRecords(db: Kysely<Database>, keys: readonly LockoutKey[]) {
  const rows = await db
    .selectFrom("admin_sign_in_failures")
    .selectAll()
    .where(
      "key",
      "in",
      keys.map((k) => k.key),
    )
    .execute();
  return new Map(
    rows.map((row): [string, FailureRecord] => [
      row.key,
      {
        failures: Number(row.failures),
        lastFailedAt: new Date(row.last_failed_at),
        lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
      },
    ]),
  );
}

/** Seconds until every key may try again (0: now). */
export async function lockedFor(db: Kysely<Database>, keys: readonly LockoutKey[], now = new Date()) {
  const records = await readRecords(db, keys);
  return Math.max(0, ...keys.map(({ key }) => lockedForSeconds(records.get(key), now)));
}

/** Counts one failure against every key. */
export async function recordFailure(db: Kysely<Database>, keys: readonly LockoutKey[], now = new Date()) {
  await db.transaction().execute(async (trx) => {
    const records = await readRecords(trx, keys);
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
  });
}

export async function clearFailures(db: Kysely<Database>, keys: readonly LockoutKey[]) {
  await db
    .deleteFrom("admin_sign_in_failures")
    .where(
      "key",
      "in",
      keys.map((k) => k.key),
    )
    .execute();
}
