import { Link } from "react-router";
import { PRICE_RANGE_LABELS, type PriceRange } from "../domain/catalog.ts";
import type { ClinicCard } from "../domain/clinic-card.ts";
import { clinicHref } from "../domain/map-plot.ts";
import { FeaturedBadge, VerifiedBadge } from "./listing-badges.tsx";
import { OpenStatus } from "./open-status.tsx";
import { StarRating } from "./star-rating.tsx";

/** Search cards show the first 3 services. */
export const CARD_SERVICES = 3;

export function priceRangeText(priceRange: string | null): string | null {
  if (!priceRange) return null;
  const label = PRICE_RANGE_LABELS[priceRange as PriceRange];
  return label ? `${priceRange} · ${label}` : priceRange;
}

export function formatDistance(miles: number): string {
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi away`;
}

function PinIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4 shrink-0" aria-hidden="true" focusable="false">
      <path
        d="M10 18s6-5.4 6-10a6 6 0 1 0-12 0c0 4.6 6 10 6 10z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="10" cy="8" r="2" fill="currentColor" />
    </svg>
  );
}

/** A clinic in search results: name, place, distance, rating, 3 services, price, badges and View Details. */
export function ClinicResultCard({
  clinic,
  headingLevel = 3,
}: {
  clinic: ClinicCard;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  const href = clinicHref(clinic);
  const price = priceRangeText(clinic.priceRange);
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading className="text-lg font-bold leading-snug text-slate-900">
            <Link to={href} className="hover:text-brand-800 hover:underline">
              {clinic.name}
            </Link>
          </Heading>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1">
              <PinIcon />
              {clinic.city}, {clinic.state}
            </span>
            {clinic.distance !== undefined ? (
              <span className="font-medium text-brand-800">{formatDistance(clinic.distance)}</span>
            ) : null}
          </p>
        </div>
        {clinic.featured ? <FeaturedBadge className="shrink-0" /> : null}
      </div>

      <div className="flex flex-wrap items-center gap-2 text-sm">
        {clinic.rating !== null && clinic.reviewCount > 0 ? (
          <StarRating rating={clinic.rating} reviewCount={clinic.reviewCount} source="Google" />
        ) : (
          <span className="text-slate-600">No reviews yet</span>
        )}
      </div>

      <OpenStatus hours={clinic.openingHours} timeZone={clinic.timeZone} />

      {clinic.virtualCare || clinic.verified ? (
        <div className="flex flex-wrap gap-2">
          {clinic.virtualCare ? <span className="badge badge-brand">Virtual care</span> : null}
          {clinic.verified ? <VerifiedBadge clinicName={clinic.name} /> : null}
        </div>
      ) : null}

      {clinic.services.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Services">
          {clinic.services.slice(0, CARD_SERVICES).map((service) => (
            <li
              key={service}
              className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-800"
            >
              {service}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-auto flex items-center justify-between gap-3 pt-1">
        <p className="text-sm text-slate-700">
          {price ? (
            <>
              <span className="sr-only">Price range: </span>
              <span className="font-semibold text-slate-900">{price}</span>
            </>
          ) : (
            "Contact for pricing"
          )}
        </p>
        <Link to={href} className="btn-secondary text-sm" aria-label={`View Details: ${clinic.name}`}>
          View Details
        </Link>
      </div>
    </article>
  );
}

/** A placeholder card while results load. */
export function ClinicCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="h-5 w-2/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      <div className="flex gap-2">
        <div className="h-6 w-24 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        <div className="h-6 w-20 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
      </div>
      <div className="h-11 w-full animate-pulse rounded bg-slate-100 motion-reduce:animate-none" />
    </div>
  );
}
