import type { ClinicCard as ClinicCardData } from "../domain/clinic-card.ts";
import { ClinicCard } from "./ui/clinic-card.tsx";

/**
 * An online clinic: the list card with the Online badge, where it is based and where it can treat patients,
 * 3 services then '+N more', price, View Details and Call.
 */
export function OnlineClinicCard({
  clinic,
  licence = null,
  headingLevel = 2,
}: {
  clinic: ClinicCardData;
  /** "Treats patients in 14 states, including Texas" (online-clinic.ts licenceSummary). */
  licence?: string | null;
  headingLevel?: 2 | 3;
}) {
  return <ClinicCard clinic={clinic} headingLevel={headingLevel} online licence={licence} />;
}
