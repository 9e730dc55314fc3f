import { type Kysely, PostgresAdapter, sql, type Transaction } from "kysely";
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
  /**
   * account: the address as typed, from anywhere; pair: that address from this client; client: any address;
   * throttle: a key whose wait always holds, for requests other than sign-ins (password-reset e-mails).
   */
  role: "account" | "pair" | "client" | "throttle";
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
  return waitFor(await readRecords(db, keys), keys, now, knownDevice);
}

function waitFor(
  records: ReadonlyMap<string, FailureRecord>,
  keys: readonly LockoutKey[],
  now: Date,
  knownDevice: boolean,
): number {
  const clean = keys
    .filter((k) => k.role !== "account")
    .every((k) => !failedRecently(records.get(k.key), now, k.policy));
  const clientKnown = keys.some((k) => k.role !== "account");
  const waits = keys.map(({ key, role }) => {
    const seconds = lockedForSeconds(records.get(key), now);
    if (role === "pair" || role === "throttle") return seconds;
    if (knownDevice) return 0;
    if (role === "client") return seconds;
    return clientKnown && clean ? 0 : seconds;
  });
  return Math.max(0, ...waits);
}

/**
 * One attempt at a time per key: PostgreSQL takes a transaction lock per key (in key order, so two attempts
 * never wait for each other crosswise); SQLite's transactions already take the write lock when they begin.
 */
async function lockKeys(trx: Transaction<Database>, keys: readonly LockoutKey[]) {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  const sorted = keys.map((k) => k.key).sort();
  await sql`select count(pg_advisory_xact_lock(hashtext(k))) from unnest(${sorted}::text[]) with ordinality as t(k, n) group by ()`.execute(
    trx,
  );
}

async function writeRecord(trx: Transaction<Database>, key: string, record: FailureRecord) {
  const values = {
    failures: record.failures,
    last_failed_at: record.lastFailedAt.toISOString(),
    locked_until: record.lockedUntil?.toISOString() ?? null,
  };
  await trx
    .insertInto("admin_sign_in_failures")
    .values({ key, ...values })
    .onConflict((oc) => oc.column("key").doUpdateSet(values))
    .execute();
}

/** The keys' records before an attempt was counted, to give it back when the password was right. */
export type ClaimedAttempt = { wait: number; before: ReadonlyMap<string, FailureRecord> };

/**
 * Counts this attempt as a failure before its password is checked, and says how long it must wait first
 * (0: check it now; then the attempt is already counted). Reading the count and writing it are one step per
 * key, so a burst of attempts gets no more password checks than the throttle allows. A right password gives
 * the attempt back (releaseAttempt).
 */
export async function claimAttempt(
  db: Kysely<Database>,
  keys: readonly LockoutKey[],
  now = new Date(),
  knownDevice = false,
): Promise<ClaimedAttempt> {
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx, keys);
    const before = await readRecords(trx, keys);
    const wait = waitFor(before, keys, now, knownDevice);
    if (wait > 0) return { wait, before };
    for (const { key, policy } of keys)
      await writeRecord(trx, key, afterFailure(before.get(key), now, policy));
    return { wait: 0, before };
  });
}

/** Gives back an attempt counted by claimAttempt: each key as it was before (failures since then aside). */
export async function releaseAttempt(
  db: Kysely<Database>,
  keys: readonly LockoutKey[],
  claimed: ClaimedAttempt,
) {
  await db.transaction().execute(async (trx) => {
    await lockKeys(trx, keys);
    for (const { key } of keys) {
      const before = claimed.before.get(key);
      if (before) await writeRecord(trx, key, before);
      else await trx.deleteFrom("admin_sign_in_failures").where("key", "=", key).execute();
    }
  });
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
    await lockKeys(trx, keys);
    const records = await readRecords(trx, keys);
    for (const { key, policy } of keys)
      await writeRecord(trx, key, afterFailure(records.get(key), now, policy));
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
