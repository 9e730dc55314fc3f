import { useEffect, useId, useRef, useState } from "react";
import { useLoaderData, useLocation, useNavigate, useNavigation } from "react-router";
import { FiltersButton } from "../components/filter-controls.tsx";
import { FinderFilterPanel } from "../components/finder-filters.tsx";
import {
  DirectoryBadges,
  FinderCallToAction,
  FinderFeatured,
  FinderResultList,
} from "../components/finder-results.tsx";
import {
  CoveragePanel,
  FinderFaq,
  FinderFeatures,
  PopularSearches,
  QuickSearches,
} from "../components/finder-sections.tsx";
import { IgnoredNotices } from "../components/ignored-notices.tsx";
import { LazyClinicMap, useMapPoints } from "../components/lazy-clinic-map.tsx";
import { LocateMePanel, type LocateOutcome } from "../components/locate-me.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { PaymentFilters } from "../components/payment-filters.tsx";
import { IN_PLACE } from "../components/route-change.ts";
import { LocationSearchForm } from "../components/search-form.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { SortSelect } from "../components/sort-select.tsx";
import { useAskedFilters } from "../components/use-asked-filters.ts";
import { FINDER_MAP_HEIGHT, FINDER_PATH, finderHref, POPULAR_SEARCHES } from "../domain/finder-options.ts";
import { CURRENT_LOCATION } from "../domain/geolocation-messages.ts";
import { FINDER_RESULTS_ID, locatedFinderHref } from "../domain/located-search.ts";
import { clinicHref } from "../domain/map-plot.ts";
import { activeFilterCount, type SearchFilters, type SearchSort } from "../domain/search-params.ts";
import { finderFaq } from "../lib/finder-faq.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { finderHead, loadFinderPage } from "../server/pages/finder-page.server.ts";
import { directoryPage } from "../server/pages/page-loader.server.ts";
import { finderPageHref, withZeroResultsHelp } from "../server/pages/search-zero-results.server.ts";
import type { Route } from "./+types/near-me";

export const loader = (args: Route.LoaderArgs) =>
  directoryPage(args, withZeroResultsHelp(loadFinderPage, finderPageHref), finderHead);

export const meta: Route.MetaFunction = headFromLoader;

