// How the search page reads its address: where it searches, which filters it applies and shows as set, and in
// which order and page it lists the results, read from the page the server renders for each URL (formerly browser
// tests that only loaded a URL and read the page). Typing, clicking and the map stay browser tests.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { h1Of, linkHrefs, namedElement, textOf } from "../support/html.ts";
import { ask, SITE_SERVER_TIMEOUT_MS, startSiteServer } from "../support/http-client.ts";
import type { ServerProcess } from "../support/server-process.ts";

let server: ServerProcess;

beforeAll(async () => {
  server = await startSiteServer("search-url-rules");
}, SITE_SERVER_TIMEOUT_MS);

afterAll(async () => {
  await server?.dispose();
});

/** What a visitor reads on a search page, from its HTML. */
async function search(query: string) {
  const answer = await ask(server.base, `/search?${query}`);
  expect(answer.status, query).toBe(200);
  const html = answer.text;
  const text = textOf(html);
  const results = namedElement(html, "ul", "Search results") ?? "";
  const resultText = textOf(`<body>${results}`);
  const banner = /Active Search (.*?) \((No clinics found|\d+ clinics? found)\)/.exec(text);
  return {
    html,
    text,
    h1: h1Of(html),
    /** "Austin, TX 78701 (12 clinics found)", or null without a location. */
    banner: banner ? `${banner[1]} (${banner[2]})` : null,
    total: banner ? (banner[2] === "No clinics found" ? 0 : Number.parseInt(banner[2] as string, 10)) : null,
    /** Miles of each "N mi away" of the results, in order. */
    distances: [...resultText.matchAll(/([\d.]+) mi away/g)].map((match) => Number(match[1])),
    /** The places ("Austin, TX") of the result cards, in order. */
    places: [...results.matchAll(/<p class="clinic-card-place">([\s\S]*?)<\/p>/g)].map(
      (match) => /([A-Za-z .'-]+, [A-Z]{2})\b/.exec(textOf(`<body>${match[1]}`))?.[1] ?? "",
    ),
    names: [...results.matchAll(/<h3[^>]*>([\s\S]*?)<\/h3>/g)].map((match) => textOf(`<body>${match[1]}`)),
    /** "Rated 4.5 out of 5" of each card, in order. */
    ratings: [...resultText.matchAll(/Rated ([\d.]+) out of 5/g)].map((match) => Number(match[1])),
    cards: results.match(/<article[\s>]/g)?.length ?? 0,
    resultText,
    locationBox: /<input [^>]*role="combobox"[^>]*name="location" value="([^"]*)"/.exec(html)?.[1] ?? null,
    /** The labels of the filter panel's checked controls. */
    checked: [...html.matchAll(/<label[^>]*>([\s\S]*?)<\/label>/g)]
      .filter((match) => /<input [^>]*checked=""/.test(match[1] as string))
      .map((match) => textOf(`<body>${match[1]}`)),
    /** The chosen option of each select beside the location box (the insurance question, the monthly price). */
    chosen: [...html.matchAll(/<option [^>]*selected=""[^>]*>([^<]*)<\/option>/g)].map((match) =>
      textOf(`<body>${match[1]}`),
    ),
  };
}

async function apiTotal(query: string): Promise<number> {
  const answer = await ask(server.base, `/api/clinics?${query}&limit=1`);
  expect(answer.status, query).toBe(200);
  return Number(answer.headers["x-total-count"]);
}

const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

