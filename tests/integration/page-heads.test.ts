// What each kind of page says in its head to search engines and social networks (title, description, robots,
// canonical link, share image) and in its structured data, read from the HTML the server sends. (Formerly
// checked in the browser; how the head follows a client-side navigation stays a browser test.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Clinic } from "../../app/domain/clinic.ts";
import { countPlus } from "../../app/domain/count-label.ts";
import { STATE_PAGE_SIZE } from "../../app/domain/state-stats.ts";
import { stateByCode } from "../../app/domain/us-states.ts";
import { type Head, headOf, jsonLdOf, ofType, textOf } from "../support/html.ts";
import { ask, SITE_SERVER_TIMEOUT_MS, startSiteServer } from "../support/http-client.ts";
import { INFO_PAGE_PATHS } from "../support/info-pages.ts";
import type { ServerProcess } from "../support/server-process.ts";

const COST_GUIDE = "/blog/trt-cost-guide-2025-what-to-expect-how-to-save";
const TITLE_MAX = 60;

let server: ServerProcess;
/** The site's own address as it writes it (SITE_URL left to follow PORT). */
let site: string;
let clinics: Clinic[];

async function page(path: string): Promise<{ status: number; html: string; head: Head }> {
  const answer = await ask(server.base, path);
  return { status: answer.status, html: answer.text, head: headOf(answer.text) };
}

async function api<T>(path: string): Promise<T> {
  const answer = await ask(server.base, path);
  expect(answer.status, path).toBe(200);
  return JSON.parse(answer.text) as T;
}

beforeAll(async () => {
  server = await startSiteServer("page-heads");
  site = `http://localhost:${server.port}`;
  clinics = [];
  for (let offset = 0; ; offset += 100) {
    const batch = await api<Clinic[]>(`/api/clinics?limit=100&offset=${offset}`);
    clinics.push(...batch);
    if (batch.length < 100) break;
  }
}, SITE_SERVER_TIMEOUT_MS);

afterAll(async () => {
  await server?.dispose();
});

const find = (predicate: (clinic: Clinic) => boolean, description: string): Clinic => {
  const clinic = clinics.find(predicate);
  if (!clinic) throw new Error(`the demo data has no ${description}`);
  return clinic;
};

describe("home page", () => {
  it("title and description use the clinic count; structured data has no self-rating; it is indexable", async () => {
    const stats = await api<{ clinicsCount: number }>("/api/stats");
    const count = countPlus(stats.clinicsCount);
    const { status, html, head } = await page("/");
    expect(status).toBe(200);
    expect(head.title).toBe(`Find ${count} TRT Clinics Near You | TRT Clinic Finder`);
    expect(head.description).toMatch(
      new RegExp(`: search ${count.replace("+", "\\+")} listed clinics by city, state or ZIP code\\.`),
    );
    const data = jsonLdOf(html);
    expect(data.map((item) => item["@type"])).toEqual(["WebSite", "Organization"]);
    expect(JSON.stringify(data)).not.toContain("aggregateRating");
    expect(head.robots).toBeNull();
    expect(head.canonical).toMatch(/\/$/);
  });

  it("an unknown path is 'Page not found', noindex", async () => {
    const { status, head } = await page("/this/page/does-not-exist");
    expect(status).toBe(404);
    expect(head.title).toMatch(/^Page not found/);
    expect(head.robots).toBe("noindex");
  });
});

