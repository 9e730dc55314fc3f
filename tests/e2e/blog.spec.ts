import { readdirSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { hydrated, markDocument, sameDocument } from "./search-helpers.ts";

const COST_GUIDE = "/blog/trt-cost-guide-2025-what-to-expect-how-to-save";
const SPONSORED = "/blog/trt-nation-at-home-testing-revolutionary-testosterone-assessment";

const LISTED = [
  ["empowerdx-testosterone-test-home-kit-review", "Jan 31, 2025", "7 min read", "Product Review"],
  [
    "trt-nation-at-home-testing-revolutionary-testosterone-assessment",
    "Jan 28, 2025",
    "6 min read",
    "Sponsored Content",
  ],
  ["trt-cost-guide-2025-what-to-expect-how-to-save", "Jan 25, 2025", "7 min read", "Cost Analysis"],
  ["choosing-right-trt-clinic-patients-complete-guide", "Jan 22, 2025", "6 min read", "Clinic Selection"],
  ["understanding-low-testosterone-signs-symptoms-solutions", "Jan 20, 2025", "7 min read", "Education"],
] as const;

test.describe("blog list", () => {
  test("lists the five articles with title, summary, date, read time, category and tags; a card opens its article", async ({
    page,
  }) => {
    // Its title and RSS link: page-heads.test.ts.
    await page.goto("/blog");
    const cards = page.getByRole("list", { name: "Articles" }).getByRole("article");
    await expect(cards).toHaveCount(5);
    for (const [index, [slug, date, readTime, category]] of LISTED.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute(
        "href",
        `/blog/${slug}`,
      );
      await expect(
        card
          .locator("p")
          .filter({ hasText: /\w+( \w+){8,}/ })
          .first(),
      ).toBeVisible();
      await expect(card).toContainText(date);
      await expect(card).toContainText(readTime);
      await expect(card).toContainText(category);
      expect(await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count()).toBeGreaterThan(0);
    }
    // A card opens its article.
    await page
      .getByRole("link", { name: "Choosing the Right TRT Clinic: A Patient's Complete Guide" })
      .click();
    await expect(page).toHaveURL(/\/blog\/choosing-right-trt-clinic-patients-complete-guide$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Choosing the Right TRT Clinic: A Patient's Complete Guide",
    );
  });
});

test.describe("blog post", () => {
  test("shows the header, body, call to action, related articles and back link", async ({ page }) => {
    const response = await page.goto(COST_GUIDE);
    expect(response?.status()).toBe(200);
    const article = page.getByRole("article").first();
    await expect(article.getByText("Cost Analysis", { exact: true })).toBeVisible();
    await expect(article.getByText("7 min read")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "TRT Cost Guide 2025: What to Expect and How to Save",
    );
    await expect(article).toContainText("What testosterone therapy really costs in the US");
    await expect(article).toContainText("By TRT Clinic Finder Editorial Team");
    await expect(article.locator("time[datetime='2025-01-25']")).toHaveText("January 25, 2025");
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible();
    await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(article.getByRole("cell", { name: "$150-400" }).first()).toBeVisible();
    await expect(article.getByRole("heading", { name: "Sources" })).toBeVisible();
    await expect(
      article.getByRole("link", { name: /Endocrine Society Clinical Practice Guideline/ }),
    ).toHaveAttribute("href", "https://doi.org/10.1210/jc.2018-00229");
    await expect(page.getByRole("complementary", { name: "Medical disclaimer" })).toContainText(
      "Last reviewed: November 1, 2026",
    );
    await expect(page.getByRole("link", { name: "Find TRT Clinics Near Me" })).toHaveAttribute(
      "href",
      "/search",
    );
    const related = page.getByRole("region", { name: "Related articles" }).getByRole("article");
    await expect(related).toHaveCount(2);
    await expect(related.nth(0).getByRole("link")).toHaveAttribute(
      "href",
      "/blog/choosing-right-trt-clinic-patients-complete-guide",
    );
    // Headings in the body get ids.
    const ids = await page
      .locator("[data-markdown]")
      .locator("h2[id], h3[id]")
      .evaluateAll((headings) => headings.map((h) => h.id));
    expect(ids.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    // An unsponsored article has no affiliate link.
    await expect(page.locator('a[rel~="sponsored"]')).toHaveCount(0);

    await page.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("an article keeps its text once live, and a related article opened in the app brings its own", async ({
    page,
  }) => {
    // The page sends the browser only its article's shape; the browser keeps the text the server drew (decision 57).
    const body = page.locator("[data-markdown]");
    await page.goto(COST_GUIDE);
    await hydrated(page);
    await markDocument(page);
    await expect(body.getByRole("cell", { name: "$150-400" }).first()).toBeVisible();
    expect(await body.locator("h2").count()).toBeGreaterThan(3);

    await page
      .getByRole("region", { name: "Related articles" })
      .getByRole("link", { name: /Choosing the Right TRT Clinic/ })
      .first()
      .click();
    await expect(page).toHaveURL(/choosing-right-trt-clinic-patients-complete-guide$/);
    expect(await sameDocument(page)).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Choosing the Right TRT Clinic");
    await expect(body.getByRole("cell", { name: "$150-400" })).toHaveCount(0);
    expect(await body.locator("h2").count()).toBeGreaterThan(3);
    expect(((await body.textContent()) ?? "").length).toBeGreaterThan(2000);
  });

  test("the sponsored article is labelled, and its affiliate link carries the disclosure", async ({
    page,
  }) => {
    await page.goto(SPONSORED);
    await expect(page.getByText("Sponsored article.", { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("article").first()).toContainText("Sponsorship disclosure:");
    await expect(page.getByText("Sponsored Content", { exact: true }).first()).toBeVisible();
    const link = page.getByRole("link", { name: /Order the At-Home Test Kit/ });
    await expect(link).toHaveAttribute("href", "https://example.com/at-home-testosterone-kit");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "sponsored noopener");
    await expect(page.getByText(/Affiliate disclosure:/)).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("wide tables scroll inside their own region, not the page", async ({ page }) => {
      await page.goto("/blog/trt-injections-gels-pellets-compared");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const region = page.getByRole("region", { name: /^Table 1: Form/ });
      await expect(region).toBeVisible();
      expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await region.focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    });
  });
});

test.describe("share button", () => {
  test("without the Web Share API, copies the link and says so", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      // biome-ignore lint/suspicious/noExplicitAny: removing a browser API for the test
      delete (Navigator.prototype as any).share;
    });
    await page.goto(COST_GUIDE);
    expect(await page.evaluate(() => "share" in navigator)).toBe(false);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Link copied to your clipboard." }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${COST_GUIDE}`);
  });

  test("uses the device share sheet when there is one", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value(data: ShareData) {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await page.goto(COST_GUIDE);
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({
        title: "TRT Cost Guide 2025: What to Expect and How to Save",
        url: `${baseURL}${COST_GUIDE}`,
      });
    await expect(page.getByText("Link copied to your clipboard.")).toHaveCount(0);
  });
});

const ALL_SLUGS = readdirSync("content/blog")
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.replace(/\.md$/, ""));

// Ten articles, each listed in the RSS feed: page-answers.test.ts.
test("every article renders with its illustration, sources, disclaimer and related articles", async ({
  page,
}) => {
  test.slow(); // ten pages
  expect(ALL_SLUGS).toHaveLength(10);
  for (const slug of ALL_SLUGS) {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 }), slug).toBeVisible();
    const illustration = page.locator("article img").first();
    await expect(illustration, slug).toHaveAttribute("src", /^\/images\/blog\/[a-z0-9-]+\.svg$/);
    await expect(illustration, slug).toHaveAttribute("alt", /\w{10,}/);
    await expect
      .poll(() => illustration.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: slug })
      .toBeGreaterThan(0);
    await expect(page.getByRole("heading", { name: "Sources" }), slug).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Medical disclaimer" }), slug).toContainText(
      "Last reviewed",
    );
    await expect(
      page.getByRole("region", { name: "Related articles" }).getByRole("article"),
      slug,
    ).toHaveCount(2);
  }
});
