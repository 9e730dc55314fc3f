import { expect, test } from "./fixtures.ts";
import { hydrated } from "./search-helpers.ts";

const PATH = "/styleguide";
// Kept out of search indexes and the sitemap: page-answers.test.ts.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the styleguide shows every component and state at ${viewport.width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const response = await page.goto(PATH);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Styleguide");
    for (const section of ["Tokens", "Buttons", "Badges", "Clinic cards", "Pagination", "Empty state"]) {
      await expect(page.getByRole("region", { name: section })).toBeVisible();
    }

    const buttons = page.getByRole("region", { name: "Buttons" });
    await expect(buttons.locator(".btn-primary")).toHaveCount(3);
    await expect(buttons.locator(".btn-secondary")).toHaveCount(2);
    await expect(buttons.locator(".btn-quiet")).toHaveCount(2);
    // A link styled as a button stays a link.
    await expect(buttons.getByRole("link", { name: "Find TRT Clinics" })).toHaveAttribute("href", "/search");

    const badges = page.getByRole("region", { name: "Badges" });
    for (const text of [
      "Verified",
      "Verified Mar 3, 2026",
      "Last verified Mar 3, 2024",
      "Not yet verified",
      "Online care",
      "Online",
      "Featured",
      "Sponsored",
      "Open now · closes 5:00 PM",
      "Open now · closes Tue 2:00 AM",
      "Open 24 hours",
      "Opens today at 9:00 AM",
      "Closed · opens Mon 8:00 AM",
    ]) {
      await expect(badges.getByText(text, { exact: true })).toBeVisible();
    }

    const cards = page.getByRole("region", { name: "Clinic cards" });
    for (const variant of ["list", "featured"]) {
      await expect(cards.locator(`article[data-card="${variant}"]`).first()).toBeVisible();
    }
    await expect(cards.locator("[data-skeleton]")).toHaveCount(1);
    const edge = (label: string) => cards.locator(`[data-edge-case="${label}"] article`);
    await expect(edge("No rating").getByText("No reviews yet")).toBeVisible();
    await expect(edge("No hours").locator("[data-open-status]")).toHaveCount(0);
    await expect(edge("Long name").getByRole("heading", { level: 4 })).toContainText(
      "Extraordinarily Long-Named",
    );
    await expect(edge("No phone, no monthly price").getByRole("link", { name: /^Call / })).toHaveCount(0);
    // No monthly price: the card says nothing of price rather than show the tier (decision 43).
    await expect(edge("No phone, no monthly price").locator("[data-card-price]")).toHaveCount(0);
    // The open-now line of a clinic with hours is drawn after hydration.
    await expect(cards.locator('article[data-card="list"] [data-open-status]').first()).not.toHaveAttribute(
      "data-open-status",
      "pending",
    );

    const pagination = page.getByRole("region", { name: "Pagination" });
    const first = pagination.getByRole("navigation", { name: "Pagination example: first page" });
    await expect(first.getByRole("link", { name: "Previous" })).toHaveCount(0);
    await expect(first.getByRole("link", { name: "Next" })).toHaveAttribute("rel", "next");
    await expect(first.locator('[aria-current="page"]')).toHaveText("Page 1");
    const middle = pagination.getByRole("navigation", { name: "Pagination example: middle page" });
    await expect(middle.getByRole("link", { name: "Previous" })).toHaveAttribute("rel", "prev");
    await expect(middle.locator('[aria-current="page"]')).toHaveText("Page 6");
    const last = pagination.getByRole("navigation", { name: "Pagination example: last page" });
    await expect(last.getByRole("link", { name: "Next" })).toHaveCount(0);
    await expect(last.locator('[aria-current="page"]')).toHaveText("Page 12");

    await expect(page.getByRole("region", { name: "Empty state" }).locator("[data-empty-state]")).toHaveCount(
      2,
    );

    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await testInfo.attach(`styleguide-${viewport.width}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
  });
}
