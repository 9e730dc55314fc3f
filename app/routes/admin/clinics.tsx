import { data, Form, useActionData, useLoaderData } from "react-router";
import { ClinicBulkForm, RowTick } from "../../components/admin/clinic-bulk-form.tsx";
import { clinicListHref, clinicListParams } from "../../components/admin/clinic-list-href.ts";
import { type Column, DataTable } from "../../components/admin/data-table.tsx";
import {
  type Choice,
  FilterSelect,
  FilterText,
  PagedResults,
  STATE_CHOICES,
} from "../../components/admin/filter-fields.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { servicesContext } from "../../context.ts";
import { formatShortDate, verificationOf } from "../../domain/verification.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { applyBulkAction, type BulkOutcome } from "../../server/admin/clinic-bulk.server.ts";
import { readBulkRequest } from "../../server/admin/clinic-bulk-request.server.ts";
import {
  clinicSources,
  listClinics,
  parseClinicListQuery,
  unreadClinicListFilters,
} from "../../server/admin/clinic-list.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { Route } from "./+types/clinics";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const query = parseClinicListQuery(url.searchParams);
  const now = new Date();
  const [list, sources] = await Promise.all([listClinics(db, query, undefined, now), clinicSources(db)]);
  return {
    csrfToken: admin.csrfToken,
    query,
    ...list,
    now: now.toISOString(),
    today: now.toISOString().slice(0, 10),
    page: Math.min(query.page, list.pageCount),
    sources,
    removed: url.searchParams.get("removed"),
    unread: unreadClinicListFilters(url.searchParams),
  };
}

type BulkAnswer =
  | { ok: true; action: string; outcome: BulkOutcome }
  | { ok: false; field: string; message: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAdminChange(request, context, form);
  const { db, gazetteer } = context.get(servicesContext);
  const bulk = readBulkRequest(form, new Date());
  if (!bulk.ok) {
    return data<BulkAnswer>(
      { ok: false, field: bulk.field, message: bulk.message },
      { status: 400, headers: ADMIN_HEADERS },
    );
  }
  const outcome = await applyBulkAction(db, {
    ids: bulk.ids,
    action: bulk.action,
    editor: { email: admin.email },
    zips: gazetteer,
    ...(bulk.check ? { check: bulk.check } : {}),
  });
  return data<BulkAnswer>({ ok: true, action: bulk.action, outcome }, { headers: ADMIN_HEADERS });
}

