import type { Page } from "@playwright/test";
import { countPlus, formatCount } from "../../app/domain/count-label.ts";
import { US_STATES } from "../../app/domain/us-states.ts";
import { DOCUMENT_404, expect, test } from "./fixtures.ts";

interface Stats {
  clinicsCount: number;
  verifiedCount: number;
  statesCovered: number;
}

const main = (page: Page) => page.getByRole("main");

test.describe("home page", () => {
  test("search first, then the directory, then education and the sponsored kit", async ({ page }) => {
    await page.goto("/");
    const headings = await main(page).getByRole("heading", { level: 2 }).allTextContents();
    expect(headings).toEqual([
      "Featured TRT providers",
      "Find TRT clinics by state",
      "Where are you in your TRT journey?",
      "Expert resources",
      "Check your testosterone from home",
      "Take the next step with confidence",
    ]);
    // The search box comes before every section, and the sponsored kit after the directory.
    const search = page.getByRole("search", { name: "Find clinics by location" });
    const order = await main(page).evaluate((root) => {
      const top = (selector: string) => root.querySelector(selector)?.getBoundingClientRect().top ?? -1;
      return {
        search: top("search"),
        featured: top("#featured-providers-heading"),
        states: top("#state-grid-heading"),
        kit: [...root.querySelectorAll("h2")]
          .find((h) => h.textContent === "Check your testosterone from home")
          ?.getBoundingClientRect().top,
      };
    });
    expect(order.search).toBeLessThan(order.featured);
    expect(order.featured).toBeLessThan(order.states);
    expect(order.states).toBeLessThan(order.kit ?? -1);
    await expect(search).toBeInViewport();
    const featured = page.getByRole("region", { name: "Featured TRT providers" });
    const cards = featured.getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByText("Featured", { exact: true })).toBeVisible();
      await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute(
        "href",
        /^\/clinic\/[a-z0-9-]+$/,
      );
    }
    await expect(page.getByText(/Sponsored/i).first()).toBeVisible();
    await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(
      "Find Trusted TRT Clinics Near You",
    );
    await expect(page.getByRole("region", { name: "Why visitors trust us" })).toBeVisible();
  });

  test("trust badges show only figures we hold: no review total, the menu's verified count", async ({
    page,
    request,
  }) => {
    const stats = (await (await request.get("/api/stats")).json()) as Stats;
    await page.goto("/");
    const items = await page
      .getByRole("region", { name: "Why visitors trust us" })
      .getByRole("listitem")
      .allInnerTexts();
    expect(stats.statesCovered).toBe(50);
    expect(items.map((text) => text.replace(/\s+/g, " ").trim())).toEqual([
      `${countPlus(stats.clinicsCount)} TRT clinics listed`,
      `${formatCount(stats.verifiedCount)} verified clinics`,
      "All 50 States Covered",
      "Private by design: no accounts, no tracking",
    ]);
    // The side menu says the same verified count.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toContainText(
      `${formatCount(stats.verifiedCount)} verified clinics`,
    );
    await expect(page.locator("body")).not.toContainText(/HIPAA/i);
  });

  test("journey cards lead to an article, the blog and the search", async ({ page }) => {
    await page.goto("/");
    const journey = page.getByRole("region", { name: "Where are you in your TRT journey?" });
    await expect(journey.getByRole("listitem")).toHaveCount(3);
    const hrefs = await journey
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/blog/understanding-low-testosterone-signs-symptoms-solutions",
      "/blog",
      "/search",
    ]);
    await journey.getByRole("link", { name: "Browse expert resources" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("the kit promotion is an affiliate link in a new tab, with its disclosure beside it", async ({
    page,
  }) => {
    await page.goto("/");
    const promo = page.getByRole("region", { name: "Check your testosterone from home" });
    await expect(promo).toContainText("$149");
    await expect(promo).toContainText("$300-500");
    await expect(promo).toContainText("3-5 days");
    await expect(promo).toContainText(/Free\s*shipping/);
    const link = promo.getByRole("link", { name: /Order the At-Home Test Kit/ });
    await expect(link).toHaveAttribute("href", "https://example.com/at-home-testosterone-kit");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "sponsored noopener");
    await expect(link).toHaveAccessibleName(/affiliate link, opens in a new tab/);
    const disclosure = promo.locator("p").filter({ hasText: "Affiliate disclosure:" });
    await expect(disclosure).toBeVisible();
    await expect(disclosure).toContainText("we earn a commission");
    // The disclosure sits right under the link, in the same block.
    const [linkBox, disclosureBox] = [await link.boundingBox(), await disclosure.boundingBox()];
    expect(disclosureBox && linkBox && disclosureBox.y - (linkBox.y + linkBox.height)).toBeLessThan(40);
  });

  test("featured providers are the three top-rated featured clinics, labelled, with working links", async ({
    page,
    request,
  }) => {
    const expected = (await (await request.get("/api/clinics?featured=true&sort=rating&limit=3")).json()) as {
      slug: string;
      name: string;
      address: string;
      website: string | null;
    }[];
    expect(expected).toHaveLength(3);
    await page.goto("/");
    const section = page.getByRole("region", { name: "Featured TRT providers" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const [index, clinic] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByText("Featured", { exact: true })).toBeVisible();
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(clinic.name);
      await expect(card.getByRole("link", { name: clinic.name, exact: true })).toHaveAttribute(
        "href",
        `/clinic/${clinic.slug}`,
      );
      await expect(card.getByText(/Rated \d\.\d out of 5/)).toBeAttached();
      const directions = card.getByRole("link", { name: /Get Directions/ });
      await expect(directions).toHaveAttribute(
        "href",
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(clinic.address)}`,
      );
      await expect(directions).toHaveAttribute("target", "_blank");
      const website = card.getByRole("link", { name: /Visit Website/ });
      if (clinic.website) {
        await expect(website).toHaveAttribute("href", clinic.website);
        await expect(website).toHaveAttribute("target", "_blank");
        await expect(website).toHaveAttribute("rel", "noopener");
      } else {
        await expect(website).toHaveCount(0);
      }
    }
  });

  test("three featured articles link to their posts", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Expert resources" });
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const image of await section.getByRole("img").all()) {
      await expect(image).toHaveAttribute("alt", /\w{10,}/);
      await expect(image).toHaveAttribute("loading", "lazy");
    }
    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/understanding-low-testosterone-signs-symptoms-solutions$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Understanding Low Testosterone: Signs, Symptoms and Solutions",
    );
  });

  test("closing calls to action", async ({ page }) => {
    await page.goto("/");
    const cta = page.getByRole("region", { name: "Take the next step with confidence" });
    await expect(cta.getByRole("link", { name: "Find TRT Clinics" })).toHaveAttribute("href", "/search");
    await expect(cta.getByRole("link", { name: "Take the Free Assessment" })).toHaveAttribute(
      "href",
      "/tools/symptom-checker",
    );
    await expect(cta.getByRole("link", { name: "Read the TRT Guide" })).toHaveAttribute("href", "/about-trt");
  });

  test.describe("state grid", () => {
    test.use({ allowedConsoleErrors: [DOCUMENT_404] });

    test("links all 50 states and opens a state page with a full page load", async ({ page }) => {
      await page.goto("/");
      const grid = page.getByRole("region", { name: "Find TRT clinics by state" });
      const hrefs = await grid
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(US_STATES.map((state) => `/trt-clinics-${state.slug}`));
      expect(hrefs).toContain("/trt-clinics-west-virginia");
      const [document] = await Promise.all([
        page.waitForRequest(
          (request) => request.isNavigationRequest() && request.url().endsWith("/trt-clinics-new-york"),
        ),
        grid.getByRole("link", { name: "New York" }).click(),
      ]);
      expect(document.resourceType()).toBe("document");
      await expect(page).toHaveURL(/\/trt-clinics-new-york$/);
      await page.goto("/");
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("fits the screen without sideways scrolling", async ({ page }) => {
      await page.goto("/");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  });

  test.describe("unknown paths", () => {
    test.use({ allowedConsoleErrors: [DOCUMENT_404] });

    test("open with a 'not found' notice and a working search box, then the home page with its live data", async ({
      page,
    }) => {
      // Its title and robots: page-heads.test.ts.
      const response = await page.goto("/this/page/does-not-exist");
      expect(response?.status()).toBe(404);
      await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
      await expect(page.getByRole("search")).toHaveCount(1);
      const search = page.getByRole("search", { name: "Find clinics by location" });
      await expect(search).toBeInViewport();
      await expect(page.getByRole("heading", { level: 2 }).first()).toHaveText("Featured TRT providers");
      await expect(
        page.getByRole("region", { name: "Featured TRT providers" }).getByRole("article"),
      ).toHaveCount(3);
      await expect(page.getByRole("region", { name: "Why visitors trust us" })).toContainText(
        "TRT clinics listed",
      );
      await expect(page.getByRole("heading", { name: "Find TRT clinics by state" })).toBeAttached();

      await search.getByRole("combobox", { name: "City, state, or ZIP code" }).fill("Austin, TX");
      await search.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/\/search\?location=Austin%2C(\+|%20)TX$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });
});
