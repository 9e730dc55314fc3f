import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { failGeolocation, heldGeolocation, hydrated, removeGeolocation } from "./search-helpers.ts";

const locateButton = (page: Page) =>
  page.getByRole("button", { name: /^(Use my current location|Finding your location…)$/ });
const locationBox = (page: Page) => page.getByRole("combobox", { name: "City, state, or ZIP code" });
/** The visible locate-me message (empty alert regions wait for messages). */
const alert = (page: Page) => page.getByRole("alert").filter({ hasText: /\S/ });
const banner = (page: Page) => page.getByText("Active Search").locator("..");

test.describe("locate-me on the search page", () => {
  test("asks for a precise, recent position with a 10 s timeout and shows a spinner meanwhile", async ({
    page,
  }) => {
    const deliverPosition = await heldGeolocation(page, 39.7392, -104.9903);
    await page.goto("/search?location=Texas");
    await hydrated(page);
    await locateButton(page).click();
    await expect(page.getByRole("button", { name: "Finding your location…" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    const options = await page.evaluate(
      () => (window as unknown as { __geolocationOptions: unknown }).__geolocationOptions,
    );
    expect(options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
    await deliverPosition();
    await expect(page).toHaveURL(/\/search\?location=Denver%2C%20CO$/);
    await expect(locationBox(page)).toHaveValue("Denver, CO");
    await expect(page.getByRole("button", { name: "Use my current location" })).toHaveAttribute(
      "aria-busy",
      "false",
    );
  });

  test("a browser without geolocation is told so, inline", async ({ page }) => {
    await removeGeolocation(page);
    await page.goto("/search?location=Texas");
    await hydrated(page);
    await locateButton(page).click();
    await expect(alert(page)).toHaveText("Geolocation is not supported by your browser");
    await expect(page).toHaveURL(/\/search\?location=Texas$/);
  });

  for (const [code, label] of [
    [1, "denied"],
    [2, "unavailable"],
    [3, "timed out"],
  ] as const) {
    test(`a ${label} position: 'Unable to determine your location'`, async ({ page }) => {
      await failGeolocation(page, code);
      await page.goto("/search?location=Texas");
      await hydrated(page);
      await locateButton(page).click();
      await expect(alert(page)).toHaveText("Unable to determine your location");
      await expect(page).toHaveURL(/\/search\?location=Texas$/);
    });
  }

  test.describe("a position we cannot place", () => {
    // Our reverse geocoder answers 404 for a point with no town within 100 miles; the browser reports it.
    test.use({
      geolocation: { latitude: 0, longitude: -150 },
      permissions: ["geolocation"],
      allowedConsoleErrors: [/status of 404/],
    });

    test("'Unable to determine your city from location'", async ({ page }) => {
      await page.goto("/search?location=Texas");
      await hydrated(page);
      await locateButton(page).click();
      await expect(alert(page)).toHaveText("Unable to determine your city from location");
      await expect(page).toHaveURL(/\/search\?location=Texas$/);
    });
  });

  test.describe("reverse geocoding fails", () => {
    test.use({
      geolocation: { latitude: 30.2672, longitude: -97.7431 },
      permissions: ["geolocation"],
      allowedConsoleErrors: [/status of 503/],
    });

    test("says 'Unable to determine your location' and searches near the raw position", async ({ page }) => {
      await page.route("**/api/locations/reverse?**", (route) => route.fulfill({ status: 503, body: "{}" }));
      await page.goto("/search?location=Texas&telehealth=true");
      await hydrated(page);
      await locateButton(page).click();
      await expect(page).toHaveURL(/\/search\?lat=30\.2672&lng=-97\.7431&nearme=true&telehealth=true$/);
      await expect(alert(page)).toHaveText("Unable to determine your location");
      await expect(banner(page)).toContainText("Near me (30.2672, -97.7431)");
    });
  });

  test("nearme=true with the position refused explains it on the page", async ({ page }) => {
    await failGeolocation(page, 1);
    await page.goto("/search?nearme=true");
    await expect(alert(page)).toHaveText("Unable to determine your location");
    await expect(page).toHaveURL(/\/search\?nearme=true$/);
    await expect(banner(page)).toContainText("Near me");
  });
});
