import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { AuditList } from "../../components/admin/audit-list.tsx";
import { CandidateOutcomes } from "../../components/admin/candidate-outcomes.tsx";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { servicesContext } from "../../context.ts";
import { formatCount } from "../../domain/count-label.ts";
import { evidenceSentences, FOUND_BY_LABELS } from "../../domain/registry-evidence.ts";
import { formatShortDate, verificationLabel, verificationOf } from "../../domain/verification.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { candidateDetail } from "../../server/admin/candidate-list.server.ts";
import { candidateAction } from "../../server/admin/candidate-requests.server.ts";
import { loadClinic } from "../../server/admin/clinic-admin.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
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
  const form = await request.formData();
  const admin = await requireAdminChange(request, context, form);
  return candidateAction(context.get(servicesContext), admin, form, candidateId(params.id));
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.candidate.name ?? "Candidate"} | Admin` },
  { name: "robots", content: "noindex, nofollow" },
];

const INPUT = "mt-1 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-base";

const STATUS_TEXT: Record<string, string> = {
  held: "Waiting for a decision: not shown to visitors.",
  accepted: "Published as a listing, not yet verified.",
  merged: "Merged into a listing.",
  rejected: "Rejected: later runs of the tool leave it out.",
};

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 border-b border-slate-200 py-1">
      <dt className="font-semibold text-slate-800">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

export default function AdminCandidate() {
  const { csrfToken, candidate, listed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const evidence = candidate.evidence;
  const held = candidate.status === "held";
  return (
    <>
      <p>
        <SiteLink to="/admin/candidates" className="text-brand-800 underline">
          All candidates
        </SiteLink>
      </p>
      <h1 className="mt-2 text-3xl font-bold break-words text-slate-900">{candidate.name}</h1>
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

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="registry-facts" className="rounded-card border border-slate-300 p-4">
          <h2 id="registry-facts" className="text-xl font-bold text-slate-900">
            What the registry says
          </h2>
          <dl className="mt-2 text-sm">
            <Fact term="Name shown">{candidate.name}</Fact>
            <Fact term="Legal name">{candidate.legalName ?? "–"}</Fact>
            {candidate.otherNames.length > 0 ? (
              <Fact term="Other names">{candidate.otherNames.join("; ")}</Fact>
            ) : null}
            <Fact term="Address">
              {[candidate.addressLine1, candidate.addressLine2].filter(Boolean).join(", ")}, {candidate.city},{" "}
              {candidate.state} {candidate.zipCode}
            </Fact>
            <Fact term="Phone">{candidate.phone ?? "–"}</Fact>
            <Fact term="NPI">
              {candidate.npi ? (
                <a
                  href={`https://npiregistry.cms.hhs.gov/provider-view/${candidate.npi}`}
                  className="text-brand-800 underline"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {candidate.npi}
                </a>
              ) : (
                "–"
              )}
            </Fact>
            {candidate.orgPacId ? <Fact term="Medicare group (PAC)">{candidate.orgPacId}</Fact> : null}
            <Fact term="Registered as">
              {candidate.taxonomies.length > 0
                ? candidate.taxonomies.map((t) => (t.name ? `${t.name} (${t.code})` : t.code)).join("; ")
                : "–"}
            </Fact>
            <Fact term="Registry updated">{candidate.registryLastUpdated ?? "–"}</Fact>
            <Fact term="Source">{candidate.source}</Fact>
            <Fact term="Found by">
              {candidate.foundBy.map((by) => FOUND_BY_LABELS[by]).join(", ")}
              {candidate.nameMatch ? ` (${candidate.nameMatch})` : ""}
            </Fact>
            <Fact term="Seen">
              {candidate.firstSeen ? `first ${formatShortDate(candidate.firstSeen)}` : ""}
              {candidate.lastSeen ? `, last ${formatShortDate(candidate.lastSeen)}` : ""}
            </Fact>
          </dl>
        </section>

        <section aria-labelledby="listed-facts" className="rounded-card border border-slate-300 p-4">
          <h2 id="listed-facts" className="text-xl font-bold text-slate-900">
            {listed ? (listed.isOwn ? "Its listing" : "A listing it may duplicate") : "Listed already?"}
          </h2>
          {listed ? (
            <>
              <p className="mt-1 text-sm text-slate-700">
                {candidate.duplicate && !listed.isOwn ? `Found by ${candidate.duplicate.reason}.` : ""}
              </p>
              <dl className="mt-2 text-sm">
                <Fact term="Name">
                  <SiteLink to={`/admin/clinics/${listed.id}`} className="text-brand-800 underline">
                    {listed.name}
                  </SiteLink>
                </Fact>
                <Fact term="Legal name">{listed.legalName ?? "–"}</Fact>
                <Fact term="Address">{listed.address}</Fact>
                <Fact term="Phone">{listed.phone ?? "–"}</Fact>
                <Fact term="NPI">{listed.npi ?? "–"}</Fact>
                <Fact term="Verification">{listed.verification}</Fact>
                <Fact term="Source">{listed.source ?? "–"}</Fact>
              </dl>
            </>
          ) : (
            <p className="mt-2 text-slate-700">
              No listing has its NPI, address or phone, or a close name in its ZIP code.
            </p>
          )}
        </section>
      </div>

      <section aria-labelledby="evidence-heading" className="mt-6 rounded-card border border-slate-300 p-4">
        <h2 id="evidence-heading" className="text-xl font-bold text-slate-900">
          Evidence of testosterone therapy
        </h2>
        {evidence && evidenceSentences(evidence).length > 0 ? (
          <>
            {evidenceSentences(evidence).map((sentence) => (
              <p key={sentence} className="mt-2 text-slate-900">
                {sentence}
              </p>
            ))}
            {evidence.prescriptions?.drugs.length ? (
              <p className="mt-2 text-sm text-slate-700">Drugs: {evidence.prescriptions.drugs.join(", ")}.</p>
            ) : null}
            {evidence.services?.codes.length ? (
              <p className="mt-1 text-sm text-slate-700">
                Codes billed: {evidence.services.codes.join(", ")}.
              </p>
            ) : null}
            {evidence.telehealth !== null ? (
              <p className="mt-1 text-sm text-slate-700">
                Medicare's clinician file {evidence.telehealth ? "marks" : "does not mark"} a clinician here
                as offering telehealth.
              </p>
            ) : null}
            {evidence.clinicians.length > 0 ? (
              <div className="mt-3 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <caption className="text-left font-semibold text-slate-900">
                    Clinicians with evidence
                    {evidence.cliniciansWithEvidence > evidence.clinicians.length
                      ? ` (the ${evidence.clinicians.length} with the most of ${formatCount(evidence.cliniciansWithEvidence)})`
                      : ""}
                  </caption>
                  <thead>
                    <tr className="border-b border-slate-300">
                      <th scope="col" className="py-1 pr-3">
                        Clinician
                      </th>
                      <th scope="col" className="py-1 pr-3">
                        Specialty
                      </th>
                      <th scope="col" className="py-1 pr-3">
                        Prescriptions
                      </th>
                      <th scope="col" className="py-1">
                        Injections or pellets
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {evidence.clinicians.map((clinician) => (
                      <tr key={clinician.npi} className="border-b border-slate-200">
                        <th scope="row" className="py-1 pr-3 font-normal">
                          {clinician.name} <span className="text-slate-700">(NPI {clinician.npi})</span>
                        </th>
                        <td className="py-1 pr-3">{clinician.specialty ?? "–"}</td>
                        <td className="py-1 pr-3">{formatCount(clinician.prescriptions)}</td>
                        <td className="py-1">{formatCount(clinician.services)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
          </>
        ) : (
          <p className="mt-2 text-slate-700">
            None in the Medicare files this run read: it was found by its name
            {candidate.nameMatch ? ` (${candidate.nameMatch})` : ""}. Check that it offers testosterone
            therapy before publishing it.
          </p>
        )}
      </section>

      {held ? (
        <section aria-labelledby="decide-heading" className="mt-6 rounded-card border border-slate-300 p-4">
          <h2 id="decide-heading" className="text-xl font-bold text-slate-900">
            Decide
          </h2>
          <div className="mt-3 space-y-6">
            <Form method="post">
              <CsrfField token={csrfToken} />
              <p className="text-slate-800">
                Publish it as a new listing, not yet verified, placed at its ZIP code's centre (visitors see
                the location as approximate).
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
