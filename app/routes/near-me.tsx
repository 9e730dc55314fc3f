import { useEffect, useId, useState } from "react";
import { data, useLoaderData, useLocation, useNavigate, useNavigation } from "react-router";
import { ClinicsUnavailable } from "../components/clinics-unavailable.tsx";
import { FiltersButton } from "../components/filter-controls.tsx";
import { FeaturedClinicCard, FinderClinicCard, SkeletonGrid } from "../components/finder-cards.tsx";
import { FinderFilterPanel } from "../components/finder-filters.tsx";
import {
  CoveragePanel,
  FINDER_FAQ,
  FinderFaq,
  FinderFeatures,
  PopularSearches,
} from "../components/finder-sections.tsx";
import { LazyClinicMap, useMapPoints } from "../components/lazy-clinic-map.tsx";
import type { LocateOutcome } from "../components/locate-me.tsx";
import { IN_PLACE } from "../components/route-change.ts";
import { LocationSearchForm } from "../components/search-form.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { servicesContext } from "../context.ts";
import {
  FEATURED_SHOWN,
  FINDER_MAP_HEIGHT,
  FINDER_PATH,
  FINDER_SKELETONS,
  finderHref,
  POPULAR_SEARCHES,
} from "../domain/finder-options.ts";
import { CURRENT_LOCATION, FALLBACK_RADIUS_MILES } from "../domain/geolocation-messages.ts";
import { cardOfferings, offeringsPhrase, offeringsShown } from "../domain/listed-facts.ts";
import { clinicHref } from "../domain/map-plot.ts";
import { activeFilterCount, type SearchFilters, searchHref } from "../domain/search-params.ts";
import { pageMeta } from "../lib/meta.ts";
import { headFromLoader } from "../lib/route-head.ts";
import type { PublicConfig } from "../lib/site.ts";
import { pageUrl } from "../server/http/page-url.server.ts";
import { type FinderPageData, loadFinderPage } from "../server/pages/finder-page.server.ts";
import type { Route } from "./+types/near-me";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = pageUrl(request);
  const page = await loadFinderPage(services, url);
  const head = finderHead(services.publicConfig, page, url.search.length > 1);
  return data({ ...page, head }, { status: page.failed ? 503 : 200 });
}

