import type { ClinicCard as ClinicCardData } from "../domain/clinic-card.ts";
import { ClinicCard } from "./ui/clinic-card.tsx";

export { ClinicCardSkeleton } from "./ui/clinic-card.tsx";

export interface DirectoryClinicCardProps {
  clinic: ClinicCardData;
  /** Heading level of the clinic's name in the page outline. */
  headingLevel?: 2 | 3;
  /** Show the distance from the searched point (city pages). */
  showDistance?: boolean;
  distanceLabel?: string;
  /** The insurer the visitor asked about, by its display name, when the clinic takes it. */
  insuranceMatch?: string | null;
}

/** A clinic in the grid of a state or city page: the list card. */
export function DirectoryClinicCard({
  clinic,
  headingLevel = 3,
  showDistance = false,
  distanceLabel = "from the city center",
  insuranceMatch = null,
}: DirectoryClinicCardProps) {
  return (
    <ClinicCard
      clinic={clinic}
      headingLevel={headingLevel}
      distance={showDistance ? { from: distanceLabel } : "hidden"}
      insuranceMatch={insuranceMatch}
    />
  );
}
