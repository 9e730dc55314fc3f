import { Link } from "react-router";
import { HOW_WE_LIST_PATH, type Verification, verificationLabel } from "../domain/verification.ts";
import { CheckIcon } from "./clinic-profile/icons.tsx";

/**
 * The green "Verified" badge of a card, for a listing the operator checked within the last 12 months. It
 * links to the page that says what was checked.
 */
export function VerifiedBadge({ clinicName }: { clinicName?: string }) {
  return (
    <Link
      to={`${HOW_WE_LIST_PATH}#verified`}
      className="badge badge-verified gap-1 hover:underline"
      data-badge="verified"
      aria-label={`Verified${clinicName ? ` listing of ${clinicName}` : ""}: what we check`}
    >
      <CheckIcon className="h-3.5 w-3.5" />
      Verified
    </Link>
  );
}

/** Paid placement, always labelled, linking to how featured listings work. */
export function FeaturedBadge({ className = "" }: { className?: string }) {
  return (
    <Link
      to={`${HOW_WE_LIST_PATH}#featured`}
      className={`badge bg-orange-50 text-accent-700 ring-1 ring-accent-600/30 hover:underline ${className}`}
      data-badge="featured"
      aria-label="Featured (paid placement): how featured listings work"
    >
      Featured
    </Link>
  );
}

/** A profile's verification line: "Verified Mar 3, 2026", "Last verified Mar 3, 2025" or "Not yet verified". */
export function VerificationStatus({ verification }: { verification: Verification }) {
  const label = verificationLabel(verification);
  const style =
    verification.state === "verified"
      ? "badge badge-verified gap-1"
      : "badge bg-slate-100 text-slate-700 ring-1 ring-slate-300";
  return (
    <Link
      to={`${HOW_WE_LIST_PATH}#verified`}
      className={`${style} hover:underline`}
      data-verification={verification.state}
      aria-label={`${label}: what verification means`}
    >
      {verification.state === "verified" ? <CheckIcon className="h-3.5 w-3.5" /> : null}
      {label}
    </Link>
  );
}
