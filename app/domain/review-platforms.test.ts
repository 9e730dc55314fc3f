import { describe, expect, it } from "vitest";
import {
  asOfLabel,
  directionsSearchUrl,
  hasFigures,
  type ReviewFigures,
  reviewPlatformLinks,
} from "./review-platforms.ts";

const yelp: ReviewFigures = {
  platform: "yelp",
  name: "Yelp",
  rating: 4.5,
  reviewCount: 31,
  url: "https://www.yelp.com/biz/alder-bluff-mens-wellness-san-antonio",
  asOf: "2026-03-04T00:00:00.000Z",
};

describe("review figures", () => {
  it("holds figures only with a rating or a positive review count", () => {
    expect(hasFigures(yelp)).toBe(true);
    expect(hasFigures({ rating: null, reviewCount: 12 })).toBe(true);
    expect(hasFigures({ rating: 3.9, reviewCount: null })).toBe(true);
    expect(hasFigures({ rating: null, reviewCount: 0 })).toBe(false);
    expect(hasFigures({ rating: null, reviewCount: null })).toBe(false);
  });

  it("dates figures by month and year, in UTC", () => {
    expect(asOfLabel("2026-03-04T00:00:00.000Z")).toBe("as of March 2026");
    expect(asOfLabel("2026-01-01T00:30:00.000Z")).toBe("as of January 2026");
    expect(asOfLabel("2025-12-31T23:59:59.000Z")).toBe("as of December 2025");
    expect(asOfLabel(null)).toBeNull();
    expect(asOfLabel("not a date")).toBeNull();
  });
});

describe("review platform links", () => {
  const clinic = { name: "Alder Bluff Men's Wellness", city: "San Antonio", state: "TX" };

  it("searches each platform for the clinic's name in its city", () => {
    const links = reviewPlatformLinks(clinic);
    expect(links.map((link) => link.name)).toEqual(["Google", "Yelp", "Healthgrades"]);
    expect(links.every((link) => !link.profile)).toBe(true);
    const [google, yelpSearch, healthgrades] = links.map((link) => new URL(link.href));
    expect(google?.origin).toBe("https://www.google.com");
    expect(google?.pathname).toBe("/maps/search/");
    expect(google?.searchParams.get("query")).toBe("Alder Bluff Men's Wellness, San Antonio, TX");
    expect(yelpSearch?.hostname).toBe("www.yelp.com");
    expect(yelpSearch?.searchParams.get("find_desc")).toBe("Alder Bluff Men's Wellness");
    expect(yelpSearch?.searchParams.get("find_loc")).toBe("San Antonio, TX");
    expect(healthgrades?.hostname).toBe("www.healthgrades.com");
    expect(healthgrades?.searchParams.get("what")).toBe("Alder Bluff Men's Wellness");
    expect(healthgrades?.searchParams.get("where")).toBe("San Antonio, TX");
  });

  it("encodes characters that would break the URL", () => {
    const [google] = reviewPlatformLinks({ name: "A&B #1 Clinic?", city: "X", state: "TX" });
    expect(new URL(google?.href ?? "").searchParams.get("query")).toBe("A&B #1 Clinic?, X, TX");
  });

  it("links to the clinic's own page where we hold it", () => {
    const links = reviewPlatformLinks({ ...clinic, reviewPlatforms: [yelp] });
    expect(links[1]).toEqual({ platform: "yelp", name: "Yelp", href: yelp.url, profile: true });
    expect(links[0]?.profile).toBe(false);
    expect(links[2]?.profile).toBe(false);
  });
});

it("builds a maps search for directions to an address", () => {
  expect(directionsSearchUrl("2150 Cedar Ridge Blvd, Suite 210, Austin, TX 78701")).toBe(
    "https://www.google.com/maps/search/?api=1&query=2150%20Cedar%20Ridge%20Blvd%2C%20Suite%20210%2C%20Austin%2C%20TX%2078701",
  );
});
