import { data, redirect, useActionData, useLoaderData } from "react-router";
import { formGroupsOf } from "../../../components/admin/clinic-fields.ts";
import { ClinicForm } from "../../../components/admin/clinic-form.tsx";
import { FieldChangeTable } from "../../../components/admin/field-change-table.tsx";
import { PriceSourceChoice } from "../../../components/admin/price-list-editor.tsx";
import { utcMoment } from "../../../components/admin/utc-time.tsx";
import { SiteLink } from "../../../components/site-link.tsx";
import { servicesContext } from "../../../context.ts";
import { CLINIC_FIELDS } from "../../../domain/clinic-fields.ts";
import {
  MAX_PROPOSAL_NOTE_LENGTH,
  PROPOSAL_FIELDS,
  PROPOSAL_STATUS_LABELS,
} from "../../../domain/clinic-proposals.ts";
import { hasControlCharacters } from "../../../domain/text-input.ts";
import { ADMIN_HEADERS } from "../../../server/admin/admin-http.server.ts";
import { loadClinic } from "../../../server/admin/clinic-admin.server.ts";
import { type FieldErrors, formValuesOf } from "../../../server/admin/clinic-form.server.ts";
import { requireClinicAccount, requireClinicChange } from "../../../server/admin/require-admin.server.ts";
import { representsClinic } from "../../../server/claims/claims.server.ts";
import { listProposals, submitProposal } from "../../../server/claims/proposals.server.ts";
import { readForm } from "../../../server/http/form-body.server.ts";
import type { Route } from "./+types/propose";

/** The sections of the edit form a clinic may change, and only those fields in them. */
const PROPOSAL_GROUPS = formGroupsOf(CLINIC_FIELDS.filter((field) => PROPOSAL_FIELDS.has(field.name))).filter(
  (group) => group.fields.length > 0,
);

function clinicIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!param || !/^\d{1,9}$/.test(param) || !Number.isSafeInteger(id) || id < 1) {
    throw data("There is no such clinic among yours.", { status: 404, headers: ADMIN_HEADERS });
  }
  return id;
}

