import type { Clinic } from "../../domain/clinic.ts";
import { directionsHref, telHref } from "../../domain/outbound-links.ts";
import type { Verification } from "../../domain/verification.ts";
import { hasVirtualCare } from "../../domain/virtual-care.ts";
import { InitialsAvatar } from "../initials-avatar.tsx";
import { StarRating } from "../star-rating.tsx";
import { FeaturedBadge, VerificationBadge, VirtualCareBadge } from "../ui/badge.tsx";
import { buttonClass, ExternalButtonLink } from "../ui/button.tsx";
import { type BreadcrumbItem, Breadcrumbs } from "./breadcrumbs.tsx";
import { DirectionsIcon, GlobeIcon, PhoneIcon, PinIcon } from "./icons.tsx";

/** The monogram beside the name, from 640 px. */
export function HeaderMonogram({ clinic }: { clinic: Clinic }) {
  return (
    <div className="hidden shrink-0 sm:block">
      <InitialsAvatar name={clinic.name} size="lg" />
    </div>
  );
}

export function HeaderCrumbs({ breadcrumbs }: { breadcrumbs: readonly BreadcrumbItem[] }) {
  return <Breadcrumbs items={breadcrumbs} hideCurrentOnPhone />;
}

/** The badges and the clinic's name. */
export function HeaderTitle({ clinic, verification }: { clinic: Clinic; verification: Verification }) {
  return (
    <>
      <p className="flex flex-wrap gap-1.5 sm:gap-2">
        <VerificationBadge verification={verification} />
        {clinic.featured ? <FeaturedBadge /> : null}
        {hasVirtualCare(clinic) ? <VirtualCareBadge /> : null}
      </p>
      <h1 className="mt-1.5 text-2xl leading-tight font-extrabold tracking-tight text-balance text-navy-900 sm:mt-2 sm:text-4xl">
        {clinic.name}
      </h1>
    </>
  );
}

export function HeaderRating({ clinic }: { clinic: Clinic }) {
  return clinic.rating === null ? (
    <span className="text-sm text-slate-700 sm:text-base">No ratings yet</span>
  ) : (
    <StarRating rating={clinic.rating} reviewCount={clinic.reviewCount} source="Google" />
  );
}

/** The address, and from 768 px Call, Directions and the website (on a phone they are in ClinicCallBar). */
export function HeaderContact({ clinic }: { clinic: Clinic }) {
  return (
    <>
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
    </>
  );
}
