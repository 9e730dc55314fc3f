/**
 * Throttling of failed sign-ins (NIST SP 800-63B 5.2.2, ASVS 6.3): failures are counted per key, and after
 * `freeAttempts` failures in a row every further failure makes the key wait `baseLockSeconds`, doubling each
 * time, up to `maxLockSeconds`. A key's count starts again after `forgetAfterSeconds` without failures, or on
 * a successful sign-in. Which keys an attempt waits for is decided in lockout.server.ts: nobody can keep an
 * operator out by failing on purpose.
 */
export interface LockoutPolicy {
  freeAttempts: number;
  baseLockSeconds: number;
  maxLockSeconds: number;
  forgetAfterSeconds: number;
}

/** One client guessing one account's password: slowed after five failures. */
export const PAIR_THROTTLE: LockoutPolicy = {
  freeAttempts: 5,
  baseLockSeconds: 60,
  maxLockSeconds: 60 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/**
 * One client trying many accounts. Several operators may sign in behind one office address, so it allows
 * more, and a device that signed in to the account before passes it.
 */
export const CLIENT_THROTTLE: LockoutPolicy = {
  freeAttempts: 20,
  baseLockSeconds: 60,
  maxLockSeconds: 60 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/**
 * One account attacked from many addresses: past this many failures the account waits, but only for clients
 * that have failed recently themselves. A client with no recent failures, or a device that signed in before,
 * always gets its password checked.
 */
export const ACCOUNT_CEILING: LockoutPolicy = {
  freeAttempts: 50,
  baseLockSeconds: 60,
  maxLockSeconds: 60 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

export interface FailureRecord {
  failures: number;
  lastFailedAt: Date;
  lockedUntil: Date | null;
}

/** True when the record holds failures not yet forgotten at `now`. */
export function failedRecently(record: FailureRecord | undefined, now: Date, policy: LockoutPolicy): boolean {
  return (
    record !== undefined &&
    record.failures > 0 &&
    now.getTime() - record.lastFailedAt.getTime() <= policy.forgetAfterSeconds * 1000
  );
}

/** Seconds until the key may try again, or 0 when it may now. */
export function lockedForSeconds(record: FailureRecord | undefined, now: Date): number {
  if (!record?.lockedUntil) return 0;
  const ms = record.lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** The record after one more failure at `now`. */
export function afterFailure(
  record: FailureRecord | undefined,
  now: Date,
  policy: LockoutPolicy,
): FailureRecord {
  const forgotten =
    !record || now.getTime() - record.lastFailedAt.getTime() > policy.forgetAfterSeconds * 1000;
  const failures = (forgotten ? 0 : record.failures) + 1;
  const over = failures - policy.freeAttempts;
  const lockSeconds =
    over > 0 ? Math.min(policy.baseLockSeconds * 2 ** (over - 1), policy.maxLockSeconds) : 0;
  return {
    failures,
    lastFailedAt: now,
    lockedUntil: lockSeconds > 0 ? new Date(now.getTime() + lockSeconds * 1000) : null,
  };
}

/** "1 minute", "15 minutes", "1 hour": how long the message says to wait (rounded up to whole minutes). */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes >= 60 && minutes % 60 === 0) {
    const hours = minutes / 60;
    return `${hours} hour${hours === 1 ? "" : "s"}`;
  }
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