describe("blog", () => {
  it("the list has its own title, shorter than 60 characters without the site name, and its RSS feed", async () => {
    const { head } = await page("/blog");
    expect(head.title).toBe("TRT Blog: Expert Resources on Testosterone Therapy");
    expect(head.links("alternate")).toContainEqual({ href: "/blog/rss.xml", type: "application/rss+xml" });
  });

  it("a post sets article metadata and BlogPosting structured data", async () => {
    const { html, head } = await page(COST_GUIDE);
    expect(head.canonical).toBe(`${site}${COST_GUIDE}`);
    expect(head.meta("property", "og:type")).toBe("article");
    // Shared as the PNG render of the SVG illustration: the big networks do not preview SVG.
    expect(head.meta("property", "og:image")).toBe(`${site}/images/blog/trt-cost-guide.png`);
    const data = jsonLdOf(html);
    expect(data.find((item) => item["@type"] === "BlogPosting")).toMatchObject({
      headline: "TRT Cost Guide 2025: What to Expect and How to Save",
      datePublished: "2025-01-25",
      dateModified: "2026-11-01",
      author: { "@type": "Organization", name: "TRT Clinic Finder Editorial Team" },
      articleSection: "Cost Analysis",
      timeRequired: "PT7M",
      image: `${site}/images/blog/trt-cost-guide.svg`,
      mainEntityOfPage: { "@type": "WebPage", "@id": `${site}${COST_GUIDE}` },
    });
    expect(data.find((item) => item["@type"] === "BreadcrumbList")).toBeTruthy();
  });

  it("a long headline is shortened for the title; the share image is a PNG", async () => {
    const { head } = await page("/blog/trt-nation-at-home-testing-revolutionary-testosterone-assessment");
    expect(head.title).toBe("At-Home Testosterone Testing (Sponsored) | TRT Clinic Finder");
    expect(head.meta("property", "og:image")).toBe(`${site}/images/blog/at-home-testing.png`);
    expect(head.meta("property", "og:image:type")).toBe("image/png");
    expect(head.meta("name", "twitter:image")).toBe(`${site}/images/blog/at-home-testing.png`);
  });
});

describe("the TRT guide and the info pages", () => {
  it("the guide sets its own title, description and structured data", async () => {
    const { html, head } = await page("/about-trt");
    // Exactly 60 characters: no room for the site name.
    expect(head.title).toBe("The Complete Guide to Testosterone Replacement Therapy (TRT)");
    expect(head.description).toMatch(/diagnosed/);
    expect(jsonLdOf(html).map((block) => block["@type"])).toEqual(["MedicalWebPage", "BreadcrumbList"]);
  });

  it("every info page has its own title, description and canonical link, and structured data", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of INFO_PAGE_PATHS) {
      const { html, head } = await page(path);
      titles.add(head.title);
      descriptions.add(head.description ?? "");
      expect(head.canonical, path).toBe(`${site}${path}`);
      expect(jsonLdOf(html).length, path).toBeGreaterThan(0);
    }
    expect(titles.size).toBe(INFO_PAGE_PATHS.length);
    expect(descriptions.size).toBe(INFO_PAGE_PATHS.length);
  });
});

