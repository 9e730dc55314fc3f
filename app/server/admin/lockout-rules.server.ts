/**
 * Lock-out after repeated failed sign-ins, counted separately per account (the e-mail address as typed, so an
 * address without an account behaves the same: nothing tells them apart) and per client. After `freeAttempts`
 * failures in a row, every further failure locks the key for `baseLockSeconds`, doubling each time, up to
 * `maxLockSeconds`. A key's count starts again after `forgetAfterSeconds` without failures, or on a successful
 * sign-in (account and client).
 */
export interface LockoutPolicy {
  freeAttempts: number;
  baseLockSeconds: number;
  maxLockSeconds: number;
  forgetAfterSeconds: number;
}

export const ACCOUNT_LOCKOUT: LockoutPolicy = {
  freeAttempts: 5,
  baseLockSeconds: 60,
  maxLockSeconds: 60 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

/** One client may mistype more (several operators behind one office address), but not guess at length. */
export const CLIENT_LOCKOUT: LockoutPolicy = {
  freeAttempts: 20,
  baseLockSeconds: 60,
  maxLockSeconds: 60 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};

export interface FailureRecord {
  failures: number;
  lastFailedAt: Date;
  lockedUntil: Date | null;
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