describe("searching by location", () => {
  it("a ZIP code searches around its centre, nearest first", async () => {
    const page = await search("location=78701");
    expect(page.h1).toBe("TRT Clinics near Austin, TX 78701");
    expect(page.banner).toBe(`Austin, TX 78701 (${await apiTotal("location=78701")} clinics found)`);
    expect(page.distances.length).toBeGreaterThan(0);
    expect(page.distances).toEqual(ascending(page.distances));
    expect(Math.max(...page.distances)).toBeLessThanOrEqual(50);
    expect(page.locationBox).toBe("78701");
  });

  it("'City, ST' searches around the city, twelve cards a page", async () => {
    const page = await search("location=Austin%2C%20TX");
    expect(page.h1).toBe("TRT Clinics near Austin, TX");
    const total = await apiTotal("location=Austin%2C%20TX");
    expect(page.total).toBe(total);
    expect(page.text).toMatch(/Showing 1–\d+ of \d+ clinics?/);
    expect(page.cards).toBe(Math.min(total, 12));
    const details = /<a [^>]*href="([^"]*)"[^>]*>Details<span/.exec(page.html)?.[1];
    expect(details).toMatch(/^\/clinic\/[a-z0-9-]+$/);
  });

  it("a state name lists that state's clinics without distances", async () => {
    const page = await search("location=Texas");
    expect(page.h1).toBe("TRT Clinics in Texas");
    expect(page.banner).toBe(`Texas (${await apiTotal("state=TX")} clinics found)`);
    expect(page.places).toHaveLength(12);
    for (const place of page.places) expect(place).toMatch(/, TX$/);
    expect(page.distances).toEqual([]);
  });

  it("coordinates search around the point, shown to four decimals", async () => {
    const page = await search("lat=30.26721234&lng=-97.74309876");
    expect(page.banner).toMatch(/^30\.2672, -97\.7431 /);
    expect(page.h1).toBe("TRT Clinics near Austin, TX");
    expect(page.distances.length).toBeGreaterThan(0);
  });

  it("with no location every clinic is listed, best rated first", async () => {
    const page = await search("");
    expect(page.h1).toBe("Find TRT Clinics");
    expect(page.banner).toBeNull();
    expect(page.text).not.toContain("Active Search");
    expect(page.text).toContain(`Showing 1–12 of ${await apiTotal("sort=rating")} clinics`);
    expect(page.ratings.length).toBeGreaterThan(0);
    expect(page.ratings).toEqual([...page.ratings].sort((a, b) => b - a));
  });

  it("no matches: the empty state and '(No clinics found)'", async () => {
    const page = await search("location=Zzyzxqv");
    expect(page.banner).toBe("Zzyzxqv (No clinics found)");
    expect(page.text).toContain("No clinics found");
    expect(page.text).toContain("Try adjusting your search criteria or location to find more results.");
    expect(page.text).toMatch(/We could not match “Zzyzxqv”/);
  });
});

describe("location precedence: location, q, city with state, lat with lng, nearme", () => {
  it("location wins over everything else, then q, then city together with state", async () => {
    expect(
      (await search("location=Denver%2C%20CO&q=Miami&city=Austin&state=TX&lat=40.7&lng=-74&nearme=true"))
        .banner,
    ).toMatch(/^Denver, CO /);
    expect(
      (await search("q=Miami%2C%20FL&city=Austin&state=TX&lat=40.7&lng=-74&nearme=true")).banner,
    ).toMatch(/^Miami, FL /);
    expect((await search("city=Houston&state=TX&lat=40.7&lng=-74&nearme=true")).banner).toMatch(
      /^Houston, TX /,
    );
  });

  it("a city without its state is not a location; then lat with lng, which nearme only labels", async () => {
    expect((await search("city=Houston&lat=39.7392&lng=-104.9903")).banner).toMatch(/^39\.7392, -104\.9903 /);
    expect((await search("lat=39.7392&lng=-104.9903&nearme=true")).banner).toMatch(
      /^Near me \(39\.7392, -104\.9903\) /,
    );
  });
});

