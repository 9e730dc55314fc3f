import { MONTH_NAMES } from "./months.ts";

/** A verification older than this no longer earns the badge: listings are re-checked at least yearly. */
export const VERIFICATION_VALID_MONTHS = 12;

/** How an operator checked a listing; recorded with the date of the check. */
export const VERIFICATION_METHODS = [
  { id: "phone", label: "Phone call to the clinic", phrase: "by a phone call to the clinic" },
  { id: "website", label: "The clinic's website", phrase: "on the clinic's website" },
  { id: "clinic", label: "The clinic's own submission", phrase: "from the clinic's own submission" },
] as const;

export type VerificationMethod = (typeof VERIFICATION_METHODS)[number]["id"];

export const VERIFICATION_METHOD_IDS = VERIFICATION_METHODS.map((method) => method.id) as [
  VerificationMethod,
  ...VerificationMethod[],
];

export function verificationMethodOf(id: string | null | undefined) {
  return VERIFICATION_METHODS.find((method) => method.id === id);
}

export type Verification =
  | { state: "verified"; date: string }
  | { state: "lapsed"; date: string }
  | { state: "unverified" };

/**
 * "Mar 3, 2026" from an ISO timestamp or day ("2026-03-03" is midnight UTC), in UTC so that the server and
 * every browser write the same. Written from month names rather than with `toLocaleDateString`, which builds a
 * formatter on every call on the server and loads the browser's date-formatting data while a page hydrates.
 */
export function formatShortDate(iso: string): string {
  const date = new Date(iso);
  // en-US's short month names are the first three letters of the long ones.
  const month = MONTH_NAMES[date.getUTCMonth()]?.slice(0, 3);
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * The moment before which a verification has lapsed: the start of today (UTC) minus 12 calendar months. Whole
 * days, so that a page says the same all day long and a page kept for the day is never wrong.
 */
export function verificationCutoff(now: Date): Date {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  cutoff.setUTCMonth(cutoff.getUTCMonth() - VERIFICATION_VALID_MONTHS);
  return cutoff;
}

/**
 * What a listing may say about its verification. "Verified" needs the operator's flag and a check within the
 * last 12 months; an older check is "Last verified {date}" without the badge; a listing without the flag or
 * without a date of its check was not verified.
 */
export function verificationOf(
  clinic: { verified: boolean; lastVerifiedAt: string | null },
  now: Date,
): Verification {
  if (!clinic.verified || !clinic.lastVerifiedAt) return { state: "unverified" };
  const checked = new Date(clinic.lastVerifiedAt);
  if (Number.isNaN(checked.getTime())) return { state: "unverified" };
  return checked >= verificationCutoff(now)
    ? { state: "verified", date: clinic.lastVerifiedAt }
    : { state: "lapsed", date: clinic.lastVerifiedAt };
}

/**
 * The label with how the check was made, when that was recorded: "Verified Mar 3, 2026 by a phone call to the
 * clinic", "Last verified Mar 3, 2025 on the clinic's website". An unverified listing has no method to name.
 */
export function verificationText(verification: Verification, method: string | null | undefined): string {
  const label = verificationLabel(verification);
  const how = verification.state === "unverified" ? undefined : verificationMethodOf(method);
  return how ? `${label} ${how.phrase}` : label;
}

/** "Verified Mar 3, 2026", "Last verified Mar 3, 2025" or "Not yet verified". */
export function verificationLabel(verification: Verification): string {
  switch (verification.state) {
    case "verified":
      return `Verified ${formatShortDate(verification.date)}`;
    case "lapsed":
      return `Last verified ${formatShortDate(verification.date)}`;
    case "unverified":
      return "Not yet verified";
  }
}

export interface VerificationCheck {
  method: VerificationMethod;
  /** The day of the check, "2026-03-03". */
  on: string;
}

/**
 * An operator's record of a check, from a form: the method must be one of VERIFICATION_METHODS and the day
 * an ISO date no later than today (UTC) and no earlier than the validity window (an older check would not
 * verify anything). An empty day means today.
 */
export function parseVerificationCheck(
  fields: { method: string; on: string },
  now: Date,
): { ok: true; check: VerificationCheck } | { ok: false; field: "method" | "on"; message: string } {
  const method = verificationMethodOf(fields.method.trim());
  if (!method) {
    return {
      ok: false,
      field: "method",
      message: "Say how the listing was checked: a phone call, the clinic's website or its own submission.",
    };
  }
  const today = now.toISOString().slice(0, 10);
  const on = fields.on.trim() === "" ? today : fields.on.trim();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(on) ? new Date(`${on}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== on) {
    return { ok: false, field: "on", message: "Give the day of the check as a date such as 2026-03-03." };
  }
  if (on > today) return { ok: false, field: "on", message: "The day of the check cannot be in the future." };
  if (day < verificationCutoff(now)) {
    return {
      ok: false,
      field: "on",
      message: `A check before ${verificationCutoff(now).toISOString().slice(0, 10)} has lapsed already: check the listing again.`,
    };
  }
  return { ok: true, check: { method: method.id, on } };
}
