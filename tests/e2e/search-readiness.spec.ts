import { expect, test } from "./fixtures.ts";
import { hydrated } from "./search-helpers.ts";

const TITLE_MAX = 60;

// What the sitemap offers and every page's head, on a server of real listings, and the titles of long names:
// search-readiness.test.ts and page-heads.test.ts. Here: the head follows a navigation inside the app.
test.describe("search readiness in the browser", () => {
  test("a later page of a state gets its own title and description, also after client navigation", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/trt-clinics-texas");
    await hydrated(page);
    const description = page.locator('meta[name="description"]');
    const firstTitle = await page.title();
    const firstDescription = await description.getAttribute("content");
    expect(firstTitle.length).toBeLessThanOrEqual(TITLE_MAX);

    await page
      .getByRole("navigation", { name: "Pages of clinics" })
      .getByRole("link", { name: "Next" })
      .click();
    await expect(page).toHaveURL(/\/trt-clinics-texas\?page=2$/);
    await expect(page).toHaveTitle(/^TRT Clinics in Texas: Compare \d+ Clinics \(Page 2\)/);
    await expect(description).toHaveAttribute(
      "content",
      /^Clinics 25–48 of the \d+ .* in Texas, best rated first \(page 2 of \d+\)\./,
    );
    expect(await page.title()).not.toBe(firstTitle);
    expect(await description.getAttribute("content")).not.toBe(firstDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/trt-clinics-texas?page=2`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_US");
    // This server holds only the fictional demo clinics: a page listing only them is noindex (decision 33).
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });
});
