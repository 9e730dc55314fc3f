import type { MailMessage } from "./mailer.server.ts";

/** The link that sets a password, on the site's own address. */
export function setPasswordLink(siteUrl: string, token: string): string {
  return `${siteUrl}/admin/set-password?token=${encodeURIComponent(token)}`;
}

export function resetMessage(input: { to: string; siteName: string; link: string }): MailMessage {
  return {
    to: input.to,
    subject: `Reset your ${input.siteName} admin password`,
    text: [
      `Someone asked to reset the password of the ${input.siteName} admin account for ${input.to}.`,
      "",
      "To choose a new password, open this link within one hour. It works once:",
      input.link,
      "",
      "Setting a new password signs this account out everywhere.",
      "If you did not ask for this, ignore this message: your password stays as it is.",
    ].join("\n"),
  };
}

export function inviteMessage(input: {
  to: string;
  siteName: string;
  link: string;
  invitedBy: string;
  role: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Your ${input.siteName} admin account`,
    text: [
      `${input.invitedBy} made you an admin account (role: ${input.role}) on ${input.siteName}.`,
      "",
      "To choose your password and sign in, open this link within seven days. It works once:",
      input.link,
    ].join("\n"),
  };
}

/**
 * To the account's owner when failed sign-ins to it pile up (the ceiling, then each doubling). Failures at the
 * second factor mean the password was typed right, so the owner is asked to change it.
 */
export function failedSignInsMessage(input: {
  to: string;
  siteName: string;
  siteUrl: string;
  failures: number;
  step: "password" | "code";
}): MailMessage {
  const where =
    input.step === "code"
      ? [
          `${input.failures} sign-ins to the ${input.siteName} admin account for ${input.to} failed at the second factor.`,
          "Whoever tried typed your password correctly. If it was not you, change your password now:",
          `${input.siteUrl}/admin/account`,
        ]
      : [
          `${input.failures} sign-ins to the ${input.siteName} admin account for ${input.to} failed with a wrong password.`,
          "If it was not you, someone may be guessing your password. They are slowed down, and you can still sign in.",
          `A long password and the second factor keep the account safe: ${input.siteUrl}/admin/account`,
        ];
  return {
    to: input.to,
    subject: `Failed sign-ins to your ${input.siteName} admin account`,
    text: [...where, "", "If it was you, nothing needs doing."].join("\n"),
  };
}
