import { Link } from "react-router";
import type { ClinicCard } from "../domain/clinic-card.ts";
import { type SearchQuery, type SearchSort, searchHref } from "../domain/search-params.ts";
import { ClinicCardSkeleton, ClinicResultCard } from "./clinic-result-card.tsx";
import { IN_PLACE } from "./route-change.ts";

/** Skeleton cards while a search is on its way. */
export const SEARCH_SKELETONS = 3;

export function ActiveSearchBanner({ label, total }: { label: string; total: number | null }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm">
      <span className="font-bold tracking-wide text-brand-900 uppercase">Active Search</span>
      <span className="font-semibold text-slate-900">{label}</span>
      {total === null ? null : (
        <span className="text-slate-700">
          {total === 0
            ? "(No clinics found)"
            : `(${total.toLocaleString("en-US")} clinic${total === 1 ? "" : "s"} found)`}
        </span>
      )}
    </div>
  );
}

export const SORT_LABELS: Record<SearchSort, string> = {
  distance: "Nearest first",
  rating: "Highest rated",
  reviews: "Most reviewed",
  name: "Name (A–Z)",
};

export function SortSelect({
  value,
  distanceAvailable,
  onChange,
}: {
  value: SearchSort;
  distanceAvailable: boolean;
  onChange: (sort: SearchSort) => void;
}) {
  const sorts = (Object.keys(SORT_LABELS) as SearchSort[]).filter(
    (sort) => sort !== "distance" || distanceAvailable,
  );
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <span className="font-medium">Sort by</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * List/Map toggle: two links, so each view has its own shareable URL. The group rounds its ends itself instead
 * of clipping with overflow, which would cut off the links' focus rings.
 */
export function ViewToggle({ query }: { query: SearchQuery }) {
  const item = (view: "list" | "map", label: string) => {
    const active = query.view === view;
    return (
      <Link
        to={searchHref({ ...query, view, page: view === "map" ? 1 : query.page })}
        {...IN_PLACE}
        aria-current={active ? "true" : undefined}
        className={`inline-flex min-h-11 items-center gap-2 px-4 text-sm font-semibold first:rounded-l-[7px] last:rounded-r-[7px] ${
          active ? "bg-brand-700 text-white" : "bg-white text-brand-800 hover:bg-brand-50"
        }`}
      >
        {label}
      </Link>
    );
  };
  return (
    <nav aria-label="Results view" className="inline-flex rounded-lg border border-brand-700">
      {item("list", "List")}
      {item("map", "Map")}
    </nav>
  );
}

/** Page numbers around the current page, with gaps: 1 … 4 5 6 … 12 */
export function pageWindow(current: number, count: number): (number | "gap")[] {
  const pages = new Set(
    [1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const page of sorted) {
    const last = result[result.length - 1];
    if (typeof last === "number" && page - last > 1) result.push("gap");
    result.push(page);
  }
  return result;
}

export function Pagination({ query, pageCount }: { query: SearchQuery; pageCount: number }) {
  if (pageCount <= 1) return null;
  const current = Math.min(query.page, pageCount);
  const href = (page: number) => searchHref({ ...query, page });
  const linkClass =
    "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50";
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <Link to={href(current - 1)} className={linkClass} rel="prev">
          Previous
        </Link>
      ) : null}
      {pageWindow(current, pageCount).map((page, index) =>
        page === "gap" ? (
          <span key={`gap-${index}`} className="px-1 text-slate-600" aria-hidden="true">
            …
          </span>
        ) : page === current ? (
          <span
            key={page}
            aria-current="page"
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg bg-brand-700 px-3 text-sm font-bold text-white"
          >
            <span className="sr-only">Page </span>
            {page}
          </span>
        ) : (
          <Link key={page} to={href(page)} className={linkClass} aria-label={`Page ${page}`}>
            {page}
          </Link>
        ),
      )}
      {current < pageCount ? (
        <Link to={href(current + 1)} className={linkClass} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}

export function SearchLoading() {
  return (
    <div>
      <p role="status" className="mb-4 flex items-center gap-2 font-medium text-slate-800">
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent motion-reduce:animate-none"
        />
        Searching for clinics...
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: SEARCH_SKELETONS }, (_, index) => (
          <ClinicCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

export function NoResults({ onClearFilters }: { onClearFilters?: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <h2 className="text-xl font-bold text-slate-900">No clinics found</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">
        Try adjusting your search criteria or location to find more results.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onClearFilters ? (
          <button type="button" className="btn-secondary" onClick={onClearFilters}>
            Clear all filters
          </button>
        ) : null}
        <Link to="/tele-trt-clinics" className="btn-secondary">
          Browse online clinics
        </Link>
      </div>
    </div>
  );
}

export function ResultGrid({ clinics, label }: { clinics: ClinicCard[]; label: string }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={label}>
      {clinics.map((clinic) => (
        <li key={clinic.id}>
          <ClinicResultCard clinic={clinic} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/** Online clinics licensed in the searched state: their own group, never mixed into distances. */
export function TelehealthGroupSection({
  stateName,
  clinics,
  total,
}: {
  stateName: string;
  clinics: ClinicCard[];
  total: number;
}) {
  return (
    <section
      aria-labelledby="telehealth-group"
      className="mt-10 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-6"
    >
      <h2 id="telehealth-group" className="text-xl font-bold text-slate-900">
        {`Online clinics licensed in ${stateName}`}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {`These clinics see patients in ${stateName} by video or phone, so distance does not matter. ${
          total > clinics.length ? `Showing ${clinics.length} of ${total}.` : ""
        }`}
      </p>
      <div className="mt-4">
        <ResultGrid clinics={clinics} label={`Online clinics licensed in ${stateName}`} />
      </div>
      <p className="mt-4">
        <Link to="/tele-trt-clinics" className="font-semibold text-brand-800 underline underline-offset-2">
          See all online TRT clinics
        </Link>
      </p>
    </section>
  );
}
