import { ProfileCompare } from "../compare-toggle.tsx";
import { OpenStatus } from "../open-status.tsx";
import type { ClinicPartProps } from "./clinic-parts.tsx";
import { KeptClinicPart } from "./kept-clinic-part.tsx";

/**
 * Name, badges, rating, open status and address at the top of a clinic's profile. On a phone it stays compact
 * (no monogram, smaller type) and its Call and Directions move to the bar at the bottom of the screen
 * (ClinicCallBar); from 768 px they are here. Compare (decision 45) is here at every width. Only Compare and the
 * open status work in the browser; the rest is kept as the server drew it (`clinic-header-parts.tsx`).
 */
export function ClinicHeader({ page }: { page: Omit<ClinicPartProps, "part"> }) {
  const { clinic } = page;
  return (
    <header className="hero border-b border-slate-200" data-testid="clinic-header">
      <div className="mx-auto max-w-6xl px-4 pt-2 pb-4 sm:px-6 sm:pt-6 sm:pb-8">
        {/* Compare shares the breadcrumbs' row at every width, so the phone's compact header stays as tall. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <KeptClinicPart part="crumbs" {...page} />
          <div className="ml-auto flex flex-wrap items-center gap-2" data-testid="profile-compare">
            <ProfileCompare slug={clinic.slug} name={clinic.name} />
          </div>
        </div>
        <div className="mt-2 flex gap-5 sm:mt-5">
          <KeptClinicPart part="monogram" {...page} />
          <div className="min-w-0 flex-1">
            <KeptClinicPart part="title" {...page} />
            <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 sm:mt-3 sm:text-base">
              <KeptClinicPart part="rating" {...page} />
              {/* Its own line on phones and room kept beside the rating on wider screens, so the text that arrives
                  after hydration never moves the page. */}
              <OpenStatus
                hours={clinic.openingHours}
                timeZone={clinic.timeZone}
                className="basis-full sm:basis-auto sm:min-w-64 sm:text-base"
              />
            </div>
            <KeptClinicPart part="contact" {...page} />
          </div>
        </div>
      </div>
    </header>
  );
}
