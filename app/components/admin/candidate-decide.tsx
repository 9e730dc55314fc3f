import { Form } from "react-router";
import { CsrfField } from "./csrf-field.tsx";

const INPUT = "mt-1 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-base";

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
    <section aria-labelledby="decide-heading" className="mt-6 rounded-card border border-slate-300 p-4">
      <h2 id="decide-heading" className="text-xl font-bold text-slate-900">
        Decide
      </h2>
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
          <label htmlFor="merge-clinic" className="block font-semibold text-slate-900">
            Merge into the listing (its number or slug)
          </label>
          <p id="merge-hint" className="text-sm text-slate-700">
            The listing keeps what it has and gains the registry's NPI, legal name and phone where it has
            none.
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <input
              id="merge-clinic"
              name="clinic"
              type="text"
              required
              defaultValue={listed && !listed.isOwn ? String(listed.id) : ""}
              aria-describedby="merge-hint"
              className={`${INPUT} max-w-xs`}
            />
            <button type="submit" name="intent" value="merge" className="btn-secondary" disabled={busy}>
              Merge
            </button>
          </div>
        </Form>
        <Form method="post">
          <CsrfField token={csrfToken} />
          <label htmlFor="reject-reason" className="block font-semibold text-slate-900">
            Reason for rejecting (optional)
          </label>
          <div className="flex flex-wrap items-end gap-2">
            <input
              id="reject-reason"
              name="reason"
              type="text"
              maxLength={200}
              className={`${INPUT} max-w-md`}
            />
            <button type="submit" name="intent" value="reject" className="btn-secondary" disabled={busy}>
              Reject
            </button>
          </div>
        </Form>
      </div>
    </section>
  );
}
