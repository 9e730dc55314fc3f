/** What each kind of audit entry says happened, as the audit log shows it. */
const ACTION_TEXT: Readonly<Record<string, string>> = {
  create: "Added the clinic",
  update: "Edited",
  verify: "Marked verified",
  unverify: "Removed the verification",
  feature: "Featured",
  unfeature: "Stopped featuring",
  delete: "Removed the clinic",
  hold: "Held back from visitors",
  publish: "Published again",
  accept: "Published from the registry queue",
  merge: "Merged a registry candidate",
  reject: "Rejected the registry candidate",
  reopen: "Sent the registry candidate back to the queue",
  revert: "Reverted a change",
  "undo-import": "Undid an import",
  "suggestion-applied": "Closed a visitor suggestion as applied",
  "suggestion-dismissed": "Dismissed a visitor suggestion",
  "invite-user": "Invited an operator",
  "change-role": "Changed an operator's role",
  "disable-user": "Disabled an operator's account",
  "enable-user": "Enabled an operator's account again",
  "change-password": "Changed their password",
  "reset-password": "Set a password from an e-mailed link",
  "enable-second-factor": "Turned on the second factor",
  "disable-second-factor": "Turned off the second factor",
  "approve-claim": "Approved a claim of the listing",
  "reject-claim": "Rejected a claim of the listing",
  "revoke-representative": "Revoked a representative of the clinic",
  "read-claim-code": "Read a claim's code on the clinic's phone",
  "clinic-confirmed": "Confirmed every detail of the listing (still correct)",
};

/**
 * What the operator did, worded to sit between who did it and what it touched, as in the overview's
 * "ana@example.org featured Oak Clinic".
 */
const ACTION_PHRASE: Readonly<Record<string, string>> = {
  create: "added",
  update: "edited",
  verify: "marked verified",
  unverify: "removed the verification of",
  feature: "featured",
  unfeature: "stopped featuring",
  delete: "removed",
  hold: "held back from visitors",
  publish: "published",
  accept: "published from the registry queue",
  merge: "merged a registry candidate into",
  reject: "rejected the registry candidate",
  reopen: "sent back to the queue the registry candidate",
  revert: "reverted a change to",
  "undo-import": "undid an import's change to",
  "suggestion-applied": "closed as applied a visitor suggestion for",
  "suggestion-dismissed": "dismissed a visitor suggestion for",
  "invite-user": "invited",
  "change-role": "changed the role of",
  "disable-user": "disabled the account of",
  "enable-user": "enabled again the account of",
  "change-password": "changed the password of",
  "reset-password": "set a password from an e-mailed link for",
  "enable-second-factor": "turned on the second factor of",
  "disable-second-factor": "turned off the second factor of",
  "approve-claim": "approved a claim of the listing of",
  "reject-claim": "rejected a claim of the listing of",
  "revoke-representative": "revoked a representative of",
  "read-claim-code": "read a claim's code on the phone of",
  "clinic-confirmed": "confirmed as still correct every detail of",
};

/** The action as the middle of a sentence; an action without a phrase of its own reads as its name in lower case. */
export function auditActionPhrase(action: string): string {
  return ACTION_PHRASE[action] ?? action.replace(/-/g, " ");
}

/** Every action that has words of its own. */
export const WORDED_AUDIT_ACTIONS: readonly string[] = Object.keys(ACTION_TEXT);

/** An action in words; an action without words of its own reads as its name ("change-role": "Change role"). */
export function auditActionText(action: string): string {
  const known = ACTION_TEXT[action];
  if (known) return known;
  const words = action.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An action's name as stored: lower-case words joined by hyphens. */
export const AUDIT_ACTION_PATTERN = /^[a-z]+(?:-[a-z]+)*$/;
