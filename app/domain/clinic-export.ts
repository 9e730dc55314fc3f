import type { ReviewPlatformId } from "./catalog.ts";
import { DAYS_OF_WEEK } from "./catalog.ts";
import type { Clinic } from "./clinic.ts";
import { type ClinicInput, type ClinicInputRaw, googleFigures } from "./clinic-input.ts";
import type { LocationPrecision } from "./location-precision.ts";

function hoursRecord(openingHours: Clinic["openingHours"]): ClinicInputRaw["hours"] {
  if (openingHours.length === 0) return {};
  return Object.fromEntries(
    DAYS_OF_WEEK.map((day) => {
      const entry = openingHours.find((h) => h.day === day);
      return [day, entry ? `${entry.opens}-${entry.closes}` : "closed"];
    }),
  );
}

function figures(clinic: Clinic, platform: ReviewPlatformId) {
  const held = clinic.reviewPlatforms.find((entry) => entry.platform === platform);
  return {
    rating: held?.rating ?? null,
    reviewCount: held?.reviewCount ?? null,
    url: held?.url ?? null,
    asOf: held?.asOf ?? null,
  };
}

/** A stored clinic in the import format: exporting and importing it again gives the same clinic. */
export function clinicToInput(clinic: Clinic): ClinicInputRaw {
  const google = figures(clinic, "google");
  const yelp = figures(clinic, "yelp");
  const healthgrades = figures(clinic, "healthgrades");
  return {
    slug: clinic.slug,
    name: clinic.name,
    legalName: clinic.legalName,
    description: clinic.description,
    addressLine1: clinic.addressLine1,
    addressLine2: clinic.addressLine2,
    city: clinic.city,
    state: clinic.state,
    zipCode: clinic.zipCode,
    latitude: clinic.latitude,
    longitude: clinic.longitude,
    locationPrecision: clinic.locationPrecision,
    phone: clinic.phone,
    website: clinic.website,
    googleRating: google.rating,
    googleReviewCount: google.reviewCount,
    googleUrl: google.url,
    googleAsOf: google.asOf,
    yelpRating: yelp.rating,
    yelpReviewCount: yelp.reviewCount,
    yelpUrl: yelp.url,
    yelpAsOf: yelp.asOf,
    healthgradesRating: healthgrades.rating,
    healthgradesReviewCount: healthgrades.reviewCount,
    healthgradesUrl: healthgrades.url,
    healthgradesAsOf: healthgrades.asOf,
    priceRange: (clinic.priceRange as ClinicInputRaw["priceRange"]) ?? null,
    services: clinic.services.map((s) => (s.description ? { id: s.id, description: s.description } : s.id)),
    insurance: clinic.insuranceProviders.map((i) => i.id),
    pricing: clinic.pricing.map(({ service, price, low, high, unit }) => ({
      service,
      price,
      low,
      high,
      unit: unit as NonNullable<ClinicInputRaw["pricing"]>[number]["unit"],
    })),
    telehealth: clinic.telehealth,
    videoConsult: clinic.telemedicineOptions.video_consult,
    ePrescriptions: clinic.telemedicineOptions.e_prescriptions,
    licenseStates: clinic.license_states,
    verified: clinic.verified,
    featured: clinic.featured,
    yearEstablished: clinic.yearEstablished,
    googleMapsUrl: clinic.googleMapsUrl,
    hours: hoursRecord(clinic.openingHours),
    supportHours: clinic.supportHours,
    responseRate: clinic.responseRate,
    responseTime: clinic.responseTime,
    lastVerifiedAt: clinic.lastVerifiedAt,
    verificationMethod: clinic.verificationMethod,
    source: clinic.source,
    npi: clinic.npi,
    acceptingNewPatients: clinic.acceptingNewPatients,
  };
}

/** A validated input in the same canonical form, to tell unchanged rows from changed ones. */
export function preparedToComparable(
  input: ClinicInput & {
    slug: string;
    latitude: number;
    longitude: number;
    locationPrecision: LocationPrecision;
  },
) {
  const google = googleFigures(input);
  const openingHours = DAYS_OF_WEEK.flatMap((day) => {
    const value = input.hours[day];
    if (!value || value === "closed") return [];
    const [opens = "", closes = ""] = value.split("-");
    return [{ day, opens, closes }];
  });
  return {
    slug: input.slug,
    name: input.name,
    legalName: input.legalName,
    description: input.description,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    city: input.city,
    state: input.state,
    zipCode: input.zipCode,
    latitude: input.latitude,
    longitude: input.longitude,
    locationPrecision: input.locationPrecision,
    phone: input.phone,
    website: input.website,
    googleRating: google.rating,
    googleReviewCount: google.rating === null && !google.reviewCount ? null : (google.reviewCount ?? 0),
    googleUrl: input.googleUrl,
    googleAsOf: input.googleAsOf ?? null,
    yelpRating: input.yelpRating ?? null,
    yelpReviewCount: input.yelpReviewCount ?? null,
    yelpUrl: input.yelpUrl,
    yelpAsOf: input.yelpAsOf ?? null,
    healthgradesRating: input.healthgradesRating ?? null,
    healthgradesReviewCount: input.healthgradesReviewCount ?? null,
    healthgradesUrl: input.healthgradesUrl,
    healthgradesAsOf: input.healthgradesAsOf ?? null,
    priceRange: input.priceRange ?? null,
    services: input.services.map((s) => (s.description ? { id: s.id, description: s.description } : s.id)),
    insurance: input.insurance,
    pricing: input.pricing.map(({ service, price, low, high, unit }) => ({
      service,
      price,
      low: low ?? null,
      high: high ?? null,
      unit: unit ?? null,
    })),
    telehealth: input.telehealth,
    videoConsult: input.videoConsult,
    ePrescriptions: input.ePrescriptions,
    licenseStates: input.licenseStates,
    verified: input.verified,
    featured: input.featured,
    yearEstablished: input.yearEstablished ?? null,
    googleMapsUrl: input.googleMapsUrl,
    hours: hoursRecord(openingHours),
    supportHours: input.supportHours,
    responseRate: input.responseRate ?? null,
    responseTime: input.responseTime,
    lastVerifiedAt: input.lastVerifiedAt ?? null,
    verificationMethod: input.verificationMethod,
    source: input.source,
    npi: input.npi,
    acceptingNewPatients: input.acceptingNewPatients ?? null,
  };
}
