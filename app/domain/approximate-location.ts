import { isApproximateLocation, type LocationPrecision } from "./location-precision.ts";

/**
 * What the site may say about where a clinic is when its coordinates are only its ZIP code's centre
 * (docs/decisions/0033): distances in whole miles with "about", never under a mile, and the ZIP code's area
 * instead of a point.
 */

/** What a distance text needs to know of a clinic's place. */
export interface PlacedClinic {
  locationPrecision: LocationPrecision;
  zipCode: string;
}

/**
 * A distance to a ZIP code's centre in whole miles, never below 1; null under a mile, where the centre says no
 * more than that the clinic is somewhere in the ZIP code's area.
 */
export function approximateMiles(miles: number): number | null {
  if (!(miles >= 1)) return null;
  return Math.max(1, Math.round(miles));
}

/** "in the 80206 area". */
export function zipAreaText(zipCode: string): string {
  return `in the ${zipCode} area`;
}

/** How a card reads the distance: "… away", or from a named point ("… from the city center"). */
export type DistanceMode = "away" | { from: string };

/**
 * A card's distance. At an address: "3.4 mi away", "12 mi away" (whole miles from 10), "3.4 mi from the city
 * center". At a ZIP centre: "about 3 mi away", "about 3 mi from the city center", or "in the 80206 area" under
 * a mile.
 */
export function distanceText(miles: number, clinic: PlacedClinic, mode: DistanceMode = "away"): string {
  const suffix = mode === "away" ? "away" : mode.from;
  if (isApproximateLocation(clinic)) {
    const whole = approximateMiles(miles);
    return whole === null ? zipAreaText(clinic.zipCode) : `about ${whole} mi ${suffix}`;
  }
  const shown = mode === "away" && miles >= 10 ? String(Math.round(miles)) : miles.toFixed(1);
  return `${shown} mi ${suffix}`;
}

/** A distance in a sentence: "1.4 miles away", "about 2 miles away", "about 1 mile away", "in the 80206 area". */
export function distancePhrase(miles: number, clinic: PlacedClinic): string {
  if (isApproximateLocation(clinic)) {
    const whole = approximateMiles(miles);
    if (whole === null) return zipAreaText(clinic.zipCode);
    return `about ${whole} mile${whole === 1 ? "" : "s"} away`;
  }
  return `${miles.toFixed(1)} miles away`;
}

/** What a map says instead of a point: "Approximate location: the 80206 ZIP code area". */
export function approximateAreaLabel(zipCode: string): string {
  return `Approximate location: the ${zipCode} ZIP code area`;
}

/** The name a map gives an area marker, for screen readers and as its tooltip. */
export function areaMarkerTitle(name: string, zipCode: string): string {
  return `${name}: approximate location, ZIP code ${zipCode} area`;
}
