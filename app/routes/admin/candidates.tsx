import { useActionData, useLoaderData, useNavigation } from "react-router";
import { CandidateFilters } from "../../components/admin/candidate-filters.tsx";
import { CandidateOutcomes } from "../../components/admin/candidate-outcomes.tsx";
import { CandidateTable } from "../../components/admin/candidate-table.tsx";
import { PagedResults } from "../../components/admin/filter-fields.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { servicesContext } from "../../context.ts";
import {
  CANDIDATE_STATUS_LABELS,
  candidateListHref,
  parseCandidateListQuery,
  STATUS_FILTERS,
} from "../../domain/admin-queues.ts";
import { formatCount } from "../../domain/count-label.ts";
import { formatShortDate } from "../../domain/verification.ts";
import { ADMIN_HEADERS } from "../../server/admin/admin-http.server.ts";
import { candidateCounts, listCandidates } from "../../server/admin/candidate-list.server.ts";
import { candidateAction } from "../../server/admin/candidate-requests.server.ts";
import { requireAdmin, requireAdminChange } from "../../server/admin/require-admin.server.ts";
import { readForm } from "../../server/http/form-body.server.ts";
import type { Route } from "./+types/candidates";

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const { db } = context.get(servicesContext);
  const query = parseCandidateListQuery(new URL(request.url).searchParams);
  const [list, counts] = await Promise.all([listCandidates(db, query), candidateCounts(db)]);
  return { csrfToken: admin.csrfToken, query, counts, ...list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const admin = await requireAdminChange(request, context, form);
  return candidateAction(context.get(servicesContext), admin, form);
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Candidates | Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

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
                {CANDIDATE_STATUS_LABELS[status]} ({formatCount(counts[status])})
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <CandidateFilters query={query} />
      <CandidateOutcomes outcomes={result?.outcomes ?? []} />
      <PagedResults
        total={total}
        noun="candidate"
        page={page}
        pageCount={pageCount}
        more={held && total > 0 ? ", the most Medicare evidence first" : ""}
        empty="No candidate matches these filters."
        isEmpty={candidates.length === 0}
        href={(n) => candidateListHref(query, n)}
        label="Pages of candidates"
      >
        <CandidateTable candidates={candidates} held={held} busy={busy} csrfToken={csrfToken} />
      </PagedResults>
    </>
  );
}