describe("directory pages", () => {
  it("city: ItemList of the city's clinics, BreadcrumbList, canonical, and no rating marked up", async () => {
    const austin = await api<Clinic[]>("/api/clinics/city/austin/tx");
    const { html, head } = await page("/city/austin/tx");
    const blocks = jsonLdOf(html);
    // Every rating we hold was collected on another site: none is marked up.
    expect(JSON.stringify(blocks)).not.toMatch(/aggregateRating|ratingValue|reviewCount/);
    const list = ofType(blocks, "ItemList");
    expect(list.numberOfItems).toBe(austin.length);
    const urls = (list.itemListElement as { url: string }[]).map((item) => item.url);
    expect(new Set(urls)).toEqual(new Set(austin.map((c) => `${site}/clinic/${c.slug}`)));
    const crumbs = ofType(blocks, "BreadcrumbList").itemListElement as { name: string; item: string }[];
    expect(crumbs.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ["Home", `${site}/`],
      ["Texas", `${site}/trt-clinics-texas`],
      ["Austin", `${site}/city/austin/tx`],
    ]);
    expect(head.canonical).toBe(`${site}/city/austin/tx`);
  });

  it("state: ItemList of the state's clinics, BreadcrumbList, canonical, and noindex while it lists demo clinics only", async () => {
    const florida = clinics.filter((clinic) => clinic.state === "FL");
    const first = (await api<Clinic[]>("/api/clinics?state=FL&sort=rating&limit=1"))[0];
    const { html, head } = await page("/trt-clinics-florida");
    const blocks = jsonLdOf(html);
    expect(JSON.stringify(blocks)).not.toMatch(/aggregateRating|ratingValue|reviewCount/);
    const list = ofType(blocks, "ItemList");
    expect(list.numberOfItems).toBe(florida.length);
    const items = list.itemListElement as { position: number; url: string; name: string }[];
    expect(items).toHaveLength(Math.min(STATE_PAGE_SIZE, florida.length));
    expect(items[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      name: first?.name,
      url: `${site}/clinic/${first?.slug}`,
    });
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    const crumbs = ofType(blocks, "BreadcrumbList").itemListElement as { name: string; item: string }[];
    expect(crumbs.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ["Home", `${site}/`],
      ["Florida", `${site}/trt-clinics-florida`],
    ]);
    expect(head.canonical).toBe(`${site}/trt-clinics-florida`);
    // A state page listing only the demo data's fictional clinics is not for search engines (decision 33).
    expect(head.robots).toMatch(/noindex/);
  });

  it("clinic: MedicalClinic with the required properties and no rating of its own, BreadcrumbList, canonical", async () => {
    const clinic = find(
      (c) =>
        c.rating !== null &&
        c.reviewCount > 0 &&
        c.openingHours.length > 0 &&
        c.priceRange !== null &&
        c.phone !== null,
      "rated clinic with hours, price range and phone",
    );
    const { html, head } = await page(`/clinic/${clinic.slug}`);
    const blocks = jsonLdOf(html);
    const item = ofType(blocks, "MedicalClinic");
    expect(item).toMatchObject({
      name: clinic.name,
      telephone: clinic.phone,
      url: clinic.website ?? `${site}/clinic/${clinic.slug}`,
      priceRange: clinic.priceRange,
      address: {
        "@type": "PostalAddress",
        addressLocality: clinic.city,
        addressRegion: clinic.state,
        postalCode: clinic.zipCode,
      },
      geo: { "@type": "GeoCoordinates", latitude: clinic.latitude, longitude: clinic.longitude },
    });
    // Every rating we hold was collected on another site: none is marked up as the clinic's own.
    expect(item.aggregateRating).toBeUndefined();
    expect(JSON.stringify(blocks)).not.toMatch(/AggregateRating|ratingValue/);
    expect(item.openingHoursSpecification).toHaveLength(clinic.openingHours.length);
    expect((item.openingHoursSpecification as { opens: string }[])[0]).toMatchObject({
      "@type": "OpeningHoursSpecification",
      opens: clinic.openingHours[0]?.opens,
    });
    expect((item.availableService as { name: string }[]).map((s) => s.name)).toEqual(
      clinic.services.map((s) => s.name),
    );
    const crumbs = ofType(blocks, "BreadcrumbList").itemListElement as { position: number; item: string }[];
    expect(crumbs.map((crumb) => new URL(crumb.item).pathname)).toEqual([
      "/",
      `/trt-clinics-${stateByCode(clinic.state)?.slug}`,
      expect.stringMatching(/^\/city\/[a-z0-9-]+\/[a-z]{2}$/),
      `/clinic/${clinic.slug}`,
    ]);
    expect(head.canonical).toBe(`${site}/clinic/${clinic.slug}`);

    const unrated = find((c) => c.rating === null, "clinic without a rating");
    expect(
      ofType(jsonLdOf((await page(`/clinic/${unrated.slug}`)).html), "MedicalClinic").aggregateRating,
    ).toBe(undefined);
  });

  it("a long clinic name is shortened at a word boundary for the title", async () => {
    const longest = [...clinics].sort(
      (a, b) => b.name.length + b.city.length - (a.name.length + a.city.length),
    )[0] as Clinic;
    const { head } = await page(`/clinic/${longest.slug}`);
    expect(head.title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(head.title.startsWith(longest.name)).toBe(true);
  });
});

