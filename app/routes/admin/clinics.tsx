import { Form, useLoaderData } from "react-router";
import { clinicListHref } from "../../components/admin/clinic-list-href.ts";
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
import { clinicSources, listClinics, parseClinicListQuery } from "../../server/admin/clinic-list.server.ts";
import { requireAdmin } from "../../server/admin/require-admin.server.ts";
import type { Route } from "./+types/clinics";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const query = parseClinicListQuery(url.searchParams);
  const [list, sources] = await Promise.all([listClinics(db, query), clinicSources(db)]);
  return {
    query,
    ...list,
    page: Math.min(query.page, list.pageCount),
    sources,
    removed: url.searchParams.get("removed"),
  };
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

type ClinicRow = Awaited<ReturnType<typeof listClinics>>["rows"][number];

const COLUMNS: readonly Column<ClinicRow>[] = [
  {
    header: "Name",
    rowHeader: true,
    className: "font-medium",
    cell: (row) => (
      <SiteLink to={`/admin/clinics/${row.id}`} className="text-brand-800 underline">
        {row.name}
      </SiteLink>
    ),
  },
  {
    header: "City",
    cell: (row) => (
      <>
        {row.city}, {row.state}
      </>
    ),
  },
  { header: "NPI", cell: (row) => row.npi ?? "–" },
  { header: "Verified", cell: (row) => (row.verified ? "Yes" : "No") },
  { header: "Featured", cell: (row) => (row.featured ? "Yes" : "No") },
  { header: "Source", cell: (row) => row.source ?? "–", flush: true },
];

export default function AdminClinics() {
  const { query, rows, total, page, pageCount, sources, unknownState, removed } =
    useLoaderData<typeof loader>();
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
      <Form method="get" className="mt-6 rounded-card border border-slate-300 p-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FilterText name="name" label="Name" value={query.name} />
          <FilterText name="city" label="City" value={query.city} />
          <FilterSelect name="state" label="State" value={query.state} choices={STATE_CHOICES} />
          <FilterText name="npi" label="NPI" value={query.npi} />
          <FilterSelect name="verified" label="Verified" value={query.verified} choices={YES_NO} />
          <FilterSelect name="featured" label="Featured" value={query.featured} choices={YES_NO} />
          <FilterSelect
            name="source"
            label="Source"
            value={query.source}
            choices={[["", "Any"], ...sources.map((source) => [source, source] as const)]}
          />
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
          columns={COLUMNS}
          headRowClassName="border-b-2 border-slate-300"
        />
      </PagedResults>
    </>
  );
}
