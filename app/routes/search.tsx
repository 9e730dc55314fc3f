import { useState } from "react";
import { useLoaderData, useNavigate, useNavigation } from "react-router";
import { IgnoredNotices } from "../components/ignored-notices.tsx";
import { LocateMessage } from "../components/locate-me.tsx";
import { PaymentFilters } from "../components/payment-filters.tsx";
import { IN_PLACE } from "../components/route-change.ts";
import { FILTERS_APPLIED, RESULTS_ID } from "../components/route-focus.tsx";
import { FilterDrawer, SearchFilterPanel } from "../components/search-filters.tsx";
import { SearchLocationForm } from "../components/search-form.tsx";
import { ResultList, ResultsSummary } from "../components/search-result-list.tsx";
import {
  ActiveSearchBanner,
  type CardHighlight,
  NoResults,
  TelehealthGroupSection,
  ViewToggle,
} from "../components/search-results.tsx";
import { ResultsMap } from "../components/search-results-map.tsx";
import { SortSelect } from "../components/sort-select.tsx";
import { useAskedFilters } from "../components/use-asked-filters.ts";
import { useMediaQuery, WIDE_SCREEN } from "../components/use-media-query.ts";
import { useNearMe } from "../components/use-near-me.ts";
import type { MapBounds } from "../domain/map-bounds.ts";
import {
  activeFilterCount,
  emptyFilters,
  type SearchFilters,
  type SearchQuery,
  searchHref,
} from "../domain/search-params.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { directoryPage } from "../server/pages/page-loader.server.ts";
import { loadSearchPage, searchHead } from "../server/pages/search-page.server.ts";
import { withZeroResultsHelp } from "../server/pages/search-zero-results.server.ts";
import type { Route } from "./+types/search";

export const loader = (args: Route.LoaderArgs) =>
  directoryPage(args, withZeroResultsHelp(loadSearchPage), searchHead);

export const meta: Route.MetaFunction = headFromLoader;

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

  // The payment questions refresh the results in place; a change made while the last one loads keeps it.
  const askFilters = useAskedFilters(query.filters);
  const apply = (changes: Partial<SearchFilters>) =>
    navigate(searchHref({ ...query, filters: askFilters(changes), page: 1 }), IN_PLACE);
  const applyPanel = (filters: SearchFilters) =>
    navigate(searchHref({ ...query, filters: askFilters(filters), page: 1 }), FILTERS_APPLIED);
  const filtersActive = activeFilterCount(query.filters) > 0;
  const clearFilters = filtersActive ? () => apply(emptyFilters()) : undefined;
  const filterKey = searchHref({ location: query.location, filters: query.filters });
  const panelProps = {
    applied: query.filters,
    services: options.services,
    distanceApplies: Boolean(place?.point),
  };
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
          <SearchLocationForm
            initialText={place?.inputText ?? ""}
            query={query}
            fields={
              <PaymentFilters
                filters={query.filters}
                insurance={page.payment.insurance}
                prices={page.payment.prices}
                onChange={apply}
              />
            }
          />
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
        <IgnoredNotices ignored={query.ignored} />

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
                  applyPanel(filters);
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
              <SearchFilterPanel draftKey={filterKey} {...panelProps} onApply={applyPanel} />
            </div>
          </aside>

          {mapView ? null : (
            <section id={RESULTS_ID} aria-labelledby="results-heading" className="min-w-0">
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

          <div id={mapView ? RESULTS_ID : undefined} className={`min-w-0 ${mapView ? "lg:col-span-2" : ""}`}>
            <ResultsMap page={page} wide={wide} highlight={highlight} onSearchArea={searchArea} />
            {mapView && page.total === 0 && !pending ? (
              <div className="mt-4">
                <NoResults onClearFilters={clearFilters} help={page.zeroResults} />
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
