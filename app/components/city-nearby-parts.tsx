import { countOf, formatCount } from "../domain/count-label.ts";
import { type NearbyHelp, onlineClinicsInStateHref } from "../domain/nearby-help.ts";
import type { UsState } from "../domain/us-states.ts";
import { SiteLink } from "./site-link.tsx";
import { ButtonLink } from "./ui/button.tsx";
import { EmptyState } from "./ui/empty-state.tsx";

const LINK = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** The heading of the nearest in-person clinics, and what they are, or that there are none. */
export function NearestIntro({
  help,
  city,
  hasOwnClinics,
}: {
  help: NearbyHelp;
  city: string;
  hasOwnClinics: boolean;
}) {
  const { nearest, radiusMiles } = help;
  const heading = hasOwnClinics
    ? `More in-person clinics near ${city}`
    : `Nearest in-person clinics to ${city}`;
  return (
    <>
      <h2 id="nearest-clinics-heading" className="text-heading text-balance text-navy-900">
        {heading}
      </h2>
      {nearest.length > 0 ? (
        <p className="mt-1 text-slate-700">
          {nearest.length === 1
            ? `The only one we list within ${radiusMiles} miles of ${city}, with its straight-line distance from the city center.`
            : `The ${countOf(nearest.length, "clinic")} nearest ${city} within ${radiusMiles} miles, nearest first, with their straight-line distance from the city center.`}
        </p>
      ) : (
        <EmptyState
          className="mt-4"
          headingLevel={3}
          title={`No in-person clinic within ${radiusMiles} miles`}
          actions={
            <ButtonLink to={`/search?location=${encodeURIComponent(city)}`} variant="secondary">
              {`Search near ${city}`}
            </ButtonLink>
          }
        >
          {`We list no clinic you can visit within ${radiusMiles} miles of ${city}. The online clinics below can treat patients here by video visit.`}
        </EmptyState>
      )}
    </>
  );
}

/** The heading of the online clinics licensed in the state, and how many there are, or that there are none. */
export function OnlineIntro({ help, state }: { help: NearbyHelp; state: UsState }) {
  const { total } = help.online;
  return (
    <>
      <h2 id="online-clinics-heading" className="text-heading text-balance text-navy-900">
        {`Online clinics licensed in ${state.name}`}
      </h2>
      {total > 0 ? (
        <p className="mt-1 text-slate-700">
          {`${formatCount(total)} online clinic${total === 1 ? " is" : "s are"} licensed to treat patients in ${state.name} by video visit, best rated first.`}
        </p>
      ) : (
        <EmptyState
          className="mt-4"
          headingLevel={3}
          title={`No online clinic licensed in ${state.name} yet`}
          actions={
            <ButtonLink to="/tele-trt-clinics" variant="secondary">
              All online TRT clinics
            </ButtonLink>
          }
        >
          Online clinics can treat only patients in the states where their clinicians are licensed.
        </EmptyState>
      )}
    </>
  );
}

/** The link to every online clinic licensed in the state, under the ones shown. */
export function OnlineLink({ help, state }: { help: NearbyHelp; state: UsState }) {
  const { total } = help.online;
  return (
    <SiteLink
      to={onlineClinicsInStateHref(state.code)}
      className={`mt-4 inline-flex min-h-11 items-center ${LINK}`}
    >
      {total === 1
        ? `See the online clinic licensed in ${state.name}`
        : `See all ${formatCount(total)} online clinics licensed in ${state.name}`}
    </SiteLink>
  );
}
