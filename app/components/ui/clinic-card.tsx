import { type DistanceMode, distanceText } from "../../domain/approximate-location.ts";
import { PRICE_RANGE_LABELS, type PriceRange } from "../../domain/catalog.ts";
import { type ClinicCard as ClinicCardData, firstWithMore } from "../../domain/clinic-card.ts";
import { clinicHref } from "../../domain/map-plot.ts";
import { directionsHref, telHref, websiteHref } from "../../domain/outbound-links.ts";
import { DirectionsIcon, GlobeIcon, PhoneIcon, PinIcon } from "../clinic-profile/icons.tsx";
import { OpenStatus } from "../open-status.tsx";
import { SiteLink } from "../site-link.tsx";
import { StarRating } from "../star-rating.tsx";
import { FeaturedBadge, OnlineBadge, VerifiedBadge, VirtualCareBadge } from "./badge.tsx";
import { ButtonLink, buttonClass, ExternalButtonLink } from "./button.tsx";
import { Monogram } from "./monogram.tsx";

/**
 * The three card variants (decision 19):
 * - list: a result in a list of clinics (search, state, city, online): everything a visitor compares;
 * - compact: many cards on a page that is about something else (the finder): one service, Call and Directions;
 * - featured: a paid placement shown apart from the results (home, finder): always labelled, with its
 *   description.
 */
export type ClinicCardVariant = "list" | "compact" | "featured";

/** What the card may offer besides View Details; each is left out when the clinic lacks what it needs. */
export type ClinicCardAction = "call" | "directions" | "website";

/** A clinic as a card shows it; a website only where the card offers it (home featured providers). */
export type CardClinic = ClinicCardData & { website?: string | null };

export interface ClinicCardProps {
  clinic: CardClinic;
  variant?: ClinicCardVariant;
  headingLevel?: 2 | 3 | 4;
  /** How many services are named (list and featured 3, compact 1). */
  serviceLimit?: number;
  /** Add '+N more' after the named services. */
  showMoreServices?: boolean;
  /** Insurance badges shown (the spec: 2 on state cards); 0 hides them. */
  insuranceLimit?: number;
  /** How the distance from the searched point reads, or "hidden". */
  distance?: DistanceMode | "hidden";
  /** "Based in" before the place and the Online badge, on the online clinics page. */
  online?: boolean;
  /** Where an online clinic can treat patients ("Treats patients in 14 states, including Texas"). */
  licence?: string | null;
  actions?: readonly ClinicCardAction[];
  /** The text of the link to the profile. */
  detailsLabel?: string;
}

const DEFAULT_SERVICES: Record<ClinicCardVariant, number> = { list: 3, compact: 1, featured: 3 };
const DEFAULT_ACTIONS: Record<ClinicCardVariant, readonly ClinicCardAction[]> = {
  list: ["call"],
  compact: ["call", "directions"],
  featured: ["website", "directions"],
};

/** "$$ · Moderate", or the range as written when it is not one of the four. */
export function priceRangeText(priceRange: string | null): string | null {
  if (!priceRange) return null;
  const label = PRICE_RANGE_LABELS[priceRange as PriceRange];
  return label ? `${priceRange} · ${label}` : priceRange;
}

/** The card's distance line; approximate for a clinic placed at its ZIP code's centre. */
function cardDistance(clinic: CardClinic, mode: ClinicCardProps["distance"]): string | null {
  if (clinic.distance === undefined || mode === "hidden") return null;
  return distanceText(clinic.distance, clinic, mode ?? "away");
}

function Services({
  services,
  limit,
  showMore,
  compact,
}: {
  services: readonly string[];
  limit: number;
  showMore: boolean;
  compact: boolean;
}) {
  const { shown, more } = firstWithMore(services, limit);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Services">
      {shown.map((service) => (
        <li key={service} className={compact ? "badge badge-brand" : "chip"}>
          {service}
        </li>
      ))}
      {showMore && more > 0 ? (
        <li className="px-1 py-1 text-xs font-medium text-brand-800">{`+${more} more`}</li>
      ) : null}
    </ul>
  );
}

function Insurance({ insurance, limit }: { insurance: readonly string[]; limit: number }) {
  const { shown, more } = firstWithMore(insurance, limit);
  if (shown.length === 0) return null;
  return (
    <div>
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Insurance &amp; payment</p>
      <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Insurance and payment">
        {shown.map((name) => (
          <li key={name} className="badge badge-neutral">
            {name}
          </li>
        ))}
        {more > 0 ? (
          <li className="px-1 py-1 text-xs font-medium text-slate-700">{`+${more} more`}</li>
        ) : null}
      </ul>
    </div>
  );
}

