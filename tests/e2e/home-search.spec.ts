import { expect, test } from "./fixtures.ts";

test.describe("home hero search", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
  });

  const input = (page: import("@playwright/test").Page) =>
    page.getByPlaceholder("Enter city, state, or zip code");

  test("shows the location box and Search button", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Trusted TRT Clinics Near You");
    await expect(input(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Search" })).toBeVisible();
  });

  test("the Search button submits the encoded location", async ({ page }) => {
    await input(page).fill("Austin, TX");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?location=Austin%2C%20TX$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics near Austin, TX");
  });

  test("the box offers location suggestions", async ({ page }) => {
    await input(page).pressSequentially("Miam");
    await page.getByRole("option", { name: /^Miami, FL/ }).click();
    await expect(page).toHaveURL(/\/search\?location=Miami%2C%20FL$/);
  });

  test("Enter submits and the text is trimmed", async ({ page }) => {
    await input(page).fill("   78701  ");
    await input(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?location=78701$/);
  });

  test("empty input does nothing", async ({ page }) => {
    await page.getByRole("button", { name: "Search" }).click();
    await input(page).press("Enter");
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/$/);
  });

  test("whitespace-only input does nothing", async ({ page }) => {
    await input(page).fill("    ");
    await input(page).press("Enter");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/$/);
  });
});
