import { useEffect, useId, useState } from "react";
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
import { LazyClinicMap, useMapPoints } from "../components/lazy-clinic-map.tsx";
import type { LocateOutcome } from "../components/locate-me.tsx";
import { PageHero } from "../components/page-hero.tsx";
import { IN_PLACE } from "../components/route-change.ts";
import { LocationSearchForm } from "../components/search-form.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { FINDER_MAP_HEIGHT, FINDER_PATH, finderHref, POPULAR_SEARCHES } from "../domain/finder-options.ts";
import { CURRENT_LOCATION, FALLBACK_RADIUS_MILES } from "../domain/geolocation-messages.ts";
import { clinicHref } from "../domain/map-plot.ts";
import { activeFilterCount, type SearchFilters } from "../domain/search-params.ts";
import { headFromLoader } from "../lib/route-head.ts";
import { finderHead, loadFinderPage } from "../server/pages/finder-page.server.ts";
import { directoryPage } from "../server/pages/page-loader.server.ts";
import type { Route } from "./+types/near-me";

export const loader = (args: Route.LoaderArgs) => directoryPage(args, loadFinderPage, finderHead);

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
  const setFilters = (filters: SearchFilters) => navigate(finderHref(query.location, filters), IN_PLACE);
  const clearAll = () => {
    setText("");
    navigate(FINDER_PATH, IN_PLACE);
  };
  const located = (outcome: LocateOutcome) => {
    if (outcome.kind === "place") {
      setText(outcome.label);
      navigate(finderHref({ kind: "text", text: outcome.label, param: "location" }, query.filters), IN_PLACE);
    } else if (outcome.kind === "position") {
      // No city for this position: search around the raw coordinates instead.
      setText(CURRENT_LOCATION);
      navigate(
        finderHref(
          { kind: "point", ...outcome.position, nearMe: false },
          { ...query.filters, distance: FALLBACK_RADIUS_MILES },
        ),
        IN_PLACE,
      );
    }
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
          <LocationSearchForm
            landmarkLabel="Find clinics near you"
            label="Your city, state, or ZIP code"
            submitLabel="Find Clinics"
            text={text}
            onTextChange={setText}
            locate={{ context: "finder", placement: "below", onLocated: located }}
            extra={
              <FiltersButton
                count={activeFilterCount(query.filters)}
                expanded={filtersOpen}
                controls={panelId}
                onClick={() => setFiltersOpen((open) => !open)}
              />
            }
          />
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
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <SiteLink to="/tools/symptom-checker" className="btn-secondary">
              Take the Free Symptom Checker
            </SiteLink>
            <SiteLink to="/about-trt" className="btn-secondary">
              Read the TRT Guide
            </SiteLink>
          </div>
        </div>
      </PageHero>

      <FinderFeatures />

      <section aria-labelledby="finder-results" className="mx-auto max-w-7xl px-4 pb-6 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="finder-results" data-route-summary="" className="text-2xl font-bold text-slate-900">
            {place ? `TRT Clinics Near ${place.label}` : "Top-Rated TRT Clinics"}
          </h2>
          {place ? (
            <button type="button" className="btn-secondary text-sm" onClick={showAll}>
              Clear location
            </button>
          ) : null}
        </div>
        <div className="mt-4">
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
        <div className="mt-6">
          <FinderResultList page={page} pending={pending} onShowAll={showAll} />
        </div>
      </section>

      <FinderFaq />
      <FinderFeatured inArea={place !== null} clinics={page.featured} pending={pending} />
      <CoveragePanel states={page.coverage} />
      <FinderCallToAction />
    </div>
  );
}
