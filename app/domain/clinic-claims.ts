import { z } from "zod";
import { hasControlCharacters } from "./text-input.ts";

/**
 * A claim's life (decision 51): an e-mail claim waits for its link to be opened, a call-back claim for an
 * operator to call the clinic's listed phone and read a code; once proved it waits for an operator's
 * approval. An approved claim's representative can later be revoked.
 */
export const CLAIM_STATUSES = [
  "awaiting_email",
  "awaiting_call",
  "pending",
  "approved",
  "rejected",
  "revoked",
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The operator's lists of claims: those still open (unproved or waiting for a decision) and those decided. */
export const CLAIM_VIEWS = ["open", "decided"] as const;
export type ClaimView = (typeof CLAIM_VIEWS)[number];

export const CLAIM_METHODS = ["email", "callback"] as const;
export type ClaimMethod = (typeof CLAIM_METHODS)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  awaiting_email: "Waiting for the e-mailed link to be opened",
  awaiting_call: "Waiting for a call-back",
  pending: "Proved, waiting for approval",
  approved: "Approved",
  rejected: "Rejected",
  revoked: "Approved, then revoked",
};

export const CLAIM_METHOD_LABELS: Record<ClaimMethod, string> = {
  email: "E-mail link to an address at the clinic's website's domain",
  callback: "Code read on a call to the clinic's listed phone",
};

/** The claim's private link works this long; a call-back's code this long after the operator reads it. */
export const CLAIM_LINK_DAYS = 7;
export const CLAIM_CODE_DAYS = 2;
/** Wrong codes before the code stops working and the operator must call again. */
export const MAX_CODE_FAILURES = 5;
export const CLAIM_CODE_LENGTH = 8;

/**
 * Website hosts where many businesses have pages: an address at one of these domains proves nothing about a
 * clinic, so a clinic whose website is there is offered the call-back only.
 */
const SHARED_HOSTS = [
  "facebook.com",
  "instagram.com",
  "linkedin.com",
  "yelp.com",
  "google.com",
  "business.site",
  "wixsite.com",
  "squarespace.com",
  "godaddysites.com",
  "weebly.com",
  "wordpress.com",
  "blogspot.com",
  "linktr.ee",
  "zocdoc.com",
  "healthgrades.com",
  "vitals.com",
  "webmd.com",
];

function isSharedHost(host: string): boolean {
  return SHARED_HOSTS.some((shared) => host === shared || host.endsWith(`.${shared}`));
}

/**
 * The domain an e-mail claim's address must be at: the listed website's host without "www.", or null when
 * there is no website, it cannot be read, or it is on a shared platform.
 */
export function claimDomainOf(website: string | null | undefined): string | null {
  if (!website) return null;
  let host: string;
  try {
    host = new URL(website).hostname.toLowerCase();
  } catch {
    return null;
  }
  host = host.replace(/\.$/, "").replace(/^www\./, "");
  if (!host.includes(".") || /^[\d.]+$/.test(host) || isSharedHost(host)) return null;
  return host;
}

/** An address at `domain` or at one of its subdomains (mail.example.com for example.com). */
export function emailAtDomain(email: string, domain: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const emailDomain = email.slice(at + 1).toLowerCase();
  return emailDomain === domain || emailDomain.endsWith(`.${domain}`);
}

export const MAX_CLAIM_NAME_LENGTH = 100;
export const MAX_JOB_TITLE_LENGTH = 100;
export const MAX_CLAIM_EMAIL_LENGTH = 254;

export const CLAIM_FIELDS = ["name", "jobTitle", "email", "method"] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];
export type ClaimValues = Record<ClaimField, string>;

export interface ClaimRequest {
  name: string;
  jobTitle: string;
  email: string;
  method: ClaimMethod;
}

const plainText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter your ${label}.`)
    .max(max, `Keep your ${label} to ${max} characters or fewer.`)
    .refine((text) => !hasControlCharacters(text), `Remove the control characters from your ${label}.`);

/**
 * What the clinic offers, for the form and its checks: the e-mail domain (null when the e-mail link cannot be
 * offered) and whether there is a listed phone to call back.
 */
export interface ClaimOptions {
  emailDomain: string | null;
  hasPhone: boolean;
}

export type ClaimParse =
  | { ok: true; claim: ClaimRequest }
  | { ok: false; errors: Partial<Record<ClaimField, string>> };

export function claimValues(read: (name: string) => unknown): ClaimValues {
  const text = (name: ClaimField) => {
    const value = read(name);
    return typeof value === "string" ? value : "";
  };
  return { name: text("name"), jobTitle: text("jobTitle"), email: text("email"), method: text("method") };
}

/** Validates a claim against what the clinic's listing makes possible, naming each field that is wrong. */
export function parseClaim(values: ClaimValues, options: ClaimOptions): ClaimParse {
  const schema = z.object({
    name: plainText("name", MAX_CLAIM_NAME_LENGTH),
    jobTitle: plainText("job title", MAX_JOB_TITLE_LENGTH),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(
        z
          .email({ error: "Enter an e-mail address such as name@example.com." })
          .max(MAX_CLAIM_EMAIL_LENGTH, "That e-mail address is too long."),
      ),
    method: z.enum(CLAIM_METHODS, { error: "Choose how you will show that you speak for the clinic." }),
  });
  const result = schema.safeParse(values);
  const errors: Partial<Record<ClaimField, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ClaimField;
      errors[field] ??= issue.message;
    }
  }
  const method = result.success ? result.data.method : null;
  if (method === "email" && !options.emailDomain) {
    errors.method =
      "We list no website of the clinic's own, so we cannot send a link to its domain: choose the call-back.";
  }
  if (method === "callback" && !options.hasPhone) {
    errors.method = "We list no phone number for this clinic, so we cannot call it back.";
  }
  if (
    method === "email" &&
    options.emailDomain &&
    result.success &&
    !emailAtDomain(result.data.email, options.emailDomain)
  ) {
    errors.email = `Use an address at ${options.emailDomain}, the domain of the website we list, or choose the call-back.`;
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, claim: result.data as ClaimRequest };
}

/** A code to read on the phone: digits only, easy to say and to type. */
export function normalizeClaimCode(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

export function isClaimCode(code: string): boolean {
  return new RegExp(`^\\d{${CLAIM_CODE_LENGTH}}$`).test(code);
}

/** "1234 5678": how the operator's screen shows a code, in two halves to read aloud. */
export function spokenCode(code: string): string {
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}
