import type { Clinic } from "../../domain/clinic.ts";
import { telHref } from "../../domain/clinic-card.ts";
import { directionsSearchUrl } from "../../domain/review-platforms.ts";
import type { Verification } from "../../domain/verification.ts";
import { hasVirtualCare } from "../../domain/virtual-care.ts";
import { InitialsAvatar } from "../initials-avatar.tsx";
import { FeaturedBadge, VerificationStatus } from "../listing-badges.tsx";
import { OpenStatus } from "../open-status.tsx";
import { StarRating } from "../star-rating.tsx";
import { type BreadcrumbItem, Breadcrumbs } from "./breadcrumbs.tsx";
import { DirectionsIcon, GlobeIcon, NewTabNote, PhoneIcon, PinIcon, VideoIcon } from "./icons.tsx";

/** Name, badges, rating, address and the calls to action at the top of a clinic's profile. */
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
    <header className="hero border-b border-slate-200">
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 sm:px-6 sm:pt-6">
        <Breadcrumbs items={breadcrumbs} />
        <div className="mt-5 flex flex-col gap-5 sm:flex-row sm:items-start">
          <InitialsAvatar name={clinic.name} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap gap-2">
              <VerificationStatus verification={verification} />
              {clinic.featured ? <FeaturedBadge /> : null}
              {hasVirtualCare(clinic) ? (
                <span className="badge badge-brand gap-1">
                  <VideoIcon className="h-3.5 w-3.5" />
                  Virtual Care Available
                </span>
              ) : null}
            </p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              {clinic.name}
            </h1>
            <div className="mt-3 text-base">
              {clinic.rating === null ? (
                <span className="text-slate-700">No ratings yet</span>
              ) : (
                <StarRating
                  rating={clinic.rating}
                  reviewCount={clinic.reviewCount}
                  source="Google"
                  size="lg"
                />
              )}
            </div>
            <OpenStatus hours={clinic.openingHours} timeZone={clinic.timeZone} className="mt-2 text-base" />
            <p className="mt-3 flex items-start gap-2 text-slate-700">
              <PinIcon className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
              <span>{clinic.address}</span>
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              {clinic.phone ? (
                <a href={telHref(clinic.phone)} className="btn-primary">
                  <PhoneIcon className="h-5 w-5" />
                  Call Now<span className="sr-only">{` at ${clinic.phone}`}</span>
                </a>
              ) : null}
              <a
                href={directionsSearchUrl(clinic.address)}
                target="_blank"
                rel="noopener noreferrer"
                className="btn-secondary"
              >
                <DirectionsIcon className="h-5 w-5" />
                Directions
                <NewTabNote />
              </a>
              {clinic.website ? (
                <a href={clinic.website} target="_blank" rel="noopener" className="btn-secondary">
                  <GlobeIcon className="h-5 w-5" />
                  Visit Website
                  <NewTabNote />
                </a>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </header>
  );
}
