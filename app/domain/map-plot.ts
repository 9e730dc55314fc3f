import type { Clinic } from "./clinic.ts";
import { isApproximateLocation, type LocationPrecision } from "./location-precision.ts";

/** Most clinics one map shows; with clustering this stays fast, and the payload stays small. */
export const MAP_LIMIT = 700;

/** The continental US, where every map starts. */
export const MAP_CENTER = { latitude: 39.83, longitude: -98.58 } as const;
export const MAP_ZOOM = 4;
export const MAP_MAX_ZOOM = 18;
/** The map is resized this long after it is created, when its container has its final size. */
export const MAP_RESIZE_DELAY_MS = 300;

function coordinate(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number) || number === 0) return null;
  return number;
}

/** A clinic's map position, or null when a coordinate is missing, not a number, or 0 (which counts as missing). */
export function mapPosition(clinic: {
  latitude?: unknown;
  longitude?: unknown;
}): { latitude: number; longitude: number } | null {
  const latitude = coordinate(clinic.latitude);
  const longitude = coordinate(clinic.longitude);
  if (latitude === null || longitude === null) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** Only clinics with real coordinates are plotted. */
export function plottableClinics<T extends { latitude?: unknown; longitude?: unknown }>(
  clinics: readonly T[],
): T[] {
  return clinics.filter((clinic) => mapPosition(clinic) !== null);
}

/** Directions from a maps service to a destination point, opened in a new tab. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${latitude},${longitude}`)}`;
}

/** A maps search for a clinic by its street address, city and state. */
export function mapsSearchUrl(clinic: Pick<Clinic, "addressLine1" | "city" | "state">): string {
  const query = [clinic.addressLine1, clinic.city, clinic.state].filter(Boolean).join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Where a clinic's profile lives: by slug, else by id (which redirects to the slug). */
export function clinicHref(clinic: Pick<Clinic, "id" | "slug">): string {
  return `/clinic/${encodeURIComponent(clinic.slug || String(clinic.id))}`;
}

/**
 * A clinic as the map needs it, compact for the page payload: [id, slug, name, city, state, lat, lng, phone,
 * rating, reviews, featured], then for a clinic placed at its ZIP code's centre only, [ZIP code, address]: the
 * map draws its area rather than a pin, and directions search for its address.
 */
export type MapPoint = [
  id: number,
  slug: string,
  name: string,
  city: string,
  state: string,
  latitude: number,
  longitude: number,
  phone: string | null,
  rating: number | null,
  reviewCount: number,
  featured: boolean,
  area?: [zipCode: string, address: string],
];

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** What the map shows of a clinic: its marker, popup and link. */
export interface MapClinic {
  id: number;
  slug: string;
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  rating: number | null;
  reviewCount: number;
  featured: boolean;
  /** "zip": the position is only the ZIP code's centre, so the map shows an area (absent: an address). */
  locationPrecision?: LocationPrecision;
  zipCode?: string;
  /** The one-line address, for directions to a clinic whose position is approximate. */
  address?: string;
}

/** A clinic the map shows as an area around its ZIP code's centre, with what its popup and directions need. */
export function mapArea(clinic: MapClinic): { zipCode: string; address: string } | null {
  if (!clinic.locationPrecision || !isApproximateLocation({ locationPrecision: clinic.locationPrecision })) {
    return null;
  }
  return { zipCode: clinic.zipCode ?? "", address: clinic.address ?? `${clinic.city}, ${clinic.state}` };
}

export function toMapPoint(clinic: MapClinic): MapPoint {
  const point: MapPoint = [
    clinic.id,
    clinic.slug,
    clinic.name,
    clinic.city,
    clinic.state,
    round5(clinic.latitude),
    round5(clinic.longitude),
    clinic.phone,
    clinic.rating,
    clinic.reviewCount,
    clinic.featured,
  ];
  const area = mapArea(clinic);
  if (area) point.push([area.zipCode, area.address]);
  return point;
}

/** The map's clinic from a map point. */
export function fromMapPoint([
  id,
  slug,
  name,
  city,
  state,
  latitude,
  longitude,
  phone,
  rating,
  reviewCount,
  featured,
  area,
]: MapPoint): MapClinic {
  const clinic: MapClinic = {
    id,
    slug,
    name,
    city,
    state,
    latitude,
    longitude,
    phone,
    rating,
    reviewCount,
    featured,
  };
  if (area) Object.assign(clinic, { locationPrecision: "zip", zipCode: area[0], address: area[1] });
  return clinic;
}
