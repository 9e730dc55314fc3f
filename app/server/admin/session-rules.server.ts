/**
 * When a session ends without signing out: after `idleMinutes` without a request, and in any case
 * `maxHours` after sign-in. Both come from the configuration (ADMIN_SESSION_IDLE_MINUTES, ADMIN_SESSION_MAX_HOURS).
 */
export interface SessionPolicy {
  idleMinutes: number;
  maxHours: number;
}

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
}

export type SessionState = "active" | "idle" | "expired";

export function sessionState(session: SessionTimes, now: Date, policy: SessionPolicy): SessionState {
  if (now.getTime() >= session.createdAt.getTime() + policy.maxHours * 3_600_000) return "expired";
  if (now.getTime() >= session.lastSeenAt.getTime() + policy.idleMinutes * 60_000) return "idle";
  return "active";
}

/** Seconds until the session ends unless it is used: the idle limit, or the absolute one when sooner. */
export function secondsLeft(session: SessionTimes, now: Date, policy: SessionPolicy): number {
  const idleEnd = session.lastSeenAt.getTime() + policy.idleMinutes * 60_000;
  const hardEnd = session.createdAt.getTime() + policy.maxHours * 3_600_000;
  return Math.max(0, Math.floor((Math.min(idleEnd, hardEnd) - now.getTime()) / 1000));
}

/** The last-seen time is written at most once a minute: a page with many requests costs one write. */
export const TOUCH_INTERVAL_MS = 60_000;

export function needsTouch(session: SessionTimes, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS;
}