export default function NearMeRoute() {
  const page = useLoaderData<typeof loader>();
  const { query, place } = page;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === FINDER_PATH;
  const [text, setText] = useState(place?.inputText ?? "");
  const [filtersOpen, setFiltersOpen] = useState(activeFilterCount(query.filters) > 0);
  const panelId = useId();
  const location = useLocation();
  const mapPoints = useMapPoints(`${FINDER_PATH}/map-points${location.search}`);

  useEffect(() => setText(place?.inputText ?? ""), [place?.inputText]);

  // Filters, chips and the location refresh the finder's results in place (decision 16).
  const askFilters = useAskedFilters(query.filters);
  const setFilters = (changes: Partial<SearchFilters>) =>
    navigate(finderHref(query.location, askFilters(changes), query.sort), IN_PLACE);
  const setSort = (sort: SearchSort) => navigate(finderHref(query.location, query.filters, sort), IN_PLACE);
  const clearAll = () => {
    setText("");
    navigate(FINDER_PATH, IN_PLACE);
  };
  // A located visitor lands on the results: once they have loaded, they are scrolled to and focused.
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const landing = useRef(false);
  const landOnResults = () => {
    const heading = resultsHeading.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: "start" });
  };
  // After each navigation: the located search's page has rendered by then.
  useEffect(() => {
    if (!landing.current) return;
    landing.current = false;
    landOnResults();
  }, [location.key]);
  const located = (outcome: LocateOutcome) => {
    if (outcome.kind === "failed") return;
    // No city for this position: the search runs around the raw coordinates instead.
    setText(outcome.kind === "place" ? outcome.label : CURRENT_LOCATION);
    const href = locatedFinderHref(outcome, query.filters);
    if (href === `${location.pathname}${location.search}`) {
      landOnResults();
      return;
    }
    landing.current = true;
    navigate(href, IN_PLACE);
  };
  const showAll = () => {
    setText("");
    navigate(finderHref({ kind: "none" }, query.filters), IN_PLACE);
  };

  return (
    <div className="bg-slate-50">
      <PageHero
        id="finder-heading"
        title="Find TRT Clinics Near Me"
        lead="Use your location or enter a city to see testosterone therapy clinics nearby, on a list and a map."
        className="mx-auto max-w-5xl px-4 py-10 text-center sm:px-6 sm:py-14"
        titleClassName="text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
      >
        <DirectoryBadges badges={page.badges} />

        <div className="mx-auto mt-6 max-w-3xl text-left">
          <LocateMePanel
            context="finder"
            emphasis="primary"
            onLocated={located}
            className="flex flex-col items-center text-center"
          />
          <p className="my-4 text-center text-sm font-medium text-slate-700">or search a place</p>
          <LocationSearchForm
            landmarkLabel="Find clinics near you"
            label="Your city, state, or ZIP code"
            submitLabel="Find Clinics"
            text={text}
            onTextChange={setText}
            fields={
              <PaymentFilters
                filters={query.filters}
                insurance={page.payment.insurance}
                prices={page.payment.prices}
                onChange={setFilters}
              />
            }
            extra={
              <FiltersButton
                count={activeFilterCount(query.filters)}
                expanded={filtersOpen}
                controls={panelId}
                onClick={() => setFiltersOpen((open) => !open)}
              />
            }
          />
          <IgnoredNotices ignored={query.ignored} className="mt-3" />
          {filtersOpen ? (
            <div className="mt-4">
              <FinderFilterPanel
                id={panelId}
                filters={query.filters}
                onChange={setFilters}
                onClearAll={clearAll}
              />
            </div>
          ) : null}
        </div>

        <div className="mx-auto mt-6 max-w-3xl text-left">
          <PopularSearches places={POPULAR_SEARCHES} />
          <QuickSearches
            nearby={Boolean(place?.stateCode)}
            labels={page.quickSearches}
            filters={query.filters}
          />
        </div>
      </PageHero>

      <section aria-labelledby={FINDER_RESULTS_ID} className="mx-auto max-w-7xl px-4 pt-8 pb-6 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2
            id={FINDER_RESULTS_ID}
            ref={resultsHeading}
            tabIndex={-1}
            data-route-summary=""
            className="text-2xl font-bold text-slate-900"
          >
            {place ? `TRT Clinics Near ${place.label}` : "Top-Rated TRT Clinics"}
          </h2>
          <div className="flex flex-wrap items-center gap-3">
            {page.clinics.length > 1 ? (
              <SortSelect value={page.sort} distanceAvailable={Boolean(place?.point)} onChange={setSort} />
            ) : null}
            {place ? (
              <button type="button" className="btn-secondary text-sm" onClick={showAll}>
                Clear location
              </button>
            ) : null}
          </div>
        </div>
        <div className="mt-4">
          <FinderResultList page={page} pending={pending} onShowAll={showAll} />
        </div>
        <div className="mt-6">
          <LazyClinicMap
            clinics={mapPoints.clinics ?? []}
            count={page.mapCount}
            active={mapPoints.clinics !== null}
            onNearScreen={mapPoints.request}
            failure={mapPoints.failure}
            height={FINDER_MAP_HEIGHT}
            fitToClinics={place !== null}
            onSelectClinic={(clinic) => navigate(clinicHref(clinic))}
          />
        </div>
      </section>

      <FinderFeatures />
      <div className="flex flex-wrap justify-center gap-3 px-4">
        <SiteLink to="/tools/symptom-checker" className="btn-secondary">
          Take the Free Symptom Checker
        </SiteLink>
        <SiteLink to="/about-trt" className="btn-secondary">
          Read the TRT Guide
        </SiteLink>
      </div>

      <FinderFaq items={finderFaq(page.faqPrices)} />
      <FinderFeatured inArea={place !== null} clinics={page.featured} pending={pending} />
      <CoveragePanel states={page.coverage} />
      <FinderCallToAction />
    </div>
  );
}
