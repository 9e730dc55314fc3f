import type { Page } from "@playwright/test";
import { lowestMonthlyPrice, monthlyFromAmount } from "../../app/domain/monthly-price.ts";
import { openStatus, openStatusLabel } from "../../app/domain/open-now.ts";
import { findClinic } from "./clinic-data.ts";
import { expect, test } from "./fixtures.ts";
import { hydrated, recordNavigations, stubTiles } from "./search-helpers.ts";

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

// Where a URL searches, the filters it sets, the order and page it lists: search-url-rules.test.ts. Hostile and
// unreadable values: page-answers.test.ts. Titles, robots and canonical links: page-heads.test.ts.
test.describe("searching by location", () => {
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
    const navigations = recordNavigations(page);
    await locationBox(page).fill("   ");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await locationBox(page).fill("Denver, CO");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?location=Denver%2C%20CO$/);
    // The empty search went nowhere: the one navigation is the search for Denver.
    expect(navigations).toEqual(["/search?location=Denver%2C%20CO"]);
  });
});

test("a link from an ad or a shared post shows the page without its tracking parameters, and it works", async ({
  page,
}) => {
  // Its robots and canonical link, those of the plain search: page-heads.test.ts.
  await page.goto("/search?location=Texas&utm_source=newsletter&utm_medium=email&fbclid=IwAR0abc");
  await hydrated(page);
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("rating");
  await expect(page).toHaveURL(/[?&]sort=rating/);
  await expect(page).not.toHaveURL(/utm_source|fbclid/);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("rating");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics in Texas");
});

test.describe("results", () => {
  test("cards show place, distance, open status, rating, From $X/mo, then Call, Directions and Details", async ({
    page,
  }) => {
    // One moment for the page and the test, so that no clinic opens or closes between their readings.
    const now = new Date();
    await page.clock.setFixedTime(now);
    await page.goto("/search?location=Austin%2C%20TX");
    await hydrated(page);
    const card = results(page).getByRole("article").first();
    await expect(card.getByRole("heading", { level: 3 })).toBeVisible();
    await expect(card.getByText(/, TX$/)).toBeVisible();
    await expect(card.getByText(/ mi away$/)).toBeVisible();
    // One card anatomy (decision 43): no services, no $-$$$$ tier.
    await expect(card.getByRole("list", { name: "Services" })).toHaveCount(0);
    await expect(card.getByText(/\$+ · [A-Za-z ]+/)).toHaveCount(0);
    await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    await expect(card.getByRole("link", { name: /^Directions to / })).toHaveAttribute("target", "_blank");
    const details = card.getByRole("link", { name: /^Details for / });
    await expect(details).toHaveText(/^Details/);
    const href = await details.getAttribute("href");
    // Open or closed comes from the clinic's own hours in its time zone, worked out in the browser.
    const slug = href?.split("/").pop() ?? "";
    const clinic = await findClinic(page.request, (c) => c.slug === slug, slug);
    const monthly = lowestMonthlyPrice(clinic.pricing);
    if (monthly) await expect(card.getByText(`From $${monthlyFromAmount(monthly)}/mo`)).toBeVisible();
    else await expect(card.locator("[data-card-price]")).toHaveCount(0);
    const status = openStatus(clinic.openingHours, clinic.timeZone, now);
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
      await expect(card.getByText("Online care")).toHaveCount(virtual ? 1 : 0);
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
      await expect(card.getByText("Online care")).toBeVisible();
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
    await expect(first.getByRole("link", { name: /^Details for / })).toBeInViewport();
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
  });
});
