import type { ReactNode } from "react";
import { Form } from "react-router";
import { TitledSection } from "../ui/titled-section.tsx";
import { CsrfField } from "./csrf-field.tsx";
import { INPUT } from "./filter-fields.tsx";

/** A labelled field (given as children) and the button that sends it with its decision. */
function DecisionField({
  id,
  label,
  hint,
  intent,
  busy,
  button,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  intent: string;
  busy: boolean;
  button: string;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint}
      <div className="flex flex-wrap items-end gap-2">
        {children}
        <button type="submit" name="intent" value={intent} className="btn-secondary" disabled={busy}>
          {button}
        </button>
      </div>
    </>
  );
}

/** Publish, merge into a listing (the one it may duplicate, filled in) or reject a waiting candidate. */
export function CandidateDecisions({
  csrfToken,
  listed,
  busy,
}: {
  csrfToken: string;
  listed: { id: number; version: string; isOwn: boolean } | null;
  busy: boolean;
}) {
  return (
    <TitledSection
      id="decide-heading"
      title="Decide"
      className="mt-6 rounded-card border border-slate-300 p-4"
    >
      <div className="mt-3 space-y-6">
        <Form method="post">
          <CsrfField token={csrfToken} />
          <p className="text-slate-800">
            Publish it as a new listing, not yet verified, placed at its ZIP code's centre (visitors see the
            location as approximate).
          </p>
          <button type="submit" name="intent" value="accept" className="btn-primary mt-2" disabled={busy}>
            Publish
          </button>
        </Form>
        <Form method="post">
          <CsrfField token={csrfToken} />
          {listed && !listed.isOwn ? <input type="hidden" name="version" value={listed.version} /> : null}
          <DecisionField
            id="merge-clinic"
            label="Merge into the listing (its number or slug)"
            hint={
              <p id="merge-hint" className="text-sm text-slate-700">
                The listing keeps what it has and gains the registry's NPI, legal name and phone where it has
                none.
              </p>
            }
            intent="merge"
            busy={busy}
            button="Merge"
          >
            <input
              id="merge-clinic"
              name="clinic"
              type="text"
              required
              defaultValue={listed && !listed.isOwn ? String(listed.id) : ""}
              aria-describedby="merge-hint"
              className={`${INPUT} max-w-xs`}
            />
          </DecisionField>
        </Form>
        <Form method="post">
          <CsrfField token={csrfToken} />
          <DecisionField
            id="reject-reason"
            label="Reason for rejecting (optional)"
            intent="reject"
            busy={busy}
            button="Reject"
          >
            <input
              id="reject-reason"
              name="reason"
              type="text"
              maxLength={200}
              className={`${INPUT} max-w-md`}
            />
          </DecisionField>
        </Form>
      </div>
    </TitledSection>
  );
}
