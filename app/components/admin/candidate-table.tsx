import { Form } from "react-router";
import { CANDIDATE_STATUS_LABELS, type CandidateSummary } from "../../domain/admin-queues.ts";
import { FOUND_BY_LABELS } from "../../domain/registry-evidence.ts";
import { formatShortDate } from "../../domain/verification.ts";
import { SiteLink } from "../site-link.tsx";
import { CsrfField } from "./csrf-field.tsx";
import { type Column, DataTable } from "./data-table.tsx";
import { INPUT } from "./filter-fields.tsx";

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

const TICK: Column<CandidateSummary> = {
  header: <span className="sr-only">Tick</span>,
  cell: (candidate) => (
    <input
      type="checkbox"
      name="id"
      value={candidate.id}
      aria-label={`Tick ${candidate.name}`}
      className="h-6 w-6"
    />
  ),
};

const COLUMNS: readonly Column<CandidateSummary>[] = [
  {
    header: "Candidate",
    rowHeader: true,
    className: "font-normal",
    cell: (candidate) => (
      <>
        <SiteLink to={`/admin/candidates/${candidate.id}`} className="font-semibold text-brand-800 underline">
          {candidate.name}
        </SiteLink>
        {candidate.isNew ? <span className="badge ml-2">New</span> : null}
        {candidate.changed ? <span className="badge ml-2">Changed</span> : null}
        <span className="block text-slate-700">
          {[candidate.addressLine1, candidate.addressLine2].filter(Boolean).join(", ")}, {candidate.city},{" "}
          {candidate.state} {candidate.zipCode}
        </span>
        <span className="block text-slate-700">
          {candidate.phone ?? "No phone"} · {candidate.npi ? `NPI ${candidate.npi}` : "No NPI"}
        </span>
      </>
    ),
  },
  {
    header: "Found by",
    cell: (candidate) => (
      <>
        {candidate.foundBy.map((by) => FOUND_BY_LABELS[by]).join(", ")}
        {candidate.nameMatch ? <span className="block text-slate-700">{candidate.nameMatch}</span> : null}
      </>
    ),
  },
  { header: "Evidence", cell: (candidate) => candidate.evidenceSummary ?? "None in the Medicare files" },
];

/** A waiting candidate: the listing it may duplicate. */
const listedAlready: Column<CandidateSummary> = {
  header: "Listed already?",
  cell: (candidate) =>
    candidate.duplicate ? (
      <>
        Maybe{" "}
        <SiteLink to={`/admin/clinics/${candidate.duplicate.id}`} className="text-brand-800 underline">
          {candidate.duplicate.name}
        </SiteLink>{" "}
        ({candidate.duplicate.reason})
      </>
    ) : (
      "Nothing like it"
    ),
};

/** A decided candidate: what was decided, by whom and when. */
const decision: Column<CandidateSummary> = {
  header: "Decision",
  cell: (candidate) => (
    <>
      {CANDIDATE_STATUS_LABELS[candidate.status]}
      {candidate.decidedBy ? ` by ${candidate.decidedBy}` : ""}
      {candidate.decidedAt ? `, ${formatShortDate(candidate.decidedAt)}` : ""}
      {candidate.decisionNote ? <span className="block text-slate-700">{candidate.decisionNote}</span> : null}
    </>
  ),
};

function decide(busy: boolean): Column<CandidateSummary> {
  return {
    header: "Decide",
    flush: true,
    cell: (candidate) => (
      <div className="flex flex-wrap gap-2">
        {rowDecisions(candidate).map((choice) => (
          <button
            key={choice.intent}
            type="submit"
            name="intent"
            value={choice.intent}
            className="btn-quiet"
            aria-label={choice.name}
            disabled={busy}
          >
            {choice.label}
          </button>
        ))}
      </div>
    ),
  };
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
      <DataTable
        caption="Registry candidates matching the filters"
        rows={candidates}
        rowKey={(candidate) => candidate.id}
        columns={held ? [TICK, ...COLUMNS, listedAlready, decide(busy)] : [...COLUMNS, decision]}
        headRowClassName="border-b-2 border-slate-300"
        rowClassName="border-b border-slate-200 align-top"
      />
    </Form>
  );
}
