import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Used when FORM_SECRET is unset: good for one process, which is all a single instance needs. */
const PROCESS_SECRET = randomBytes(32).toString("base64url");

function signature(secret: string, clinicId: number, shownAt: number): Buffer {
  return createHmac("sha256", secret).update(`suggest-edit|${clinicId}|${shownAt}`).digest();
}

/** The time the form for a clinic was shown, signed so that a script cannot claim it waited. */
export function signFormTime(clinicId: number, shownAt: number, secret = PROCESS_SECRET): string {
  return `${shownAt}.${signature(secret, clinicId, shownAt).toString("base64url")}`;
}

/** The signed time, or null when the token is missing, malformed or not ours for this clinic. */
export function readFormTime(token: unknown, clinicId: number, secret = PROCESS_SECRET): number | null {
  if (typeof token !== "string" || token.length > 100) return null;
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const shownAt = Number(match[1]);
  const expected = signature(secret, clinicId, shownAt);
  const given = Buffer.from(match[2] as string, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? shownAt : null;
}