export const meta: Route.MetaFunction = () => [
  { title: "Clinics | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const YES_NO: readonly Choice[] = [
  ["", "Any"],
  ["yes", "Yes"],
  ["no", "No"],
];

const VERIFICATION_CHOICES: readonly Choice[] = [
  ["", "Any"],
  ["never", "Never verified"],
  ["lapsed", "Checked more than 12 months ago"],
  ["due", "Lapses within 30 days"],
  ["current", "Verified now"],
];

const MISSING_CHOICES: readonly Choice[] = [
  ["", "Nothing in particular"],
  ["phone", "Phone"],
  ["website", "Website"],
  ["hours", "Opening hours"],
  ["prices", "Prices"],
];

const SORT_CHOICES: readonly Choice[] = [
  ["name", "Name"],
  ["verification", "Oldest verification first"],
  ["changed", "Last changed first"],
];

/** What the past tense of each bulk action says. */
const DONE: Record<string, string> = {
  verify: "verified",
  feature: "featured",
  unfeature: "no longer featured",
  hold: "held back from visitors",
  publish: "published",
  remove: "removed",
};

type ClinicRow = Awaited<ReturnType<typeof listClinics>>["rows"][number];

function verificationCell(row: ClinicRow, now: Date): string {
  const state = verificationOf({ verified: row.verified, lastVerifiedAt: row.lastVerifiedAt }, now);
  if (state.state === "verified") return `Verified ${formatShortDate(state.date)}`;
  if (state.state === "lapsed") return `Lapsed: checked ${formatShortDate(state.date)}`;
  return row.lastVerifiedAt ? `Not verified (checked ${formatShortDate(row.lastVerifiedAt)})` : "Never";
}

function columnsAt(now: Date): readonly Column<ClinicRow>[] {
  return [
    {
      header: <span className="sr-only">Select</span>,
      cell: (row) => <RowTick id={row.id} name={row.name} />,
    },
    {
      header: "Name",
      rowHeader: true,
      className: "font-medium",
      cell: (row) => (
        <>
          <SiteLink to={`/admin/clinics/${row.id}`} className="text-brand-800 underline">
            {row.name}
          </SiteLink>
          {row.held ? <span className="ml-2 text-sm font-normal text-slate-700">(held)</span> : null}
        </>
      ),
    },
    { header: "City", cell: (row) => `${row.city}, ${row.state}` },
    { header: "NPI", cell: (row) => row.npi ?? "–" },
    { header: "Verification", cell: (row) => verificationCell(row, now) },
    { header: "Featured", cell: (row) => (row.featured ? "Yes" : "No") },
    { header: "Last changed", cell: (row) => formatShortDate(row.updatedAt) },
    { header: "Source", cell: (row) => row.source ?? "–", flush: true },
  ];
}

function BulkResult({ answer }: { answer: Extract<BulkAnswer, { ok: true }> }) {
  const { done, unchanged, missing, failed } = answer.outcome;
  return (
    <div role="status" className="mt-4 rounded-card bg-success-50 p-3 text-success-800">
      <p>
        {done.length} {done.length === 1 ? "clinic" : "clinics"} {DONE[answer.action] ?? "changed"}
        {done.length > 0 ? `: ${done.join(", ")}.` : "."}
      </p>
      {unchanged.length > 0 ? <p>Already so, or changed meanwhile: {unchanged.join(", ")}.</p> : null}
      {missing.length > 0 ? <p>{missing.length} ticked clinics were removed meanwhile.</p> : null}
      {failed.length > 0 ? (
        <p className="text-red-800">Not changed, open each to fix its details first: {failed.join(", ")}.</p>
      ) : null}
    </div>
  );
}

export default function AdminClinics() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { query, rows, total, page, pageCount, sources, unknownState, removed, unread } = loaded;
  const now = new Date(loaded.now);
  const exportQuery = clinicListParams(query).toString();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Clinics</h1>
        <SiteLink to="/admin/clinics/new" className="btn-secondary">
          Add a clinic
        </SiteLink>
      </div>
      {removed ? (
        <p role="status" className="mt-4 rounded-card bg-success-50 p-3 text-success-800">
          {removed} was removed from the directory.
        </p>
      ) : null}
      {answer?.ok ? <BulkResult answer={answer} /> : null}
      <Form method="get" className="mt-6 rounded-card border border-slate-300 p-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FilterText name="name" label="Name" value={query.name} />
          <FilterText name="city" label="City" value={query.city} />
          <FilterSelect name="state" label="State" value={query.state} choices={STATE_CHOICES} />
          <FilterText name="npi" label="NPI" value={query.npi} />
          <FilterSelect
            name="verification"
            label="Verification"
            value={query.verification}
            choices={VERIFICATION_CHOICES}
          />
          <FilterSelect name="missing" label="Missing" value={query.missing} choices={MISSING_CHOICES} />
          <FilterSelect
            name="suggestions"
            label="Visitor suggestions"
            value={query.openSuggestions ? "open" : ""}
            choices={[
              ["", "Any"],
              ["open", "Has open suggestions"],
            ]}
          />
          <FilterSelect
            name="changed"
            label="Changed by"
            value={query.lastImport ? "last-import" : ""}
            choices={[
              ["", "Anyone"],
              ["last-import", "The last browser import"],
            ]}
          />
          <FilterSelect
            name="visibility"
            label="Shown to visitors"
            value={query.visibility}
            choices={[
              ["", "Any"],
              ["shown", "Shown"],
              ["held", "Held back"],
            ]}
          />
          <FilterSelect name="verified" label="Verified flag" value={query.verified} choices={YES_NO} />
          <FilterSelect name="featured" label="Featured" value={query.featured} choices={YES_NO} />
          <FilterSelect
            name="source"
            label="Source"
            value={query.source}
            choices={[["", "Any"], ...sources.map((source) => [source, source] as const)]}
          />
          <FilterSelect name="sort" label="Order" value={query.sort} choices={SORT_CHOICES} />
          <div className="flex items-end gap-2">
            <button type="submit" className="btn-primary">
              Search
            </button>
            <SiteLink to="/admin/clinics" className="btn-quiet">
              Clear
            </SiteLink>
          </div>
        </div>
      </Form>
      {unknownState ? (
        <p className="mt-4 text-red-800">There is no state “{query.state}”: showing all states.</p>
      ) : null}
      {unread.length > 0 ? (
        <p className="mt-4 text-red-800">Not understood, so not applied: {unread.join(", ")}.</p>
      ) : null}
      {total > 0 ? (
        <p className="mt-4">
          <a
            href={`/admin/clinics/export.csv${exportQuery ? `?${exportQuery}` : ""}`}
            className="text-brand-800 underline"
          >
            Export all {total.toLocaleString("en-US")} matching clinics (CSV)
          </a>
        </p>
      ) : null}
      <ClinicBulkForm
        csrfToken={loaded.csrfToken}
        today={loaded.today}
        problem={answer && !answer.ok ? { field: answer.field, message: answer.message } : null}
      >
        <PagedResults
          total={total}
          noun="clinic"
          page={page}
          pageCount={pageCount}
          empty="No clinic matches this search."
          isEmpty={rows.length === 0}
          href={(n) => clinicListHref(query, n)}
          label="Pages of clinics"
        >
          <DataTable
            caption="Clinics matching the search"
            rows={rows}
            rowKey={(row) => row.id}
            columns={columnsAt(now)}
            headRowClassName="border-b-2 border-slate-300"
          />
        </PagedResults>
      </ClinicBulkForm>
    </>
  );
}
