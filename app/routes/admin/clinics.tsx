import { Form, useLoaderData } from "react-router";
import { clinicListHref } from "../../components/admin/clinic-list-href.ts";
import { SiteLink } from "../../components/site-link.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { servicesContext } from "../../context.ts";
import { formatCount } from "../../domain/count-label.ts";
import { US_STATES } from "../../domain/us-states.ts";
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

const INPUT = "mt-1 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-base";

function YesNoSelect({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block font-semibold text-slate-900">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={INPUT}>
        <option value="">Any</option>
        <option value="yes">Yes</option>
        <option value="no">No</option>
      </select>
    </div>
  );
}

function TextFilter({ name, label, value }: { name: string; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block font-semibold text-slate-900">
        {label}
      </label>
      <input id={`filter-${name}`} name={name} type="search" defaultValue={value} className={INPUT} />
    </div>
  );
}

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
          <TextFilter name="name" label="Name" value={query.name} />
          <TextFilter name="city" label="City" value={query.city} />
          <div>
            <label htmlFor="filter-state" className="block font-semibold text-slate-900">
              State
            </label>
            <select id="filter-state" name="state" defaultValue={query.state} className={INPUT}>
              <option value="">Any</option>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          </div>
          <TextFilter name="npi" label="NPI" value={query.npi} />
          <YesNoSelect name="verified" label="Verified" value={query.verified} />
          <YesNoSelect name="featured" label="Featured" value={query.featured} />
          <div>
            <label htmlFor="filter-source" className="block font-semibold text-slate-900">
              Source
            </label>
            <select id="filter-source" name="source" defaultValue={query.source} className={INPUT}>
              <option value="">Any</option>
              {sources.map((source) => (
                <option key={source} value={source}>
                  {source}
                </option>
              ))}
            </select>
          </div>
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
      <p className="mt-6 text-slate-800">
        {total === 1 ? "1 clinic" : `${formatCount(total)} clinics`}
        {pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}
      </p>
      {rows.length === 0 ? (
        <p className="mt-4 text-slate-700">No clinic matches this search.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Clinics matching the search</caption>
            <thead>
              <tr className="border-b-2 border-slate-300">
                <th scope="col" className="py-2 pr-3">
                  Name
                </th>
                <th scope="col" className="py-2 pr-3">
                  City
                </th>
                <th scope="col" className="py-2 pr-3">
                  NPI
                </th>
                <th scope="col" className="py-2 pr-3">
                  Verified
                </th>
                <th scope="col" className="py-2 pr-3">
                  Featured
                </th>
                <th scope="col" className="py-2">
                  Source
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    <SiteLink to={`/admin/clinics/${row.id}`} className="text-brand-800 underline">
                      {row.name}
                    </SiteLink>
                  </th>
                  <td className="py-2 pr-3">
                    {row.city}, {row.state}
                  </td>
                  <td className="py-2 pr-3">{row.npi ?? "–"}</td>
                  <td className="py-2 pr-3">{row.verified ? "Yes" : "No"}</td>
                  <td className="py-2 pr-3">{row.featured ? "Yes" : "No"}</td>
                  <td className="py-2">{row.source ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        current={page}
        pageCount={pageCount}
        href={(n) => clinicListHref(query, n)}
        label="Pages of clinics"
      />
    </>
  );
}
