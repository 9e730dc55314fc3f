import type { Page } from "@playwright/test";
import { FINDER_LIST_SIZE } from "../../app/domain/finder-options.ts";
import { DOCUMENT_404, expect, expectAccessible, test } from "./fixtures.ts";
import { hydrated, stubTiles } from "./search-helpers.ts";

const announcer = (page: Page) => page.locator("#route-announcer");
const zeroHeading = (page: Page) => page.getByRole("heading", { name: "No clinics found", level: 2 });
const widen = (page: Page) => page.locator("[data-zero-results] li a");

/** The count a relaxation's text gives: 3 for "Without the price limit: 3 clinics". */
function countIn(text: string): number {
  return Number(/: ([\d,]+) clinics?$/.exec(text)?.[1]?.replaceAll(",", ""));
}

/** The zero state's relaxations: each link's text ("Without the price limit: 3 clinics") and where it goes. */
function relaxationLinks(page: Page): Promise<{ text: string; href: string }[]> {
  return widen(page).evaluateAll((anchors) =>
    anchors.map((anchor) => ({ text: anchor.textContent ?? "", href: anchor.getAttribute("href") ?? "" })),
  );
}

/** Blue Cross in Austin for at most $90 a month: no demo clinic, while each filter alone finds some. */
const AUSTIN_EMPTY = "/search?location=Austin%2C%20TX&insurance=blue-cross&maxPrice=90";

/** The count the 'Active Search' banner reports. */
async function shownTotal(page: Page): Promise<number> {
  const text = (await page.getByText("Active Search").locator("..").textContent()) ?? "";
  if (text.includes("(No clinics found)")) return 0;
  return Number(/\(([\d,]+) clinics? found\)/.exec(text)?.[1]?.replaceAll(",", ""));
}

test.beforeEach(async ({ page }) => {
  await stubTiles(page);
});

test.describe("a search that finds nothing", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("names the filters and offers each relaxation with the count its link then lists", async ({
    page,
  }) => {
    test.slow(); // a page per relaxation
    await page.goto(AUSTIN_EMPTY);
    await expect(zeroHeading(page)).toBeVisible();
    await expect(page.locator("[data-zero-results]")).toContainText(
      "No clinics near Austin, TX match all of these filters together: Blue Cross Blue Shield and up to $90 a month.",
    );
    await expectAccessible(page, "zero results with relaxations");

    const links = await relaxationLinks(page);
    expect(links.map((link) => link.text.replace(/: .*/, ""))).toEqual([
      "Without the insurance filter",
      "Without the price limit",
      "Without any filters",
    ]);
    for (const link of links) {
      const count = countIn(link.text);
      expect(count, link.text).toBeGreaterThan(0);
      await page.goto(link.href);
      expect(await shownTotal(page), link.text).toBe(count);
    }

    await page.goto(AUSTIN_EMPTY);
    await widen(page).first().click();
    await expect(page).toHaveURL(/\/search\?location=Austin%2C%20TX&maxPrice=90$/);
    await expect(page.locator("#results-heading")).toBeFocused();
  });

  test("far from any clinic: the nearest in-person clinics with their distance, then online clinics licensed in the state", async ({
    page,
  }) => {
    await page.goto("/search?location=59901");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics near Kalispell, MT 59901");
    await expect(zeroHeading(page)).toBeVisible();
    const nearest = page.getByRole("list", { name: "Nearest in-person clinics" }).getByRole("listitem");
    await expect(nearest.first()).toBeVisible();
    const miles = (await nearest.allTextContents()).map((text) => Number(/([\d.]+) mi away/.exec(text)?.[1]));
    expect(miles.length).toBeGreaterThan(0);
    expect(miles.every((distance) => distance > 50 && distance <= 250)).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));

    const online = page.getByRole("heading", { name: "Online clinics licensed in Montana" });
    await expect(online).toBeVisible();
    const onlineAfterNearest = await page.evaluate(() => {
      const nearestHeading = document.getElementById("zero-nearest-heading");
      const onlineHeading = document.getElementById("telehealth-group");
      return Boolean(
        nearestHeading &&
          onlineHeading &&
          nearestHeading.compareDocumentPosition(onlineHeading) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(onlineAfterNearest).toBe(true);
    await expectAccessible(page, "zero results far from any clinic");
  });

  test("a misspelled place on /search: did you mean, keeping the filters", async ({ page }) => {
    await page.goto("/search?location=Austn&telehealth=true");
    await expect(zeroHeading(page)).toBeVisible();
    await expect(page.getByText("Did you mean Austin, TX?")).toBeVisible();
    await expectAccessible(page, "did you mean on search");
    await page.getByRole("link", { name: "Austin, TX", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?location=Austin%2C%20TX&telehealth=true$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics near Austin, TX");
  });
});

test.describe("the finder's zero state", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("offers the same relaxations, each listing as many clinics as it said", async ({ page }) => {
    test.slow(); // a page per relaxation
    await page.goto("/trt-clinics-near-me?location=Austin%2C%20TX&insurance=blue-cross&maxPrice=90");
    await expect(page.getByRole("heading", { name: "No clinics found in Austin, TX" })).toBeVisible();
    await expectAccessible(page, "finder zero results");
    const links = await relaxationLinks(page);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.href.startsWith("/trt-clinics-near-me?")).toBe(true);
      const count = countIn(link.text);
      await page.goto(link.href);
      const results = page
        .locator(`section[aria-labelledby="finder-results"] ul`)
        .first()
        .getByRole("listitem");
      if (count <= FINDER_LIST_SIZE) await expect(results).toHaveCount(count);
      else
        await expect(
          page.getByRole("link", { name: `See all ${count} clinics near Austin, TX` }),
        ).toBeVisible();
    }
  });
});

