import { approximateAreaLabel } from "../../domain/approximate-location.ts";
import { cityPath } from "../../domain/city-url.ts";
import type { Clinic } from "../../domain/clinic.ts";
import { isApproximateLocation } from "../../domain/location-precision.ts";
import { telHref } from "../../domain/outbound-links.ts";
import { directionsSearchUrl } from "../../domain/review-platforms.ts";
import { statePath } from "../../domain/state-url.ts";
import { stateByCode } from "../../domain/us-states.ts";
import { SiteLink } from "../site-link.tsx";
import { DirectionsIcon, NewTabNote, PhoneIcon } from "./icons.tsx";
import { ProfileSection } from "./section.tsx";

/** The location tab's address, directions and links to the clinic's city and state. */
export function LocationDetails({ clinic }: { clinic: Clinic }) {
  const state = stateByCode(clinic.state);
  return (
    <div className="space-y-6">
      <ProfileSection title="Address">
        <address className="not-italic leading-relaxed text-slate-800">
          {clinic.addressLine1}
          {clinic.addressLine2 ? (
            <>
              <br />
              {clinic.addressLine2}
            </>
          ) : null}
          <br />
          {`${clinic.city}, ${clinic.state} ${clinic.zipCode}`}
        </address>
        {isApproximateLocation(clinic) ? (
          <p className="mt-3 text-sm leading-relaxed text-slate-700" data-testid="approximate-location">
            {`${approximateAreaLabel(clinic.zipCode)}. We know the street address but not yet where on the map the door is, so the map shows the area and directions search for the address.`}
          </p>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          <a
            href={directionsSearchUrl(clinic.address)}
            data-directions={clinic.slug}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary"
          >
            <DirectionsIcon className="h-5 w-5" />
            Get Directions
            <NewTabNote />
          </a>
          {clinic.phone ? (
            <a href={telHref(clinic.phone)} className="btn-secondary">
              <PhoneIcon className="h-5 w-5" />
              {clinic.phone}
            </a>
          ) : null}
        </div>
      </ProfileSection>
      <ProfileSection title="More clinics nearby">
        <ul className="space-y-1">
          <li>
            <SiteLink
              to={cityPath(clinic.city, clinic.state)}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {`TRT clinics in ${clinic.city}, ${clinic.state}`}
            </SiteLink>
          </li>
          {state ? (
            <li>
              <SiteLink
                to={statePath(state)}
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {`TRT clinics in ${state.name}`}
              </SiteLink>
            </li>
          ) : null}
        </ul>
      </ProfileSection>
    </div>
  );
}
