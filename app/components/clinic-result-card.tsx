import type { ClinicCard as ClinicCardData } from "../domain/clinic-card.ts";
import { ClinicCard } from "./ui/clinic-card.tsx";

export { ClinicCardSkeleton } from "./ui/clinic-card.tsx";

/** A clinic in search results: the list card with its distance, Call, Directions, Details and Compare. */
export function ClinicResultCard({
  clinic,
  headingLevel = 3,
  insuranceMatch = null,
}: {
  clinic: ClinicCardData;
  headingLevel?: 2 | 3 | 4;
  /** The insurer the visitor asked about, by its display name, when the clinic takes it. */
  insuranceMatch?: string | null;
}) {
  return <ClinicCard clinic={clinic} headingLevel={headingLevel} insuranceMatch={insuranceMatch} />;
}