test.describe("the online clinics' zero state", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("names the filters and offers each relaxation with the count its page then lists", async ({
    page,
  }) => {
    test.slow(); // a page per relaxation
    await page.goto("/tele-trt-clinics?state=TX&insurance=medicaid&maxPrice=50");
    await expect(page.getByRole("heading", { name: "No online clinics found", level: 2 })).toBeVisible();
    await expect(page.locator("[data-zero-results]")).toContainText(
      "No clinics match all of these filters together: licensed in Texas, Medicaid and up to $50 a month.",
    );
    await expectAccessible(page, "online zero results");
    const links = await relaxationLinks(page);
    expect(links.map((link) => link.text.replace(/: .*/, ""))).toEqual([
      "Licensed in any state",
      "Without the insurance filter",
      "Without the price limit",
      "Without any filters",
    ]);
    for (const link of links) {
      expect(link.href.startsWith("/tele-trt-clinics")).toBe(true);
      const count = countIn(link.text);
      await page.goto(link.href);
      await expect(page.locator("#online-results")).toContainText(
        `${count.toLocaleString("en-US")} online clinic`,
      );
    }
  });
});

test.describe("misspelled place pages", () => {
  test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: [DOCUMENT_404] });

  test("a city path: one link to the city it most likely meant", async ({ page }) => {
    const response = await page.goto("/city/austn/tx");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("City not found");
    await expect(page.getByText("Did you mean Austin, TX?")).toBeVisible();
    await expectAccessible(page, "did you mean on a city path");
    await page.getByRole("link", { name: "TRT clinics in Austin, TX" }).click();
    await expect(page).toHaveURL(/\/city\/austin\/tx$/);
  });

  test("a state path: one link, not a list of 50 states", async ({ page }) => {
    const response = await page.goto("/trt-clinics-texass");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("State not found");
    await expect(page.getByText("Did you mean Texas?")).toBeVisible();
    await expect(page.locator('main a[href^="/trt-clinics-"]')).toHaveCount(1);
    await expectAccessible(page, "did you mean on a state path");
    await page.getByRole("link", { name: "TRT clinics in Texas" }).click();
    await expect(page).toHaveURL(/\/trt-clinics-texas$/);
  });

  test("a state path close to no state keeps the list of states", async ({ page }) => {
    await page.goto("/trt-clinics-narnia");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("State not found");
    await expect(page.getByText(/Did you mean/)).toHaveCount(0);
    await expect(page.locator('main a[href^="/trt-clinics-"]')).toHaveCount(50);
  });
});

test.describe("focus after Apply, and the skip link", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const sidebar = (page: Page) => page.getByRole("complementary", { name: "Filters" });

  test("Apply that leaves no clinic moves focus to the zero state and announces it", async ({ page }) => {
    await page.goto(AUSTIN_EMPTY);
    await hydrated(page);
    await sidebar(page).getByRole("radio", { name: "4+ stars" }).check();
    await sidebar(page).getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/minRating=4/);
    await expect(zeroHeading(page)).toBeFocused();
    await expect(announcer(page)).toHaveText(
      /^No clinics found\. No clinics near Austin, TX match all of these filters together: .*4\+ stars/,
    );
    await expectAccessible(page, "zero state after Apply");
  });

  test("Apply that finds clinics moves focus to the result count and announces it", async ({ page }) => {
    await page.goto("/search?location=Austin%2C%20TX");
    await hydrated(page);
    await sidebar(page).getByRole("radio", { name: "Within 25 miles" }).check();
    await sidebar(page).getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/distance=25/);
    await expect(page.locator("#results-heading")).toBeFocused();
    await expect(announcer(page)).toHaveText(/^Showing 1–\d+ of \d+ clinics?$/);
  });

  test("Skip to results is the second Tab stop and leads to the first result", async ({ page }) => {
    await page.goto("/search?location=Austin%2C%20TX");
    await hydrated(page);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to results" });
    await expect(skip).toBeFocused();
    await expectAccessible(page, "skip to results link focused");
    await page.keyboard.press("Enter");
    await expect(page.locator("#results")).toBeFocused();
    await page.keyboard.press("Tab");
    const firstResult = page.getByRole("list", { name: "Search results" }).getByRole("listitem").first();
    expect(await firstResult.evaluate((item) => item.contains(document.activeElement))).toBe(true);
  });
});
