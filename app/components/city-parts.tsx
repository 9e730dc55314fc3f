import type { ReactNode } from "react";
import { cityHeading } from "../domain/city-url.ts";
import { countOf } from "../domain/count-label.ts";
import type { NearbyHelp } from "../domain/nearby-help.ts";
import { cityPageHeading } from "../domain/nearby-help.ts";
import type { CityPageData } from "../domain/place-pages.ts";
import { statePath } from "../domain/state-url.ts";
import type { UsState } from "../domain/us-states.ts";
import type { SuggestedLink } from "../domain/zero-results.ts";
import { CityAbout, CityNearby } from "./city-about.tsx";
import { NearestIntro, OnlineIntro, OnlineLink } from "./city-nearby-parts.tsx";
import { CityNotFound } from "./city-not-found.tsx";
import { Breadcrumbs } from "./clinic-profile/breadcrumbs.tsx";
import { ClinicsUnavailable } from "./clinics-unavailable.tsx";

/** The parts of a city's page that do nothing in the browser: all of it but its clinic cards. */
export type CityPartProps =
  | { part: "hero" | "about" | "nearby"; page: CityPageData }
  | { part: "nearest-intro"; help: NearbyHelp; city: string; hasOwnClinics: boolean }
  | { part: "online-intro" | "online-link"; help: NearbyHelp; state: UsState }
  | { part: "unavailable"; city: string; state: UsState | null }
  | { part: "not-found"; state: UsState | null; didYouMean: SuggestedLink | null };

export function CityPart(props: CityPartProps) {
  switch (props.part) {
    case "hero":
      return <CityPageHero page={props.page} />;
    case "about":
      return <CityAbout page={props.page} />;
    case "nearby":
      return <CityNearby page={props.page} />;
    case "nearest-intro":
      return <NearestIntro help={props.help} city={props.city} hasOwnClinics={props.hasOwnClinics} />;
    case "online-intro":
      return <OnlineIntro help={props.help} state={props.state} />;
    case "online-link":
      return <OnlineLink help={props.help} state={props.state} />;
    case "unavailable":
      return <CityUnavailable city={props.city} state={props.state} />;
    case "not-found":
      return <CityNotFound state={props.state} didYouMean={props.didYouMean} />;
  }
}

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

function CityPageHero({ page }: { page: CityPageData }) {
  return (
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

/** The clinics could not be read: the spec's 'Failed to fetch clinics' (503), not "no clinics found". */
function CityUnavailable({ city, state }: { city: string; state: UsState | null }) {
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
