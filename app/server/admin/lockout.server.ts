import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server.ts";
import { normalizeEmail } from "./accounts.server.ts";
import {
  ACCOUNT_CEILING,
  afterFailure,
  CLIENT_THROTTLE,
  type FailureRecord,
  failedRecently,
  type LockoutPolicy,
  lockedForSeconds,
  PAIR_THROTTLE,
} from "./lockout-rules.server.ts";
import { digest } from "./tokens.server.ts";

export interface LockoutKey {
  key: string;
  /** account: the address as typed, from anywhere; pair: that address from this client; client: any address. */
  role: "account" | "pair" | "client";
  policy: LockoutPolicy;
}

/**
 * The keys a sign-in attempt counts against: the e-mail address as typed (so an address without an account
 * behaves the same), and when the client is known, that address from this client and the client alone. Only
 * digests are stored.
 */
export function lockoutKeys(email: string, client: string | null): LockoutKey[] {
  const account = digest(normalizeEmail(email));
  if (!client) return [{ key: `account|${account}`, role: "account", policy: PAIR_THROTTLE }];
  return [
    { key: `account|${account}`, role: "account", policy: ACCOUNT_CEILING },
    { key: `pair|${digest(`${account}|${client}`)}`, role: "pair", policy: PAIR_THROTTLE },
    { key: `client|${digest(client)}`, role: "client", policy: CLIENT_THROTTLE },
  ];
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

/**
 * Seconds this attempt must wait (0: its password is checked now). The pair's wait always holds; the client's
 * holds unless the device signed in to this account before; the account's ceiling holds only for a client that
 * has failed recently itself, so failures from elsewhere never keep out a clean client or a known device.
 * Without a known client, the account alone is throttled like a pair.
 */
export async function lockedFor(
  db: Kysely<Database>,
  keys: readonly LockoutKey[],
  now = new Date(),
  knownDevice = false,
) {
  const records = await readRecords(db, keys);
  const clean = keys
    .filter((k) => k.role !== "account")
    .every((k) => !failedRecently(records.get(k.key), now, k.policy));
  const clientKnown = keys.some((k) => k.role !== "account");
  const waits = keys.map(({ key, role }) => {
    const seconds = lockedForSeconds(records.get(key), now);
    if (role === "pair") return seconds;
    if (knownDevice) return 0;
    if (role === "client") return seconds;
    return clientKnown && clean ? 0 : seconds;
  });
  return Math.max(0, ...waits);
}

/** Failures counted against the account since it was last forgotten (for the operator's alert). */
export async function accountFailures(db: Kysely<Database>, keys: readonly LockoutKey[]): Promise<number> {
  const account = keys.find((k) => k.role === "account");
  if (!account) return 0;
  return (await readRecords(db, [account])).get(account.key)?.failures ?? 0;
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
