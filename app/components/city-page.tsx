import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { cityHeading } from "../domain/city-url.ts";
import { countOf } from "../domain/count-label.ts";
import { cityPageHeading, type NearbyHelp } from "../domain/nearby-help.ts";
import type { CityPageData } from "../domain/place-pages.ts";
import { statePath } from "../domain/state-url.ts";
import type { UsState } from "../domain/us-states.ts";
import { CityAbout, CityNearby } from "./city-about.tsx";
import { NearestClinics, OnlineClinicsInState } from "./city-nearby-help.tsx";
import { Breadcrumbs } from "./clinic-profile/breadcrumbs.tsx";
import { ClinicsUnavailable } from "./clinics-unavailable.tsx";
import { ClinicCardSkeleton, DirectoryClinicCard } from "./state-clinic-card.tsx";

/** The spec's number of placeholder cards while a city's clinics load. */
export const CITY_SKELETONS = 5;

/** The top of a city page: the breadcrumbs from Home through the state (when known), and the heading. */
function CityHero({
  city,
  state,
  heading,
  className,
  headingClassName,
  children,
}: {
  city: string;
  state: UsState | null;
  heading: string;
  /** The classes of the hero's column. */
  className: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section className="hero border-b border-slate-200">
      <div className={className}>
        <Breadcrumbs
          items={[
            { name: "Home", href: "/" },
            ...(state ? [{ name: state.name, href: statePath(state) }] : []),
            { name: city },
          ]}
        />
        <h1 className={headingClassName}>{heading}</h1>
        {children}
      </div>
    </section>
  );
}

function CityClinics({ page, loading }: { page: CityPageData; loading: boolean }) {
  if (loading) {
    return (
      <div role="status" className="grid gap-5 md:grid-cols-2">
        <span className="sr-only">Loading clinics…</span>
        {Array.from({ length: CITY_SKELETONS }, (_, index) => (
          <ClinicCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  // A city without clinics says so under its heading; the nearest and online clinics follow.
  if (page.clinics.length === 0) return null;
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {page.clinics.map((clinic) => (
        <li key={clinic.id}>
          <DirectoryClinicCard clinic={clinic} headingLevel={2} showDistance={page.hasCentre} />
        </li>
      ))}
    </ul>
  );
}

function CountLine({ page }: { page: CityPageData }) {
  if (page.total === 0) {
    return (
      <>
        <span className="block font-semibold text-slate-900">{`No TRT clinics found in ${page.city}, ${page.state.code}`}</span>
        <span className="mt-1 block">
          Try expanding your search to nearby cities or check back later as we add more clinics.
        </span>
      </>
    );
  }
  return (
    <>
      <span className="font-semibold text-slate-900">{`${countOf(page.total, "clinic")} found`}</span>
      {page.hasCentre && page.total > 1 ? ", nearest to the city center first" : ""}
      {page.total > page.clinics.length
        ? ` (showing the ${page.hasCentre ? "nearest " : "first "}${page.clinics.length})`
        : ""}
    </>
  );
}

export function CityPage({ page, help }: { page: CityPageData; help: NearbyHelp | null }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/city/");
  return (
    <>
      <CityHero
        city={page.city}
        state={page.state}
        heading={cityPageHeading(page.city, page.state.code, page.total)}
        className="mx-auto max-w-6xl px-4 pt-4 pb-8 sm:px-6 sm:pt-6"
        headingClassName="mt-6 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
      >
        <p className="mt-3 text-lg text-slate-700">
          <CountLine page={page} />
        </p>
      </CityHero>
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-8 sm:px-6">
        <CityClinics page={page} loading={loading} />
        {help && !loading ? (
          <>
            <NearestClinics help={help} city={page.city} hasOwnClinics={page.total > 0} />
            <OnlineClinicsInState help={help} state={page.state} />
          </>
        ) : null}
        {page.total > 0 && !loading ? <CityAbout page={page} /> : null}
        {page.otherCities.length > 0 ? <CityNearby page={page} /> : null}
      </div>
    </>
  );
}

/** The clinics could not be read: the spec's 'Failed to fetch clinics' (503), not "no clinics found". */
export function CityUnavailable({ city, state }: { city: string; state: UsState | null }) {
  return (
    <CityHero
      city={city}
      state={state}
      heading={state ? cityHeading(city, state.code) : `TRT Clinics in ${city}`}
      className="mx-auto max-w-6xl px-4 pt-4 pb-10 sm:px-6 sm:pt-6"
      headingClassName="mt-6 mb-8 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
    >
      <ClinicsUnavailable />
    </CityHero>
  );
}
