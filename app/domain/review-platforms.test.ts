import { describe, expect, it } from "vitest";
import { directionsSearchUrl, reviewPlatformCounts, reviewPlatformLinks } from "./review-platforms.ts";

describe("review platform counts", () => {
  it("gives Google the review count, Yelp 30% and Healthgrades 20%, rounded down, all with the rating", () => {
    expect(reviewPlatformCounts({ rating: 4.6, reviewCount: 127 })).toEqual([
      { id: "google", name: "Google", count: 127, counted: true, rating: 4.6 },
      { id: "yelp", name: "Yelp", count: 38, counted: false, rating: 4.6 },
      { id: "healthgrades", name: "Healthgrades", count: 25, counted: false, rating: 4.6 },
    ]);
  });

  it("rounds down exactly, without floating-point surprises", () => {
    const counts = (reviewCount: number) =>
      reviewPlatformCounts({ rating: 4, reviewCount }).map((platform) => platform.count);
    expect(counts(10)).toEqual([10, 3, 2]);
    expect(counts(9)).toEqual([9, 2, 1]);
    expect(counts(4)).toEqual([4, 1, 0]);
    expect(counts(3)).toEqual([3, 0, 0]);
    expect(counts(1)).toEqual([1, 0, 0]);
    expect(counts(0)).toEqual([0, 0, 0]);
    for (let n = 0; n <= 5000; n++) {
      const [, yelp, healthgrades] = counts(n);
      expect(yelp).toBe(Math.floor((n * 30) / 100));
      expect(healthgrades).toBe(Math.floor((n * 20) / 100));
    }
  });

  it("carries a missing rating as null on every platform", () => {
    expect(reviewPlatformCounts({ rating: null, reviewCount: 0 }).map((p) => p.rating)).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe("review platform links", () => {
  it("searches each platform for the clinic's name in its city", () => {
    const links = reviewPlatformLinks({
      name: "Alder Bluff Men's Wellness",
      city: "San Antonio",
      state: "TX",
    });
    expect(links.map((link) => link.name)).toEqual(["Google", "Yelp", "Healthgrades"]);
    const [google, yelp, healthgrades] = links.map((link) => new URL(link.href));
    expect(google?.origin).toBe("https://www.google.com");
    expect(google?.pathname).toBe("/maps/search/");
    expect(google?.searchParams.get("query")).toBe("Alder Bluff Men's Wellness, San Antonio, TX");
    expect(yelp?.hostname).toBe("www.yelp.com");
    expect(yelp?.searchParams.get("find_desc")).toBe("Alder Bluff Men's Wellness");
    expect(yelp?.searchParams.get("find_loc")).toBe("San Antonio, TX");
    expect(healthgrades?.hostname).toBe("www.healthgrades.com");
    expect(healthgrades?.searchParams.get("what")).toBe("Alder Bluff Men's Wellness");
    expect(healthgrades?.searchParams.get("where")).toBe("San Antonio, TX");
  });

  it("encodes characters that would break the URL", () => {
    const [google] = reviewPlatformLinks({ name: "A&B #1 Clinic?", city: "X", state: "TX" });
    expect(new URL(google?.href ?? "").searchParams.get("query")).toBe("A&B #1 Clinic?, X, TX");
  });
});

it("builds a maps search for directions to an address", () => {
  expect(directionsSearchUrl("2150 Cedar Ridge Blvd, Suite 210, Austin, TX 78701")).toBe(
    "https://www.google.com/maps/search/?api=1&query=2150%20Cedar%20Ridge%20Blvd%2C%20Suite%20210%2C%20Austin%2C%20TX%2078701",
  );
});
