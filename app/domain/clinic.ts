import { z } from "zod";
import { DAYS_OF_WEEK, REVIEW_PLATFORMS } from "./catalog.ts";
import { LOCATION_PRECISIONS } from "./location-precision.ts";
import { VERIFICATION_METHOD_IDS } from "./verification.ts";

/** A clinic as the API returns it and the pages read it (field names follow the product spec). */
export const clinicSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  address: z.string().describe('One line: "2150 Cedar Ridge Blvd, Suite 210, Austin, TX 78701"'),
  city: z.string(),
  state: z.string().describe("Two-letter state code"),
  zipCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  googleMapsUrl: z.string().nullable(),
  rating: z.number().nullable().describe("The clinic's Google rating, 0 to 5 (see reviewPlatforms)"),
  reviewCount: z.number().int().describe("The number of Google reviews behind the rating"),
  reviewPlatforms: z
    .array(
      z.object({
        platform: z.enum(REVIEW_PLATFORMS.map((platform) => platform.id)),
        name: z.string(),
        rating: z.number().nullable(),
        reviewCount: z.number().int().nullable(),
        url: z.string().nullable().describe("The clinic's page on the platform"),
        asOf: z.string().nullable().describe("When the figures were read on the platform (ISO 8601)"),
      }),
    )
    .describe(
      "Review figures per platform, only for platforms whose figures or page we hold; never estimates",
    ),
  priceRange: z.string().nullable().describe("$, $$, $$$ or $$$$"),
  services: z.array(z.object({ id: z.string(), name: z.string(), description: z.string().nullable() })),
  acceptedInsurance: z.array(z.string()).describe("Names of accepted insurers"),
  insuranceProviders: z.array(z.object({ id: z.string(), name: z.string() })),
  pricing: z.array(
    z.object({
      id: z.number().int(),
      service: z.string(),
      price: z.string().describe('Display text, e.g. "$150–$300 per month"'),
      low: z.number().nullable().describe("Lowest price in dollars"),
      high: z.number().nullable().describe("Highest price in dollars"),
      unit: z.string().nullable().describe("visit, month, procedure, test, year or week"),
    }),
  ),
  telehealth: z.boolean(),
  telemedicineOptions: z.object({ video_consult: z.boolean(), e_prescriptions: z.boolean() }),
  license_states: z.array(z.string()).describe("States where the clinic may treat patients remotely"),
  verified: z.boolean(),
  featured: z.boolean(),
  yearEstablished: z.number().int().nullable(),
  hoursOfOperation: z
    .partialRecord(z.enum(DAYS_OF_WEEK), z.string())
    .describe(
      'Display text per day ("8:00 AM – 6:00 PM" or "Closed"); empty when the clinic has not published hours',
    ),
  openingHours: z
    .array(z.object({ day: z.enum(DAYS_OF_WEEK), opens: z.string(), closes: z.string() }))
    .describe('Structured opening hours (24-hour HH:MM; closes "24:00" means open until midnight)'),
  timeZone: z
    .string()
    .nullable()
    .describe("IANA time zone of the clinic (from its coordinates): its hours are in this zone"),
  supportHours: z.string().nullable(),
  responseRate: z.number().int().nullable().describe("Share of enquiries answered, in percent"),
  responseTime: z.string().nullable(),
  lastVerifiedAt: z.string().nullable().describe("When the listing was last checked (ISO 8601)"),
  verificationMethod: z
    .enum(VERIFICATION_METHOD_IDS)
    .nullable()
    .describe("How the last check was made: a phone call, the clinic's website or its own submission"),
  npi: z.string().nullable().describe("National Provider Identifier (10 digits) in the NPPES registry"),
  acceptingNewPatients: z.boolean().nullable().describe("Null when the clinic has not said"),
  source: z.string().nullable().describe('Where the listing came from; "demo" marks fictional demo data'),
  legalName: z
    .string()
    .nullable()
    .describe("The registered legal name, when the name shown differs from it (NPPES registry)"),
  locationPrecision: z
    .enum(LOCATION_PRECISIONS)
    .describe(
      '"address": latitude and longitude are the clinic\'s; "zip": they are its ZIP code\'s centre, so distances are approximate',
    ),
  distance: z.number().optional().describe("Miles from the searched point, when the search had one"),
});

export type Clinic = z.infer<typeof clinicSchema>;
