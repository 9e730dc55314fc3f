import type { Page } from "@playwright/test";
import { lowestMonthlyPrice, monthlyFromAmount } from "../../app/domain/monthly-price.ts";
import { priceSpread } from "../../app/domain/price-spread.ts";
import { costAnswer } from "../../app/lib/finder-faq.ts";
import { allClinics } from "./clinic-data.ts";
import { expect, test } from "./fixtures.ts";
import {
  failGeolocation,
  followLinkWithDataHeld,
  hydrated,
  recordNavigations,
  stubTiles,
} from "./search-helpers.ts";

const FINDER = "/trt-clinics-near-me";
const input = (page: Page) => page.getByRole("combobox", { name: "Your city, state, or ZIP code" });
const list = (page: Page) =>
  page.getByRole("region", { name: /^(Top-Rated TRT Clinics|TRT Clinics Near .+)$/ });
const cards = (page: Page) => list(page).getByRole("article");
const alert = (page: Page) => page.getByRole("alert").filter({ hasText: /\S/ });
const listedMiles = async (page: Page) =>
  (
    await list(page)
      .getByText(/ mi away$/)
      .allTextContents()
  ).map(Number.parseFloat);

test.beforeEach(async ({ page }) => {
  await stubTiles(page);
});

test.describe("the local finder", () => {
  test("heading, live badges and the search box", async ({ page }) => {
    await page.goto(FINDER);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find TRT Clinics Near Me");
    const badges = page.getByRole("list", { name: "Directory in numbers" }).getByRole("listitem");
    await expect(badges.nth(0)).toHaveText(/^\d[\d,]*\+ Clinics$/);
    await expect(badges.nth(1)).toHaveText(/^\d[\d,]*\+ Reviews$/);
    await expect(badges.nth(2)).toHaveText("All 50 States Covered");
    const stats = (await (await page.request.get("/api/stats")).json()) as { clinicsCount: number };
    const shown = Number((await badges.nth(0).textContent())?.replace(/[^\d]/g, ""));
    expect(shown).toBeLessThanOrEqual(stats.clinicsCount);
    expect(shown).toBeGreaterThan(stats.clinicsCount * 0.9);
    // The one location box of the site: the same placeholder as the home page and the search page.
    await expect(input(page)).toHaveAttribute("placeholder", "Enter city, state, or zip code");
    await expect(page.getByRole("button", { name: "Use my current location" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Find Clinics" })).toBeVisible();
  });

  test("Find Clinics and Enter search the trimmed text; empty does nothing", async ({ page }) => {
    await page.goto(FINDER);
    await hydrated(page);
    const navigations = recordNavigations(page);
    await page.getByRole("button", { name: "Find Clinics" }).click();
    await input(page).fill("   ");
    await input(page).press("Enter");
    await input(page).fill("  Phoenix, AZ ");
    await page.getByRole("button", { name: "Find Clinics" }).click();
    await expect(page).toHaveURL(/\/search\?location=Phoenix%2C%20AZ$/);
    // The empty searches went nowhere: the one navigation is the search for Phoenix.
    expect(navigations).toEqual(["/search?location=Phoenix%2C%20AZ"]);
    await page.goBack();
    await input(page).fill("85004");
    await input(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?location=85004$/);
  });

  test("at 320 px nothing scrolls sideways, with the filters open too", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(FINDER);
    await hydrated(page);
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBe(0);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(page.getByRole("group", { name: "Treatments" })).toBeVisible();
    expect(await overflow()).toBe(0);
  });

  test("popular searches: the eight cities, each a search", async ({ page }) => {
    await page.goto(FINDER);
    const popular = page.getByRole("navigation", { name: "Popular searches" }).getByRole("link");
    await expect(popular).toHaveText([
      "Los Angeles, CA",
      "Houston, TX",
      "Miami, FL",
      "Phoenix, AZ",
      "Dallas, TX",
      "Atlanta, GA",
      "Chicago, IL",
      "Denver, CO",
    ]);
    await popular.nth(1).click();
    await expect(page).toHaveURL(/\/search\?location=Houston%2C%20TX$/);
  });

  test("quick-search chips set the finder's location; Show All Clinics and the list follow", async ({
    page,
  }) => {
    await page.goto(FINDER);
    await expect(list(page).getByRole("heading", { level: 2 })).toHaveText("Top-Rated TRT Clinics");
    await page
      .getByRole("navigation", { name: "Quick search" })
      .getByRole("link", { name: "Austin, TX" })
      .click();
    await expect(page).toHaveURL(new RegExp(`${FINDER}\\?location=Austin%2C%20TX$`));
    await expect(list(page).getByRole("heading", { level: 2 })).toHaveText("TRT Clinics Near Austin, TX");
    await expect(input(page)).toHaveValue("Austin, TX");
    const miles = await listedMiles(page);
    expect(miles.length).toBeGreaterThan(0);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    // Nearby places of the same state become the chips.
    await expect(
      page.getByRole("navigation", { name: "Quick search nearby" }).getByRole("link").first(),
    ).toContainText(", TX");
  });

  test("a location without clinics: 'No clinics found in …' and Show All Clinics", async ({ page }) => {
    await page.goto(`${FINDER}?location=Zzyzxqv`);
    await hydrated(page);
    await expect(page.getByText("No clinics found in Zzyzxqv")).toBeVisible();
    await page.getByRole("button", { name: "Show All Clinics" }).click();
    await expect(page).toHaveURL(new RegExp(`${FINDER}$`));
    await expect(list(page).getByRole("heading", { level: 2 })).toHaveText("Top-Rated TRT Clinics");
    await expect(input(page)).toHaveValue("");
  });

  test("no location and no match: 'View All clinics' goes to the search", async ({ page }) => {
    await page.goto(`${FINDER}?services=testosterone-pellets&insurance=medicare&maxPrice=1&minRating=4.8`);
    await expect(page.getByText("No clinics found", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "View All clinics" }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("the list: at most 9 cards with Call, Directions and Details", async ({ page }) => {
    await page.goto(FINDER);
    await expect(cards(page)).toHaveCount(9);
    for (const card of await cards(page).all()) {
      await expect(card.getByRole("link", { name: /^Details for / })).toHaveAttribute(
        "href",
        /^\/clinic\/[a-z0-9-]+$/,
      );
      await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
      const directions = card.getByRole("link", { name: /^Directions to / });
      await expect(directions).toHaveAttribute("target", "_blank");
      await expect(directions).toHaveAttribute(
        "href",
        // Address, city and state, and the ZIP code where the one outbound-link module adds it.
        /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+%2C%20[A-Z]{2}(%20\d{5})?$/,
      );
      // One card anatomy (decision 43): services are on the profile.
      await expect(card.getByRole("list", { name: "Services" })).toHaveCount(0);
    }
    await expect(list(page).getByRole("link", { name: "View All clinics" })).toHaveAttribute(
      "href",
      "/search",
    );
  });

  test("the filters toggle, its options, live filtering and Clear All Filters", async ({ page }) => {
    await page.goto(FINDER);
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Filters", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const group = (name: string) => page.getByRole("group", { name });
    await expect(group("Treatments").getByRole("checkbox")).toHaveCount(6);
    // Insurance and the monthly price are the questions beside the location box, in dollars (decision 44).
    await expect(group("Price")).toHaveCount(0);
    await expect(page.getByText("Budget (under $200/month)")).toHaveCount(0);
    for (const label of ["4.5+ stars", "4.0+ stars", "3.5+ stars", "3.0+ stars"]) {
      await expect(group("Minimum rating").getByRole("radio", { name: label })).toBeVisible();
    }
    await expect(page.getByRole("switch", { name: "Online visits" })).toBeVisible();

    await group("Treatments").getByRole("checkbox", { name: "HCG Therapy" }).check();
    await expect(page).toHaveURL(new RegExp(`${FINDER}\\?services=hcg-therapy$`));
    const price = page.getByRole("combobox", { name: "Monthly price" });
    await expect(price.getByRole("option", { name: /^Up to \$200\/mo \(\d+\)$/ })).toHaveCount(1);
    await price.selectOption("200");
    await expect(page).toHaveURL(/services=hcg-therapy&maxPrice=200$/);
    await group("Minimum rating").getByRole("radio", { name: "4.5+ stars" }).check();
    await expect(page).toHaveURL(/minRating=4\.5/);
    // The count of filters is drawn with the new cards.
    await expect(page.getByRole("button", { name: "Filters (3)" })).toBeVisible();
    for (const card of await cards(page).all()) {
      const rating = Number.parseFloat(
        (await card.getByText(/^Rated /).textContent())?.replace("Rated ", "") ?? "0",
      );
      expect(rating).toBeGreaterThanOrEqual(4.5);
    }
    await input(page).fill("something typed");
    await page.getByRole("button", { name: "Clear All Filters" }).click();
    await expect(page).toHaveURL(new RegExp(`${FINDER}$`));
    await expect(input(page)).toHaveValue("");
    await expect(group("Treatments").getByRole("checkbox", { name: "HCG Therapy" })).not.toBeChecked();
  });

  test("links to the symptom checker and the guide, and three feature cards", async ({ page }) => {
    await page.goto(FINDER);
    await expect(page.getByRole("link", { name: "Take the Free Symptom Checker" })).toHaveAttribute(
      "href",
      "/tools/symptom-checker",
    );
    await expect(page.getByRole("link", { name: "Read the TRT Guide" })).toHaveAttribute(
      "href",
      "/about-trt",
    );
    await expect(
      page.getByRole("region", { name: "Why use the clinic finder" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(3);
  });

  test("the FAQ's cost figures are those of the listed prices", async ({ page, request }) => {
    const lowest = (await allClinics(request)).flatMap((clinic) => {
      const row = lowestMonthlyPrice(clinic.pricing);
      const amount = row ? monthlyFromAmount(row) : null;
      return amount === null ? [] : [amount];
    });
    const spread = priceSpread(lowest);
    expect(spread?.basedOn).toBeGreaterThan(100);
    await page.goto(FINDER);
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    await faq.getByText("How much does TRT cost?").click();
    await expect(faq.getByText(costAnswer(spread), { exact: true })).toBeVisible();
    await expect(faq).toContainText(`is typically $${spread?.median} (the median)`);
    await expect(faq).not.toContainText("$200-400");
    // Search engines are given the same answer.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("\n")).toContain(JSON.stringify(costAnswer(spread)).slice(1, -1));
  });

  test("featured clinics: up to 4, two columns, each with a profile link", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(FINDER);
    const featured = page.getByRole("region", { name: "Featured Clinics" }).getByRole("article");
    await expect(featured).toHaveCount(4);
    const boxes = await Promise.all((await featured.all()).map((card) => card.boundingBox()));
    expect(boxes[0]?.y).toBe(boxes[1]?.y);
    expect(boxes[2]?.y).toBeGreaterThan(boxes[0]?.y ?? 0);
    for (const card of await featured.all()) {
      await expect(card.getByText("Featured", { exact: true })).toBeVisible();
      await expect(card.getByRole("link", { name: /^View profile/ })).toHaveAttribute("href", /^\/clinic\//);
    }
  });

  test("coverage: the top 9 states by clinic count, each a search", async ({ page }) => {
    await page.goto(FINDER);
    const states = page.getByRole("region", { name: "Nationwide Coverage" }).getByRole("link");
    await expect(states).toHaveCount(9);
    const counts = (await states.allTextContents()).map((text) => Number(/(\d+) clinics?$/.exec(text)?.[1]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const texas = Number(
      (await page.request.get("/api/clinics?state=TX&limit=1")).headers()["x-total-count"],
    );
    await expect(states.first()).toHaveText(`Texas${texas} clinics`);
    await states.first().click();
    await expect(page).toHaveURL(/\/search\?location=Texas$/);
  });

  test("'Find Clinics Near You' goes to the search", async ({ page }) => {
    await page.goto(FINDER);
    await page.getByRole("link", { name: "Find Clinics Near You" }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("the 500 px map loads its clinics when it comes on screen; choosing a clinic opens its profile", async ({
    page,
  }) => {
    const pointRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/map-points")) pointRequests.push(request.url());
    });
    await page.goto(`${FINDER}?location=78701&distance=5`);
    const placeholder = page.locator(".map-frame");
    const ready = placeholder.getByText(/^\d+ clinics ready$/);
    await expect(ready).toBeVisible();
    const count = Number.parseInt((await ready.textContent()) ?? "", 10);
    expect(count).toBeGreaterThan(0);
    expect(pointRequests, "no points before the map is near the screen").toEqual([]);
    const points = page.waitForResponse(
      (response) =>
        response.url().endsWith(`${FINDER}/map-points?location=78701&distance=5`) && response.ok(),
    );
    await placeholder.scrollIntoViewIfNeeded();
    await points;
    const map = page.getByRole("region", { name: "Clinic map" });
    await expect(map.getByText(`${count} TRT Clinics`, { exact: true })).toBeVisible();
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    const box = await page.locator(".leaflet-container").boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(498);
    const pin = page.locator(".clinic-map-marker").first();
    await pin.click();
    const details = page.locator(".leaflet-popup").getByRole("link", { name: /^Details: / });
    const href = await details.getAttribute("href");
    await details.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("while the list reloads: 6 list skeletons and 4 featured skeletons", async ({ page }) => {
    await page.goto(FINDER);
    await hydrated(page);
    const release = await followLinkWithDataHeld(page, {
      pathPrefix: FINDER,
      navigation: "Quick search",
      link: "Boston, MA",
    });
    await expect(page.getByRole("status").filter({ hasText: "Loading clinics..." })).toBeVisible();
    await expect(list(page).locator("[data-skeleton]")).toHaveCount(6);
    await expect(
      page.getByRole("region", { name: "Featured Clinics" }).locator("[data-skeleton]"),
    ).toHaveCount(4);
    release();
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);
    await expect(list(page).getByRole("heading", { level: 2 })).toHaveText("TRT Clinics Near Boston, MA");
  });
});

test.describe("use my current location on the finder", () => {
  test.describe("with a position", () => {
    test.use({ geolocation: { latitude: 29.7604, longitude: -95.3698 }, permissions: ["geolocation"] });

    test("fills the city and lists clinics near it", async ({ page }) => {
      await page.goto(FINDER);
      await hydrated(page);
      await page.getByRole("button", { name: "Use my current location" }).click();
      await expect(page).toHaveURL(new RegExp(`${FINDER}\\?location=Houston%2C%20TX$`));
      await expect(input(page)).toHaveValue("Houston, TX");
      await expect(list(page).getByRole("heading", { level: 2 })).toHaveText("TRT Clinics Near Houston, TX");
    });
  });

  test("a refused position asks for the city by hand", async ({ page }) => {
    await failGeolocation(page, 1);
    await page.goto(FINDER);
    await hydrated(page);
    await page.getByRole("button", { name: "Use my current location" }).click();
    await expect(alert(page)).toHaveText("Unable to access location. Please enter your city manually.");
    await expect(page).toHaveURL(new RegExp(`${FINDER}$`));
  });

  test.describe("when the position cannot be turned into a city", () => {
    test.use({
      geolocation: { latitude: 29.7604, longitude: -95.3698 },
      permissions: ["geolocation"],
      allowedConsoleErrors: [/status of 503/],
    });

    test("falls back to the coordinates with a 50-mile radius as 'Current Location'", async ({ page }) => {
      await page.route("**/api/locations/reverse?**", (route) => route.fulfill({ status: 503, body: "{}" }));
      await page.goto(FINDER);
      await hydrated(page);
      await page.getByRole("button", { name: "Use my current location" }).click();
      await expect(page).toHaveURL(new RegExp(`${FINDER}\\?lat=29\\.7604&lng=-95\\.3698$`));
      await expect(input(page)).toHaveValue("Current Location");
      await expect(alert(page)).toHaveText("Unable to determine your location");
      await expect(list(page).getByRole("heading", { level: 2 })).toHaveText(
        "TRT Clinics Near Current Location",
      );
      const miles = await listedMiles(page);
      expect(miles.length).toBeGreaterThan(0);
      for (const value of miles) expect(value).toBeLessThanOrEqual(50);
    });
  });
});
