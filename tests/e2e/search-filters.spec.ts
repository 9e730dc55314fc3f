import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { holdDataRequests, hydrated, recordNavigations } from "./search-helpers.ts";

const results = (page: Page) => page.getByRole("list", { name: "Search results" });
const banner = (page: Page) => page.getByText("Active Search").locator("..");

async function shownTotal(page: Page): Promise<number> {
  const text = (await banner(page).textContent()) ?? "";
  if (text.includes("(No clinics found)")) return 0;
  return Number(/\((\d+) clinics? found\)/.exec(text)?.[1]);
}

test.describe("filter sidebar (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const sidebar = (page: Page) => page.getByRole("complementary");

  test("Apply and Clear stay inside the panel and cover no option; labels are not clipped", async ({
    page,
  }) => {
    await page.goto("/search?location=Austin%2C%20TX");
    const panel = sidebar(page);
    const card = (await panel.locator(":scope > div").boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const inside = (box: { x: number; y: number; width: number; height: number }) =>
      box.x >= card.x &&
      box.x + box.width <= card.x + card.width + 0.5 &&
      box.y + box.height <= card.y + card.height;
    const buttons = [
      panel.getByRole("button", { name: "Apply Filters" }),
      panel.getByRole("button", { name: "Clear All" }),
    ];
    const buttonBoxes = await Promise.all(
      buttons.map(async (button) => (await button.boundingBox()) ?? card),
    );
    for (const box of buttonBoxes) expect(inside(box)).toBe(true);
    const options = panel.locator("label");
    for (let i = 0; i < (await options.count()); i++) {
      const option = options.nth(i);
      const box = (await option.boundingBox()) ?? card;
      for (const button of buttonBoxes)
        expect(box.y + box.height <= button.y || box.y >= button.y + button.height).toBe(true);
      // Nothing scrolls inside the panel, so no label is cut off.
      expect(await option.evaluate((label) => label.scrollWidth <= label.clientWidth + 1)).toBe(true);
    }
    expect(
      await panel.evaluate((aside) =>
        [...aside.querySelectorAll("*")].every(
          (node) =>
            node.scrollHeight <= node.clientHeight + 1 || getComputedStyle(node).overflowY === "visible",
        ),
      ),
    ).toBe(true);
  });

  test("shows every option of the spec", async ({ page }) => {
    await page.goto("/search?location=Austin%2C%20TX");
    const panel = sidebar(page);
    for (const miles of [5, 10, 25, 50]) {
      await expect(panel.getByRole("radio", { name: `Within ${miles} miles` })).toBeVisible();
    }
    await expect(panel.getByRole("radio", { name: "Within 50 miles" })).toBeChecked();
    const services = panel.getByRole("group", { name: "Services" }).getByRole("checkbox");
    await expect(services).toHaveCount(6);
    for (const rating of ["4+ stars", "3+ stars", "Any rating"]) {
      await expect(panel.getByRole("radio", { name: rating })).toBeVisible();
    }
    await expect(panel.getByRole("radio", { name: "Any rating" })).toBeChecked();
    // The $-$$$$ tiers are no longer a filter; insurance and the monthly price are asked beside the location box.
    await expect(panel.getByRole("checkbox", { name: "$$ Moderate" })).toHaveCount(0);
    await expect(panel.getByRole("group", { name: "Insurance" })).toHaveCount(0);
    for (const name of ["Online visits", "Video visits", "Online prescriptions"]) {
      await expect(panel.getByRole("switch", { name })).not.toBeChecked();
    }
    await expect(panel.getByRole("button", { name: "Apply Filters" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Clear All" })).toBeVisible();
  });

  test("changes stay a draft until Apply Filters", async ({ page }) => {
    await page.goto("/search?location=Texas");
    await hydrated(page);
    const navigations = recordNavigations(page);
    const before = await shownTotal(page);
    const panel = sidebar(page);
    await panel.getByRole("checkbox", { name: "HCG Therapy" }).check();
    await panel.getByRole("radio", { name: "4+ stars" }).check();
    await panel.getByRole("switch", { name: "Online visits" }).check();
    expect(await shownTotal(page)).toBe(before);

    await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(
      /\/search\?location=Texas&services=hcg-therapy&minRating=4&telehealth=true$/,
    );
    // Nothing was searched before Apply: the one navigation is the applied search.
    expect(navigations).toEqual(["/search?location=Texas&services=hcg-therapy&minRating=4&telehealth=true"]);
    const response = await page.request.get(
      "/api/clinics?state=TX&services=hcg-therapy&rating=4&telehealth=true&limit=1",
    );
    await expect(banner(page)).toContainText(`(${response.headers()["x-total-count"]} clinic`);
    expect(await shownTotal(page)).toBeLessThan(before);
    await expect(panel.getByRole("checkbox", { name: "HCG Therapy" })).toBeChecked();
  });

  test("Apply Filters starts again at page 1 and keeps the location, sort and view", async ({ page }) => {
    await page.goto("/search?location=Texas&sort=name&page=3");
    await hydrated(page);
    await sidebar(page).getByRole("checkbox", { name: "HCG Therapy" }).check();
    await sidebar(page).getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/\/search\?location=Texas&services=hcg-therapy&sort=name$/);
  });

  test("Clear All resets the filters and applies at once", async ({ page }) => {
    await page.goto(
      "/search?location=Houston%2C%20TX&distance=10&services=hcg-therapy&rating=4&insurance=aetna&maxPrice=200&telehealth=true",
    );
    await hydrated(page);
    await sidebar(page).getByRole("button", { name: "Clear All" }).click();
    await expect(page).toHaveURL(/\/search\?location=Houston%2C%20TX$/);
    await expect(sidebar(page).getByRole("radio", { name: "Within 50 miles" })).toBeChecked();
    await expect(sidebar(page).getByRole("checkbox", { name: "HCG Therapy" })).not.toBeChecked();
    await expect(sidebar(page).getByRole("radio", { name: "Any rating" })).toBeChecked();
  });

  test("the distance choice narrows a point search", async ({ page }) => {
    await page.goto("/search?location=Houston%2C%20TX");
    await hydrated(page);
    const wide = await shownTotal(page);
    await sidebar(page).getByRole("radio", { name: "Within 5 miles" }).check();
    await sidebar(page).getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/distance=5$/);
    await expect.poll(() => shownTotal(page)).toBeLessThan(wide);
    const miles = (
      await results(page)
        .getByText(/ mi away$/)
        .allTextContents()
    ).map(Number.parseFloat);
    for (const value of miles) expect(value).toBeLessThanOrEqual(5);
  });

  test("'No clinics found' offers to clear the filters", async ({ page }) => {
    await page.goto(
      "/search?location=Austin%2C%20TX&distance=5&services=testosterone-pellets,hcg-therapy,testosterone-gel&maxPrice=1",
    );
    await hydrated(page);
    await expect(banner(page)).toContainText("(No clinics found)");
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expect(page).toHaveURL(/\/search\?location=Austin%2C%20TX$/);
    await expect(results(page).getByRole("article").first()).toBeVisible();
  });
});

test.describe("filter drawer (phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Filters button opens a drawer; Apply closes it and searches", async ({ page }) => {
    await page.goto("/search?location=Texas&telehealth=true");
    await hydrated(page);
    await expect(page.getByRole("complementary")).toBeHidden();
    await page.getByRole("button", { name: "Filters (1)" }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("switch", { name: "Online visits" })).toBeChecked();
    await drawer.getByRole("radio", { name: "3+ stars" }).check();
    await drawer.getByRole("button", { name: "Apply Filters" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/search\?location=Texas&minRating=3&telehealth=true$/);
    await expect(page.getByRole("button", { name: "Filters (2)" })).toBeVisible();
  });

  test("closing the drawer drops the draft", async ({ page }) => {
    await page.goto("/search?location=Texas");
    await hydrated(page);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Filters" });
    await drawer.getByRole("checkbox", { name: "HCG Therapy" }).check();
    await drawer.getByRole("button", { name: "Close filters" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/search\?location=Texas$/);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(drawer.getByRole("checkbox", { name: "HCG Therapy" })).not.toBeChecked();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("Clear All in the drawer applies at once", async ({ page }) => {
    await page.goto("/search?location=Texas&maxPrice=150");
    await hydrated(page);
    await page.getByRole("button", { name: "Filters (1)" }).click();
    await page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: "Clear All" }).click();
    await expect(page).toHaveURL(/\/search\?location=Texas$/);
  });
});

test.describe("pagination and sorting", () => {
  test("pages through the results; the back button returns", async ({ page }) => {
    await page.goto("/search?location=Texas");
    await hydrated(page);
    const total = await shownTotal(page);
    const heading = (from: number, to: number) =>
      page.getByRole("heading", { name: `Showing ${from}–${to} of ${total} clinics` });
    await expect(heading(1, 12)).toBeVisible();
    const firstPage = await results(page).getByRole("heading", { level: 3 }).allTextContents();
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.locator('[aria-current="page"]')).toHaveText("Page 1");
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/search\?location=Texas&page=2$/);
    await expect(heading(13, 24)).toBeVisible();
    const secondPage = await results(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    await pagination.getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/page=3$/);
    await page.goBack();
    await expect(page).toHaveURL(/page=2$/);
    await expect(heading(13, 24)).toBeVisible();
    await pagination.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/search\?location=Texas$/);
    const lastPage = Math.ceil(total / 12);
    await pagination.getByRole("link", { name: `Page ${lastPage}` }).click();
    await expect(pagination.getByRole("link", { name: "Next" })).toHaveCount(0);
  });

  test("the sort control reorders and keeps the filters", async ({ page }) => {
    await page.goto("/search?location=Houston%2C%20TX&services=testosterone-injections");
    await hydrated(page);
    const sort = page.getByRole("combobox", { name: "Sort by" });
    await expect(sort).toHaveValue("distance");
    const miles = (
      await results(page)
        .getByText(/ mi away$/)
        .allTextContents()
    ).map(Number.parseFloat);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));

    await sort.selectOption("name");
    await expect(page).toHaveURL(
      /\/search\?location=Houston%2C%20TX&services=testosterone-injections&sort=name$/,
    );
    await expect(sort).toHaveValue("name");
    const names = await results(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    await sort.selectOption("reviews");
    await expect(page).toHaveURL(/sort=reviews$/);
    const counts = (
      await results(page)
        .getByText(/^Rated [\d.]+ out of 5 \(/)
        .allTextContents()
    ).map((text) => Number(/\(([\d,]+) reviews?\)/.exec(text)?.[1]?.replace(",", "")));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  test("'Nearest first' is offered only when there is a point to measure from", async ({ page }) => {
    await page.goto("/search?location=Texas");
    const options = await page.getByRole("combobox", { name: "Sort by" }).locator("option").allTextContents();
    expect(options).toEqual(["Highest rated", "Most reviewed", "Name (A–Z)", "Lowest monthly price"]);
  });

  test("while new results load: 'Searching for clinics...' and 3 skeleton cards", async ({ page }) => {
    await page.goto("/search?location=Texas");
    await hydrated(page);
    const release = await holdDataRequests(page, "/search");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Searching for clinics..." })).toBeVisible();
    await expect(page.locator("[data-skeleton]")).toHaveCount(3);
    await expect(results(page)).toHaveCount(0);
    release();
    await expect(page.getByRole("heading", { name: /^Showing 13–24 of/ })).toBeVisible();
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);
  });
});