function finderHead(site: PublicConfig, page: FinderPageData, withQuery: boolean) {
  const { place } = page;
  // Only what the finder's cards show of at least one clinic (decision 33).
  const offered = offeringsPhrase(offeringsShown(page.clinics.map(cardOfferings), ["ratings", "prices"]));
  return pageMeta({
    ...site,
    title: place ? `TRT Clinics Near ${place.label}` : "Find TRT Clinics Near Me",
    description: `Find testosterone replacement therapy clinics near you: use your location or search a city${
      offered ? `, compare ${offered}` : ""
    }, and see clinics on a map.`,
    path: FINDER_PATH,
    noindex: withQuery,
    jsonLd: {
      "@type": "FAQPage",
      mainEntity: FINDER_FAQ.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  });
}

export const meta: Route.MetaFunction = headFromLoader;

export default function NearMeRoute() {
  const page = useLoaderData<typeof loader>();
  const { query, place, badges } = page;
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
  const activeCount = activeFilterCount(query.filters);

  return (
    <div className="bg-slate-50">
      <section className="hero border-b border-slate-200" aria-labelledby="finder-heading">
        <div className="mx-auto max-w-5xl px-4 py-10 text-center sm:px-6 sm:py-14">
          <h1
            id="finder-heading"
            className="text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            Find TRT Clinics Near Me
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">
            Use your location or enter a city to see testosterone therapy clinics nearby, on a list and a map.
          </p>
          <ul className="mt-5 flex flex-wrap justify-center gap-2" aria-label="Directory in numbers">
            {badges.clinics ? (
              <li className="badge badge-brand text-sm">{`${badges.clinics} Clinics`}</li>
            ) : null}
            {badges.reviews ? (
              <li className="badge badge-brand text-sm">{`${badges.reviews} Reviews`}</li>
            ) : null}
            {badges.statesCovered ? (
              <li className="badge badge-verified text-sm">
                {badges.allStates ? "All 50 States Covered" : `${badges.statesCovered} States Covered`}
              </li>
            ) : null}
          </ul>

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
                  count={activeCount}
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
            <nav aria-labelledby="quick-searches" className="mt-4">
              <h2 id="quick-searches" className="text-sm font-semibold text-slate-800">
                {place?.stateCode ? "Quick search nearby" : "Quick search"}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {page.quickSearches.map((label) => (
                  <li key={label}>
                    <SiteLink
                      to={finderHref({ kind: "text", text: label, param: "location" }, query.filters)}
                      inPlace
                      className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm font-medium text-brand-800 hover:bg-brand-100"
                    >
                      {label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <SiteLink to="/tools/symptom-checker" className="btn-secondary">
                Take the Free Symptom Checker
              </SiteLink>
              <SiteLink to="/about-trt" className="btn-secondary">
                Read the TRT Guide
              </SiteLink>
            </div>
          </div>
        </div>
      </section>

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
          {page.failed ? (
            <ClinicsUnavailable />
          ) : pending ? (
            <div>
              <p role="status" className="mb-4 font-medium text-slate-800">
                Loading clinics...
              </p>
              <SkeletonGrid count={FINDER_SKELETONS} className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" />
            </div>
          ) : page.clinics.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
              <p className="text-xl font-bold text-slate-900">
                {place ? `No clinics found in ${place.label}` : "No clinics found"}
              </p>
              <p className="mt-2 text-slate-700">Try a nearby city or fewer filters.</p>
              <div className="mt-5 flex justify-center">
                {place ? (
                  <button type="button" className="btn-primary" onClick={showAll}>
                    Show All Clinics
                  </button>
                ) : (
                  <SiteLink to="/search" className="btn-primary">
                    View All clinics
                  </SiteLink>
                )}
              </div>
            </div>
          ) : (
            <>
              <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {page.clinics.map((clinic) => (
                  <li key={clinic.id}>
                    <FinderClinicCard clinic={clinic} />
                  </li>
                ))}
              </ul>
              <p className="mt-6 text-center">
                <SiteLink
                  to={searchHref({ location: query.location, filters: query.filters })}
                  className="btn-secondary"
                >
                  {place && page.total > page.clinics.length
                    ? `See all ${page.total} clinics near ${place.label}`
                    : "View All clinics"}
                </SiteLink>
              </p>
            </>
          )}
        </div>
      </section>

      <FinderFaq />

      <section aria-labelledby="finder-featured" className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h2 id="finder-featured" className="text-2xl font-bold text-slate-900">
          {place ? "Featured Clinics for This Area" : "Featured Clinics"}
        </h2>
        <p className="mt-1 text-sm text-slate-700">Featured listings are paid placements from providers.</p>
        <div className="mt-5">
          {pending ? (
            <SkeletonGrid count={FEATURED_SHOWN} className="grid gap-4 md:grid-cols-2" />
          ) : page.featured.length > 0 ? (
            <ul className="grid gap-4 md:grid-cols-2">
              {page.featured.slice(0, FEATURED_SHOWN).map((clinic) => (
                <li key={clinic.id}>
                  <FeaturedClinicCard clinic={clinic} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">No featured clinics here yet.</p>
          )}
        </div>
      </section>

      <CoveragePanel states={page.coverage} />

      <section aria-labelledby="finder-cta" className="mx-auto max-w-3xl px-4 pt-4 pb-16 text-center sm:px-6">
        <h2 id="finder-cta" className="text-2xl font-bold text-slate-900">
          Ready to compare clinics?
        </h2>
        <p className="mt-2 text-slate-700">
          Filter by distance, services, insurance, price and telehealth options.
        </p>
        <SiteLink to="/search" className="btn-primary mt-5 px-6 text-base">
          Find Clinics Near You
        </SiteLink>
      </section>
    </div>
  );
}
