/** How long a link that sets a password works: a reset for an hour, an invitation for a week. */
export const TOKEN_LIFETIME_MS = { reset: 60 * 60_000, invite: 7 * 24 * 60 * 60_000 } as const;
export type TokenPurpose = keyof typeof TOKEN_LIFETIME_MS;

export interface StoredToken {
  expiresAt: Date;
  usedAt: Date | null;
}

export type TokenState = "usable" | "used" | "expired";

/** A token works once, and only before it expires. */
export function tokenState(token: StoredToken, now: Date): TokenState {
  if (token.usedAt) return "used";
  if (now.getTime() >= token.expiresAt.getTime()) return "expired";
  return "usable";
}

export function expiryOf(purpose: TokenPurpose, now: Date): Date {
  return new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]);
}
