import type { MailMessage } from "../mail/mailer.server.ts";

/** The claim's private page: it confirms an e-mail claim and takes a call-back's code. */
export function claimLink(siteUrl: string, token: string): string {
  return `${siteUrl}/claim?token=${encodeURIComponent(token)}`;
}

export function claimLinkMessage(input: {
  to: string;
  siteName: string;
  clinicName: string;
  method: "email" | "callback";
  link: string;
  days: number;
}): MailMessage {
  const lines =
    input.method === "email"
      ? [
          `Someone asked to manage the listing of ${input.clinicName} on ${input.siteName}, with this address.`,
          "",
          `To confirm that this address is yours, open this link within ${input.days} days and press Confirm:`,
          input.link,
          "",
          "An operator then checks the claim before the listing is yours to manage.",
          "If you did not ask for this, ignore this message: nothing changes.",
        ]
      : [
          `Someone asked to manage the listing of ${input.clinicName} on ${input.siteName}, with this address.`,
          "",
          "We will call the clinic on the phone number we list for it and read a code to whoever answers.",
          `Type that code on this page, within ${input.days} days:`,
          input.link,
          "",
          "If you did not ask for this, ignore this message: nothing changes.",
        ];
  return { to: input.to, subject: `Manage the listing of ${input.clinicName}`, text: lines.join("\n") };
}

export function claimApprovedMessage(input: {
  to: string;
  siteName: string;
  siteUrl: string;
  clinicName: string;
  /** A link to choose a password, for a new account; null when the account exists. */
  setPasswordLink: string | null;
}): MailMessage {
  const signIn = input.setPasswordLink
    ? [
        "To choose your password and sign in, open this link within seven days. It works once:",
        input.setPasswordLink,
      ]
    : ["Sign in with your existing account:", `${input.siteUrl}/admin/sign-in?next=%2Fadmin%2Fmanage`];
  return {
    to: input.to,
    subject: `You now manage ${input.clinicName} on ${input.siteName}`,
    text: [`Your claim of ${input.clinicName} on ${input.siteName} is approved.`, "", ...signIn].join("\n"),
  };
}
