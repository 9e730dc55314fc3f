import type { ClinicCard } from "../../app/domain/clinic-card.ts";

/** Oak Hill Men's Clinic in Austin as a result card shows it (loader-built), for rendering tests. */
export function sampleCard(overrides: Partial<ClinicCard> = {}): ClinicCard {
  return {
    id: 7,
    slug: "oak-hill-mens-clinic-austin",
    name: "Oak Hill Men's Clinic",
    city: "Austin",
    state: "TX",
    address: "1 Main St, Suite 2, Austin, TX 78701",
    zipCode: "78701",
    locationPrecision: "address",
    phone: "(512) 555-0100",
    rating: 4.6,
    reviewCount: 120,
    monthlyPrice: { amount: 149, asOf: "2026-03-04", source: "website", stale: false },
    featured: false,
    verified: true,
    virtualCare: true,
    weeklyHours: "mon 08:00-17:00",
    timeZone: "America/Chicago",
    ...overrides,
  };
}
