import { REVIEW_PLATFORMS, type ReviewPlatformId } from "./catalog.ts";
import type { Clinic } from "./clinic.ts";
import { MONTH_NAMES } from "./months.ts";

export { REVIEW_PLATFORMS, type ReviewPlatformId };

/**
 * What we hold about a clinic on one review platform: the figures as read on that site, when they were read,
 * and the clinic's page there. Only what was imported: nothing is ever estimated.
 */
export interface ReviewFigures {
  platform: ReviewPlatformId;
  name: string;
  rating: number | null;
  reviewCount: number | null;
  /** The clinic's own page on the platform. */
  url: string | null;
  /** When the figures were read (ISO 8601). */
  asOf: string | null;
}

/** Whether the entry holds a rating or a review count (a profile URL alone holds no figures). */
export function hasFigures(figures: Pick<ReviewFigures, "rating" | "reviewCount">): boolean {
  return figures.rating !== null || (figures.reviewCount !== null && figures.reviewCount > 0);
}

/** "as of March 2026" from an ISO date, read in UTC so server and browser agree; null without a date. */
export function asOfLabel(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `as of ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

export interface ReviewPlatformLink {
  platform: ReviewPlatformId;
  name: string;
  href: string;
  /** True when the link is the clinic's own page there, false when it is a search for it. */
  profile: boolean;
}

/**
 * Where to read or write reviews on each platform: the clinic's page there when we hold it, else a search
 * for the clinic's name in its city.
 */
export function reviewPlatformLinks(
  clinic: Pick<Clinic, "name" | "city" | "state"> & { reviewPlatforms?: readonly ReviewFigures[] },
): ReviewPlatformLink[] {
  const place = `${clinic.city}, ${clinic.state}`;
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const searches: Record<ReviewPlatformId, string> = {
    google: `https://www.google.com/maps/search/?${query({ api: "1", query: `${clinic.name}, ${place}` })}`,
    yelp: `https://www.yelp.com/search?${query({ find_desc: clinic.name, find_loc: place })}`,
    healthgrades: `https://www.healthgrades.com/usearch?${query({ what: clinic.name, where: place })}`,
  };
  return REVIEW_PLATFORMS.map(({ id, name }) => {
    const url = clinic.reviewPlatforms?.find((figures) => figures.platform === id)?.url;
    return { platform: id, name, href: url ?? searches[id], profile: Boolean(url) };
  });
}

/** Directions: a maps search for the clinic's one-line address. */
export function directionsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
