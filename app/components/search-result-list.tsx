import type { ClinicCard } from "../domain/clinic-card.ts";
import { formatCount } from "../domain/count-label.ts";
import { PAGE_SIZE, type SearchQuery, searchHref } from "../domain/search-params.ts";
import type { ZeroResultsHelp } from "../domain/zero-results.ts";
import { ClinicsUnavailable } from "./clinics-unavailable.tsx";
import { type CardHighlight, NoResults, ResultGrid, SearchLoading } from "./search-results.tsx";
import { Pagination } from "./ui/pagination.tsx";

/** What the result list reads of the search page's data. */
export interface ResultListPage {
  query: SearchQuery;
  clinics: ClinicCard[];
  total: number;
  pageCount: number;
  failed: boolean;
  needsPosition: boolean;
  zeroResults?: ZeroResultsHelp | null;
}

export function ResultsSummary({ page }: { page: Pick<ResultListPage, "total" | "clinics" | "query"> }) {
  const { total, clinics, query } = page;
  if (total === 0 || clinics.length === 0) return <>Results</>;
  const first = (query.page - 1) * PAGE_SIZE + 1;
  const last = first + clinics.length - 1;
  const count = `${formatCount(total)} clinic${total === 1 ? "" : "s"}`;
  // On a phone the line also holds Filters, Sort and List/Map, so it shows the count alone.
  return (
    <>
      <span className="sr-only sm:not-sr-only">{`Showing ${first}–${last} of `}</span>
      {count}
    </>
  );
}

function EmptyPage({ query }: { query: SearchQuery }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <h2 className="text-xl font-bold text-slate-900">{`There is no page ${query.page} of these results`}</h2>
      <p className="mt-2">
        <a href={searchHref({ ...query, page: 1 })} className="font-semibold text-brand-800 underline">
          Go to the first page
        </a>
      </p>
    </div>
  );
}

export function ResultList({
  page,
  pending,
  highlight,
  onClearFilters,
}: {
  page: ResultListPage;
  pending: boolean;
  highlight: CardHighlight;
  onClearFilters?: () => void;
}) {
  const { query } = page;
  if (page.failed) return <ClinicsUnavailable />;
  if (pending || page.needsPosition) return <SearchLoading />;
  if (page.total === 0) return <NoResults onClearFilters={onClearFilters} help={page.zeroResults} />;
  if (page.clinics.length === 0) return <EmptyPage query={query} />;
  return (
    <>
      {/* The clinics this search listed (usage-events.ts counts them for each clinic, decision 52). */}
      <div data-search-results="">
        <ResultGrid
          clinics={page.clinics}
          label="Search results"
          highlight={highlight}
          className="md:grid-cols-2 lg:grid-cols-1"
        />
      </div>
      <Pagination
        current={query.page}
        pageCount={page.pageCount}
        href={(number) => searchHref({ ...query, page: number })}
      />
    </>
  );
}
