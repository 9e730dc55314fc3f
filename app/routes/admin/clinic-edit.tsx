import { useState } from "react";
import { data, Form, useActionData, useLoaderData } from "react-router";
import { AuditList } from "../../components/admin/audit-list.tsx";
import { fieldLabel } from "../../components/admin/clinic-fields.ts";
import { ClinicForm } from "../../components/admin/clinic-form.tsx";
import { ConflictNotice } from "../../components/admin/conflict-notice.tsx";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { RecordHeading } from "../../components/admin/record-heading.tsx";
import { RestoredNotice } from "../../components/admin/restored-notice.tsx";
import { VerificationCheckForm } from "../../components/admin/verification-check-form.tsx";
import { TitledSection } from "../../components/ui/titled-section.tsx";
import { servicesContext } from "../../context.ts";
import { verificationMethodOf } from "../../domain/verification.ts";
import { ADMIN_HEADERS, pageAddressOf } from "../../server/admin/admin-http.server.ts";
import { auditOf } from "../../server/admin/audit.server.ts";
import { loadClinic } from "../../server/admin/clinic-admin.server.ts";
import { formValuesOf, prefilled } from "../../server/admin/clinic-form.server.ts";
import {
  clinicPageAction,
  keepsInputOnExpiry,
  restoredClinicForm,
} from "../../server/admin/clinic-requests.server.ts";
import { takeKeptInput } from "../../server/admin/kept-input.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { Route } from "./+types/clinic-edit";

