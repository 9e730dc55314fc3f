import type { DistanceMode } from "../../domain/approximate-location.ts";
import type { ClinicCard as ClinicCardData } from "../../domain/clinic-card.ts";
import { weekFromText } from "../../domain/weekly-hours.ts";
import { CompareToggle } from "../compare-toggle.tsx";
import { OpenStatus } from "../open-status.tsx";
import { KeptCardPart } from "./kept-card-part.tsx";

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
function defaultActions(variant: ClinicCardVariant, online: boolean): string {
  if (variant === "featured") return "website directions";
  return online ? "call" : "call directions";
}

/**
 * The one clinic card of every listing (decision 43): name and distance, open status, rating and verification,
 * "From $X/mo", the insurance match and the Online (or Online care) badge, then Call, Directions, Details and
 * Compare, on one line on a phone. The open-now line is worked out after hydration. Services and insurers are on
 * the profile. Only the open-now line and Compare work in the browser: the rest of the card is kept as the server
 * drew it (`clinic-card-parts.tsx`, decision 54).
 */
export function ClinicCard({
  clinic,
  variant = "list",
  headingLevel = 3,
  distance,
  online = false,
  licence = null,
  actions,
  detailsLabel = "Details",
  insuranceMatch = null,
}: ClinicCardProps) {
  const featured = variant === "featured" || clinic.featured;
  const part = {
    clinic,
    variant,
    headingLevel,
    distanceShown: distance !== "hidden",
    distanceFrom:
      distance === undefined || distance === "hidden" || distance === "away" ? null : distance.from,
    online,
    licence,
    actions: actions ? actions.join(" ") : defaultActions(variant, online),
    detailsLabel,
    insuranceMatch,
  };
  return (
    <article className={featured ? "clinic-card clinic-card-featured" : "clinic-card"} data-card={variant}>
      <KeptCardPart part="head" {...part} />
      {/* A line of its own above the rating: the server sends it empty, and its text must not move the card. */}
      <OpenStatus hours={weekFromText(clinic.weeklyHours)} timeZone={clinic.timeZone} showTimeZone={online} />
      {variant === "list" ? (
        <>
          <KeptCardPart part="body" {...part} />
          <div className="clinic-card-actions">
            <KeptCardPart part="links" {...part} />
            <CompareToggle slug={clinic.slug} name={clinic.name} />
          </div>
        </>
      ) : (
        // A featured card has no Compare: everything after the open-now line is kept as one part.
        <KeptCardPart part="body-and-links" {...part} />
      )}
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
