import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Used when FORM_SECRET is unset: good for one host. The workers of one server (WEB_CONCURRENCY) are handed the
 * same one by their primary in WORKERS_FORM_SECRET, since a form shown by one worker may be sent to another.
 */
const PROCESS_SECRET = process.env.WORKERS_FORM_SECRET || randomBytes(32).toString("base64url");

/** What a form's token says: when the form was shown, and which showing it was (a token is good once). */
export interface FormShowing {
  shownAt: number;
  /** Random per showing: a stored suggestion keeps it, so the same form cannot be sent twice. */
  instance: string;
}

function signature(secret: string, clinicId: number, shownAt: number, instance: string): Buffer {
  return createHmac("sha256", secret).update(`suggest-edit|${clinicId}|${shownAt}|${instance}`).digest();
}

/** The time the form for a clinic was shown and that showing's own id, signed so that a script cannot make one. */
export function signFormTime(
  clinicId: number,
  shownAt: number,
  secret = PROCESS_SECRET,
  instance = randomBytes(12).toString("base64url"),
): string {
  return `${shownAt}.${instance}.${signature(secret, clinicId, shownAt, instance).toString("base64url")}`;
}

/** The signed showing, or null when the token is missing, malformed or not ours for this clinic. */
export function readFormTime(token: unknown, clinicId: number, secret = PROCESS_SECRET): FormShowing | null {
  if (typeof token !== "string" || token.length > 100) return null;
  const match = /^(\d{1,15})\.([\w-]{16})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const shownAt = Number(match[1]);
  const instance = match[2] as string;
  const expected = signature(secret, clinicId, shownAt, instance);
  const given = Buffer.from(match[3] as string, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? { shownAt, instance } : null;
}
