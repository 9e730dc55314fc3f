import type { ClinicCard as ClinicCardData } from "../domain/clinic-card.ts";
import { ClinicCard } from "./ui/clinic-card.tsx";

export { ClinicCardSkeleton, priceRangeText } from "./ui/clinic-card.tsx";

/** Search cards show the first 3 services. */
export const CARD_SERVICES = 3;

/** A clinic in search results: the list card with its distance, 3 services, price and View Details. */
export function ClinicResultCard({
  clinic,
  headingLevel = 3,
}: {
  clinic: ClinicCardData;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ClinicCard
      clinic={clinic}
      headingLevel={headingLevel}
      serviceLimit={CARD_SERVICES}
      showMoreServices={false}
      actions={[]}
    />
  );
}
