/**
 * How precisely a listing's coordinates place the clinic: "address" is its door; "zip" is the centre of its
 * ZIP code, all a registry address gives us until someone places it (decision 32).
 */
export const LOCATION_PRECISIONS = ["address", "zip"] as const;

export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];

export function isApproximateLocation(clinic: { locationPrecision: LocationPrecision }): boolean {
  return clinic.locationPrecision === "zip";
}