describe("filter parameters", () => {
  it("rating, whatever its value, means 4 stars and up", async () => {
    const page = await search("location=Texas&rating=1");
    expect(page.checked).toContain("4+ stars");
    expect(page.ratings.length).toBeGreaterThan(0);
    for (const value of page.ratings) expect(value).toBeGreaterThanOrEqual(4);
    expect(page.total).toBe(await apiTotal("state=TX&rating=4"));
  });

  it("telehealth, telemedicine and online_prescriptions count only when 'true'", async () => {
    const on = await search("location=Texas&telehealth=true&telemedicine=true&online_prescriptions=true");
    for (const name of ["Online visits", "Video visits", "Online prescriptions"]) {
      expect(on.checked).toContain(name);
    }
    expect(on.total).toBe(
      await apiTotal("state=TX&telehealth=true&telemedicine=true&online_prescriptions=true"),
    );
    expect(on.cards).toBeGreaterThan(0);
    expect([...on.resultText.matchAll(/Online care/g)].length).toBe(on.cards);

    const off = await search("location=Texas&telehealth=1&telemedicine=yes&online_prescriptions=TRUE");
    expect(off.checked).not.toContain("Online visits");
    expect(off.checked).not.toContain("Online prescriptions");
    expect(off.total).toBe(await apiTotal("state=TX"));
  });

  it("services are comma separated", async () => {
    const page = await search("location=Texas&services=hcg-therapy,testosterone-gel");
    expect(page.checked).toContain("HCG Therapy");
    expect(page.checked).toContain("Testosterone Gel");
    expect(page.checked).not.toContain("Testosterone Pellets");
    expect(page.total).toBe(await apiTotal("state=TX&services=hcg-therapy&services=testosterone-gel"));
  });

  it("insurance is one answer: an insurer's id, 'true' for any insurance, or self-pay", async () => {
    const aetna = await search("location=Texas&insurance=aetna");
    expect(aetna.chosen).toContain("Aetna");
    expect(aetna.total).toBe(await apiTotal("state=TX&insurance=aetna"));
    expect([...aetna.resultText.matchAll(/Takes Aetna/g)].length).toBe(aetna.cards);
    const any = await search("location=Texas&insurance=true");
    expect(any.chosen).toContain("Any insurance");
    expect(any.total).toBeGreaterThan(0);
    expect(any.total).toBeLessThan(await apiTotal("state=TX"));
    expect(any.total).toBe(await apiTotal("state=TX&insurance=true"));
    const selfPay = await search("location=Texas&insurance=self-pay");
    expect(selfPay.chosen).toContain("Self-pay only");
    expect(selfPay.total).toBe(await apiTotal("state=TX&insurance=self-pay"));
    expect([...selfPay.resultText.matchAll(/Takes self-pay patients/g)].length).toBe(selfPay.cards);
    const two = await search("location=Texas&insurance=aetna,cigna");
    expect(two.chosen).toContain("Aetna");
    expect(two.text).toContain("left out: insurance");
  });

  it("maxPrice keeps the clinics whose lowest monthly price is at most it, and counts each step", async () => {
    const page = await search("location=Texas&maxPrice=200");
    const total = await apiTotal("state=TX&maxPrice=200");
    expect(page.total).toBe(total);
    expect(page.chosen).toContain(`Up to $200/mo (${total})`);
    expect(page.text).toContain("Clinics that list no monthly price are hidden.");
    const all = await apiTotal("state=TX");
    const plain = await search("location=Texas");
    expect(plain.chosen).toContain(`Any price (${all})`);
    expect(plain.html).toContain(`>Up to $200/mo (${total})</option>`);
  });

  it("a $-$$$$ tier from an old link is not a filter: every price is listed and the page says so", async () => {
    const page = await search("location=Texas&priceRange=%24%24");
    expect(page.total).toBe(await apiTotal("state=TX"));
    expect(page.text).toContain("Price tiers ($ to $$$$) are no longer a filter");
  });

  it("sort=price lists the lowest monthly price first", async () => {
    const page = await search("location=Texas&sort=price");
    const api = await ask(server.base, "/api/clinics?state=TX&sort=price&limit=12");
    const names = (JSON.parse(api.text) as { name: string }[]).map((clinic) => clinic.name);
    expect(page.names).toEqual(names);
  });

  it("distance sets the radius of a point search", async () => {
    const page = await search("location=Houston%2C%20TX&distance=10");
    expect(page.checked).toContain("Within 10 miles");
    expect(page.distances.length).toBeGreaterThan(0);
    for (const value of page.distances) expect(value).toBeLessThanOrEqual(10);
    expect(page.total).toBe(await apiTotal("location=Houston%2C%20TX&radius=10"));
  });

  it("sort, view and page are read from the URL", async () => {
    const page = await search("location=Texas&sort=name&page=2");
    expect(page.html).toMatch(/<option value="name" selected="">/);
    expect(page.text).toMatch(/Showing 13–24 of \d+ clinics/);
    expect(page.names).toEqual(
      [...page.names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    const map = await search("location=Texas&view=map");
    expect(map.html).toMatch(/<a aria-current="true"[^>]*href="\/search\?location=Texas&amp;view=map"/);
    expect(linkHrefs(map.html, "Map")).toContain("/search?location=Texas&view=map");
    expect(map.text).toMatch(/\d+ clinics ready/);
  });
});
