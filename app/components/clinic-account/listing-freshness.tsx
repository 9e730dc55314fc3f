import { Form } from "react-router";
import { confirmationDue, REMINDER_MONTHS } from "../../domain/clinic-confirmation.ts";
import { formatShortDate } from "../../domain/verification.ts";
import { CsrfField } from "../admin/csrf-field.tsx";

/** The `done` of the dashboard's address after "Still correct" (app/routes/admin/manage/confirm.ts). */
export const CONFIRMED_DONE = "confirmed";

/**
 * On a clinic account's dashboard card: when the clinic last confirmed its listing, and the one-press "Still
 * correct" that confirms every detail again (issue 34). `confirmedAt` is the clinic's clinic_confirmed_at;
 * `today` the loader's UTC day (YYYY-MM-DD), so that server and browser say the same.
 */
export function ListingFreshness({
  clinicId,
  clinicName,
  confirmedAt,
  today,
  csrfToken,
}: {
  clinicId: number;
  clinicName: string;
  confirmedAt: string | null;
  today: string;
  csrfToken: string;
}) {
  const headingId = `freshness-${clinicId}`;
  const due = confirmedAt !== null && confirmationDue(confirmedAt, today);
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-lg bg-slate-50 p-3"
      data-testid="listing-freshness"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        Are the details of {clinicName} still correct?
      </h3>
      <p className="mt-1 text-slate-800" data-testid="last-confirmation">
        {confirmedAt
          ? `Last confirmed by the clinic on ${formatShortDate(confirmedAt)}.`
          : "Not confirmed by the clinic yet."}
        {due ? ` That was ${REMINDER_MONTHS} months ago or more: please check the listing again.` : null}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        If every detail of the listing is right, press Still correct. That confirms them all, and the listing
        then says &ldquo;Details confirmed by the clinic on&rdquo; today&apos;s date.
      </p>
      <Form
        method="post"
        action={`/admin/manage/clinics/${clinicId}/confirm`}
        reloadDocument
        className="mt-2"
      >
        <CsrfField token={csrfToken} />
        <button type="submit" className="btn-primary" aria-describedby={headingId}>
          Still correct
        </button>
      </Form>
    </section>
  );
}

/** The dashboard's thanks after "Still correct", for the `done` of its address; nothing for any other. */
export function ConfirmedNotice({ done }: { done: string | null }) {
  if (done !== CONFIRMED_DONE) return null;
  return (
    <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
      Thank you: the listing now says that its details were confirmed by the clinic today.
    </p>
  );
}
