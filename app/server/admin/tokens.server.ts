import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, base64url: a session token or a CSRF token. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256, base64url: what is stored in place of a session token, an e-mail address or a client address. */
export function digest(value: string): string {
  return createHash("sha256").update(value).digest("base64url");
}

/** Compares two tokens in time that does not depend on where they differ. */
export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
