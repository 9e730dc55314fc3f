import type { Clinic } from "./clinic.ts";

export type ReviewPlatformId = "google" | "yelp" | "healthgrades";

export interface ReviewPlatformSummary {
  id: ReviewPlatformId;
  name: string;
  /** Google: the clinic's review count. Yelp and Healthgrades: the spec's estimate from it. */
  count: number;
  /** False when the count is the spec's estimate rather than a number we hold. */
  counted: boolean;
  /** Every platform shows the clinic's own rating. */
  rating: number | null;
}

/**
 * The review-platform figures of the spec: Google equals the clinic's review count, Yelp is 30% of it and
 * Healthgrades 20%, both rounded down; all show the clinic's rating.
 * Integer arithmetic keeps the rounding exact (0.3 * 10 is 3.0000000000000004 in floating point).
 */
export function reviewPlatformCounts(
  clinic: Pick<Clinic, "rating" | "reviewCount">,
): ReviewPlatformSummary[] {
  const total = Math.max(0, Math.floor(clinic.reviewCount));
  return [
    { id: "google", name: "Google", count: total, counted: true, rating: clinic.rating },
    { id: "yelp", name: "Yelp", count: Math.floor((total * 3) / 10), counted: false, rating: clinic.rating },
    {
      id: "healthgrades",
      name: "Healthgrades",
      count: Math.floor((total * 2) / 10),
      counted: false,
      rating: clinic.rating,
    },
  ];
}

export interface ReviewPlatformLink {
  id: ReviewPlatformId;
  name: string;
  /** A search on the platform for the clinic: reviews are read and written there, not on this site. */
  href: string;
}

/** Searches for the clinic on each review platform, by its name and city. */
export function reviewPlatformLinks(clinic: Pick<Clinic, "name" | "city" | "state">): ReviewPlatformLink[] {
  const place = `${clinic.city}, ${clinic.state}`;
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    {
      id: "google",
      name: "Google",
      href: `https://www.google.com/maps/search/?${query({ api: "1", query: `${clinic.name}, ${place}` })}`,
    },
    {
      id: "yelp",
      name: "Yelp",
      href: `https://www.yelp.com/search?${query({ find_desc: clinic.name, find_loc: place })}`,
    },
    {
      id: "healthgrades",
      name: "Healthgrades",
      href: `https://www.healthgrades.com/usearch?${query({ what: clinic.name, where: place })}`,
    },
  ];
}

/** Directions: a maps search for the clinic's one-line address. */
export function directionsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
