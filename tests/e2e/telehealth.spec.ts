import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { hydrated } from "./search-helpers.ts";

const PATH = "/tele-trt-clinics";
const cards = (page: Page) => page.getByRole("region", { name: /online clinics?/ }).getByRole("article");
const searchBox = (page: Page) =>
  page.getByRole("searchbox", { name: "Search online clinics by name or service" });

test.describe("online clinics", () => {
  test("lists online clinics with every element of the card", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online TRT Clinics");
    const heading = page.getByRole("heading", { name: /^\d+ online clinics$/ });
    await expect(heading).toBeVisible();
    const total = Number((await heading.textContent())?.split(" ")[0]);
    expect(total).toBeGreaterThan(24);
    await expect(cards(page)).toHaveCount(24);
    for (const card of await cards(page).all()) {
      await expect(card.getByText("Online", { exact: true })).toBeVisible();
      await expect(
        card.getByText(/^(Rated [\d.]+ out of 5 on Google \(\d[\d,]* reviews?\)|No reviews yet)$/),
      ).toHaveCount(1);
      const services = card.getByRole("list", { name: "Services" }).getByRole("listitem");
      const named = services.filter({ hasNotText: /^\+\d+ more$/ });
      expect(await named.count()).toBeLessThanOrEqual(3);
      await expect(card.getByText(/^(Price range: )?(\$+ · [A-Za-z ]+|Contact for pricing)$/)).toHaveCount(1);
      await expect(card.getByRole("link", { name: /^View Details/ })).toHaveAttribute(
        "href",
        /^\/clinic\/[a-z0-9-]+$/,
      );
      await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    }
    await expect(page.getByText(/^\+\d+ more$/).first()).toBeVisible();
  });

  test("every clinic the API marks as telehealth is listed", async ({ page }) => {
    const response = await page.request.get("/api/clinics?telehealth=true&limit=100&sort=name");
    const telehealth = (await response.json()) as { name: string }[];
    const first = telehealth[0];
    if (!first) throw new Error("no telehealth clinics in the demo data");
    await page.goto(`${PATH}?q=${encodeURIComponent(first.name)}`);
    await expect(cards(page).getByRole("heading", { name: first.name })).toBeVisible();
  });

  test("the search box matches names and services; pages through the rest", async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    await searchBox(page).fill("virtual");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/tele-trt-clinics\?q=virtual$/);
    await expect(
      page.getByRole("heading", { name: /^\d+ online clinics? matching “virtual”$/ }),
    ).toBeVisible();
    for (const name of await cards(page).getByRole("heading", { level: 2 }).allTextContents()) {
      expect(name.toLowerCase()).toContain("virtual");
    }
    await searchBox(page).fill("HCG");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=HCG$/);
    for (const card of await cards(page).all()) {
      const text = (await card.textContent()) ?? "";
      // The match may be in a service beyond the three shown, so only check the name or visible services.
      if (!/hcg/i.test(text)) expect(await card.getByText(/^\+\d+ more$/).count()).toBe(1);
    }
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/tele-trt-clinics$/);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pagination.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test("no match: 'No online clinics found' with the hint to clear the search", async ({ page }) => {
    await page.goto(`${PATH}?q=zzqxv`);
    await expect(page.getByText("No online clinics found")).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search terms or clear the search to see all online providers."),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("hostile input still gives the page", async ({ page }) => {
    for (const q of [
      "%27%3B%20DROP%20TABLE%20clinics%3B--",
      "x".repeat(4000),
      "%F0%9F%A7%AA%E2%80%AE",
      "%25%5F%5C",
    ]) {
      const response = await page.goto(`${PATH}?q=${q}&page=-4`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online TRT Clinics");
      expect((await searchBox(page).inputValue()).length).toBeLessThanOrEqual(100);
    }
  });

  test("the plain page is indexable with its own title", async ({ page }) => {
    await page.goto(PATH);
    await expect(page).toHaveTitle("Online TRT Clinics: Telemedicine Testosterone Therapy");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/tele-trt-clinics$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});
