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
};

/** An action in words; an action without words of its own reads as its name ("change-role": "Change role"). */
export function auditActionText(action: string): string {
  const known = ACTION_TEXT[action];
  if (known) return known;
  const words = action.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An action's name as stored: lower-case words joined by hyphens. */
export const AUDIT_ACTION_PATTERN = /^[a-z]+(?:-[a-z]+)*$/;
