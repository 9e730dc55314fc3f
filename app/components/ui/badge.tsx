import type { ReactNode } from "react";
import { HOW_WE_LIST_PATH } from "../../domain/how-we-list.ts";
import { type Verification, verificationLabel } from "../../domain/verification.ts";
import { CheckIcon, VideoIcon } from "../clinic-profile/icons.tsx";
import { SiteLink } from "../site-link.tsx";

/**
 * The badge set (decision 19). Tones: success (green) only for a verification that holds; brand for what care
 * a clinic offers; featured (the warm accent) for paid placement; neutral for facts without praise.
 */
export type BadgeTone = "brand" | "success" | "featured" | "neutral";

const TONE_CLASS: Record<BadgeTone, string> = {
  brand: "badge-brand",
  success: "badge-verified",
  featured: "badge-featured",
  neutral: "badge-neutral",
};

export function Badge({
  tone,
  className = "",
  children,
}: {
  tone: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={`badge ${TONE_CLASS[tone]} ${className}`}>{children}</span>;
}

/** "Verified" on a card: the operator checked the listing within the last 12 months; links to what was checked. */
export function VerifiedBadge({ clinicName }: { clinicName?: string }) {
  return (
    <SiteLink
      to={`${HOW_WE_LIST_PATH}#verified`}
      className="badge badge-verified hover:underline"
      data-badge="verified"
      aria-label={`Verified${clinicName ? ` listing of ${clinicName}` : ""}: what we check`}
    >
      <CheckIcon className="h-3.5 w-3.5" />
      Verified
    </SiteLink>
  );
}

/** A profile's verification: "Verified Mar 3, 2026", "Last verified Mar 3, 2025" or "Not yet verified". */
export function VerificationBadge({ verification }: { verification: Verification }) {
  const label = verificationLabel(verification);
  const verified = verification.state === "verified";
  return (
    <SiteLink
      to={`${HOW_WE_LIST_PATH}#verified`}
      className={`badge ${verified ? "badge-verified" : "badge-neutral"} hover:underline`}
      data-verification={verification.state}
      aria-label={`${label}: what verification means`}
    >
      {verified ? <CheckIcon className="h-3.5 w-3.5" /> : null}
      {label}
    </SiteLink>
  );
}

/** Paid placement, always labelled, linking to how featured listings work. */
export function FeaturedBadge({ className = "" }: { className?: string }) {
  return (
    <SiteLink
      to={`${HOW_WE_LIST_PATH}#featured`}
      className={`badge badge-featured hover:underline ${className}`}
      data-badge="featured"
      aria-label="Featured (paid placement): how featured listings work"
    >
      Featured
    </SiteLink>
  );
}

/** Paid content that is not a listing (the at-home kit promotion, sponsored articles). */
export function SponsoredBadge({ className = "" }: { className?: string }) {
  return (
    <Badge tone="featured" className={className}>
      Sponsored
    </Badge>
  );
}

/** The clinic offers video visits, e-prescriptions or telehealth (the spec's virtual-care rule). */
export function VirtualCareBadge() {
  return (
    <Badge tone="brand">
      <VideoIcon className="h-3.5 w-3.5" />
      Online care
    </Badge>
  );
}

/** A clinic on the online clinics page. */
export function OnlineBadge({ className = "" }: { className?: string }) {
  return (
    <Badge tone="brand" className={className}>
      Online
    </Badge>
  );
}
