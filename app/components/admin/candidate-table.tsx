import { Form } from "react-router";
import { CANDIDATE_STATUS_LABELS, type CandidateSummary } from "../../domain/admin-queues.ts";
import { FOUND_BY_LABELS } from "../../domain/registry-evidence.ts";
import { formatShortDate } from "../../domain/verification.ts";
import { SiteLink } from "../site-link.tsx";
import { CsrfField } from "./csrf-field.tsx";

const INPUT = "mt-1 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-base";

/** The buttons of one row: publish, merge into the listing it may duplicate, reject. */
function rowDecisions(candidate: {
  id: number;
  name: string;
  duplicate: { id: number; name: string } | null;
}): { intent: string; label: string; name: string }[] {
  return [
    { intent: `accept:${candidate.id}`, label: "Publish", name: `Publish ${candidate.name}` },
    ...(candidate.duplicate
      ? [
          {
            intent: `merge:${candidate.id}:${candidate.duplicate.id}`,
            label: "Merge",
            name: `Merge ${candidate.name} into ${candidate.duplicate.name}`,
          },
        ]
      : []),
    { intent: `reject:${candidate.id}`, label: "Reject", name: `Reject ${candidate.name}` },
  ];
}

/**
 * A page of the registry queue: one row per candidate with why it was found, its evidence and the listing it
 * may duplicate; waiting ones with a tick box and their own decisions, and the decisions for the ticked ones.
 */
export function CandidateTable({
  candidates,
  held,
  busy,
  csrfToken,
}: {
  candidates: readonly CandidateSummary[];
  held: boolean;
  busy: boolean;
  csrfToken: string;
}) {
  return (
    <Form method="post" className="mt-4">
      <CsrfField token={csrfToken} />
      {held ? (
        <fieldset className="flex flex-wrap items-end gap-3 rounded-card border border-slate-300 p-3">
          <legend className="px-1 font-semibold text-slate-900">With the ticked candidates</legend>
          <button
            type="submit"
            name="intent"
            value="accept-selected"
            className="btn-secondary"
            disabled={busy}
          >
            Publish (not verified)
          </button>
          <div>
            <label htmlFor="bulk-reason" className="block text-sm font-semibold text-slate-900">
              Reason for rejecting (optional)
            </label>
            <input id="bulk-reason" name="reason" type="text" maxLength={200} className={INPUT} />
          </div>
          <button
            type="submit"
            name="intent"
            value="reject-selected"
            className="btn-secondary"
            disabled={busy}
          >
            Reject
          </button>
        </fieldset>
      ) : null}
      <div className="mt-4 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Registry candidates matching the filters</caption>
          <thead>
            <tr className="border-b-2 border-slate-300">
              {held ? (
                <th scope="col" className="py-2 pr-3">
                  <span className="sr-only">Tick</span>
                </th>
              ) : null}
              <th scope="col" className="py-2 pr-3">
                Candidate
              </th>
              <th scope="col" className="py-2 pr-3">
                Found by
              </th>
              <th scope="col" className="py-2 pr-3">
                Evidence
              </th>
              <th scope="col" className="py-2 pr-3">
                {held ? "Listed already?" : "Decision"}
              </th>
              {held ? (
                <th scope="col" className="py-2">
                  Decide
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {candidates.map((candidate) => (
              <tr key={candidate.id} className="border-b border-slate-200 align-top">
                {held ? (
                  <td className="py-2 pr-3">
                    <input
                      type="checkbox"
                      name="id"
                      value={candidate.id}
                      aria-label={`Tick ${candidate.name}`}
                      className="h-6 w-6"
                    />
                  </td>
                ) : null}
                <th scope="row" className="py-2 pr-3 font-normal">
                  <SiteLink
                    to={`/admin/candidates/${candidate.id}`}
                    className="font-semibold text-brand-800 underline"
                  >
                    {candidate.name}
                  </SiteLink>
                  {candidate.isNew ? <span className="badge ml-2">New</span> : null}
                  {candidate.changed ? <span className="badge ml-2">Changed</span> : null}
                  <span className="block text-slate-700">
                    {[candidate.addressLine1, candidate.addressLine2].filter(Boolean).join(", ")},{" "}
                    {candidate.city}, {candidate.state} {candidate.zipCode}
                  </span>
                  <span className="block text-slate-700">
                    {candidate.phone ?? "No phone"} · {candidate.npi ? `NPI ${candidate.npi}` : "No NPI"}
                  </span>
                </th>
                <td className="py-2 pr-3">
                  {candidate.foundBy.map((by) => FOUND_BY_LABELS[by]).join(", ")}
                  {candidate.nameMatch ? (
                    <span className="block text-slate-700">{candidate.nameMatch}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">{candidate.evidenceSummary ?? "None in the Medicare files"}</td>
                <td className="py-2 pr-3">
                  {held ? (
                    candidate.duplicate ? (
                      <>
                        Maybe{" "}
                        <SiteLink
                          to={`/admin/clinics/${candidate.duplicate.id}`}
                          className="text-brand-800 underline"
                        >
                          {candidate.duplicate.name}
                        </SiteLink>{" "}
                        ({candidate.duplicate.reason})
                      </>
                    ) : (
                      "Nothing like it"
                    )
                  ) : (
                    <>
                      {CANDIDATE_STATUS_LABELS[candidate.status]}
                      {candidate.decidedBy ? ` by ${candidate.decidedBy}` : ""}
                      {candidate.decidedAt ? `, ${formatShortDate(candidate.decidedAt)}` : ""}
                      {candidate.decisionNote ? (
                        <span className="block text-slate-700">{candidate.decisionNote}</span>
                      ) : null}
                    </>
                  )}
                </td>
                {held ? (
                  <td className="py-2">
                    <div className="flex flex-wrap gap-2">
                      {rowDecisions(candidate).map((decision) => (
                        <button
                          key={decision.intent}
                          type="submit"
                          name="intent"
                          value={decision.intent}
                          className="btn-quiet"
                          aria-label={decision.name}
                          disabled={busy}
                        >
                          {decision.label}
                        </button>
                      ))}
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Form>
  );
}
