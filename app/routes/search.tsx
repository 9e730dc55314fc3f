import { useEffect, useMemo, useState } from "react";
import { data, useLoaderData, useNavigate, useNavigation } from "react-router";
import { ClinicsUnavailable } from "../components/clinics-unavailable.tsx";
import { LazyClinicMap } from "../components/lazy-clinic-map.tsx";
import { devicePosition, LocateError, LocateMessage } from "../components/locate-me.tsx";
import { MapPreview } from "../components/map-preview.tsx";
import { IN_PLACE } from "../components/route-change.ts";
import { FilterDrawer, SearchFilterPanel } from "../components/search-filters.tsx";
import { SearchLocationForm } from "../components/search-form.tsx";
import {
  ActiveSearchBanner,
  type CardHighlight,
  NoResults,
  ResultGrid,
  SearchLoading,
  SortSelect,
  TelehealthGroupSection,
  ViewToggle,
} from "../components/search-results.tsx";
import { Pagination } from "../components/ui/pagination.tsx";
import { useMediaQuery, WIDE_SCREEN } from "../components/use-media-query.ts";
import { servicesContext } from "../context.ts";
import { formatCount } from "../domain/count-label.ts";
import { locateMessage } from "../domain/geolocation-messages.ts";
import { cardOfferings, offeringsPhrase, offeringsShown } from "../domain/listed-facts.ts";
import type { MapBounds } from "../domain/map-bounds.ts";
import { clinicHref, fromMapPoint, mapPosition } from "../domain/map-plot.ts";
import { mapPreview } from "../domain/map-preview.ts";
import {
  activeFilterCount,
  emptyFilters,
  PAGE_SIZE,
  type SearchFilters,
  type SearchQuery,
  searchHref,
} from "../domain/search-params.ts";
import { isThinList } from "../domain/thin-pages.ts";
import { pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import { pageUrl } from "../server/http/page-url.server.ts";
import { loadSearchPage, type SearchPageData } from "../server/pages/search-page.server.ts";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = pageUrl(request);
  const page = await loadSearchPage(services, url);
  return data(
    { ...page, head: searchHead(services.publicConfig, url, page) },
    { status: page.failed ? 503 : 200 },
  );
}

const DEFAULT_DESCRIPTION =
  "Search testosterone replacement therapy (TRT) clinics by city, state or ZIP code. Filter by distance, services, insurance, rating, price and telehealth.";

/**
 * Only the bare page and the plain location URL listing at least two clinics are indexed; filtered, sorted,
 * paged and map variants are not (decision 7), nor thin lists (decision 15), nor a list of only fictional demo
 * clinics (decision 33).
 */
function indexable(url: URL, page: SearchPageData): boolean {
  // The map view shows the list's results: it carries the list's canonical link and no noindex, since a
  // canonical link on a noindex page sends search engines mixed signals (docs/decisions/0024).
  const keys = [...new Set(url.searchParams.keys())].filter(
    (key) => !(key === "view" && url.searchParams.getAll("view").every((view) => view === "map")),
  );
  if (keys.length === 0) return true;
  return (
    keys.length === 1 &&
    keys[0] === "location" &&
    page.place !== null &&
    !page.place.textMatch &&
    !isThinList(page.total) &&
    !page.listsOnlyDemo &&
    !page.failed
  );
}

/**
 * Where the canonical link points: the state or city page when the place has one (decision 15), else the
 * plain location search with the resolved label, which filtered, sorted, paged and map variants point at too.
 */
function canonicalPath(page: SearchPageData): string {
  if (page.placePage) return page.placePage;
  const place = page.place;
  const kind = page.query.location.kind;
  return place && !place.textMatch && (kind === "text" || kind === "city")
    ? `/search?location=${encodeURIComponent(place.label)}`
    : "/search";
}

function searchHead(site: PublicConfig, url: URL, page: SearchPageData) {
  const place = page.place;
  const title = place ? place.heading : "Find TRT Clinics Near You";
  const where = `${place?.point ? "near" : "in"} ${place?.label}`;
  // What the result cards and the telehealth group show of at least one clinic (decision 33).
  const offered = offeringsPhrase(
    offeringsShown(
      [...page.clinics.map(cardOfferings), page.telehealth ? ["telehealth"] : []],
      ["ratings", "prices", "telehealth"],
    ),
  );
  let description = DEFAULT_DESCRIPTION;
  if (place && page.total === 0) {
    description = `No testosterone replacement therapy clinics are listed ${where} yet. Search another city, state or ZIP code.`;
  } else if (place) {
    description = `Compare ${page.total} testosterone replacement therapy clinic${page.total === 1 ? "" : "s"} ${where}${
      offered ? `: ${offered}` : ""
    }.`;
  }
  const offset = (page.query.page - 1) * PAGE_SIZE;
  return pageMeta({
    ...site,
    title: page.query.page > 1 ? `${title} (page ${page.query.page})` : title,
    description,
    path: canonicalPath(page),
    noindex: !indexable(url, page),
    jsonLd:
      page.clinics.length > 0
        ? {
            "@type": "ItemList",
            name: title,
            itemListElement: page.clinics.map((clinic, index) => ({
              "@type": "ListItem",
              position: offset + index + 1,
              name: clinic.name,
              url: `${site.siteUrl}${clinicHref(clinic)}`,
            })),
          }
        : undefined,
  });
}

