import type { ClinicCard as ClinicCardData } from "../domain/clinic-card.ts";
import { ClinicCard } from "./ui/clinic-card.tsx";

export { ClinicCardSkeleton } from "./ui/clinic-card.tsx";

export interface DirectoryClinicCardProps {
  clinic: ClinicCardData;
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

/** A clinic in the grid of a state or city page: the list card with Call. */
export function DirectoryClinicCard({
  clinic,
  headingLevel = 3,
  serviceLimit = 3,
  showMoreServices = true,
  insuranceLimit = 0,
  showDistance = false,
  distanceLabel = "from the city center",
}: DirectoryClinicCardProps) {
  return (
    <ClinicCard
      clinic={clinic}
      headingLevel={headingLevel}
      serviceLimit={serviceLimit}
      showMoreServices={showMoreServices}
      insuranceLimit={insuranceLimit}
      distance={showDistance ? { from: distanceLabel } : "hidden"}
    />
  );
}
