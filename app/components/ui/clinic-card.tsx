import { type DistanceMode, distanceText } from "../../domain/approximate-location.ts";
import {
  type CardMonthlyPrice,
  type ClinicCard as ClinicCardData,
  dollarAmount,
} from "../../domain/clinic-card.ts";
import { clinicHref } from "../../domain/map-plot.ts";
import { directionsHref, telHref, websiteHref } from "../../domain/outbound-links.ts";
import { asOfMonth } from "../../domain/price-source.ts";
import { weekFromText } from "../../domain/weekly-hours.ts";
import { CheckIcon, DirectionsIcon, GlobeIcon, PhoneIcon, PinIcon } from "../clinic-profile/icons.tsx";
import { CompareToggle } from "../compare-toggle.tsx";
import { OpenStatus } from "../open-status.tsx";
import { SiteLink } from "../site-link.tsx";
import { StarRating } from "../star-rating.tsx";
import { FeaturedBadge, OnlineBadge, VerifiedBadge, VirtualCareBadge } from "./badge.tsx";
import { ButtonLink, buttonClass, ExternalButtonLink } from "./button.tsx";
import { Monogram } from "./monogram.tsx";

/**
 * The card variants (decisions 19 and 43):
 * - list: a clinic in any list of clinics (search, finder, state, city, online): one anatomy everywhere;
 * - featured: a paid placement shown apart from the results (home, finder): always labelled, with its
 *   description.
 */
export type ClinicCardVariant = "list" | "featured";

/** What the card may offer besides Details; each is left out when the clinic lacks what it needs. */
export type ClinicCardAction = "call" | "directions" | "website";

/** A clinic as a card shows it; a website only where the card offers it (home featured providers). */
export type CardClinic = ClinicCardData & { website?: string | null };

export interface ClinicCardProps {
  clinic: CardClinic;
  variant?: ClinicCardVariant;
  headingLevel?: 2 | 3 | 4;
  /** How the distance from the searched point reads, or "hidden". */
  distance?: DistanceMode | "hidden";
  /** "Based in" before the place and the Online badge, on the online clinics page. */
  online?: boolean;
  /** Where an online clinic can treat patients ("Treats patients in 14 states, including Texas"). */
  licence?: string | null;
  actions?: readonly ClinicCardAction[];
  /** The visible text of the link to the profile; screen readers hear the clinic's name after it. */
  detailsLabel?: string;
  /** The display name of the insurer the visitor asked about, when the clinic takes it: "Takes Blue Cross". */
  insuranceMatch?: string | null;
}

/** An online clinic has no door to give directions to. */
function defaultActions(variant: ClinicCardVariant, online: boolean): readonly ClinicCardAction[] {
  if (variant === "featured") return ["website", "directions"];
  return online ? ["call"] : ["call", "directions"];
}

/** The card's distance line; approximate for a clinic placed at its ZIP code's centre. */
function cardDistance(clinic: CardClinic, mode: ClinicCardProps["distance"]): string | null {
  if (clinic.distance === undefined || mode === "hidden") return null;
  return distanceText(clinic.distance, clinic, mode ?? "away");
}

/**
 * "From $150/mo", and the month the price was true in, in text: on a phone there is no hover to reveal it.
 * Screen readers hear "From $150 a month, price as of March 2026".
 */
function MonthlyPrice({ price }: { price: CardMonthlyPrice }) {
  const amount = dollarAmount(price.amount);
  return (
    <p className="card-price" data-card-price="">
      <span aria-hidden="true" className="font-semibold text-navy-900">{`From ${amount}/mo`}</span>
      <span className="sr-only">{`From ${amount} a month, price `}</span>
      <span className={price.stale ? "text-xs font-medium text-amber-900" : "text-xs text-slate-600"}>
        {"as of "}
        <time dateTime={price.asOf}>{asOfMonth(price.asOf)}</time>
        {price.stale ? ", may have changed" : null}
      </span>
    </p>
  );
}

