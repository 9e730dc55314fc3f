import { SuggestionSendLimit } from "../suggestions/send-limit.server.ts";

/** Claims one client may make per hour: each sends an e-mail, so fewer than corrections. */
export const CLAIMS_PER_CLIENT_PER_HOUR = 5;
/** Claim e-mails one address may be sent per hour, whoever asks: nobody can flood a clinic's mailbox. */
export const CLAIMS_PER_ADDRESS_PER_HOUR = 3;

/** The two hourly counts a claim passes: by who sends it, and by the address its e-mail goes to. */
export interface ClaimSendLimits {
  byClient: SuggestionSendLimit;
  byAddress: SuggestionSendLimit;
}

export function newClaimSendLimits(options: { now?: () => number } = {}): ClaimSendLimits {
  return {
    byClient: new SuggestionSendLimit({ perHour: CLAIMS_PER_CLIENT_PER_HOUR, ...options }),
    byAddress: new SuggestionSendLimit({ perHour: CLAIMS_PER_ADDRESS_PER_HOUR, ...options }),
  };
}

/** The server's one count of claims, kept apart from the count of corrections. */
export const claimSendLimits = newClaimSendLimits();
