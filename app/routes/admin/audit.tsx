import { data, Form, type ShouldRevalidateFunctionArgs, useActionData, useLoaderData } from "react-router";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { FieldChangeTable, type FieldChangeView } from "../../components/admin/field-change-table.tsx";
import { FilterSelect, FilterText, INPUT, PagedResults } from "../../components/admin/filter-fields.tsx";
import { UtcTime } from "../../components/admin/utc-time.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { servicesContext } from "../../context.ts";
import { mayUse } from "../../domain/admin-roles.ts";
import { auditActionText } from "../../domain/audit-actions.ts";
import {
  type AuditQuery,
  type AuditQueryErrors,
  auditHref,
  parseAuditQuery,
} from "../../domain/audit-query.ts";
import { fieldName } from "../../domain/field-value-text.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { canRevert, fieldsStillHeld, revertFieldChange } from "../../server/admin/audit-revert.server.ts";
import { auditActions, auditAuthors, searchAudit } from "../../server/admin/audit-search.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { Route } from "./+types/audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const { query, errors } = parseAuditQuery(new URL(request.url).searchParams);
  const reader = { seesAccounts: mayUse(admin.role, "users") };
  const [authors, actions] = await Promise.all([auditAuthors(db, reader), auditActions(db, reader)]);
  const base = { csrfToken: admin.csrfToken, query, errors, authors, actions };
  if (Object.keys(errors).length > 0) {
    return data(
      { ...base, entries: [], total: 0, page: 1, pageCount: 1 },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  const found = await searchAudit(db, query, reader);
  const held = await fieldsStillHeld(db, found.entries);
  return {
    ...base,
    ...found,
    entries: found.entries.map((entry) => {
      const fields = held.get(entry.id);
      return {
        ...entry,
        revertible: canRevert(entry),
        clinicRemoved: fields === "removed",
        stillHeld: fields === undefined || fields === "removed" ? [] : [...fields],
      };
    }),
  };
}

export type RevertAnswer = { kind: "reverted" | "unchanged" | "refused"; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAdminChange(request, context, form);
  const entry = String(form.get("entry") ?? "");
  const field = String(form.get("field") ?? "");
  if (form.get("intent") !== "revert" || !/^\d{1,12}$/.test(entry) || !/^[A-Za-z]{1,40}$/.test(field)) {
    return data<RevertAnswer>(
      {
        kind: "refused",
        message: "entry: this form reverts one field of one change; reload the page and try again.",
      },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  const { db, gazetteer } = context.get(servicesContext);
  const result = await revertFieldChange(db, gazetteer, {
    entryId: Number(entry),
    field,
    editor: { email: admin.email },
  });
  if (result.status === "reverted") {
    return data<RevertAnswer>(
      { kind: "reverted", message: `${result.field} of ${result.clinicName} has its earlier value again.` },
      { headers: ADMIN_HEADERS },
    );
  }
  return data<RevertAnswer>(
    { kind: result.status, message: result.message },
    { status: result.status === "refused" ? 409 : 200, headers: ADMIN_HEADERS },
  );
}

/**
 * A refused revert (409) means this page was out of date: it is read again after one, as after a revert that
 * went through, so each change shows what its field holds now.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => [
  { title: "Audit log | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

function DateFilter({
  name,
  label,
  value,
  error,
}: {
  name: "from" | "to";
  label: string;
  value: string;
  error?: string;
}) {
  const id = `filter-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={INPUT}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Filters({
  query,
  errors,
  authors,
  actions,
}: {
  query: AuditQuery;
  errors: AuditQueryErrors;
  authors: string[];
  actions: string[];
}) {
  const messages = Object.values(errors);
  return (
    <Form method="get" className="mt-6 rounded-card border border-slate-300 p-4">
      {messages.length > 0 ? (
        <div role="alert" className="mb-4 rounded-card border-2 border-red-700 bg-red-50 p-3 text-red-900">
          <p className="font-semibold">These filters cannot be used:</p>
          <ul className="list-disc pl-5">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FilterSelect
          name="who"
          label="Who"
          value={query.who}
          choices={[["", "Anyone"], ...authors.map((email) => [email, email] as const)]}
        />
        <FilterText name="clinic" label="Clinic (name or number)" value={query.clinic} />
        <FilterSelect
          name="action"
          label="Action"
          value={query.action}
          choices={[["", "Any"], ...actions.map((name) => [name, auditActionText(name)] as const)]}
        />
        <DateFilter name="from" label="From (UTC day)" value={query.from} error={errors.from} />
        <DateFilter name="to" label="To (UTC day)" value={query.to} error={errors.to} />
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary">
            Show
          </button>
          <SiteLink to="/admin/audit" className="btn-quiet">
            Clear
          </SiteLink>
        </div>
      </div>
    </Form>
  );
}

function RevertButton({
  csrfToken,
  entryId,
  change,
}: {
  csrfToken: string;
  entryId: number;
  change: FieldChangeView;
}) {
  return (
    <Form method="post">
      <CsrfField token={csrfToken} />
      <input type="hidden" name="intent" value="revert" />
      <input type="hidden" name="entry" value={entryId} />
      <input type="hidden" name="field" value={change.field} />
      <button
        type="submit"
        className="btn-quiet text-sm"
        aria-label={`Revert ${fieldName(change.field)} (change #${entryId})`}
      >
        Revert
      </button>
    </Form>
  );
}

export default function AdminAudit() {
  const { csrfToken, query, errors, authors, actions, entries, total, page, pageCount } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Audit log</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every change made in the admin area, newest first. A field change can be reverted while the field
        still holds what that change left there.
      </p>
      <Filters query={query} errors={errors} authors={authors} actions={actions} />
      {answer ? (
        <p
          role={answer.kind === "refused" ? "alert" : "status"}
          className={`mt-4 rounded-card p-3 ${answer.kind === "refused" ? "border-2 border-red-700 bg-red-50 text-red-900" : "bg-success-50 text-success-800"}`}
        >
          {answer.message}
        </p>
      ) : null}
      <PagedResults
        total={total}
        noun="change"
        page={page}
        pageCount={pageCount}
        empty="No change matches these filters."
        isEmpty={entries.length === 0}
        href={(to) => auditHref(query, to)}
        label="Pages of the audit log"
      >
        <ol className="mt-4 space-y-4">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-card border border-slate-300 p-4">
              <p className="font-semibold text-slate-900">
                {auditActionText(entry.action)}
                {entry.clinicId !== null ? (
                  <>
                    {": "}
                    <SiteLink to={`/admin/clinics/${entry.clinicId}`} className="text-brand-800 underline">
                      {entry.clinicName}
                    </SiteLink>
                  </>
                ) : (
                  `: ${entry.clinicName}`
                )}
              </p>
              <p className="text-sm text-slate-700">
                Change #{entry.id} by <span className="break-all">{entry.adminEmail}</span>,{" "}
                <UtcTime iso={entry.createdAt} />
                {entry.importId !== null ? (
                  <>
                    {", "}
                    <SiteLink to={`/admin/imports/${entry.importId}`} className="text-brand-800 underline">
                      import #{entry.importId}
                    </SiteLink>
                  </>
                ) : null}
              </p>
              {entry.note ? <p className="text-sm text-slate-700">{entry.note}</p> : null}
              {entry.changes.length > 0 && entry.action !== "create" && entry.action !== "delete" ? (
                <FieldChangeTable
                  changes={entry.changes}
                  caption={`Fields changed in change #${entry.id}`}
                  action={
                    entry.revertible
                      ? {
                          header: "Undo",
                          cell: (change) =>
                            entry.stillHeld.includes(change.field) ? (
                              <RevertButton csrfToken={csrfToken} entryId={entry.id} change={change} />
                            ) : (
                              <span className="text-sm text-slate-700">
                                {entry.clinicRemoved ? "Clinic removed since" : "Changed again since"}
                              </span>
                            ),
                        }
                      : undefined
                  }
                />
              ) : null}
            </li>
          ))}
        </ol>
      </PagedResults>
    </>
  );
}
