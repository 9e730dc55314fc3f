import { DEFAULT_RADIUS_MILES } from "./clinic-query.ts";

/** What went wrong while finding the visitor's position or its city. */
export type LocateFailure =
  | "unsupported"
  | "denied"
  | "unavailable"
  | "timeout"
  | "unresolvable"
  | "geocode-failed";

/** Where locate-me was used: the local finder has its own wording for a refused or unavailable position. */
export type LocateContext = "search" | "finder";

/** The spec's stored message when the browser has no geolocation (the visitor sees UNSUPPORTED_ALERT). */
export const UNSUPPORTED_STORED = "Geolocation is not supported by this browser";
export const UNSUPPORTED_ALERT = "Geolocation is not supported by your browser";
export const UNRESOLVABLE = "Unable to determine your city from location";
export const GEOCODE_FAILED = "Unable to determine your location";
export const FINDER_POSITION_FAILED = "Unable to access location. Please enter your city manually.";
/** What the location box shows when a position could not be turned into a city name. */
export const CURRENT_LOCATION = "Current Location";
/** The finder's radius, in miles, when it falls back to searching around the raw coordinates. */
export const FALLBACK_RADIUS_MILES = DEFAULT_RADIUS_MILES;

/** Geolocation API error codes (GeolocationPositionError). */
export function failureFromPositionError(code: number): LocateFailure {
  if (code === 1) return "denied";
  if (code === 3) return "timeout";
  return "unavailable";
}

/** The message a visitor reads for each failure (SPEC section 8). */
export function locateMessage(failure: LocateFailure, context: LocateContext): string {
  switch (failure) {
    case "unsupported":
      return UNSUPPORTED_ALERT;
    case "denied":
    case "unavailable":
    case "timeout":
      return context === "finder" ? FINDER_POSITION_FAILED : GEOCODE_FAILED;
    case "unresolvable":
      return UNRESOLVABLE;
    case "geocode-failed":
      return GEOCODE_FAILED;
  }
}

/** Options for navigator.geolocation: high accuracy, 10 s timeout, positions up to 60 s old. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 60_000,
};
