import type { Clinic } from "../../domain/clinic.ts";
import { directionsHref, telHref } from "../../domain/outbound-links.ts";
import { buttonClass, ExternalButtonLink } from "../ui/button.tsx";
import { DirectionsIcon, PhoneIcon } from "./icons.tsx";

/**
 * Call and Directions at the bottom of a phone's screen while the clinic's profile is in view (below 768 px;
 * wider screens have them in the header). It is the profile's last element and sticks rather than floats, so
 * at the end of the profile it takes its own place instead of covering what is above or the footer. In a short
 * window (400% zoom) it does not stick at all: it would cover most of the screen.
 */
export function ClinicCallBar({
  clinic,
}: {
  clinic: Pick<Clinic, "slug" | "name" | "phone" | "address" | "addressLine1" | "city" | "state">;
}) {
  return (
    <div
      data-testid="clinic-call-bar"
      className="sticky bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur short-window:static md:hidden"
    >
      <div className="mx-auto flex max-w-md gap-3">
        {clinic.phone ? (
          <a href={telHref(clinic.phone)} className={buttonClass("primary", "flex-1")}>
            <PhoneIcon className="h-5 w-5" />
            Call<span className="sr-only">{` ${clinic.name} at ${clinic.phone}`}</span>
          </a>
        ) : null}
        <ExternalButtonLink
          kind="maps"
          href={directionsHref(clinic)}
          data-directions={clinic.slug}
          className="flex-1"
        >
          <DirectionsIcon className="h-5 w-5" />
          Directions<span className="sr-only">{` to ${clinic.name}`}</span>
        </ExternalButtonLink>
      </div>
    </div>
  );
}
