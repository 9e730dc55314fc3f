import type { ClinicCard } from "../domain/clinic-card.ts";
import { FEATURED_SHOWN, FINDER_SKELETONS } from "../domain/finder-options.ts";
import type { SearchQuery } from "../domain/search-params.ts";
import { searchHref } from "../domain/search-params.ts";
import type { ZeroResultsHelp } from "../domain/zero-results.ts";
import { ClinicsUnavailable } from "./clinics-unavailable.tsx";
import { FeaturedClinicCard, FinderClinicCard, LoadingClinics, SkeletonGrid } from "./finder-cards.tsx";
import { SiteLink } from "./site-link.tsx";
import { ZeroResults } from "./zero-results.tsx";

/** The hero's counts of the directory; a count that could not be read is left out. */
export function DirectoryBadges({
  badges,
}: {
  badges: {
    clinics: string | null;
    reviews: string | null;
    allStates: boolean;
    statesCovered: number | null;
  };
}) {
  return (
    <ul className="mt-5 flex flex-wrap justify-center gap-2" aria-label="Directory in numbers">
      {badges.clinics ? <li className="badge badge-brand text-sm">{`${badges.clinics} Clinics`}</li> : null}
      {badges.reviews ? <li className="badge badge-brand text-sm">{`${badges.reviews} Reviews`}</li> : null}
      {badges.statesCovered ? (
        <li className="badge badge-verified text-sm">
          {badges.allStates ? "All 50 States Covered" : `${badges.statesCovered} States Covered`}
        </li>
      ) : null}
    </ul>
  );
}

/** The finder's clinics for its place, or why there are none. */
export function FinderResultList({
  page,
  pending,
  onShowAll,
}: {
  page: {
    query: SearchQuery;
    place: { label: string } | null;
    clinics: ClinicCard[];
    total: number;
    failed: boolean;
    zeroResults?: ZeroResultsHelp | null;
  };
  pending: boolean;
  onShowAll: () => void;
}) {
  const { place, query } = page;
  if (page.failed) return <ClinicsUnavailable />;
  if (pending) {
    return (
      <LoadingClinics
        label="Loading clinics..."
        count={FINDER_SKELETONS}
        className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
      />
    );
  }
  if (page.clinics.length === 0) {
    return (
      <ZeroResults
        title={place ? `No clinics found in ${place.label}` : "No clinics found"}
        help={page.zeroResults ?? null}
        actions={
          place ? (
            <button type="button" className="btn-primary" onClick={onShowAll}>
              Show All Clinics
            </button>
          ) : (
            <SiteLink to="/search" className="btn-primary">
              View All clinics
            </SiteLink>
          )
        }
      />
    );
  }
  return (
    <>
      {/* The clinics this search listed (usage-events.ts counts them for each clinic, decision 52). */}
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-search-results="">
        {page.clinics.map((clinic) => (
          <li key={clinic.id}>
            <FinderClinicCard clinic={clinic} insuranceMatch={clinic.insuranceMatch ?? null} />
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center">
        <SiteLink
          to={searchHref({ location: query.location, filters: query.filters, sort: query.sort })}
          className="btn-secondary"
        >
          {place && page.total > page.clinics.length
            ? `See all ${page.total} clinics near ${place.label}`
            : "View All clinics"}
        </SiteLink>
      </p>
    </>
  );
}

/** Paid placements for the finder's area. */
export function FinderFeatured({
  inArea,
  clinics,
  pending,
}: {
  inArea: boolean;
  clinics: ClinicCard[];
  pending: boolean;
}) {
  return (
    <section aria-labelledby="finder-featured" className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h2 id="finder-featured" className="text-2xl font-bold text-slate-900">
        {inArea ? "Featured Clinics for This Area" : "Featured Clinics"}
      </h2>
      <p className="mt-1 text-sm text-slate-700">Featured listings are paid placements from providers.</p>
      <div className="mt-5">
        {pending ? (
          <SkeletonGrid count={FEATURED_SHOWN} className="grid gap-4 md:grid-cols-2" />
        ) : clinics.length > 0 ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {clinics.slice(0, FEATURED_SHOWN).map((clinic) => (
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
  );
}

export function FinderCallToAction() {
  return (
    <section aria-labelledby="finder-cta" className="mx-auto max-w-3xl px-4 pt-4 pb-16 text-center sm:px-6">
      <h2 id="finder-cta" className="text-2xl font-bold text-slate-900">
        Ready to compare clinics?
      </h2>
      <p className="mt-2 text-slate-700">
        Filter by distance, services, insurance, monthly price and online care.
      </p>
      <SiteLink to="/search" className="btn-primary mt-5 px-6 text-base">
        Find Clinics Near You
      </SiteLink>
    </section>
  );
}
