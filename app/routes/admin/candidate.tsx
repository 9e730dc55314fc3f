import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { AuditList } from "../../components/admin/audit-list.tsx";
import { CandidateDecisions } from "../../components/admin/candidate-decide.tsx";
import { CandidateEvidenceSection } from "../../components/admin/candidate-evidence.tsx";
import { CandidateFacts } from "../../components/admin/candidate-facts.tsx";
import { CandidateOutcomes } from "../../components/admin/candidate-outcomes.tsx";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { RecordHeading } from "../../components/admin/record-heading.tsx";
import { servicesContext } from "../../context.ts";
import { formatShortDate, verificationLabel, verificationOf } from "../../domain/verification.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { candidateDetail } from "../../server/admin/candidate-list.server.ts";
import { candidateAction } from "../../server/admin/candidate-requests.server.ts";
import { loadClinic } from "../../server/admin/clinic-admin.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { Route } from "./+types/candidate";

function candidateId(raw: string | undefined): number {
  const id = /^\d{1,9}$/.test(raw ?? "") ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1)
    throw data("There is no candidate with this number.", { status: 404, headers: ADMIN_HEADERS });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const candidate = await candidateDetail(db, candidateId(params.id));
  if (!candidate)
    throw data("There is no candidate with this number.", { status: 404, headers: ADMIN_HEADERS });
  const listedId = candidate.duplicate?.id ?? candidate.clinicId;
  const listed = listedId === null ? null : await loadClinic(db, listedId);
  const now = new Date();
  return {
    csrfToken: admin.csrfToken,
    candidate,
    listed: listed
      ? {
          id: listed.clinic.id,
          version: listed.version,
          slug: listed.clinic.slug,
          name: listed.clinic.name,
          legalName: listed.clinic.legalName,
          address: listed.clinic.address,
          phone: listed.clinic.phone,
          npi: listed.clinic.npi,
          source: listed.clinic.source,
          verification: verificationLabel(verificationOf(listed.clinic, now)),
          isOwn: listed.clinic.id === candidate.clinicId,
        }
      : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAdminChange(request, context, form);
  return candidateAction(context.get(servicesContext), admin, form, candidateId(params.id));
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.candidate.name ?? "Candidate"} | Admin` },
  { name: "robots", content: "noindex, nofollow" },
];

const _INPUT = "mt-1 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-base";

const STATUS_TEXT: Record<string, string> = {
  held: "Waiting for a decision: not shown to visitors.",
  accepted: "Published as a listing, not yet verified.",
  merged: "Merged into a listing.",
  rejected: "Rejected: later runs of the tool leave it out.",
};

export default function AdminCandidate() {
  const { csrfToken, candidate, listed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const held = candidate.status === "held";
  return (
    <>
      <RecordHeading back="/admin/candidates" backLabel="All candidates" name={candidate.name} />
      <p className="mt-1 text-slate-800">
        {STATUS_TEXT[candidate.status]}
        {candidate.decidedBy ? ` Decided by ${candidate.decidedBy}` : ""}
        {candidate.decidedAt ? ` on ${formatShortDate(candidate.decidedAt)}` : ""}
        {candidate.decisionNote ? `: ${candidate.decisionNote}` : candidate.decidedBy ? "." : ""}
      </p>
      {candidate.changed ? (
        <p className="mt-2 rounded-card border-2 border-accent-700 bg-accent-50 p-3 text-slate-900">
          Its registry facts changed in the last run
          {candidate.clinicId ? ": compare them with its listing and merge what is right." : "."}
        </p>
      ) : null}
      <CandidateOutcomes outcomes={result?.outcomes ?? []} />

      <CandidateFacts candidate={candidate} listed={listed} />

      <CandidateEvidenceSection evidence={candidate.evidence} nameMatch={candidate.nameMatch} />

      {held ? (
        <CandidateDecisions csrfToken={csrfToken} listed={listed} busy={busy} />
      ) : candidate.status === "rejected" ? (
        <Form method="post" className="mt-6">
          <CsrfField token={csrfToken} />
          <button type="submit" name="intent" value="reopen" className="btn-secondary" disabled={busy}>
            Send back to the queue
          </button>
        </Form>
      ) : null}

      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="mb-4 text-xl font-bold text-slate-900">
          Decisions
        </h2>
        <AuditList entries={candidate.history} empty="No decision has been made on it yet." />
      </section>
    </>
  );
}