function clinicId(raw: string | undefined): number {
  const id = /^\d{1,9}$/.test(raw ?? "") ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id))
    throw data("There is no clinic with this number.", { status: 404, headers: ADMIN_HEADERS });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const id = clinicId(params.id);
  const { db } = context.get(servicesContext);
  const stored = await loadClinic(db, id);
  if (!stored)
    throw data("There is no clinic with this number; it may have been removed.", {
      status: 404,
      headers: ADMIN_HEADERS,
    });
  const storedValues = formValuesOf(stored.clinic);
  const url = new URL(request.url);
  const prefill = prefilled(storedValues, url.searchParams);
  const kept = await takeKeptInput(db, { adminId: admin.adminId, path: pageAddressOf(request.url, false) });
  const restored = kept ? restoredClinicForm(kept) : null;
  return {
    id,
    csrfToken: admin.csrfToken,
    name: stored.clinic.name,
    slug: stored.clinic.slug,
    verified: stored.clinic.verified,
    lastVerifiedAt: stored.clinic.lastVerifiedAt,
    verificationMethod: stored.clinic.verificationMethod,
    today: new Date().toISOString().slice(0, 10),
    featured: stored.clinic.featured,
    version: restored?.version || stored.version,
    values: restored?.values ?? prefill.values,
    prefilledFields: restored ? [] : prefill.fields,
    note: restored ? restored.note : prefill.note,
    loaded: restored?.loaded || JSON.stringify(storedValues),
    restored: restored !== null,
    audit: await auditOf(db, id),
    saved: url.searchParams.get("saved"),
    suggestion:
      /^\d{1,12}$/.exec((kept ?? url.searchParams).get("suggestion")?.toString() ?? "")?.[0] ?? null,
    stale: url.searchParams.has("stale"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAdminChange(request, context, form, { keepInput: keepsInputOnExpiry(form) });
  return clinicPageAction(context.get(servicesContext), admin, clinicId(params.id), form);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.name ?? "Clinic"} | Admin` },
  { name: "robots", content: "noindex, nofollow" },
];

const SAVED: Record<string, string> = {
  changes: "Your changes were saved.",
  nothing: "Nothing had changed: there was nothing to save.",
  created: "The clinic was added.",
  verify: "The check is recorded: the clinic is marked verified.",
  unverify: "The clinic is no longer marked verified.",
  feature: "The clinic is featured.",
  unfeature: "The clinic is no longer featured.",
};

/** The id of the text that says why the listing-status buttons wait while the form has unsaved changes. */
const WAIT_FOR_SAVE = "status-waits-for-save";

function ToggleButton({
  intent,
  label,
  csrfToken,
  version,
  disabledBecause,
}: {
  intent: string;
  label: string;
  csrfToken: string;
  version: string;
  disabledBecause: string | undefined;
}) {
  return (
    <Form method="post">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      <button
        type="submit"
        className="btn-secondary disabled:cursor-not-allowed disabled:opacity-60"
        disabled={disabledBecause !== undefined}
        aria-describedby={disabledBecause}
      >
        {label}
      </button>
    </Form>
  );
}

export default function AdminClinic() {
  const clinic = useLoaderData<typeof loader>();
  const problem = useActionData<typeof action>();
  const editing = problem && (problem.kind === "invalid" || problem.kind === "conflict") ? problem : null;
  const version = editing?.version ?? clinic.version;
  // The status buttons post forms of their own: while the edit form holds unsaved input they wait, so that
  // their answer (a reload of the page) cannot discard it.
  const [dirty, setDirty] = useState(clinic.restored);
  const waits = dirty ? WAIT_FOR_SAVE : undefined;
  return (
    <>
      <RecordHeading back="/admin/clinics" backLabel="All clinics" name={clinic.name} />
      <p className="mt-1 text-slate-700">
        Public page:{" "}
        <a href={`/clinic/${clinic.slug}`} className="break-all text-brand-800 underline">
          /clinic/{clinic.slug}
        </a>
      </p>
      {clinic.saved && SAVED[clinic.saved] && !problem ? (
        <p role="status" className="mt-4 rounded-card bg-success-50 p-3 text-success-800">
          {SAVED[clinic.saved]}
        </p>
      ) : null}
      {clinic.stale && !problem ? (
        <p role="alert" className="mt-4 rounded-card border-2 border-accent-700 bg-accent-50 p-3">
          This clinic was changed after you opened the page, so nothing was done. This is the clinic as it is
          now.
        </p>
      ) : null}
      {problem?.kind === "removed" ? (
        <p role="alert" className="mt-4 rounded-card border-2 border-red-700 bg-red-50 p-3">
          This clinic was removed after you opened the page: nothing was saved.
        </p>
      ) : null}

      <TitledSection
        id="listing-status"
        title="Listing status"
        className="mt-6 rounded-card border border-slate-300 p-4"
      >
        <p className="mt-2 text-slate-800">
          {clinic.verified
            ? `Verified, last checked ${clinic.lastVerifiedAt?.slice(0, 10) ?? "on an unknown date"}${
                clinic.verificationMethod ? ` ${verificationMethodOf(clinic.verificationMethod)?.phrase}` : ""
              }.`
            : "Not verified."}{" "}
          {clinic.featured ? "Featured." : "Not featured."}
        </p>
        {dirty ? (
          <p id={WAIT_FOR_SAVE} className="mt-2 rounded-card bg-accent-50 p-2 text-slate-900">
            You have unsaved changes in the form below. Save them (or undo them) first: these buttons reload
            the page and would lose them.
          </p>
        ) : null}
        <div className="mt-3">
          <VerificationCheckForm
            disabledBecause={waits}
            csrfToken={clinic.csrfToken}
            version={version}
            idPrefix="status"
            problem={problem?.kind === "check" ? problem : null}
            label={clinic.verified ? "Record a new check" : "Mark verified"}
            today={clinic.today}
          />
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          {clinic.verified ? (
            <ToggleButton
              intent="unverify"
              label="Remove verification"
              csrfToken={clinic.csrfToken}
              version={version}
              disabledBecause={waits}
            />
          ) : null}
          <ToggleButton
            intent={clinic.featured ? "unfeature" : "feature"}
            label={clinic.featured ? "Stop featuring" : "Feature"}
            csrfToken={clinic.csrfToken}
            version={version}
            disabledBecause={waits}
          />
        </div>
      </TitledSection>

      <section aria-labelledby="edit-heading" className="mt-8">
        <h2 id="edit-heading" className="mb-4 text-xl font-bold text-slate-900">
          Edit every field
        </h2>
        {(clinic.prefilledFields.length > 0 || clinic.note) && !problem ? (
          <p className="mb-6 rounded-card border-2 border-brand-700 bg-brand-50 p-3 text-slate-900">
            {clinic.note ? `${clinic.note}. ` : ""}
            {clinic.prefilledFields.length > 0
              ? `${clinic.prefilledFields.map(fieldLabel).join(", ")} ${clinic.prefilledFields.length === 1 ? "is" : "are"} filled in with the suggested ${clinic.prefilledFields.length === 1 ? "value" : "values"}. `
              : ""}
            Nothing is saved until you check the form and save it; the history will record the note.
          </p>
        ) : null}
        {editing?.kind === "conflict" ? <ConflictNotice conflict={editing.conflict} /> : null}
        <ClinicForm
          key={version}
          values={editing?.values ?? clinic.values}
          errors={editing?.kind === "invalid" ? editing.errors : {}}
          csrfToken={clinic.csrfToken}
          version={version}
          loaded={editing?.loaded ?? clinic.loaded}
          submitLabel="Save changes"
          note={clinic.note}
          restored={clinic.restored || editing !== null}
          onDirtyChange={setDirty}
          before={
            <>
              {clinic.restored && !problem ? <RestoredNotice /> : null}
              {/* The visitor suggestion this edit was opened from: saving a change closes it. */}
              {clinic.suggestion ? <input type="hidden" name="suggestion" value={clinic.suggestion} /> : null}
            </>
          }
        />
      </section>

      <section aria-labelledby="history-heading" className="mt-10">
        <h2 id="history-heading" className="mb-4 text-xl font-bold text-slate-900">
          History of changes
        </h2>
        <AuditList entries={clinic.audit} />
      </section>

      <TitledSection
        id="remove-heading"
        title="Remove this clinic"
        className="mt-10 rounded-card border-2 border-red-700 p-4"
      >
        <p className="mt-1 text-slate-700">
          The listing leaves the directory at once. Its history stays here in the audit log.
        </p>
        {problem?.kind === "unconfirmed" ? (
          <p role="alert" className="mt-2 font-semibold text-red-800">
            Tick the box to confirm the removal.
          </p>
        ) : null}
        <Form method="post" className="mt-3 space-y-3">
          <CsrfField token={clinic.csrfToken} />
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="version" value={version} />
          <label className="flex items-start gap-2">
            <input type="checkbox" name="confirm" value="yes" className="mt-1 h-5 w-5" />
            <span>Yes, remove {clinic.name} from the directory</span>
          </label>
          <button
            type="submit"
            className="btn-secondary border-red-700 text-red-800 disabled:cursor-not-allowed disabled:opacity-60"
            disabled={dirty}
            aria-describedby={dirty ? "remove-waits-for-save" : undefined}
          >
            Remove clinic
          </button>
          {dirty ? (
            <p id="remove-waits-for-save" className="text-sm text-slate-700">
              Save or undo your changes in the form first.
            </p>
          ) : null}
        </Form>
      </TitledSection>
    </>
  );
}
