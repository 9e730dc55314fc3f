import type { Page } from "@playwright/test";
import { openStatus, openStatusLabel } from "../../app/domain/open-now.ts";
import { findClinic } from "./clinic-data.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { hydrated, ratings, stubTiles } from "./search-helpers.ts";

const results = (page: Page) => page.getByRole("list", { name: "Search results" });
const banner = (page: Page) => page.getByText("Active Search").locator("..");
const locationBox = (page: Page) => page.getByRole("combobox", { name: "City, state, or ZIP code" });

async function resultDistances(page: Page): Promise<number[]> {
  const texts = await results(page)
    .getByText(/ mi away$/)
    .allTextContents();
  // "3.4 mi away", or "about 3 mi away" for a clinic placed at its ZIP code's centre.
  return texts.map((text) => Number(/([\d.]+) mi/.exec(text)?.[1]));
}

async function resultPlaces(page: Page): Promise<string[]> {
  return results(page)
    .locator("article p > span")
    .filter({ hasText: /^[A-Za-z .'-]+, [A-Z]{2}$/ })
    .allTextContents();
}

async function apiTotal(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/clinics?${query}&limit=1`);
  expect(response.ok()).toBe(true);
  return Number(response.headers()["x-total-count"]);
}

test.describe("searching by location", () => {
  test("a ZIP code searches around its centre, nearest first", async ({ page }) => {
    await page.goto("/search?location=78701");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics near Austin, TX 78701");
    const total = await apiTotal(page, "location=78701");
    await expect(banner(page)).toContainText("Austin, TX 78701");
    await expect(banner(page)).toContainText(`(${total} clinics found)`);
    const miles = await resultDistances(page);
    expect(miles.length).toBeGreaterThan(0);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(50);
    await expect(locationBox(page)).toHaveValue("78701");
  });

  test("'City, ST' searches around the city", async ({ page }) => {
    await page.goto("/search?location=Austin%2C%20TX");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics near Austin, TX");
    const total = await apiTotal(page, "location=Austin%2C%20TX");
    await expect(banner(page)).toContainText(`(${total} clinics found)`);
    await expect(page.getByRole("heading", { name: /^Showing 1–\d+ of \d+ clinics?$/ })).toBeVisible();
    const cards = results(page).getByRole("article");
    await expect(cards).toHaveCount(Math.min(total, 12));
    const first = cards.first();
    await expect(first.getByRole("link", { name: /^View Details/ })).toHaveAttribute(
      "href",
      /^\/clinic\/[a-z0-9-]+$/,
    );
  });

  test("a state name lists that state's clinics without distances", async ({ page }) => {
    await page.goto("/search?location=Texas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics in Texas");
    const total = await apiTotal(page, "state=TX");
    await expect(banner(page)).toContainText("Texas");
    await expect(banner(page)).toContainText(`(${total} clinics found)`);
    const places = await resultPlaces(page);
    expect(places.length).toBe(12);
    for (const place of places) expect(place).toMatch(/, TX$/);
    await expect(results(page).getByText(/ mi away$/)).toHaveCount(0);
  });

  test("coordinates search around the point, shown to four decimals", async ({ page }) => {
    await page.goto("/search?lat=30.26721234&lng=-97.74309876");
    await expect(banner(page)).toContainText("30.2672, -97.7431");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics near Austin, TX");
    expect((await resultDistances(page)).length).toBeGreaterThan(0);
  });

  test.describe("near me", () => {
    test.use({ geolocation: { latitude: 30.2672, longitude: -97.7431 }, permissions: ["geolocation"] });

    test("nearme=true asks the browser for its position and searches around it", async ({ page }) => {
      await page.goto("/search?nearme=true&telehealth=true");
      await expect(page).toHaveURL(/\/search\?lat=30\.2672&lng=-97\.7431&nearme=true&telehealth=true$/);
      await expect(banner(page)).toContainText("Near me (30.2672, -97.7431)");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics Near You");
      expect((await resultDistances(page)).length).toBeGreaterThan(0);
      // The position replaced the near-me URL: going back leaves the search.
      await page.goBack();
      await expect(page).not.toHaveURL(/nearme=true$/);
    });

    test("the locate-me button fills the city and searches it, keeping the filters", async ({ page }) => {
      await page.goto("/search?location=Denver%2C%20CO&services=hcg-therapy");
      await hydrated(page);
      await page.getByRole("button", { name: "Use my current location" }).click();
      await expect(page).toHaveURL(/\/search\?location=Austin%2C%20TX&services=hcg-therapy$/);
      await expect(locationBox(page)).toHaveValue("Austin, TX");
      await expect(banner(page)).toContainText("Austin, TX");
    });
  });

  test("a new location keeps the filters and starts at page 1", async ({ page }) => {
    await page.goto("/search?location=Texas&services=hcg-therapy&page=2");
    await hydrated(page);
    await locationBox(page).fill("Denver, CO");
    await locationBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?location=Denver%2C%20CO&services=hcg-therapy$/);
    await expect(banner(page)).toContainText("Denver, CO");
  });

  test("an empty location box does not search", async ({ page }) => {
    await page.goto("/search?location=Texas");
    await hydrated(page);
    await locationBox(page).fill("   ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/search\?location=Texas$/);
  });

  test("with no location every clinic is listed, best rated first", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find TRT Clinics");
    await expect(page.getByText("Active Search")).toHaveCount(0);
    const total = await apiTotal(page, "sort=rating");
    await expect(page.getByRole("heading", { name: `Showing 1–12 of ${total} clinics` })).toBeVisible();
    const values = await ratings(page);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });
});

test.describe("location precedence: location, q, city with state, lat with lng, nearme", () => {
  test("location wins over everything else", async ({ page }) => {
    await page.goto(
      "/search?location=Denver%2C%20CO&q=Miami&city=Austin&state=TX&lat=40.7&lng=-74&nearme=true",
    );
    await expect(banner(page)).toContainText("Denver, CO");
  });

  test("then q", async ({ page }) => {
    await page.goto("/search?q=Miami%2C%20FL&city=Austin&state=TX&lat=40.7&lng=-74&nearme=true");
    await expect(banner(page)).toContainText("Miami, FL");
  });

  test("then city together with state", async ({ page }) => {
    await page.goto("/search?city=Houston&state=TX&lat=40.7&lng=-74&nearme=true");
    await expect(banner(page)).toContainText("Houston, TX");
  });

  test("a city without its state is not a location", async ({ page }) => {
    await page.goto("/search?city=Houston&lat=39.7392&lng=-104.9903");
    await expect(banner(page)).toContainText("39.7392, -104.9903");
  });

  test("then lat with lng (nearme only labels it)", async ({ page }) => {
    await page.goto("/search?lat=39.7392&lng=-104.9903&nearme=true");
    await expect(banner(page)).toContainText("Near me (39.7392, -104.9903)");
    await expect(page).toHaveURL(/lat=39\.7392&lng=-104\.9903&nearme=true$/);
  });
});

test.describe("filter parameters", () => {
  const checkbox = (page: Page, name: string) =>
    page.getByRole("complementary").getByRole("checkbox", { name, exact: true });

  test("rating, whatever its value, means 4 stars and up", async ({ page }) => {
    await page.goto("/search?location=Texas&rating=1");
    await expect(page.getByRole("complementary").getByRole("radio", { name: "4+ stars" })).toBeChecked();
    const values = await ratings(page);
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toBeGreaterThanOrEqual(4);
    const all = await apiTotal(page, "state=TX&rating=4");
    await expect(banner(page)).toContainText(`(${all} clinics found)`);
  });

  test("telehealth, telemedicine and online_prescriptions count only when 'true'", async ({ page }) => {
    await page.goto("/search?location=Texas&telehealth=true&telemedicine=true&online_prescriptions=true");
    const panel = page.getByRole("complementary");
    await expect(panel.getByRole("switch", { name: "Telehealth" })).toBeChecked();
    await expect(panel.getByRole("switch", { name: "Telemedicine (video visits)" })).toBeChecked();
    await expect(panel.getByRole("switch", { name: "Online prescriptions" })).toBeChecked();
    const total = await apiTotal(
      page,
      "state=TX&telehealth=true&telemedicine=true&online_prescriptions=true",
    );
    await expect(banner(page)).toContainText(`(${total} clinic`);
    const cards = results(page).getByRole("article");
    for (const card of await cards.all()) await expect(card.getByText("Virtual care")).toBeVisible();

    await page.goto("/search?location=Texas&telehealth=1&telemedicine=yes&online_prescriptions=TRUE");
    await expect(panel.getByRole("switch", { name: "Telehealth" })).not.toBeChecked();
    await expect(panel.getByRole("switch", { name: "Online prescriptions" })).not.toBeChecked();
    await expect(banner(page)).toContainText(`(${await apiTotal(page, "state=TX")} clinics found)`);
  });

  test("services are comma separated", async ({ page }) => {
    await page.goto("/search?location=Texas&services=hcg-therapy,testosterone-gel");
    await expect(checkbox(page, "HCG Therapy")).toBeChecked();
    await expect(checkbox(page, "Testosterone Gel")).toBeChecked();
    await expect(checkbox(page, "Testosterone Pellets")).not.toBeChecked();
    const total = await apiTotal(page, "state=TX&services=hcg-therapy&services=testosterone-gel");
    await expect(banner(page)).toContainText(`(${total} clinic`);
  });

  test("insurance takes provider ids, and 'true' means any insurance plan", async ({ page }) => {
    await page.goto("/search?location=Texas&insurance=aetna");
    await expect(checkbox(page, "Aetna")).toBeChecked();
    await expect(banner(page)).toContainText(`(${await apiTotal(page, "state=TX&insurance=aetna")} clinic`);

    await page.goto("/search?location=Texas&insurance=true");
    await expect(checkbox(page, "Accepts insurance")).toBeChecked();
    const all = await apiTotal(page, "state=TX");
    const text = (await banner(page).textContent()) ?? "";
    const shown = Number(/\((\d+) clinics? found\)/.exec(text)?.[1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all);
  });

  test("priceRange limits the price ranges", async ({ page }) => {
    await page.goto("/search?location=Texas&priceRange=%24%24");
    await expect(checkbox(page, "$$ Moderate")).toBeChecked();
    const prices = await results(page)
      .getByText(/^\$+ · /)
      .allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBe("$$ · Moderate");
  });

  test("distance sets the radius of a point search", async ({ page }) => {
    await page.goto("/search?location=Houston%2C%20TX&distance=10");
    await expect(
      page.getByRole("complementary").getByRole("radio", { name: "Within 10 miles" }),
    ).toBeChecked();
    const miles = await resultDistances(page);
    expect(miles.length).toBeGreaterThan(0);
    for (const value of miles) expect(value).toBeLessThanOrEqual(10);
    await expect(banner(page)).toContainText(
      `(${await apiTotal(page, "location=Houston%2C%20TX&radius=10")} clinic`,
    );
  });

  test("sort, view and page are read from the URL", async ({ page }) => {
    await page.goto("/search?location=Texas&sort=name&page=2");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("name");
    await expect(page.getByRole("heading", { name: /^Showing 13–24 of \d+ clinics$/ })).toBeVisible();
    const names = await results(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    await stubTiles(page);
    await page.goto("/search?location=Texas&view=map");
    await expect(
      page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "Map" }),
    ).toHaveAttribute("aria-current", "true");
    await expect(page.getByText(/^\d+ TRT Clinics$/)).toBeVisible();
  });
});

test("a link from an ad or a shared post shows the page without its tracking parameters, and it works", async ({
  page,
}) => {
  await page.goto("/search?location=Texas&utm_source=newsletter&utm_medium=email&fbclid=IwAR0abc");
  await hydrated(page);
  // The page is the plain location search's: indexed like it (no noindex for parameters it does not know), its
  // canonical link the state's page. Here both list only the demo data's fictional clinics: noindex (decision 33).
  const plain = await (await page.request.get("/search?location=Texas")).text();
  expect(plain).toMatch(/<meta name="robots" content="noindex"/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/trt-clinics-texas$/);
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("rating");
  await expect(page).toHaveURL(/[?&]sort=rating/);
  await expect(page).not.toHaveURL(/utm_source|fbclid/);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("rating");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics in Texas");
});

test.describe("results", () => {
  test("cards show place, distance, rating, 3 services, price, badges and View Details", async ({ page }) => {
    await page.goto("/search?location=Austin%2C%20TX");
    await hydrated(page);
    const card = results(page).getByRole("article").first();
    await expect(card.getByRole("heading", { level: 3 })).toBeVisible();
    await expect(card.getByText(/, TX$/)).toBeVisible();
    await expect(card.getByText(/ mi away$/)).toBeVisible();
    const services = card.getByRole("list", { name: "Services" }).getByRole("listitem");
    expect(await services.count()).toBeGreaterThan(0);
    expect(await services.count()).toBeLessThanOrEqual(3);
    await expect(card.getByText(/^(\$+ · [A-Za-z ]+|Contact for pricing)$/)).toBeVisible();
    const details = card.getByRole("link", { name: /^View Details/ });
    const href = await details.getAttribute("href");
    // Open or closed comes from the clinic's own hours in its time zone, worked out in the browser.
    const slug = href?.split("/").pop() ?? "";
    const clinic = await findClinic(page.request, (c) => c.slug === slug, slug);
    const status = openStatus(clinic.openingHours, clinic.timeZone, new Date());
    if (status) await expect(card.getByText(openStatusLabel(status), { exact: true })).toBeVisible();
    else await expect(card.locator("[data-open-status]")).toHaveCount(0);
    await details.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("the virtual-care badge shows only for clinics with telehealth, video or e-prescriptions", async ({
    page,
  }) => {
    await page.goto("/search?location=Texas");
    const response = await page.request.get("/api/clinics?state=TX&limit=12&sort=rating");
    const clinics = (await response.json()) as {
      name: string;
      telehealth: boolean;
      telemedicineOptions: { video_consult: boolean; e_prescriptions: boolean };
    }[];
    for (const clinic of clinics) {
      const card = results(page)
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: clinic.name }) });
      const virtual =
        clinic.telehealth ||
        clinic.telemedicineOptions.video_consult ||
        clinic.telemedicineOptions.e_prescriptions;
      await expect(card.getByText("Virtual care")).toHaveCount(virtual ? 1 : 0);
    }
  });

  test("featured clinics are labelled but keep their place in distance order", async ({ page }) => {
    await page.goto("/search?location=Texas");
    await expect(results(page).getByText("Featured", { exact: true }).first()).toBeVisible();
  });

  test("online clinics licensed in the state come in their own group, not among distances", async ({
    page,
  }) => {
    await page.goto("/search?location=Austin%2C%20TX");
    const group = page.getByRole("list", { name: "Online clinics licensed in Texas" });
    await expect(page.getByRole("heading", { name: "Online clinics licensed in Texas" })).toBeVisible();
    await expect(group.getByRole("article").first()).toBeVisible();
    await expect(group.getByText(/ mi away$/)).toHaveCount(0);
    const local = await results(page).getByRole("heading", { level: 3 }).allTextContents();
    const online = await group.getByRole("heading", { level: 3 }).allTextContents();
    expect(online.length).toBeGreaterThan(0);
    for (const name of online) expect(local).not.toContain(name);
    for (const card of await group.getByRole("article").all())
      await expect(card.getByText("Virtual care")).toBeVisible();
  });

  test("no matches: the empty state and '(No clinics found)'", async ({ page }) => {
    await page.goto("/search?location=Zzyzxqv");
    await expect(banner(page)).toContainText("(No clinics found)");
    await expect(page.getByRole("heading", { name: "No clinics found" })).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search criteria or location to find more results."),
    ).toBeVisible();
    await expect(page.getByText(/We could not match “Zzyzxqv”/)).toBeVisible();
  });
});

test.describe("hostile input never breaks the page", () => {
  const cases = [
    ["SQL-looking", "/search?location=%27%3B%20DROP%20TABLE%20clinics%3B--&q=1%20OR%201%3D1"],
    ["unicode", "/search?location=Z%C3%BCrich%20%F0%9F%8F%A5%20%E6%9D%B1%E4%BA%AC"],
    [
      "empty values",
      "/search?location=&q=&city=&state=&lat=&lng=&nearme=&rating=&services=&priceRange=&page=&sort=",
    ],
    ["huge", `/search?location=${"a".repeat(5000)}&services=${"x,".repeat(2000)}`],
    ["out of range", "/search?lat=9999&lng=-99999&page=99999999&distance=-5&minRating=77"],
  ] as const;
  for (const [label, path] of cases) {
    test(label, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect((await locationBox(page).inputValue()).length).toBeLessThanOrEqual(200);
    });
  }

  test("bad values are named and left out", async ({ page }) => {
    await page.goto("/search?sort=drop&page=-1&distance=7&priceRange=cheap&lat=abc&lng=1");
    await expect(
      page.getByText(
        "Some settings in this link were not understood and were left out: lat/lng, distance, priceRange, sort, page.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find TRT Clinics");
  });

  test("a page past the last one says so", async ({ page }) => {
    await page.goto("/search?location=Texas&page=500");
    await expect(page.getByRole("heading", { name: "There is no page 500 of these results" })).toBeVisible();
    await page.getByRole("link", { name: "Go to the first page" }).click();
    await expect(page).toHaveURL(/\/search\?location=Texas$/);
  });
});

test.describe("metadata", () => {
  const canonical = (page: Page) => page.locator('link[rel="canonical"]');
  const robots = (page: Page) => page.locator('meta[name="robots"]');

  test("a plain location search has its own title and points its canonical link at the city's page", async ({
    page,
  }) => {
    await page.goto("/search?location=Austin%2C%20TX");
    await expect(page).toHaveTitle(/^TRT Clinics near Austin, TX \| /);
    // Austin has a city page listing its clinics: the search duplicates it (docs/decisions/0015). It lists only
    // the demo data's fictional clinics, so it is not for search engines either (decision 33).
    await expect(canonical(page)).toHaveAttribute("href", /\/city\/austin\/tx$/);
    await expect(robots(page)).toHaveAttribute("content", "noindex");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /near Austin, TX/);
  });

  test("filtered, paged and map variants are noindex and point to the place's own page", async ({ page }) => {
    for (const path of [
      "/search?location=austin%20tx&rating=4",
      "/search?location=Austin%2C%20TX&page=2",
      "/search?location=Austin%2C%20TX&view=map&rating=4",
      "/search?lat=30.2672&lng=-97.7431",
    ]) {
      await page.goto(path);
      await expect(robots(page)).toHaveAttribute("content", "noindex");
    }
    await page.goto("/search?location=austin%20tx&rating=4");
    await expect(canonical(page)).toHaveAttribute("href", /\/city\/austin\/tx$/);
  });

  test("the map view of a plain search points to the same page as its list, with no noindex of its own", async ({
    page,
  }) => {
    for (const path of ["/search?location=Austin%2C%20TX&view=map", "/search?location=Texas&view=map"]) {
      // The list's robots (noindex here only because the demo data's clinics are fictional, decision 33).
      const list = await (await page.request.get(path.replace("&view=map", ""))).text();
      const listRobots = /<meta name="robots" content="([^"]*)"/.exec(list)?.[1] ?? null;
      await page.goto(path);
      if (listRobots === null) await expect(robots(page)).toHaveCount(0);
      else await expect(robots(page)).toHaveAttribute("content", listRobots);
    }
    await expect(canonical(page)).toHaveAttribute("href", /\/trt-clinics-texas$/);
    await page.goto("/search?location=Austin%2C%20TX&view=map");
    await expect(canonical(page)).toHaveAttribute("href", /\/city\/austin\/tx$/);
  });
});

test.describe("phone first", () => {
  test("on a 390x844 phone the whole first result card fits in the top 660 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/search?location=Austin%2C%20TX");
    await hydrated(page);
    const first = results(page).locator(":scope > li").first();
    const box = await first.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(660);
    await expect(first.getByRole("link", { name: /View Details/ })).toBeInViewport();
    // One line for the count, Filters, Sort and List/Map.
    const tops = await Promise.all(
      [
        page.getByRole("heading", { name: /^(Showing 1–\d+ of )?\d+ clinics$/ }),
        page.getByRole("button", { name: "Filters", exact: true }),
        page.getByRole("combobox", { name: "Sort by" }),
        page.getByRole("navigation", { name: "Results view" }),
      ].map(async (control) => {
        const { y, height } = (await control.boundingBox()) ?? { y: 0, height: 0 };
        return y + height / 2;
      }),
    );
    for (const top of tops) expect(Math.abs(top - (tops[0] ?? 0))).toBeLessThan(8);
    // The Active Search banner's text is still there for screen readers.
    await expect(banner(page)).toHaveText(/^Active Search Austin, TX \(\d+ clinics found\)$/);
    await expectAccessible(page, "search on a phone");
  });

  test("at 320 px the search page does not scroll sideways, in list and map view", async ({ page }) => {
    await stubTiles(page);
    await page.setViewportSize({ width: 320, height: 740 });
    for (const path of ["/search?location=Austin%2C%20TX", "/search?location=Austin%2C%20TX&view=map"]) {
      await page.goto(path);
      await hydrated(page);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
    }
    await expectAccessible(page, "search map view at 320 px");
  });
});
