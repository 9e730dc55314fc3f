import { Link } from "react-router";
import { type ClinicCard, telHref } from "../domain/clinic-card.ts";
import { clinicHref, mapsSearchUrl } from "../domain/map-plot.ts";
import { ClinicCardSkeleton, formatDistance } from "./clinic-result-card.tsx";
import { FeaturedBadge } from "./listing-badges.tsx";
import { OpenStatus } from "./open-status.tsx";
import { StarRating } from "./star-rating.tsx";

/** A finder card: name, place, rating, one service, View Details, Call and Directions. */
export function FinderClinicCard({ clinic }: { clinic: ClinicCard }) {
  const service = clinic.services[0];
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-bold leading-snug text-slate-900">
          <Link to={clinicHref(clinic)} className="hover:text-brand-800 hover:underline">
            {clinic.name}
          </Link>
        </h3>
        {clinic.featured ? <FeaturedBadge className="shrink-0" /> : null}
      </div>
      <p className="text-sm text-slate-700">
        {clinic.city}, {clinic.state}
        {clinic.distance !== undefined ? (
          <span className="ml-2 font-medium text-brand-800">{formatDistance(clinic.distance)}</span>
        ) : null}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {clinic.rating !== null && clinic.reviewCount > 0 ? (
          <StarRating rating={clinic.rating} reviewCount={clinic.reviewCount} source="Google" />
        ) : (
          <span className="text-slate-600">No reviews yet</span>
        )}
      </div>
      <OpenStatus hours={clinic.openingHours} timeZone={clinic.timeZone} />
      {service ? (
        <p>
          <span className="badge badge-brand">{service}</span>
        </p>
      ) : null}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-1 sm:grid-cols-3">
        <Link
          to={clinicHref(clinic)}
          className="btn-primary col-span-2 px-2 text-sm sm:col-span-1"
          aria-label={`View Details: ${clinic.name}`}
        >
          View Details
        </Link>
        {clinic.phone ? (
          <a
            href={telHref(clinic.phone)}
            className="btn-secondary px-2 text-sm"
            aria-label={`Call ${clinic.name}`}
          >
            Call
          </a>
        ) : (
          <span className="inline-flex min-h-11 items-center justify-center text-xs text-slate-600">
            No phone
          </span>
        )}
        <a
          href={mapsSearchUrl(clinic)}
          target="_blank"
          rel="noopener noreferrer"
          className="btn-secondary px-2 text-sm"
          aria-label={`Directions to ${clinic.name} (opens in a new tab)`}
        >
          Directions
        </a>
      </div>
    </article>
  );
}

/** A featured clinic: 3 services then '+N more', and a link to the profile. */
export function FeaturedClinicCard({ clinic }: { clinic: ClinicCard }) {
  const extra = clinic.services.length - 3;
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-amber-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-lg font-bold leading-snug text-slate-900">{clinic.name}</h3>
        <FeaturedBadge className="shrink-0" />
      </div>
      <p className="text-sm text-slate-700">
        {clinic.city}, {clinic.state}
      </p>
      {clinic.rating !== null && clinic.reviewCount > 0 ? (
        <StarRating rating={clinic.rating} reviewCount={clinic.reviewCount} source="Google" />
      ) : null}
      {clinic.description ? (
        <p className="line-clamp-3 text-sm text-slate-700">{clinic.description}</p>
      ) : null}
      <ul className="flex flex-wrap gap-1.5" aria-label="Services">
        {clinic.services.slice(0, 3).map((service) => (
          <li key={service} className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-800">
            {service}
          </li>
        ))}
        {extra > 0 ? (
          <li className="rounded-md px-2 py-1 text-xs font-medium text-slate-700">{`+${extra} more`}</li>
        ) : null}
      </ul>
      <p className="mt-auto pt-1">
        <Link
          to={clinicHref(clinic)}
          className="btn-secondary w-full text-sm"
          aria-label={`View profile: ${clinic.name}`}
        >
          View profile
        </Link>
      </p>
    </article>
  );
}

export function SkeletonGrid({ count, className }: { count: number; className: string }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, index) => (
        <ClinicCardSkeleton key={index} />
      ))}
    </div>
  );
}