/** "Takes Blue Cross", with a check: the clinic takes the insurer the visitor asked about. */
function InsuranceMatch({ name }: { name: string }) {
  return (
    <p
      className="inline-flex items-center gap-1 text-sm font-medium text-success-800"
      data-insurance-match=""
    >
      <CheckIcon className="h-4 w-4 shrink-0" />
      {`Takes ${name}`}
    </p>
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
  // The icons have no size of their own (className ""): `.clinic-card-actions .icon` sets it, and hides them on a
  // card narrower than 24rem (a phone), so that Call, Directions, Details and Compare share a line.
  return (
    <div className="clinic-card-actions">
      {actions.includes("call") && clinic.phone ? (
        <a
          href={telHref(clinic.phone)}
          className={buttonClass("quiet")}
          aria-label={`Call ${clinic.name} at ${clinic.phone}`}
        >
          <PhoneIcon className="" />
          Call
        </a>
      ) : null}
      {actions.includes("directions") ? (
        <ExternalButtonLink
          kind="maps"
          variant="quiet"
          href={directionsHref(clinic)}
          data-directions={clinic.slug}
        >
          <DirectionsIcon className="" />
          {/* The spec's words: "Get Directions" on the home page's featured providers. */}
          {variant === "featured" ? "Get Directions" : "Directions"}
          <span className="sr-only">{` to ${clinic.name}`}</span>
        </ExternalButtonLink>
      ) : null}
      {website ? (
        <ExternalButtonLink kind="website" variant="quiet" href={clinic.website ?? website}>
          <GlobeIcon className="" />
          Visit Website<span className="sr-only">{` of ${clinic.name}`}</span>
        </ExternalButtonLink>
      ) : null}
      <ButtonLink to={href} variant="secondary">
        {detailsLabel}
        <span className="sr-only">{` for ${clinic.name}`}</span>
      </ButtonLink>
      {variant === "list" ? <CompareToggle slug={clinic.slug} name={clinic.name} /> : null}
    </div>
  );
}

/**
 * The one clinic card of every listing (decision 43): name and distance, open status, rating and verification,
 * "From $X/mo", the insurance match and the Online (or Online care) badge, then Call, Directions, Details and
 * Compare, on one line on a phone. The open-now line is worked out after hydration. Services and insurers are on
 * the profile.
 */
export function ClinicCard({
  clinic,
  variant = "list",
  headingLevel = 3,
  distance,
  online = false,
  licence = null,
  actions = defaultActions(variant, online),
  detailsLabel = "Details",
  insuranceMatch = null,
}: ClinicCardProps) {
  const Heading = `h${headingLevel}` as const;
  const href = clinicHref(clinic);
  const away = cardDistance(clinic, distance);
  const rated = clinic.rating !== null && clinic.reviewCount > 0;
  const featured = variant === "featured" || clinic.featured;
  const offer = clinic.monthlyPrice || insuranceMatch || clinic.virtualCare || online;
  return (
    <article className={featured ? "clinic-card clinic-card-featured" : "clinic-card"} data-card={variant}>
      {/* Wraps so the Featured label drops below a long name on a narrow phone instead of widening the card. */}
      <div className="clinic-card-head">
        {variant === "featured" ? <Monogram name={clinic.name} /> : null}
        <div className="clinic-card-title">
          <Heading className="clinic-card-name">
            <SiteLink to={href}>{clinic.name}</SiteLink>
          </Heading>
          <p className="clinic-card-place">
            <PinIcon className="" />
            <span>
              {online ? `Based in ${clinic.city}, ${clinic.state}` : `${clinic.city}, ${clinic.state}`}
            </span>
            {away ? <span className="font-medium text-brand-800">{away}</span> : null}
          </p>
        </div>
        {featured ? <FeaturedBadge className="shrink-0" /> : null}
      </div>

      <div className="clinic-card-row gap-y-0.5">
        {/* A line of its own: the server sends it empty, and its text must not push the rating along. */}
        <OpenStatus
          hours={weekFromText(clinic.weeklyHours)}
          timeZone={clinic.timeZone}
          showTimeZone={online}
          className="basis-full"
        />
        {rated && clinic.rating !== null ? (
          <StarRating rating={clinic.rating} reviewCount={clinic.reviewCount} source="Google" />
        ) : (
          <span className="text-slate-600">No reviews yet</span>
        )}
        {clinic.verified ? <VerifiedBadge clinicName={clinic.name} /> : null}
      </div>

      {offer ? (
        <div className="clinic-card-row gap-y-1.5">
          {clinic.monthlyPrice ? <MonthlyPrice price={clinic.monthlyPrice} /> : null}
          {insuranceMatch ? <InsuranceMatch name={insuranceMatch} /> : null}
          {online ? <OnlineBadge /> : null}
          {clinic.virtualCare && !online ? <VirtualCareBadge /> : null}
        </div>
      ) : null}

      {licence ? <p className="text-sm font-medium text-navy-800">{licence}</p> : null}

      {variant === "featured" && clinic.description ? (
        <p className="line-clamp-3 text-sm text-slate-700">{clinic.description}</p>
      ) : null}

      <Actions clinic={clinic} actions={actions} variant={variant} href={href} detailsLabel={detailsLabel} />
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
