import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * A device that signed in to an account before carries a token for it in a cookie, so that failures from
 * elsewhere never throttle it (lockout.server.ts). The token is the account's id and an HMAC keyed with the
 * account's password hash: it needs no secret of its own, and a new password forgets every device.
 */
export function deviceToken(admin: { id: number; password_hash: string }): string {
  return `${admin.id}.${mac(admin)}`;
}

export function isKnownDevice(token: string | null, admin: { id: number; password_hash: string }): boolean {
  if (!token) return false;
  const [id, given = ""] = token.split(".");
  if (id !== String(admin.id)) return false;
  const expected = Buffer.from(mac(admin));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function mac(admin: { id: number; password_hash: string }): string {
  return createHmac("sha256", admin.password_hash).update(`known-device|${admin.id}`).digest("base64url");
}
