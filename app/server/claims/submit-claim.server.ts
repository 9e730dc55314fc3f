import type { Kysely } from "kysely";
import {
  CLAIM_LINK_DAYS,
  type ClaimField,
  type ClaimMethod,
  type ClaimOptions,
  type ClaimValues,
  claimDomainOf,
  claimValues,
  parseClaim,
} from "../../domain/clinic-claims.ts";
import { botVerdict, FORM_TIME_FIELD, HONEYPOT_FIELD } from "../../domain/suggestion-form.ts";
import type { Database } from "../db/schema.server.ts";
import type { MailMessage } from "../mail/mailer.server.ts";
import { readFormTime } from "../suggestions/form-token.server.ts";
import { STALE_MESSAGE, TOO_FAST_MESSAGE } from "../suggestions/submit.server.ts";
import { claimLink, claimLinkMessage } from "./claim-messages.server.ts";
import type { ClaimSendLimits } from "./claim-send-limit.server.ts";
import { requestClaim } from "./claims.server.ts";

/** What the claim form needs to know of the clinic. */
export interface ClaimedClinic {
  id: number;
  name: string;
  website: string | null;
  phone: string | null;
}

/** What the listing makes possible: an e-mail link to its website's domain, a call-back on its phone. */
export function claimOptionsOf(clinic: Pick<ClaimedClinic, "website" | "phone">): ClaimOptions {
  return { emailDomain: claimDomainOf(clinic.website), hasPhone: Boolean(clinic.phone?.trim()) };
}

export type ClaimSubmitOutcome =
  | { kind: "sent"; email: string; method: ClaimMethod }
  | { kind: "invalid"; errors: Partial<Record<ClaimField, string>>; values: ClaimValues }
  /** Nothing wrong with the fields, but the claim cannot be taken now: the message says what to do. */
  | { kind: "refused"; status: 400 | 429 | 502; message: string; values: ClaimValues; cause?: unknown };

export const CLIENT_LIMITED_MESSAGE =
  "You have asked to manage several listings in the last hour. Please try again a little later.";
export const ADDRESS_LIMITED_MESSAGE =
  "We have sent several claim e-mails to this address in the last hour. Look for them in your inbox (and your spam folder), or try again a little later.";
export const MAIL_FAILED_MESSAGE =
  "We could not send the e-mail just now, so we kept nothing. Please try again in a few minutes.";

/**
 * Takes a "Manage this listing" form: bot checks first (a filled honeypot looks sent and stores nothing),
 * then the fields against what the listing offers, then the hourly shares of the client and of the address.
 * Stores the claim and e-mails its private link; a claim whose e-mail could not be sent is not kept, since
 * nobody could ever prove it.
 */
export async function submitClaim(input: {
  db: Kysely<Database>;
  clinic: ClaimedClinic;
  form: FormData;
  client: string;
  limits: ClaimSendLimits;
  secret: string | undefined;
  site: { url: string; name: string };
  send: (message: MailMessage) => Promise<void>;
  now: Date;
}): Promise<ClaimSubmitOutcome> {
  const { form, clinic } = input;
  const values = claimValues((name) => form.get(name));
  const honeypot = form.get(HONEYPOT_FIELD);
  const showing = readFormTime(form.get(FORM_TIME_FIELD), clinic.id, input.secret);
  const verdict = botVerdict({
    honeypot: typeof honeypot === "string" ? honeypot : "",
    shownAt: showing?.shownAt ?? null,
    now: input.now.getTime(),
  });
  if (verdict === "honeypot") {
    return {
      kind: "sent",
      email: values.email.trim(),
      method: values.method === "email" ? "email" : "callback",
    };
  }
  if (verdict === "too-fast") return { kind: "refused", status: 400, message: TOO_FAST_MESSAGE, values };
  if (verdict === "stale") return { kind: "refused", status: 400, message: STALE_MESSAGE, values };
  const parsed = parseClaim(values, claimOptionsOf(clinic));
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors, values };
  const { claim } = parsed;
  if (!input.limits.byClient.allow(input.client)) {
    return { kind: "refused", status: 429, message: CLIENT_LIMITED_MESSAGE, values };
  }
  if (!input.limits.byAddress.allow(claim.email)) {
    return { kind: "refused", status: 429, message: ADDRESS_LIMITED_MESSAGE, values };
  }
  const { claimId, token } = await requestClaim(input.db, { clinicId: clinic.id, claim, now: input.now });
  const message = claimLinkMessage({
    to: claim.email,
    siteName: input.site.name,
    clinicName: clinic.name,
    method: claim.method,
    link: claimLink(input.site.url, token),
    days: CLAIM_LINK_DAYS,
  });
  try {
    await input.send(message);
  } catch (error) {
    await input.db.deleteFrom("clinic_claims").where("id", "=", claimId).execute();
    return { kind: "refused", status: 502, message: MAIL_FAILED_MESSAGE, values, cause: error };
  }
  return { kind: "sent", email: claim.email, method: claim.method };
}
