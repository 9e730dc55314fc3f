import { Form } from "react-router";
import { PROPOSAL_STATUS_LABELS, type ProposalListing } from "../../domain/clinic-proposals.ts";
import { SiteLink } from "../site-link.tsx";
import { CsrfField } from "./csrf-field.tsx";
import { FieldChangeTable } from "./field-change-table.tsx";
import { utcMoment } from "./utc-time.tsx";

/** Changes proposed by clinics' own representatives, in the operator's inbox above visitors' suggestions. */
export function ClinicProposals({
  proposals,
  csrfToken,
}: {
  proposals: readonly ProposalListing[];
  csrfToken: string;
}) {
  if (proposals.length === 0) return null;
  return (
    <section aria-labelledby="proposals-heading" className="mt-8">
      <h2 id="proposals-heading" className="text-xl font-bold text-slate-900">
        From the clinics ({proposals.length})
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">
        Changes proposed by a clinic's approved representative. Publishing saves them as your edit, with the
        clinic's submission as their source, and the listing then says the clinic confirmed its details today.
      </p>
      <ul className="mt-4 space-y-4">
        {proposals.map((proposal) => (
          <li key={proposal.id} className="rounded-lg border border-brand-700 p-4">
            <h3 id={`proposal-${proposal.id}`} className="text-lg font-bold text-slate-900">
              {proposal.clinicName}: from the clinic
            </h3>
            <p className="text-sm text-slate-700">
              Sent {utcMoment(proposal.createdAt)} UTC by{" "}
              <span className="break-all">{proposal.accountEmail}</span> ·{" "}
              <SiteLink to={`/clinic/${proposal.clinicSlug}`} className="text-brand-700 underline">
                Public page
              </SiteLink>{" "}
              ·{" "}
              <SiteLink to={`/admin/clinics/${proposal.clinicId}`} className="text-brand-700 underline">
                Edit the clinic
              </SiteLink>
            </p>
            {proposal.note ? (
              <p className="mt-2 whitespace-pre-line break-words text-slate-800">“{proposal.note}”</p>
            ) : null}
            <FieldChangeTable
              changes={proposal.changes}
              caption={`Changes proposed by ${proposal.clinicName}`}
            />
            {proposal.status === "open" ? (
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post">
                  <CsrfField token={csrfToken} />
                  <input type="hidden" name="id" value={proposal.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="apply-proposal"
                    aria-describedby={`proposal-${proposal.id}`}
                    className="btn-primary"
                  >
                    Publish these changes
                  </button>
                </Form>
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <CsrfField token={csrfToken} />
                  <input type="hidden" name="id" value={proposal.id} />
                  <label className="text-sm font-semibold text-slate-900">
                    Why not (the clinic sees it, optional)
                    <input
                      name="reason"
                      maxLength={500}
                      className="mt-1 block w-64 max-w-full rounded-control border border-slate-400 px-3 py-2 text-base font-normal"
                    />
                  </label>
                  <button
                    type="submit"
                    name="intent"
                    value="reject-proposal"
                    aria-describedby={`proposal-${proposal.id}`}
                    className="btn-quiet"
                  >
                    Do not publish
                  </button>
                </Form>
              </div>
            ) : (
              <p className="mt-2 text-sm font-semibold text-slate-900">
                {PROPOSAL_STATUS_LABELS[proposal.status]}
                {proposal.decidedBy ? ` by ${proposal.decidedBy}` : ""}
                {proposal.decidedAt ? `, ${utcMoment(proposal.decidedAt)} UTC` : ""}
                {proposal.decisionNote ? `: ${proposal.decisionNote}` : ""}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
