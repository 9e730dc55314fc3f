import { REMINDER_MONTHS } from "../../domain/clinic-confirmation.ts";
import { formatShortDate } from "../../domain/verification.ts";
import type { MailMessage } from "../mail/mailer.server.ts";

/** Where a clinic's representative confirms its listing: their clinics, after signing in. */
export function clinicAccountLink(siteUrl: string): string {
  return `${siteUrl}/admin/manage`;
}

/** The reminder that a listing's last confirmation is getting old, and what to do about it. */
export function confirmationReminderMessage(input: {
  to: string;
  siteName: string;
  siteUrl: string;
  clinicName: string;
  clinicSlug: string;
  lastConfirmation: string;
  /** False when the clinic never confirmed: `lastConfirmation` is when its listing became yours to manage. */
  confirmedByClinic: boolean;
}): MailMessage {
  const since = formatShortDate(input.lastConfirmation);
  const opening = input.confirmedByClinic
    ? `The details of ${input.clinicName} on ${input.siteName} were last confirmed by the clinic on ${since}.`
    : `You have managed the listing of ${input.clinicName} on ${input.siteName} since ${since}, and its details have not been confirmed since.`;
  return {
    to: input.to,
    subject: `Are the details of ${input.clinicName} still correct?`,
    text: [
      opening,
      "Please check the listing as visitors see it:",
      `${input.siteUrl}/clinic/${input.clinicSlug}`,
      "",
      `If every detail is right, sign in and press "Still correct" beside ${input.clinicName}. One press confirms every detail, and the listing then says that its details were confirmed by the clinic that day:`,
      clinicAccountLink(input.siteUrl),
      "",
      "If something has changed, sign in at the same address and propose the changes instead.",
      "",
      `We send this reminder once, ${REMINDER_MONTHS} months after each confirmation.`,
    ].join("\n"),
  };
}
