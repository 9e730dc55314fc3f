import type { ClinicCard } from "../domain/clinic-card.ts";
import { formatCount } from "../domain/count-label.ts";
import { type SearchQuery, type SearchSort, searchHref } from "../domain/search-params.ts";
import type { ZeroResultsHelp } from "../domain/zero-results.ts";
import { ClinicCardSkeleton, ClinicResultCard } from "./clinic-result-card.tsx";
import { SiteLink } from "./site-link.tsx";
import { LineIcon } from "./ui/line-icon.tsx";
import { TitledSection } from "./ui/titled-section.tsx";
import { ZeroResults } from "./zero-results.tsx";

/** Skeleton cards while a search is on its way. */
export const SEARCH_SKELETONS = 3;

/**
 * The spec's 'Active Search' banner (the place and how many clinics were found). The page heading already names
 * the place and the results line the count, so it is read by screen readers but not drawn, to keep the first
 * result above the fold on a phone.
 */
export function ActiveSearchBanner({ label, total }: { label: string; total: number | null }) {
  return (
    <p className="sr-only">
      <span>Active Search</span> <span>{label}</span>{" "}
      {total === null ? null : (
        <span>
          {total === 0
            ? "(No clinics found)"
            : `(${formatCount(total)} clinic${total === 1 ? "" : "s"} found)`}
        </span>
      )}
    </p>
  );
}

const VIEW_ICONS = {
  list: "M4 6h16M4 12h16M4 18h16",
  map: "M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2zm0 0v14m6-12v14",
} as const;

/**
 * List/Map toggle: two links, so each view has its own shareable URL. On a phone each shows an icon with its
 * name for screen readers, so the results line holds the count, Filters, Sort and the toggle. The group rounds
 * its ends itself instead of clipping with overflow, which would cut off the links' focus rings.
 */
export function ViewToggle({ query }: { query: SearchQuery }) {
  const item = (view: "list" | "map", label: string) => {
    const active = query.view === view;
    return (
      <SiteLink
        to={searchHref({ ...query, view, page: view === "map" ? 1 : query.page })}
        inPlace
        aria-current={active ? "true" : undefined}
        className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 px-2.5 text-sm font-semibold sm:px-4 first:rounded-l-[7px] last:rounded-r-[7px] ${
          active ? "bg-brand-700 text-white" : "bg-white text-brand-800 hover:bg-brand-50"
        }`}
      >
        <LineIcon d={VIEW_ICONS[view]} className="h-5 w-5 sm:hidden" open cap="round" join="round" />
        <span className="sr-only sm:not-sr-only">{label}</span>
      </SiteLink>
    );
  };
  return (
    <nav aria-label="Results view" className="inline-flex rounded-lg border border-brand-700">
      {item("list", "List")}
      {item("map", "Map")}
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

/** The search found no clinic: the spec's empty state, with the help the page loaded (zero-results.tsx). */
export function NoResults({
  onClearFilters,
  help = null,
}: {
  onClearFilters?: () => void;
  help?: ZeroResultsHelp | null;
}) {
  return (
    <ZeroResults
      help={help}
      actions={
        <>
          {onClearFilters ? (
            <button type="button" className="btn-secondary" onClick={onClearFilters}>
              Clear all filters
            </button>
          ) : null}
          <SiteLink to="/tele-trt-clinics" className="btn-secondary">
            Browse online clinics
          </SiteLink>
        </>
      }
    />
  );
}

export interface CardHighlight {
  /** The clinic whose card is marked (its marker is hovered or focused). */
  id: number | null;
  /** A card is hovered or focused (its clinic's id), or no longer (null). */
  onChange: (clinicId: number | null) => void;
}

/**
 * The result cards. With `highlight`, hovering or focusing a card marks its clinic's marker on the map, and
 * the card of a hovered or focused marker is outlined.
 */
export function ResultGrid({
  clinics,
  label,
  highlight,
  className = "md:grid-cols-2",
}: {
  clinics: ClinicCard[];
  label: string;
  highlight?: CardHighlight;
  className?: string;
}) {
  return (
    <ul className={`grid gap-4 ${className}`} aria-label={label}>
      {clinics.map((clinic) => (
        <li
          key={clinic.id}
          data-clinic-id={clinic.id}
          data-highlighted={highlight?.id === clinic.id ? "" : undefined}
          className="rounded-2xl data-highlighted:ring-2 data-highlighted:ring-brand-600 data-highlighted:ring-offset-2"
          onMouseEnter={highlight ? () => highlight.onChange(clinic.id) : undefined}
          onMouseLeave={highlight ? () => highlight.onChange(null) : undefined}
          onFocus={highlight ? () => highlight.onChange(clinic.id) : undefined}
          onBlur={
            highlight
              ? (event) => {
                  if (!event.currentTarget.contains(event.relatedTarget)) highlight.onChange(null);
                }
              : undefined
          }
        >
          <ClinicResultCard clinic={clinic} headingLevel={3} insuranceMatch={clinic.insuranceMatch ?? null} />
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
    <TitledSection
      id="telehealth-group"
      title={`Online clinics licensed in ${stateName}`}
      className="mt-10 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-6"
    >
      <p className="mt-1 text-sm text-slate-700">
        {`These clinics see patients in ${stateName} by video or phone, so distance does not matter. ${
          total > clinics.length ? `Showing ${clinics.length} of ${total}.` : ""
        }`}
      </p>
      <div className="mt-4">
        <ResultGrid
          clinics={clinics}
          label={`Online clinics licensed in ${stateName}`}
          className="md:grid-cols-2 lg:grid-cols-1"
        />
      </div>
      <p className="mt-4">
        <SiteLink
          to="/tele-trt-clinics"
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          See all online TRT clinics
        </SiteLink>
      </p>
    </TitledSection>
  );
}