describe("search pages", () => {
  it("a plain location search has its own title and points its canonical link at the city's page", async () => {
    const { head } = await page("/search?location=Austin%2C%20TX");
    expect(head.title).toMatch(/^TRT Clinics near Austin, TX \| /);
    // Austin has a city page listing its clinics: the search duplicates it (docs/decisions/0015). It lists only
    // the demo data's fictional clinics, so it is not for search engines either (decision 33).
    expect(head.canonical).toMatch(/\/city\/austin\/tx$/);
    expect(head.robots).toBe("noindex");
    expect(head.description).toMatch(/near Austin, TX/);
  });

  it("filtered, paged and map variants are noindex and point to the place's own page", async () => {
    for (const path of [
      "/search?location=austin%20tx&rating=4",
      "/search?location=Austin%2C%20TX&page=2",
      "/search?location=Austin%2C%20TX&view=map&rating=4",
      "/search?lat=30.2672&lng=-97.7431",
    ]) {
      expect((await page(path)).head.robots, path).toBe("noindex");
    }
    expect((await page("/search?location=austin%20tx&rating=4")).head.canonical).toMatch(
      /\/city\/austin\/tx$/,
    );
  });

  it("the map view of a plain search points to the same page as its list, with no noindex of its own", async () => {
    for (const [path, canonical] of [
      ["/search?location=Austin%2C%20TX&view=map", /\/city\/austin\/tx$/],
      ["/search?location=Texas&view=map", /\/trt-clinics-texas$/],
    ] as const) {
      // The list's robots (noindex here only because the demo data's clinics are fictional, decision 33).
      const list = await page(path.replace("&view=map", ""));
      const map = await page(path);
      expect(map.head.robots, path).toBe(list.head.robots);
      expect(map.head.canonical, path).toMatch(canonical);
    }
  });

  it("a link with tracking parameters is the plain search's page: indexed like it, canonical at the state", async () => {
    const plain = await page("/search?location=Texas");
    const tagged = await page(
      "/search?location=Texas&utm_source=newsletter&utm_medium=email&fbclid=IwAR0abc",
    );
    expect(plain.head.robots).toBe("noindex");
    expect(tagged.head.robots).toBe("noindex");
    expect(tagged.head.canonical).toMatch(/\/trt-clinics-texas$/);
  });
});

describe("online clinics", () => {
  it("the plain page is indexable with its own title", async () => {
    const { head } = await page("/tele-trt-clinics");
    expect(head.title).toBe("Online TRT Clinics: Telemedicine Testosterone Therapy");
    expect(head.canonical).toMatch(/\/tele-trt-clinics$/);
    expect(head.robots).toBeNull();
  });

  it("the list for one state points at the state's page; searches and no-match pages are noindex", async () => {
    const texas = await page("/tele-trt-clinics?state=TX");
    expect(texas.head.canonical).toMatch(/\/trt-clinics-texas$/);
    expect(texas.head.robots).toBeNull();
    expect(texas.head.title).toMatch(/^Online TRT Clinics Licensed in Texas/);
    const noMatch = await page("/tele-trt-clinics?q=zzqxv");
    expect(textOf(noMatch.html)).toContain("No online clinics found");
    expect(textOf(noMatch.html)).toContain(
      "Try adjusting your search terms or clear the search to see all online providers.",
    );
    expect(noMatch.head.robots).toBe("noindex, follow");
    const located = await page(`/tele-trt-clinics?location=${encodeURIComponent("Austin, TX")}`);
    expect(located.head.robots).toBe("noindex, follow");
  });
});