function Actions({
  clinic,
  actions,
  variant,
  href,
  detailsLabel,
}: {
  clinic: CardClinic;
  actions: readonly ClinicCardAction[];
  variant: ClinicCardVariant;
  href: string;
  detailsLabel: string;
}) {
  const website = actions.includes("website") && clinic.website ? websiteHref(clinic.website) : null;
  const extra = [
    actions.includes("call") && clinic.phone ? (
      <a
        key="call"
        href={telHref(clinic.phone)}
        className={buttonClass("quiet")}
        aria-label={`Call ${clinic.name} at ${clinic.phone}`}
      >
        <PhoneIcon className="" />
        Call
      </a>
    ) : null,
    actions.includes("directions") ? (
      <ExternalButtonLink key="directions" kind="maps" variant="quiet" href={directionsHref(clinic)}>
        <DirectionsIcon className="" />
        {/* The spec's words: "Directions" on finder cards, "Get Directions" on the home page's featured providers. */}
        {variant === "featured" ? "Get Directions" : "Directions"}
        <span className="sr-only">{` to ${clinic.name}`}</span>
      </ExternalButtonLink>
    ) : null,
    website ? (
      <ExternalButtonLink key="website" kind="website" variant="quiet" href={clinic.website ?? website}>
        <GlobeIcon className="" />
        Visit Website<span className="sr-only">{` of ${clinic.name}`}</span>
      </ExternalButtonLink>
    ) : null,
  ].filter((action) => action !== null);
  // The icons above have no size of their own (className ""): `.clinic-card-actions .icon` sets it.
  return (
    <div className="clinic-card-actions">
      <ButtonLink to={href} variant="secondary" className="grow sm:grow-0">
        {detailsLabel}
        <span className="sr-only">{`: ${clinic.name}`}</span>
      </ButtonLink>
      {extra}
    </div>
  );
}

/**
 * The one clinic card of every listing. Name, place and rating first, then hours, badges, services and price,
 * then View Details and the actions the page offers. The open-now line is worked out after hydration.
 */
export function ClinicCard({
  clinic,
  variant = "list",
  headingLevel = 3,
  serviceLimit = DEFAULT_SERVICES[variant],
  showMoreServices = variant !== "compact",
  insuranceLimit = 0,
  distance,
  online = false,
  licence = null,
  actions = DEFAULT_ACTIONS[variant],
  detailsLabel = "View Details",
}: ClinicCardProps) {
  const Heading = `h${headingLevel}` as const;
  const href = clinicHref(clinic);
  const price = priceRangeText(clinic.priceRange);
  const away = cardDistance(clinic, distance);
  const rated = clinic.rating !== null && clinic.reviewCount > 0;
  const badges = variant !== "compact" && (clinic.verified || clinic.virtualCare || online);
  const featured = variant === "featured" || clinic.featured;
  return (
    <article className={featured ? "clinic-card clinic-card-featured" : "clinic-card"} data-card={variant}>
      {/* Wraps so the Featured label drops below a long name on a narrow phone instead of widening the card. */}
      <div className="clinic-card-head">
        {variant === "compact" ? null : <Monogram name={clinic.name} />}
        <div className="min-w-40 flex-1">
          <Heading className="clinic-card-name">
            <SiteLink to={href}>{clinic.name}</SiteLink>
          </Heading>
          <p className="clinic-card-place">
            <PinIcon className="h-4 w-4 text-slate-500" />
            <span>
              {online ? `Based in ${clinic.city}, ${clinic.state}` : `${clinic.city}, ${clinic.state}`}
            </span>
            {away ? <span className="font-medium text-brand-800">{away}</span> : null}
          </p>
        </div>
        {featured ? <FeaturedBadge className="shrink-0" /> : null}
      </div>

      <div className="clinic-card-row">
        {rated && clinic.rating !== null ? (
          <StarRating rating={clinic.rating} reviewCount={clinic.reviewCount} source="Google" />
        ) : (
          <span className="text-slate-600">No reviews yet</span>
        )}
      </div>

      <OpenStatus hours={clinic.openingHours} timeZone={clinic.timeZone} />

      {badges ? (
        <p className="flex flex-wrap gap-2">
          {online ? <OnlineBadge /> : null}
          {clinic.verified ? <VerifiedBadge clinicName={clinic.name} /> : null}
          {clinic.virtualCare && !online ? <VirtualCareBadge /> : null}
        </p>
      ) : null}

      {licence ? <p className="text-sm font-medium text-navy-800">{licence}</p> : null}

      {variant === "featured" && clinic.description ? (
        <p className="line-clamp-3 text-sm text-slate-700">{clinic.description}</p>
      ) : null}

      <Services
        services={clinic.services}
        limit={serviceLimit}
        showMore={showMoreServices}
        compact={variant === "compact"}
      />
      {insuranceLimit > 0 ? <Insurance insurance={clinic.insurance} limit={insuranceLimit} /> : null}

      <div className="clinic-card-foot">
        {variant === "featured" ? null : (
          <p className="text-sm text-slate-700">
            {price ? (
              <>
                <span className="sr-only">Price range: </span>
                <span className="font-semibold text-navy-900">{price}</span>
              </>
            ) : (
              "Contact for pricing"
            )}
          </p>
        )}
        <Actions
          clinic={clinic}
          actions={actions}
          variant={variant}
          href={href}
          detailsLabel={detailsLabel}
        />
      </div>
    </article>
  );
}

/** A placeholder in the shape of a card while clinics load. */
export function ClinicCardSkeleton() {
  const bar = "animate-pulse rounded bg-slate-200 motion-reduce:animate-none";
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      data-testid="clinic-card-skeleton"
      className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-card"
    >
      <div className="flex gap-3">
        <div className={`h-12 w-12 rounded-card ${bar}`} />
        <div className="flex-1 space-y-2 py-1">
          <div className={`h-5 w-3/4 ${bar}`} />
          <div className={`h-4 w-1/2 ${bar}`} />
        </div>
      </div>
      <div className={`h-4 w-1/3 ${bar}`} />
      <div className="flex gap-2">
        <div className={`h-6 w-24 ${bar}`} />
        <div className={`h-6 w-20 ${bar}`} />
      </div>
      <div className={`h-11 w-full ${bar}`} />
    </div>
  );
}
