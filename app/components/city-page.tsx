import { useNavigation } from "react-router";
import type { NearbyHelp } from "../domain/nearby-help.ts";
import type { CityPageData } from "../domain/place-pages.ts";
import { NearestClinics, OnlineClinicsInState } from "./city-nearby-help.tsx";
import { KeptCityPart } from "./kept-city-part.tsx";
import { ClinicCardSkeleton, DirectoryClinicCard } from "./state-clinic-card.tsx";

/** The spec's number of placeholder cards while a city's clinics load. */
export const CITY_SKELETONS = 5;

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

/**
 * A city's page. Its clinic cards, and the placeholders shown while another city loads, work in the browser;
 * the rest is kept as the server drew it (`city-parts.tsx`, decision 54).
 */
export function CityPage({ page, help }: { page: CityPageData; help: NearbyHelp | null }) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/city/");
  return (
    <>
      <KeptCityPart part="hero" page={page} />
      <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-8 sm:px-6">
        <CityClinics page={page} loading={loading} />
        {help && !loading ? (
          <>
            <NearestClinics help={help} city={page.city} hasOwnClinics={page.total > 0} />
            <OnlineClinicsInState help={help} state={page.state} />
          </>
        ) : null}
        {page.total > 0 && !loading ? <KeptCityPart part="about" page={page} /> : null}
        {page.otherCities.length > 0 ? <KeptCityPart part="nearby" page={page} /> : null}
      </div>
    </>
  );
}
