import { distanceText } from "../../domain/approximate-location.ts";
import { type CardMonthlyPrice, dollarAmount } from "../../domain/clinic-card.ts";
import { clinicHref } from "../../domain/map-plot.ts";
import { directionsHref, telHref, websiteHref } from "../../domain/outbound-links.ts";
import { asOfMonth } from "../../domain/price-source.ts";
import { CheckIcon, DirectionsIcon, GlobeIcon, PhoneIcon, PinIcon } from "../clinic-profile/icons.tsx";
import { SiteLink } from "../site-link.tsx";
import { StarRating } from "../star-rating.tsx";
import { FeaturedBadge, OnlineBadge, VerifiedBadge, VirtualCareBadge } from "./badge.tsx";
import { ButtonLink, buttonClass, ExternalButtonLink } from "./button.tsx";
import type { CardClinic, ClinicCardAction, ClinicCardVariant } from "./clinic-card.tsx";
import { Monogram } from "./monogram.tsx";

/**
 * The parts of the clinic card that do nothing in the browser (all of it but the open-now line and Compare),
 * each drawn where its name says in `ClinicCard`. Their props are the card's, flattened to values that stay the
 * same from render to render (`KeptCardPart`).
 */
export interface CardPartProps {
  part: "head" | "body" | "links" | "body-and-links";
  clinic: CardClinic;
  variant: ClinicCardVariant;
  headingLevel: 2 | 3 | 4;
  /** Whether the card shows the distance from the searched point, and from what ("away" when null). */
  distanceShown: boolean;
  distanceFrom: string | null;
  online: boolean;
  licence: string | null;
  /** The actions the card offers besides Details, separated by spaces. */
  actions: string;
  detailsLabel: string;
  insuranceMatch: string | null;
}

export function CardPart(props: CardPartProps) {
  switch (props.part) {
    case "head":
      return <CardHead {...props} />;
    case "body":
      return <CardBody {...props} />;
    case "links":
      return <CardLinks {...props} />;
    case "body-and-links":
      return (
        <>
          <CardBody {...props} />
          <div className="clinic-card-actions">
            <CardLinks {...props} />
          </div>
        </>
      );
  }
}

/** The card's distance line; approximate for a clinic placed at its ZIP code's centre. */
function cardDistance({ clinic, distanceShown, distanceFrom }: CardPartProps): string | null {
  if (clinic.distance === undefined || !distanceShown) return null;
  return distanceText(clinic.distance, clinic, distanceFrom === null ? "away" : { from: distanceFrom });
}

/** The name, where the clinic is (and how far), and the Featured label. */
function CardHead(props: CardPartProps) {
  const { clinic, variant, online } = props;
  const Heading = `h${props.headingLevel}` as const;
  const away = cardDistance(props);
  const featured = variant === "featured" || clinic.featured;
  return (
    // Wraps so the Featured label drops below a long name on a narrow phone instead of widening the card.
    <div className="clinic-card-head">
      {variant === "featured" ? <Monogram name={clinic.name} /> : null}
      <div className="clinic-card-title">
        <Heading className="clinic-card-name">
          <SiteLink to={clinicHref(clinic)}>{clinic.name}</SiteLink>
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
  );
}

/**
 * After the open-now line: the rating (or that there is none) and the Verified badge, then the price, the
 * insurance match, the online badges, the licence line and a featured clinic's description.
 */
function CardBody({ clinic, online, licence, variant, insuranceMatch }: CardPartProps) {
  const rated = clinic.rating !== null && clinic.reviewCount > 0;
  const offer = clinic.monthlyPrice || insuranceMatch || clinic.virtualCare || online;
  return (
    <>
      <div className="clinic-card-row gap-y-0.5">
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
    </>
  );
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

/** Call, Directions, the website and Details: the card's actions before Compare. */
function CardLinks({ clinic, actions: offered, variant, detailsLabel }: CardPartProps) {
  const actions = offered.split(" ") as ClinicCardAction[];
  const href = clinicHref(clinic);
  const website = actions.includes("website") && clinic.website ? websiteHref(clinic.website) : null;
  // The icons have no size of their own (className ""): `.clinic-card-actions .icon` sets it, and hides them on a
  // card narrower than 24rem (a phone), so that Call, Directions, Details and Compare share a line.
  return (
    <>
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
    </>
  );
}