export const meta: Route.MetaFunction = headFromLoader;

function ignoredNotice(ignored: string[]): string | null {
  if (ignored.length === 0) return null;
  return `Some settings in this link were not understood and were left out: ${ignored.join(", ")}.`;
}

/** nearme=true without coordinates: ask the browser, then search around the position. */
function useNearMe(page: SearchPageData) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const { needsPosition, query } = page;
  useEffect(() => {
    if (!needsPosition) return;
    let cancelled = false;
    setMessage(null);
    devicePosition()
      .then((position) => {
        if (cancelled) return;
        navigate(searchHref({ ...query, location: { kind: "point", ...position, nearMe: true }, page: 1 }), {
          replace: true,
        });
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setMessage(locateMessage(error instanceof LocateError ? error.failure : "unavailable", "search"));
      });
    return () => {
      cancelled = true;
    };
  }, [needsPosition, query, navigate]);
  return message;
}

function ResultsSummary({ page }: { page: SearchPageData }) {
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

function ResultList({
  page,
  pending,
  highlight,
  onClearFilters,
}: {
  page: SearchPageData;
  pending: boolean;
  highlight: CardHighlight;
  onClearFilters?: () => void;
}) {
  const { query } = page;
  if (page.failed) return <ClinicsUnavailable />;
  if (pending || page.needsPosition) return <SearchLoading />;
  if (page.total === 0) return <NoResults onClearFilters={onClearFilters} />;
  if (page.clinics.length === 0) return <EmptyPage query={query} />;
  return (
    <>
      <ResultGrid
        clinics={page.clinics}
        label="Search results"
        highlight={highlight}
        className="md:grid-cols-2 lg:grid-cols-1"
      />
      <Pagination
        current={query.page}
        pageCount={page.pageCount}
        href={(number) => searchHref({ ...query, page: number })}
      />
    </>
  );
}

/**
 * The map. In map view it takes the list's place and shows every match; in list view, on a wide screen only, it
 * sits beside the list, sticky, showing this page's clinics. Its code loads only once it is shown.
 */
function ResultsMap({
  page,
  wide,
  highlight,
  onSearchArea,
}: {
  page: SearchPageData;
  wide: boolean;
  highlight: CardHighlight;
  onSearchArea: (bounds: MapBounds) => void;
}) {
  const { query } = page;
  const mapView = query.view === "map";
  const points = mapView ? (page.mapPoints ?? []) : page.pagePoints;
  const clinics = useMemo(() => points.map(fromMapPoint), [points]);
  const area = query.location.kind === "area" ? query.location.bounds : undefined;
  const fitToClinics = page.place !== null && !area;
  // The map view opens on the map: its opening view is in the HTML as a picture until the map has loaded.
  const preview = useMemo(
    () =>
      mapView
        ? mapPreview({ points: clinics.flatMap((clinic) => mapPosition(clinic) ?? []), fitToClinics, area })
        : null,
    [mapView, clinics, fitToClinics, area],
  );
  return (
    <div className={mapView ? "" : "hidden lg:sticky lg:top-20 lg:block"}>
      <LazyClinicMap
        clinics={clinics}
        height={600}
        active={mapView || wide}
        fitToClinics={fitToClinics}
        initialBounds={area}
        preview={preview ? <MapPreview preview={preview} /> : null}
        highlightedId={highlight.id}
        onHighlight={highlight.onChange}
        onSearchArea={onSearchArea}
      />
      {mapView && page.total > clinics.length ? (
        <p className="mt-2 text-sm text-slate-700">{`The map shows the first ${clinics.length} of ${page.total} clinics.`}</p>
      ) : null}
    </div>
  );
}

export default function SearchRoute() {
  const page = useLoaderData<typeof loader>();
  const { query, place, options } = page;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === "/search";
  const nearMeMessage = useNearMe(page);
  const wide = useMediaQuery(WIDE_SCREEN);
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const highlight: CardHighlight = { id: highlightedId, onChange: setHighlightedId };

  const apply = (filters: SearchFilters) => navigate(searchHref({ ...query, filters, page: 1 }), IN_PLACE);
  const filtersActive = activeFilterCount(query.filters) > 0;
  const clearFilters = filtersActive ? () => apply(emptyFilters()) : undefined;
  const filterKey = searchHref({ location: query.location, filters: query.filters });
  const panelProps = {
    applied: query.filters,
    services: options.services,
    insurance: options.insurance,
    distanceApplies: Boolean(place?.point),
  };
  const notice = ignoredNotice(query.ignored);
  const setSort = (sort: SearchQuery["sort"]) => navigate(searchHref({ ...query, sort, page: 1 }), IN_PLACE);
  const searchArea = (bounds: MapBounds) =>
    navigate(searchHref({ location: { kind: "area", bounds }, filters: query.filters, view: query.view }));
  // After a search or a change of page, focus goes to the results rather than the page's heading.
  const resultsFirst = place !== null || page.needsPosition || query.page > 1;
  const mapView = query.view === "map";

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 pt-3 pb-6 sm:px-6 sm:pt-6 lg:pb-8">
        <h1 className="text-xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {place ? place.heading : page.needsPosition ? "TRT Clinics Near You" : "Find TRT Clinics"}
        </h1>
        {page.needsPosition ? (
          <ActiveSearchBanner label="Near me" total={null} />
        ) : place ? (
          <ActiveSearchBanner label={place.label} total={page.failed ? null : page.total} />
        ) : (
          <p className="mt-1 text-sm text-slate-700 sm:text-base">
            Search by city, state or ZIP code, or use your current location.
          </p>
        )}
        <div className="mt-2 sm:mt-4">
          <SearchLocationForm initialText={place?.inputText ?? ""} query={query} />
        </div>
        {page.needsPosition ? (
          nearMeMessage ? (
            <LocateMessage message={nearMeMessage} />
          ) : (
            <p role="status" className="mt-2 text-sm text-slate-700">
              Finding your location…
            </p>
          )
        ) : null}
        {place?.textMatch ? (
          <p className="mt-2 text-sm text-slate-700">
            {`We could not match “${place.label}” to a US city, state or ZIP code, so these are clinics whose name or city contains it.`}
          </p>
        ) : null}
        {notice ? (
          <p className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {notice}
          </p>
        ) : null}

        <div className="mt-3 flex flex-wrap items-center gap-x-1.5 gap-y-2 sm:mt-5 sm:gap-x-3">
          <h2
            id="results-heading"
            data-route-summary=""
            data-route-focus={resultsFirst ? "" : undefined}
            className="mr-auto text-sm font-semibold text-slate-800 sm:text-base"
          >
            <ResultsSummary page={page} />
          </h2>
          <FilterDrawer activeCount={activeFilterCount(query.filters)} buttonClassName="px-3 xl:hidden">
            {(close) => (
              <SearchFilterPanel
                {...panelProps}
                stickyActions
                onApply={(filters) => {
                  close();
                  apply(filters);
                }}
              />
            )}
          </FilterDrawer>
          {mapView ? null : (
            <SortSelect value={page.sort} distanceAvailable={Boolean(place?.point)} onChange={setSort} />
          )}
          <ViewToggle query={query} />
        </div>

        <div className="mt-3 grid gap-6 lg:grid-cols-2 xl:grid-cols-[15rem_minmax(0,1fr)_minmax(0,1fr)]">
          <aside aria-labelledby="filters-heading" className="hidden xl:block">
            <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h2 id="filters-heading" className="mb-3 text-lg font-bold text-slate-900">
                Filters
              </h2>
              <SearchFilterPanel draftKey={filterKey} {...panelProps} onApply={apply} />
            </div>
          </aside>

          {mapView ? null : (
            <section aria-labelledby="results-heading" className="min-w-0">
              <ResultList page={page} pending={pending} highlight={highlight} onClearFilters={clearFilters} />
              {page.telehealth && !pending ? (
                <TelehealthGroupSection
                  stateName={page.telehealth.stateName}
                  clinics={page.telehealth.clinics}
                  total={page.telehealth.total}
                />
              ) : null}
            </section>
          )}

          <div className={`min-w-0 ${mapView ? "lg:col-span-2" : ""}`}>
            <ResultsMap page={page} wide={wide} highlight={highlight} onSearchArea={searchArea} />
            {mapView && page.total === 0 && !pending ? (
              <div className="mt-4">
                <NoResults onClearFilters={clearFilters} />
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
