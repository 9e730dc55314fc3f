import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { CandidateOutcomes } from "../../components/admin/candidate-outcomes.tsx";
import { CsrfField } from "../../components/admin/csrf-field.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { Pagination } from "../../components/ui/pagination.tsx";
import { servicesContext } from "../../context.ts";
import {
  type CandidateListQuery,
  candidateListHref,
  parseCandidateListQuery,
  STATUS_FILTERS,
} from "../../domain/admin-queues.ts";
import { formatCount } from "../../domain/count-label.ts";
import { FOUND_BY_LABELS } from "../../domain/registry-evidence.ts";
import { US_STATES } from "../../domain/us-states.ts";
import { formatShortDate } from "../../domain/verification.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { candidateCounts, listCandidates } from "../../server/admin/candidate-list.server.ts";
import { candidateAction } from "../../server/admin/candidate-requests.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import type { Route } from "./+types/candidates";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const query = parseCandidateListQuery(new URL(request.url).searchParams);
  const [list, counts] = await Promise.all([listCandidates(db, query), candidateCounts(db)]);
  return { csrfToken: admin.csrfToken, query, counts, ...list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const admin = await requireAdminChange(request, context, form);
  return candidateAction(context.get(servicesContext), admin, form);
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Candidates | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const INPUT = "mt-1 block w-full rounded-control border border-slate-400 bg-white px-3 py-2 text-base";

const STATUS_LABELS: Record<string, string> = {
  held: "Waiting",
  accepted: "Published",
  merged: "Merged",
  rejected: "Rejected",
};

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block font-semibold text-slate-900">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value} className={INPUT}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

function Filters({ query }: { query: CandidateListQuery }) {
  return (
    <Form method="get" className="mt-6 rounded-card border border-slate-300 p-4">
      {query.status !== "held" ? <input type="hidden" name="status" value={query.status} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Select
          name="state"
          label="State"
          value={query.state}
          options={[["", "Any"], ...US_STATES.map((state) => [state.code, state.name] as const)]}
        />
        <Select
          name="evidence"
          label="Medicare evidence"
          value={query.evidence}
          options={[
            ["any", "Any"],
            ["prescriptions", "Testosterone prescriptions (Part D)"],
            ["services", "Injections or pellets billed"],
            ["none", "None: found by name only"],
          ]}
        />
        <Select
          name="found"
          label="Found by"
          value={query.foundBy}
          options={[
            ["any", "Anything"],
            ["evidence", FOUND_BY_LABELS.evidence],
            ["brand", FOUND_BY_LABELS.brand],
            ["keyword", FOUND_BY_LABELS.keyword],
            ["name-only", "The name alone, without evidence"],
          ]}
        />
        <Select
          name="since"
          label="Since the last run"
          value={query.since}
          options={[
            ["all", "Any time"],
            ["new", "New in the last run"],
            ["changed", "Changed in the last run"],
          ]}
        />
        <div>
          <label htmlFor="filter-name" className="block font-semibold text-slate-900">
            Name or NPI
          </label>
          <input id="filter-name" name="name" type="search" defaultValue={query.name} className={INPUT} />
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className="btn-primary">
            Show
          </button>
          <SiteLink
            to={candidateListHref({
              ...query,
              state: "",
              evidence: "any",
              foundBy: "any",
              since: "all",
              name: "",
              page: 1,
            })}
            className="btn-quiet"
          >
            Clear
          </SiteLink>
        </div>
      </div>
    </Form>
  );
}

export default function AdminCandidates() {
  const { csrfToken, query, counts, candidates, total, page, pageCount, latestRun } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const held = query.status === "held";
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Registry candidates</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Practices the registry tool found (<code>npm run registry:candidates</code>, see docs/real-data.md).
        Nothing here is shown to visitors until you publish it.{" "}
        {latestRun
          ? `The last run finished on ${formatShortDate(latestRun.finished_at)}.`
          : "The tool has not been run on this database yet."}
      </p>
      <nav aria-label="Candidates by decision" className="mt-4">
        <ul className="flex flex-wrap gap-1">
          {STATUS_FILTERS.map((status) => (
            <li key={status}>
              <SiteLink
                to={candidateListHref({ ...query, status, page: 1 })}
                className={status === query.status ? "nav-link nav-link-active" : "nav-link"}
                aria-current={status === query.status ? "page" : undefined}
              >
                {STATUS_LABELS[status]} ({formatCount(counts[status])})
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <Filters query={query} />
      <CandidateOutcomes outcomes={result?.outcomes ?? []} />
      <p className="mt-6 text-slate-800">
        {total === 1 ? "1 candidate" : `${formatCount(total)} candidates`}
        {pageCount > 1 ? `, page ${page} of ${pageCount}` : ""}
        {held && total > 0 ? ", the most Medicare evidence first" : ""}
      </p>
      {candidates.length === 0 ? (
        <p className="mt-4 text-slate-700">No candidate matches these filters.</p>
      ) : (
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
                          {STATUS_LABELS[candidate.status]}
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
                          <button
                            type="submit"
                            name="intent"
                            value={`accept:${candidate.id}`}
                            className="btn-quiet"
                            aria-label={`Publish ${candidate.name}`}
                            disabled={busy}
                          >
                            Publish
                          </button>
                          {candidate.duplicate ? (
                            <button
                              type="submit"
                              name="intent"
                              value={`merge:${candidate.id}:${candidate.duplicate.id}`}
                              className="btn-quiet"
                              aria-label={`Merge ${candidate.name} into ${candidate.duplicate.name}`}
                              disabled={busy}
                            >
                              Merge
                            </button>
                          ) : null}
                          <button
                            type="submit"
                            name="intent"
                            value={`reject:${candidate.id}`}
                            className="btn-quiet"
                            aria-label={`Reject ${candidate.name}`}
                            disabled={busy}
                          >
                            Reject
                          </button>
                        </div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Form>
      )}
      <Pagination
        current={page}
        pageCount={pageCount}
        href={(n) => candidateListHref(query, n)}
        label="Pages of candidates"
      />
    </>
  );
}
