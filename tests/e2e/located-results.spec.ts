import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { hydrated, stubTiles } from "./search-helpers.ts";

const PHONE = { width: 390, height: 844 };
const FINDER = "/trt-clinics-near-me";
const HOUSTON = { latitude: 29.7604, longitude: -95.3698 };
const results = (page: Page) => page.getByRole("region", { name: "TRT Clinics Near Houston, TX" });
const resultsHeading = (page: Page) =>
  page.getByRole("heading", { level: 2, name: "TRT Clinics Near Houston, TX" });

test.use({ geolocation: HOUSTON, permissions: ["geolocation"], viewport: PHONE });

test.beforeEach(async ({ page }) => {
  await stubTiles(page);
});

test.describe("use my location lands on the results (390 px phone)", () => {
  // The finder's whole page (a list, the FAQ, featured clinics and the states) is a long axe check.
  test.slow();

  test("on the finder it is the first, primary action, and the first card ends up in view with focus on the results", async ({
    page,
  }) => {
    await page.goto(FINDER);
    await hydrated(page);
    const locate = page.getByRole("button", { name: "Use my current location" });
    // The first control after the page's heading, styled as the page's primary action.
    await expect(locate).toHaveClass(/\bbtn-primary\b/);
    const [locateBox, searchBox] = await Promise.all([
      locate.boundingBox(),
      page.getByRole("combobox", { name: "Your city, state, or ZIP code" }).boundingBox(),
    ]);
    expect(locateBox?.y ?? 999).toBeLessThan(searchBox?.y ?? 0);
    await expect(locate).toBeInViewport();

    await locate.click();
    await expect(page).toHaveURL(new RegExp(`${FINDER}\\?location=Houston%2C%20TX$`));
    await expect(resultsHeading(page)).toBeFocused();
    const firstCard = results(page).getByRole("article").first();
    await expect(firstCard).toBeInViewport();
    // The finder's marketing cards come after the results.
    const features = page.getByRole("region", { name: "Why use the clinic finder" });
    const [cardBox, featuresBox] = await Promise.all([firstCard.boundingBox(), features.boundingBox()]);
    expect(featuresBox?.y ?? 0).toBeGreaterThan(cardBox?.y ?? 999);
    await expectAccessible(page, "the finder after locating");
  });

  test("locating again for the same place brings the results back into view", async ({ page }) => {
    await page.goto(`${FINDER}?location=Houston%2C%20TX`);
    await hydrated(page);
    await page.getByRole("button", { name: "Use my current location" }).click();
    await expect(resultsHeading(page)).toBeFocused();
    await expect(results(page).getByRole("article").first()).toBeInViewport();
  });

  test("the home hero has the location button; it opens the finder on the clinics near the visitor", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    const locate = page.getByRole("button", { name: "Use my current location" });
    await expect(locate).toBeInViewport();
    await expectAccessible(page, "home with the location button");
    await locate.click();
    await expect(page).toHaveURL(new RegExp(`${FINDER}\\?location=Houston%2C%20TX#finder-results$`));
    await expect(resultsHeading(page)).toBeFocused();
    await expect(results(page).getByRole("article").first()).toBeInViewport();
    await expectAccessible(page, "the finder opened from the home page's location button");
  });
});

test.describe("the home hero's location button without a position", () => {
  test.use({ permissions: [] });

  test("says so on the home page and stays there", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "geolocation", {
        configurable: true,
        value: {
          getCurrentPosition(_success: unknown, error: (e: { code: number; message: string }) => void) {
            setTimeout(() => error({ code: 1, message: "denied" }), 50);
          },
        },
      });
    });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Use my current location" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
      "Unable to access location. Please enter your city manually.",
    );
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page, "home, position refused");
  });
});
