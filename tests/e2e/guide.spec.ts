import { expect, test } from "./fixtures.ts";

const SECTIONS = [
  "what-is-testosterone",
  "symptoms",
  "testing",
  "treatment-options",
  "benefits",
  "risks",
  "cost",
  "finding-provider",
];

// The guide's title, description and structured data: page-heads.test.ts.
test.describe("TRT guide", () => {
  test("has a table of contents whose anchors are the eight sections, in order", async ({ page }) => {
    const response = await page.goto("/about-trt");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Complete Guide to Testosterone Replacement Therapy (TRT)",
    );
    const toc = page.getByRole("navigation", { name: "In this guide" });
    const hrefs = await toc
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(SECTIONS.map((id) => `#${id}`));
    for (const id of SECTIONS) {
      const heading = page.locator(`h2#${id}`);
      await expect(heading).toHaveCount(1);
      // Each section has real content: at least a few paragraphs or lists before the next section.
      const words = await heading.evaluate((h) => {
        let text = "";
        for (let node = h.nextElementSibling; node && node.tagName !== "H2"; node = node.nextElementSibling)
          text += ` ${node.textContent ?? ""}`;
        return text.split(/\s+/).filter(Boolean).length;
      });
      expect(words, id).toBeGreaterThan(150);
    }
  });

  test("a contents link jumps to its section", async ({ page }) => {
    await page.goto("/about-trt");
    await page
      .getByRole("navigation", { name: "In this guide" })
      .getByRole("link", { name: "Cost of TRT" })
      .click();
    await expect(page).toHaveURL(/#cost$/);
    await expect(page.locator("h2#cost")).toBeInViewport();
    // The sticky header must not cover the heading.
    const top = await page.locator("h2#cost").evaluate((h) => h.getBoundingClientRect().top);
    const header = await page.getByRole("banner").evaluate((h) => h.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(header);
  });

  test("cites its sources, shows when it was reviewed and carries the disclaimer", async ({ page }) => {
    await page.goto("/about-trt");
    await expect(page.getByText(/^Last reviewed November 1, 2026/)).toBeVisible();
    const sources = page.getByRole("region", { name: "Sources" }).getByRole("listitem");
    expect(await sources.count()).toBeGreaterThanOrEqual(8);
    await expect(
      page.getByRole("link", { name: /Cardiovascular Safety of Testosterone-Replacement Therapy/ }),
    ).toHaveAttribute("href", "https://doi.org/10.1056/NEJMoa2215025");
    await expect(page.getByRole("complementary", { name: "Medical disclaimer" })).toContainText(
      "not medical advice",
    );
    await expect(page.locator("main")).not.toContainText("{#");
  });

  test("links onward to the tools and the search", async ({ page }) => {
    await page.goto("/about-trt");
    const next = page.getByRole("complementary", { name: "Ready for the next step?" });
    await expect(next.getByRole("link", { name: "Find TRT Clinics", exact: true })).toHaveAttribute(
      "href",
      "/search",
    );
    await expect(next.getByRole("link", { name: "Take the Free Assessment" })).toHaveAttribute(
      "href",
      "/tools/symptom-checker",
    );
    await page.getByRole("link", { name: "symptom checker" }).first().click();
    await expect(page).toHaveURL(/\/tools\/symptom-checker$/);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("fits the screen; wide tables scroll on their own", async ({ page }) => {
      await page.goto("/about-trt");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expect(page.getByRole("navigation", { name: "In this guide" })).toBeVisible();
    });
  });
});
