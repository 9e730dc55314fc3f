import { expect, test } from "./fixtures.ts";
import { recordNavigations } from "./search-helpers.ts";

// Suggestions in the home page's box: autocomplete.spec.ts ("location suggestions on /").
test.describe("home hero search", () => {
  const input = (page: import("@playwright/test").Page) =>
    page.getByPlaceholder("Enter city, state, or zip code");

  test("shows the location box and Search button; Search submits the encoded location", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Trusted TRT Clinics Near You");
    await expect(input(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
    await input(page).fill("Austin, TX");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?location=Austin%2C%20TX$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics near Austin, TX");
  });

  test("empty and whitespace-only input do nothing; Enter submits the trimmed text", async ({ page }) => {
    await page.goto("/");
    const navigations = recordNavigations(page);
    await page.getByRole("button", { name: "Search" }).click();
    await input(page).press("Enter");
    await input(page).fill("    ");
    await input(page).press("Enter");
    await page.getByRole("button", { name: "Search" }).click();
    await input(page).fill("   78701  ");
    await input(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?location=78701$/);
    // The empty searches went nowhere: the one navigation is the last search.
    expect(navigations).toEqual(["/search?location=78701"]);
  });
});
