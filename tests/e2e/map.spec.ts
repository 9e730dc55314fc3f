import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { blockTiles, hydrated, stubTiles, TILE_FAILURE } from "./search-helpers.ts";

const MAP_CHUNK = /\/assets\/clinic-map\.client-[^/]+\.js$/;
const mapRegion = (page: Page) => page.getByRole("region", { name: "Clinic map" });
const pins = (page: Page) => page.locator(".clinic-map-marker");
const clusters = (page: Page) => page.locator(".clinic-map-cluster");

async function bannerTotal(page: Page): Promise<number> {
  const text = (await page.getByText("Active Search").locator("..").textContent()) ?? "";
  return Number(/\((\d+) clinics? found\)/.exec(text)?.[1]);
}

/** Sum of what the markers stand for: one per pin, the count of each cluster. */
async function plottedCount(page: Page): Promise<number> {
  const counts = await clusters(page).allTextContents();
  return (await pins(page).count()) + counts.reduce((sum, text) => sum + Number(text), 0);
}

test.describe("search map view", () => {
  test.beforeEach(async ({ page }) => {
    await stubTiles(page);
  });

  test("the list view never loads the map's code", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/search?location=Texas");
    await hydrated(page);
    expect(
      requested.filter((url) => MAP_CHUNK.test(url) || (url.endsWith(".css") && url.includes("clinic-map"))),
    ).toEqual([]);
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
  });

  test("the List/Map toggle switches views through the URL", async ({ page }) => {
    await page.goto("/search?location=Texas");
    await hydrated(page);
    const chunk = page.waitForRequest(MAP_CHUNK);
    await page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "Map" }).click();
    await expect(page).toHaveURL(/\/search\?location=Texas&view=map$/);
    await chunk;
    await expect(mapRegion(page)).toBeVisible();
    const total = await bannerTotal(page);
    await expect(mapRegion(page).getByText(`${total} TRT Clinics`)).toBeVisible();
    await expect.poll(() => plottedCount(page)).toBe(total);
    // Clustering keeps the number of markers small.
    expect((await pins(page).count()) + (await clusters(page).count())).toBeLessThan(total);
    const box = await page.locator(".leaflet-container").boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(598); // 600 px frame less its border
    await expectAccessible(page, "map view");
    await page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/\/search\?location=Texas$/);
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    await page.goBack();
    await expect(mapRegion(page)).toBeVisible();
  });

  test("the server sends a placeholder of the final height with the loading texts", async ({ page }) => {
    const response = await page.request.get("/search?location=Texas&view=map");
    const html = await response.text();
    expect(html).toContain("Loading interactive map...");
    expect(html).toMatch(/\d+ clinics ready/);
    expect(html).toContain("height:600px");
    expect(html).not.toContain("leaflet-container");
  });

  test("zoom controls and attribution come with the map; it starts on the results", async ({ page }) => {
    await page.goto("/search?location=Austin%2C%20TX&view=map");
    await expect(page.getByRole("button", { name: "Zoom in" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Zoom out" })).toBeVisible();
    await expect(page.locator(".leaflet-control-attribution")).toContainText("OpenStreetMap");
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    // Fitted to Austin's clinics, which at the national view would all be one cluster.
    await expect
      .poll(async () => (await pins(page).count()) + (await clusters(page).count()))
      .toBeGreaterThan(1);
    const tile = page.locator(".leaflet-tile").first();
    await expect(tile).toHaveAttribute("src", /tile\.openstreetmap\.org\/(1[0-2]|[7-9])\//);
  });

  test("a cluster zooms in to its clinics", async ({ page }) => {
    await page.goto("/search?location=Texas&view=map");
    await expect(clusters(page).first()).toBeVisible();
    const before = (await pins(page).count()) + (await clusters(page).count());
    const biggest = clusters(page)
      .filter({ hasText: /^\d{2,}$/ })
      .first();
    await biggest.click();
    await expect
      .poll(async () => (await pins(page).count()) + (await clusters(page).count()))
      .not.toBe(before);
  });

  test("a marker's popup: name, place, phone, stars, Details and Directions", async ({ page }) => {
    await page.goto("/search?location=78701&distance=5&view=map");
    const pin = pins(page).first();
    await expect(pin).toBeVisible();
    const name = await pin.getAttribute("title");
    expect(name).toBeTruthy();
    await pin.click();
    const popup = page.locator(".leaflet-popup");
    await expect(popup.getByText(name ?? "", { exact: true })).toBeVisible();
    await expect(popup.getByText(/^[\w .'-]+, [A-Z]{2}$/)).toBeVisible();
    await expect(popup.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(popup.getByText(/^Rated [\d.]+ out of 5$/)).toHaveCount(1);
    const directions = popup.getByRole("link", { name: /^Directions to / });
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=30\.\d+%2C-97\.\d+$/,
    );
    await expectAccessible(page, "map popup open");
    const details = popup.getByRole("link", { name: `Details: ${name}` });
    const href = await details.getAttribute("href");
    expect(href).toMatch(/^\/clinic\/[a-z0-9-]+$/);
    await details.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("markers can be reached and opened with the keyboard", async ({ page }) => {
    await page.goto("/search?location=78701&distance=5&view=map");
    const pin = pins(page).first();
    await expect(pin).toBeVisible();
    await pin.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".leaflet-popup")).toBeVisible();
  });

  test("no matching clinics: an empty map and the empty state", async ({ page }) => {
    await page.goto("/search?location=Zzyzxqv&view=map");
    await expect(mapRegion(page).getByText("0 TRT Clinics")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No clinics found" })).toBeVisible();
  });
});

test.describe("offline tiles", () => {
  test.use({ allowedConsoleErrors: [TILE_FAILURE] });

  test("the map still works when every tile fails", async ({ page }) => {
    await blockTiles(page);
    await page.goto("/search?location=Texas&view=map");
    await expect(page.getByText("Map Error")).toHaveCount(0);
    await expect(clusters(page).first()).toBeVisible();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
  });
});

test.describe("map failure", () => {
  // One pattern: Playwright reads an option array of several objects as [value, options].
  test.use({ allowedConsoleErrors: [/status of 500|dynamically imported module|Failed to fetch/] });

  test("'Map Error' with the message and a Reload Page button", async ({ page }) => {
    await stubTiles(page);
    let fail = true;
    await page.route(MAP_CHUNK, (route) =>
      fail ? route.fulfill({ status: 500, body: "" }) : route.continue(),
    );
    await page.goto("/search?location=Texas&view=map");
    await expect(page.getByText("Map Error")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Map Error" })).toContainText(/\S+/);
    fail = false;
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Reload Page" }).click()]);
    await expect(page.getByText("Map Error")).toHaveCount(0);
    await expect(clusters(page).first()).toBeVisible();
  });
});
