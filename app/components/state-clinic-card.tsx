import { Link } from "react-router";
import { PRICE_RANGE_LABELS, type PriceRange } from "../domain/catalog.ts";
import { type ClinicCard, firstWithMore, telHref } from "../domain/clinic-card.ts";
import { clinicHref } from "../domain/map-plot.ts";
import { PhoneIcon, PinIcon, VideoIcon } from "./clinic-profile/icons.tsx";
import { InitialsAvatar } from "./initials-avatar.tsx";
import { FeaturedBadge, VerifiedBadge } from "./listing-badges.tsx";
import { OpenStatus } from "./open-status.tsx";
import { StarRating } from "./star-rating.tsx";

export interface DirectoryClinicCardProps {
  clinic: ClinicCard;
  /** Heading level of the clinic's name in the page outline. */
  headingLevel?: 2 | 3;
  /** Service badges shown (the spec: 3 on state and city cards). */
  serviceLimit?: number;
  /** Add '+N more' after the service badges (state cards). */
  showMoreServices?: boolean;
  /** Insurance badges shown (the spec: 2 on state cards); 0 hides them. */
  insuranceLimit?: number;
  /** Show the distance from the searched point (city pages). */
  showDistance?: boolean;
  distanceLabel?: string;
}

function priceLabel(priceRange: string | null): string | null {
  if (!priceRange) return null;
  const label = PRICE_RANGE_LABELS[priceRange as PriceRange];
  return label ? `${priceRange} ${label}` : priceRange;
}

/** A clinic in the grid of a state or city page, linking to its profile. */
export function DirectoryClinicCard({
  clinic,
  headingLevel = 3,
  serviceLimit = 3,
  showMoreServices = true,
  insuranceLimit = 0,
  showDistance = false,
  distanceLabel = "from the city center",
}: DirectoryClinicCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = clinicHref(clinic);
  const services = firstWithMore(clinic.services, serviceLimit);
  const insurance = firstWithMore(clinic.insurance, insuranceLimit);
  const price = priceLabel(clinic.priceRange);
  return (
    <article
      className={`flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm ${clinic.featured ? "border-accent-600/40 ring-1 ring-accent-600/20" : "border-slate-200"}`}
    >
      <div className="flex items-start gap-3">
        <InitialsAvatar name={clinic.name} />
        <div className="min-w-0 flex-1">
          {clinic.featured ? (
            <p className="mb-1">
              <FeaturedBadge />
            </p>
          ) : null}
          <Heading className="text-lg font-bold leading-snug text-slate-900">
            <Link to={href} className="rounded hover:text-brand-700 hover:underline">
              {clinic.name}
            </Link>
          </Heading>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
            <PinIcon className="h-4 w-4 shrink-0 text-slate-500" />
            <span>
              {clinic.city}, {clinic.state}
              {showDistance && clinic.distance !== undefined ? (
                <span className="font-medium text-slate-800">
                  {" · "}
                  {`${clinic.distance.toFixed(1)} mi ${distanceLabel}`}
                </span>
              ) : null}
            </span>
          </p>
        </div>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {clinic.rating === null ? (
          <span className="text-slate-600">No ratings yet</span>
        ) : (
          <StarRating rating={clinic.rating} reviewCount={clinic.reviewCount} source="Google" />
        )}
        {price ? <span className="text-slate-700">{price}</span> : null}
      </div>

      <OpenStatus hours={clinic.openingHours} timeZone={clinic.timeZone} className="mt-2" />

      {clinic.verified || clinic.virtualCare ? (
        <p className="mt-3 flex flex-wrap gap-2">
          {clinic.verified ? <VerifiedBadge clinicName={clinic.name} /> : null}
          {clinic.virtualCare ? (
            <span className="badge badge-brand gap-1">
              <VideoIcon className="h-3.5 w-3.5" />
              Virtual care
            </span>
          ) : null}
        </p>
      ) : null}

      {services.shown.length > 0 ? (
        <div className="mt-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Services</p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {services.shown.map((service) => (
              <li
                key={service}
                className="rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-800"
              >
                {service}
              </li>
            ))}
            {showMoreServices && services.more > 0 ? (
              <li className="rounded-md px-1 py-1 text-xs font-medium text-brand-800">{`+${services.more} more`}</li>
            ) : null}
          </ul>
        </div>
      ) : null}

      {insurance.shown.length > 0 ? (
        <div className="mt-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
            Insurance &amp; payment
          </p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {insurance.shown.map((name) => (
              <li key={name} className="badge badge-brand">
                {name}
              </li>
            ))}
            {insurance.more > 0 ? (
              <li className="px-1 py-1 text-xs font-medium text-slate-700">{`+${insurance.more} more`}</li>
            ) : null}
          </ul>
        </div>
      ) : null}

      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Link
          to={href}
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-brand-700 px-4 font-semibold text-white transition-colors hover:bg-brand-800"
        >
          View Details<span className="sr-only">{` for ${clinic.name}`}</span>
        </Link>
        {clinic.phone ? (
          <a href={telHref(clinic.phone)} className="btn-secondary">
            <PhoneIcon className="h-4 w-4" />
            Call<span className="sr-only">{` ${clinic.name} at ${clinic.phone}`}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

/** A grey placeholder in the shape of a card, shown while clinics load. */
export function ClinicCardSkeleton() {
  return (
    <div
      data-testid="clinic-card-skeleton"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex animate-pulse gap-3 motion-reduce:animate-none">
        <div className="h-12 w-12 rounded-2xl bg-slate-200" />
        <div className="flex-1 space-y-2 py-1">
          <div className="h-4 w-3/4 rounded bg-slate-200" />
          <div className="h-3 w-1/2 rounded bg-slate-200" />
          <div className="h-3 w-1/3 rounded bg-slate-200" />
        </div>
      </div>
      <div className="mt-5 flex animate-pulse gap-2 motion-reduce:animate-none">
        <div className="h-6 w-24 rounded bg-slate-200" />
        <div className="h-6 w-20 rounded bg-slate-200" />
        <div className="h-6 w-16 rounded bg-slate-200" />
      </div>
    </div>
  );
}
