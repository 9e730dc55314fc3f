import { DAYS_OF_WEEK } from "../../domain/catalog.ts";

/**
 * The CSV columns, in export order. Header names are the JSON field names, except that the seven
 * day columns gather into `hours`.
 */
export const CSV_COLUMNS = [
  "slug",
  "name",
  "legalName",
  "description",
  "addressLine1",
  "addressLine2",
  "city",
  "state",
  "zipCode",
  "latitude",
  "longitude",
  "locationPrecision",
  "phone",
  "website",
  "googleRating",
  "googleReviewCount",
  "googleUrl",
  "googleAsOf",
  "yelpRating",
  "yelpReviewCount",
  "yelpUrl",
  "yelpAsOf",
  "healthgradesRating",
  "healthgradesReviewCount",
  "healthgradesUrl",
  "healthgradesAsOf",
  "priceRange",
  "services",
  "insurance",
  "pricing",
  "telehealth",
  "videoConsult",
  "ePrescriptions",
  "licenseStates",
  "verified",
  "featured",
  "yearEstablished",
  "googleMapsUrl",
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "supportHours",
  "responseRate",
  "responseTime",
  "lastVerifiedAt",
  "verificationMethod",
  "source",
  "npi",
  "acceptingNewPatients",
] as const;

/** Columns still read under their earlier names (googleRating and googleReviewCount), never written. */
export const LEGACY_CSV_COLUMNS = ["rating", "reviewCount"] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number] | (typeof LEGACY_CSV_COLUMNS)[number];

export const NUMBER_COLUMNS: ReadonlySet<CsvColumn> = new Set([
  "latitude",
  "longitude",
  "googleRating",
  "googleReviewCount",
  "yelpRating",
  "yelpReviewCount",
  "healthgradesRating",
  "healthgradesReviewCount",
  "rating",
  "reviewCount",
  "yearEstablished",
  "responseRate",
]);
export const BOOLEAN_COLUMNS: ReadonlySet<CsvColumn> = new Set([
  "telehealth",
  "videoConsult",
  "ePrescriptions",
  "verified",
  "featured",
  "acceptingNewPatients",
]);
export const LIST_COLUMNS: ReadonlySet<CsvColumn> = new Set(["services", "insurance", "licenseStates"]);
/** The seven day columns, gathered into `hours`. */
export const DAY_COLUMNS: ReadonlySet<string> = new Set(DAYS_OF_WEEK);