async function ownClinic(context: Route.LoaderArgs["context"], accountId: number, id: number) {
  const { db } = context.get(servicesContext);
  const stored = (await representsClinic(db, accountId, id)) ? await loadClinic(db, id) : null;
  if (!stored) throw data("There is no such clinic among yours.", { status: 404, headers: ADMIN_HEADERS });
  return stored;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const account = await requireClinicAccount(request, context);
  const id = clinicIdOf(params.id);
  const stored = await ownClinic(context, account.adminId, id);
  const values = formValuesOf(stored.clinic);
  const url = new URL(request.url);
  return {
    id,
    name: stored.clinic.name,
    slug: stored.clinic.slug,
    csrfToken: account.csrfToken,
    values,
    loaded: JSON.stringify(values),
    sent: url.searchParams.get("sent") !== null,
    proposals: await listProposals(context.get(servicesContext).db, { view: "all", clinicId: id }, 20),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const account = await requireClinicChange(request, context, form);
  const id = clinicIdOf(params.id);
  await ownClinic(context, account.adminId, id);
  const { db, gazetteer } = context.get(servicesContext);
  const note = String(form.get("proposalNote") ?? "").trim();
  const noteProblem =
    note.length > MAX_PROPOSAL_NOTE_LENGTH
      ? `Keep the note to ${MAX_PROPOSAL_NOTE_LENGTH} characters or fewer.`
      : hasControlCharacters(note.replace(/[\r\n\t]/g, " "))
        ? "Remove the control characters from the note."
        : null;
  const result = noteProblem
    ? null
    : await submitProposal(db, {
        clinicId: id,
        account: { id: account.adminId, email: account.email },
        form,
        note: note || null,
        zips: gazetteer,
      });
  if (result?.ok)
    throw redirect(`/admin/manage/clinics/${id}/propose?sent=${result.proposalId}`, {
      headers: ADMIN_HEADERS,
    });
  if (result && "missing" in result)
    throw data("There is no such clinic among yours.", { status: 404, headers: ADMIN_HEADERS });
  const errors: FieldErrors = result && "errors" in result ? result.errors : {};
  return data(
    {
      errors,
      noteProblem,
      note,
      values: result && "values" in result ? result.values : null,
    },
    { status: 400, headers: ADMIN_HEADERS },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Propose changes: ${loaderData?.name ?? "Clinic"} | Clinic account` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ProposeChanges() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const values = answer?.values ?? page.values;
  return (
    <>
      <p className="text-sm">
        <SiteLink to="/admin/manage" className="text-brand-700 underline">
          Your clinics
        </SiteLink>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Propose changes: {page.name}</h1>
      <div className="mt-2 max-w-3xl space-y-2 text-slate-700">
        <p>
          Change what is out of date and send it: an operator checks every proposal before it is published,
          and the listing then says its details were confirmed by the clinic on that day. Your submission is
          the source we give for what changes.
        </p>
        <p>
          Prices you add or change are recorded as submitted by the clinic, true on the day you give (today,
          if you leave it empty). Say what each price includes in its wording, such as "$149/mo, labs
          included".
        </p>
      </div>
      {page.sent ? (
        <p role="status" className="mt-4 rounded-lg border border-green-700 bg-green-50 p-3 text-green-900">
          Thank you: your changes were sent. An operator will check them; below you can see when they are
          published.
        </p>
      ) : null}
      <div className="mt-6">
        <PriceSourceChoice.Provider value={false}>
          <ClinicForm
            values={values}
            errors={answer?.errors ?? {}}
            csrfToken={page.csrfToken}
            version=""
            loaded={page.loaded}
            submitLabel="Send for review"
            groups={PROPOSAL_GROUPS}
            before={
              <div className="mb-6">
                <label htmlFor="proposal-note" className="block font-semibold text-slate-900">
                  A note for the operator (optional)
                </label>
                <p id="proposal-note-hint" className="text-sm text-slate-600">
                  Where the change comes from, or anything that helps us check it. Up to{" "}
                  {MAX_PROPOSAL_NOTE_LENGTH} characters.
                </p>
                {answer?.noteProblem ? (
                  <p id="proposal-note-problem" className="text-sm font-semibold text-red-800">
                    {answer.noteProblem}
                  </p>
                ) : null}
                <textarea
                  id="proposal-note"
                  name="proposalNote"
                  rows={3}
                  maxLength={MAX_PROPOSAL_NOTE_LENGTH}
                  defaultValue={answer?.note ?? ""}
                  aria-describedby={
                    answer?.noteProblem ? "proposal-note-hint proposal-note-problem" : "proposal-note-hint"
                  }
                  aria-invalid={answer?.noteProblem ? true : undefined}
                  className="mt-1 block w-full rounded-control border border-slate-400 px-3 py-2 text-base"
                />
              </div>
            }
          />
        </PriceSourceChoice.Provider>
      </div>
      <section aria-labelledby="sent-heading" className="mt-10">
        <h2 id="sent-heading" className="text-xl font-bold text-slate-900">
          What you have sent
        </h2>
        {page.proposals.length === 0 ? (
          <p className="mt-2 text-slate-700">Nothing yet.</p>
        ) : (
          <ul className="mt-4 space-y-6">
            {page.proposals.map((proposal) => (
              <li key={proposal.id} className="rounded-lg border border-slate-200 p-4">
                <p className="font-semibold text-slate-900">
                  Sent {utcMoment(proposal.createdAt)} UTC by {proposal.accountEmail}:{" "}
                  {PROPOSAL_STATUS_LABELS[proposal.status]}
                  {proposal.decidedAt ? `, ${utcMoment(proposal.decidedAt)} UTC` : ""}
                </p>
                {proposal.decisionNote ? (
                  <p className="mt-1 text-slate-700">{proposal.decisionNote}</p>
                ) : null}
                <FieldChangeTable
                  changes={proposal.changes}
                  caption={`Changes sent ${utcMoment(proposal.createdAt)} UTC`}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
