import type { Clinic } from "../../domain/clinic.ts";
import { directionsHref, telHref } from "../../domain/outbound-links.ts";
import type { Verification } from "../../domain/verification.ts";
import { hasVirtualCare } from "../../domain/virtual-care.ts";
import { ProfileCompare } from "../compare-toggle.tsx";
import { InitialsAvatar } from "../initials-avatar.tsx";
import { OpenStatus } from "../open-status.tsx";
import { StarRating } from "../star-rating.tsx";
import { FeaturedBadge, VerificationBadge, VirtualCareBadge } from "../ui/badge.tsx";
import { buttonClass, ExternalButtonLink } from "../ui/button.tsx";
import { type BreadcrumbItem, Breadcrumbs } from "./breadcrumbs.tsx";
import { DirectionsIcon, GlobeIcon, PhoneIcon, PinIcon } from "./icons.tsx";

/**
 * Name, badges, rating, open status and address at the top of a clinic's profile. On a phone it stays compact
 * (no monogram, smaller type) and its Call and Directions move to the bar at the bottom of the screen
 * (ClinicCallBar); from 768 px they are here. Compare (decision 45) is here at every width.
 */
export function ClinicHeader({
  clinic,
  breadcrumbs,
  verification,
}: {
  clinic: Clinic;
  breadcrumbs: BreadcrumbItem[];
  verification: Verification;
}) {
  return (
    <header className="hero border-b border-slate-200" data-testid="clinic-header">
      <div className="mx-auto max-w-6xl px-4 pt-2 pb-4 sm:px-6 sm:pt-6 sm:pb-8">
        {/* Compare shares the breadcrumbs' row at every width, so the phone's compact header stays as tall. */}
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <Breadcrumbs items={breadcrumbs} hideCurrentOnPhone />
          <div className="ml-auto flex flex-wrap items-center gap-2" data-testid="profile-compare">
            <ProfileCompare slug={clinic.slug} name={clinic.name} />
          </div>
        </div>
        <div className="mt-2 flex gap-5 sm:mt-5">
          <div className="hidden shrink-0 sm:block">
            <InitialsAvatar name={clinic.name} size="lg" />
          </div>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap gap-1.5 sm:gap-2">
              <VerificationBadge verification={verification} />
              {clinic.featured ? <FeaturedBadge /> : null}
              {hasVirtualCare(clinic) ? <VirtualCareBadge /> : null}
            </p>
            <h1 className="mt-1.5 text-2xl leading-tight font-extrabold tracking-tight text-balance text-navy-900 sm:mt-2 sm:text-4xl">
              {clinic.name}
            </h1>
            <div className="mt-1.5 flex flex-wrap items-center gap-x-4 gap-y-1 sm:mt-3 sm:text-base">
              {clinic.rating === null ? (
                <span className="text-sm text-slate-700 sm:text-base">No ratings yet</span>
              ) : (
                <StarRating rating={clinic.rating} reviewCount={clinic.reviewCount} source="Google" />
              )}
              {/* Its own line on phones and room kept beside the rating on wider screens, so the text that arrives
                  after hydration never moves the page. */}
              <OpenStatus
                hours={clinic.openingHours}
                timeZone={clinic.timeZone}
                className="basis-full sm:basis-auto sm:min-w-64 sm:text-base"
              />
            </div>
            <p className="mt-1.5 flex items-start gap-1.5 text-sm text-slate-700 sm:mt-3 sm:gap-2 sm:text-base">
              <PinIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500 sm:h-5 sm:w-5" />
              <span>{clinic.address}</span>
            </p>
            <div className="mt-5 hidden flex-wrap gap-3 md:flex">
              {clinic.phone ? (
                <a href={telHref(clinic.phone)} className={buttonClass("primary")}>
                  <PhoneIcon className="h-5 w-5" />
                  Call Now<span className="sr-only">{` at ${clinic.phone}`}</span>
                </a>
              ) : null}
              <ExternalButtonLink kind="maps" href={directionsHref(clinic)} data-directions={clinic.slug}>
                <DirectionsIcon className="h-5 w-5" />
                Directions
              </ExternalButtonLink>
              {clinic.website ? (
                <ExternalButtonLink kind="website" href={clinic.website}>
                  <GlobeIcon className="h-5 w-5" />
                  Visit Website
                </ExternalButtonLink>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
