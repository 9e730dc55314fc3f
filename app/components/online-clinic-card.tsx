import type { ClinicCard as ClinicCardData } from "../domain/clinic-card.ts";
import { ClinicCard } from "./ui/clinic-card.tsx";

/**
 * An online clinic: the list card with the Online badge, where it is based and where it can treat patients,
 * then Call, Details and Compare (no directions: there is no door to go to).
 */
export function OnlineClinicCard({
  clinic,
  licence = null,
  headingLevel = 2,
  insuranceMatch = null,
}: {
  clinic: ClinicCardData;
  /** "Treats patients in 14 states, including Texas" (online-clinic.ts licenceSummary). */
  licence?: string | null;
  headingLevel?: 2 | 3;
  /** The insurer the visitor asked about, by its display name, when the clinic takes it. */
  insuranceMatch?: string | null;
}) {
  return (
    <ClinicCard
      clinic={clinic}
      headingLevel={headingLevel}
      online
      licence={licence}
      insuranceMatch={insuranceMatch}
    />
  );
}
