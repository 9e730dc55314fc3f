import { type ClinicInputRaw, clinicInputSchema, slugify } from "../../app/domain/clinic-input.ts";
import type { PreparedClinic } from "../../app/server/clinics/write.server.ts";

/**
 * A valid clinic for tests; override any field. Coordinates default to downtown Austin, TX. `rating` and
 * `reviewCount` set the Google figures, as in import files.
 */
export function makeClinic(input: Partial<ClinicInputRaw> = {}): PreparedClinic {
  const { rating, reviewCount, ...rest } = input;
  const overrides: Partial<ClinicInputRaw> = { ...rest };
  if (rating !== undefined) overrides.googleRating = rating;
  if (reviewCount !== undefined) overrides.googleReviewCount = reviewCount;
  const raw: ClinicInputRaw = {
    name: "Test Men's Clinic",
    description: "A clinic used in tests.",
    addressLine1: "100 Example St",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    latitude: 30.2711,
    longitude: -97.7437,
    phone: "(512) 555-0100",
    website: "https://test-clinic.example.com",
    googleRating: 4.5,
    googleReviewCount: 100,
    googleAsOf: "2026-03-01",
    priceRange: "$$",
    services: ["testosterone-injections", "hormone-testing"],
    insurance: ["aetna", "self-pay"],
    pricing: [{ service: "Consultation", price: "$150 per visit", low: 150, high: 150, unit: "visit" }],
    hours: { monday: "08:00-17:00", tuesday: "08:00-17:00" },
    verified: true,
    lastVerifiedAt: "2026-10-01",
    ...overrides,
  };
  const parsed = clinicInputSchema.parse(raw);
  return {
    ...parsed,
    slug: parsed.slug ?? slugify(parsed.name, parsed.city),
    latitude: parsed.latitude ?? 0,
    longitude: parsed.longitude ?? 0,
    locationPrecision: parsed.locationPrecision ?? "address",
  };
}
