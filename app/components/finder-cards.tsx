import type { ClinicCard as ClinicCardData } from "../domain/clinic-card.ts";
import { ClinicCard, ClinicCardSkeleton } from "./ui/clinic-card.tsx";

/** A finder card: the compact card with one service, View Details, Call and Directions. */
export function FinderClinicCard({ clinic }: { clinic: ClinicCardData }) {
  return <ClinicCard clinic={clinic} variant="compact" />;
}

/** A featured clinic for the finder's area: 3 services then '+N more', and a link to the profile. */
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
