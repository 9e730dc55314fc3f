import { cityHeading } from "./city-url.ts";
import type { ClinicCard } from "./clinic-card.ts";
import { isOnlineClinic, type OnlineCandidate } from "./online-clinic.ts";
import { isThinList } from "./thin-pages.ts";

/**
 * What a city page offers when it lists fewer clinics than a comparison needs (docs/decisions/0021): the
 * nearest in-person clinics elsewhere and the online clinics licensed in the state.
 */

/** At most this many nearest in-person clinics. */
export const NEAREST_CLINICS_LIMIT = 6;
/** Farther than this, a clinic is no practical place to visit for regular check-ups. */
export const NEAREST_RADIUS_MILES = 250;
/** Online clinics shown before the link to all of them. */
export const ONLINE_CLINICS_SHOWN = 6;

export interface NearbyHelp {
  /** In-person clinics outside the city, nearest its centre first, each with its distance. */
  nearest: ClinicCard[];
  radiusMiles: number;
  /** Online clinics licensed in the city's state, best rated first. */
  online: { clinics: ClinicCard[]; total: number };
}

/** A page listing this many clinics also shows the nearest others and the online ones. */
export function needsNearbyHelp(clinicsListed: number): boolean {
  return isThinList(clinicsListed);
}

/**
 * Whether a clinic can be visited: every listed clinic has a street address, but one whose name, city or state
 * says it is online (the spec's online words) presents itself as an online service.
 */
export function isInPersonClinic(clinic: Pick<OnlineCandidate, "name" | "city" | "state">): boolean {
  return !isOnlineClinic({ name: clinic.name, city: clinic.city, state: clinic.state });
}

/**
 * The city page's heading: the spec's "Best TRT Clinics in {City}, {ST}" once there are clinics to compare;
 * with one clinic there is no "best", and with none the page is about what is near the city.
 */
export function cityPageHeading(city: string, stateCode: string, clinicsListed: number): string {
  if (clinicsListed >= 2) return cityHeading(city, stateCode);
  const place = cityHeading(city, stateCode).replace(/^Best TRT Clinics in /, "");
  return clinicsListed === 1 ? `TRT Clinic in ${place}` : `TRT Clinics Near ${place}`;
}

/** The online clinics page, filtered to those licensed in a state. */
export function onlineClinicsInStateHref(stateCode: string): string {
  return `/tele-trt-clinics?state=${encodeURIComponent(stateCode.toUpperCase())}`;
}
