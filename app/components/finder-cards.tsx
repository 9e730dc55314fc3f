import type { ClinicCard as ClinicCardData } from "../domain/clinic-card.ts";
import { ClinicCard, ClinicCardSkeleton } from "./ui/clinic-card.tsx";

/** A finder card: the list card, with Call, Directions, Details and Compare. */
export function FinderClinicCard({
  clinic,
  insuranceMatch = null,
}: {
  clinic: ClinicCardData;
  /** The insurer the visitor asked about, by its display name, when the clinic takes it. */
  insuranceMatch?: string | null;
}) {
  return <ClinicCard clinic={clinic} insuranceMatch={insuranceMatch} />;
}

/** A featured clinic for the finder's area: always labelled, with a link to the profile. */
export function FeaturedClinicCard({ clinic }: { clinic: ClinicCardData }) {
  return <ClinicCard clinic={clinic} variant="featured" actions={[]} detailsLabel="View profile" />;
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

/** A list of clinics on its way: a status line and placeholder cards. */
export function LoadingClinics({
  label,
  count,
  className,
}: {
  label: string;
  count: number;
  className: string;
}) {
  return (
    <div>
      <p role="status" className="mb-4 font-medium text-slate-800">
        {label}
      </p>
      <SkeletonGrid count={count} className={className} />
    </div>
  );
}
