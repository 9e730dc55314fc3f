import { cityPath } from "../../app/domain/city-url.ts";
import { lowestMonthlyPrice, monthlyFromAmount } from "../../app/domain/monthly-price.ts";
import { formatRating } from "../../app/domain/rating.ts";
import {
  averageRating,
  citiesByClinicCount,
  formatCostRange,
  reviewTotal,
  STATE_PAGE_SIZE,
  typicalMonthlyCost,
} from "../../app/domain/state-stats.ts";
import { US_STATES } from "../../app/domain/us-states.ts";
import { allClinics, apiClinics } from "./clinic-data.ts";
import { expect, test } from "./fixtures.ts";

const tile = (page: import("@playwright/test").Page, label: string) =>
  page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd")
    .first();

// Every state's page, other spellings, unknown and hostile addresses: page-answers.test.ts; structured data and
// robots: page-heads.test.ts.
test.describe("state page", () => {
  test("title and stats tiles computed from the state's clinics", async ({ page, request }) => {
    const clinics = await allClinics(request, "state=TX");
    await page.goto("/trt-clinics-texas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics in Texas");
    await expect(page).toHaveTitle(
      `TRT Clinics in Texas: Compare ${clinics.length} Clinics | TRT Clinic Finder`,
    );
    await expect(tile(page, "TRT clinics")).toHaveText(String(clinics.length));
    const average = averageRating(clinics.map((c) => c.rating));
    await expect(tile(page, "Average rating")).toHaveText(formatRating(average?.average ?? 0));
    await expect(tile(page, "Patient reviews")).toHaveText(
      reviewTotal(clinics.map((c) => c.reviewCount)).toLocaleString("en-US"),
    );
    const cost = typicalMonthlyCost(clinics.flatMap((c) => c.pricing));
    if (!cost) throw new Error("no clinic in Texas lists a monthly price");
    expect(cost.basedOn).toBeGreaterThan(0);
    await expect(tile(page, "Typical monthly treatment cost")).toHaveText(formatCostRange(cost));
    await expect(page.getByText(`Median of ${cost.basedOn} monthly prices`)).toBeVisible();
  });

  test("the average rating leaves unrated clinics out and says how many were rated", async ({
    page,
    request,
  }) => {
    const unrated = (await allClinics(request)).find((c) => c.rating === null);
    if (!unrated) throw new Error("the demo data has no unrated clinic");
    const state = US_STATES.find((s) => s.code === unrated.state);
    const clinics = await allClinics(request, `state=${unrated.state}`);
    const rated = clinics.filter((c) => c.rating !== null);
    expect(rated.length).toBeLessThan(clinics.length);
    const mean = rated.reduce((sum, c) => sum + (c.rating ?? 0), 0) / rated.length;
    await page.goto(`/trt-clinics-${state?.slug}`);
    await expect(tile(page, "Average rating")).toHaveText(formatRating(mean));
    await expect(page.getByText(`Google rating, average across ${rated.length} rated clinic`)).toBeVisible();
    await expect(page.getByText("count as 4.7")).toHaveCount(0);
  });

  test("lists its cities with the most clinics (linking to city pages) and telehealth clinics licensed there", async ({
    page,
    request,
  }) => {
    const clinics = await allClinics(request, "state=TX");
    const top = citiesByClinicCount(
      clinics.map((c) => c.city),
      10,
    );
    await page.goto("/trt-clinics-texas");
    const cities = page.getByRole("region", { name: "Cities in Texas with the most clinics" });
    const links = cities.getByRole("link");
    await expect(links).toHaveCount(top.length);
    for (const [index, city] of top.entries()) {
      await expect(links.nth(index)).toHaveText(city.city);
      await expect(links.nth(index)).toHaveAttribute("href", cityPath(city.city, "TX"));
      await expect(cities.getByRole("listitem").nth(index)).toContainText(`${city.count} clinic`);
    }
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
      expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
    }

    const telehealth = await apiClinics(request, "licensed_state=TX&telehealth=true&sort=rating&limit=8");
    const online = page.getByRole("region", { name: "Telehealth clinics licensed in Texas" });
    await expect(online).toContainText(
      `${telehealth.total} online clinics are licensed to treat patients in Texas`,
    );
    const onlineLinks = online.getByRole("listitem").getByRole("link");
    await expect(onlineLinks).toHaveCount(telehealth.clinics.length);
    for (const [index, clinic] of telehealth.clinics.entries()) {
      expect(clinic.license_states).toContain("TX");
      await expect(onlineLinks.nth(index)).toHaveAttribute("href", `/clinic/${clinic.slug}`);
    }

    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${cityPath(top[0]?.city ?? "", "TX")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Best TRT Clinics in ${top[0]?.city}, TX`,
    );
  });

  test("the clinic grid: Featured badge, monthly prices, pages", async ({ page, request }) => {
    const clinics = await allClinics(request, "state=CA&sort=rating");
    await page.goto("/trt-clinics-california");
    const grid = page.getByRole("region", { name: "All TRT clinics in California" });
    const cards = grid.locator("article");
    await expect(cards).toHaveCount(Math.min(STATE_PAGE_SIZE, clinics.length));
    const featured = clinics.slice(0, STATE_PAGE_SIZE).filter((c) => c.featured);
    expect(featured.length).toBeGreaterThan(0);
    await expect(grid.getByText("Featured", { exact: true })).toHaveCount(featured.length);
    const shown = await cards.evaluateAll((articles) =>
      articles.map((article) => ({
        name: article.querySelector("h3")?.textContent ?? "",
        href: article.querySelector("h3 a")?.getAttribute("href") ?? "",
        featured: [...article.querySelectorAll(".badge")].some((badge) => badge.textContent === "Featured"),
        price: article.querySelector("[data-card-price] [aria-hidden]")?.textContent ?? null,
      })),
    );
    // One card anatomy (decision 43): "From $X/mo" from the lowest monthly price, no services or insurers.
    expect(shown).toEqual(
      clinics.slice(0, STATE_PAGE_SIZE).map((clinic) => {
        const monthly = lowestMonthlyPrice(clinic.pricing);
        return {
          name: clinic.name,
          href: `/clinic/${clinic.slug}`,
          featured: clinic.featured,
          price: monthly ? `From $${monthlyFromAmount(monthly)}/mo` : null,
        };
      }),
    );
    await expect(grid.getByRole("list", { name: "Services" })).toHaveCount(0);
    expect(clinics.length).toBeGreaterThan(STATE_PAGE_SIZE);
    const pages = page.getByRole("navigation", { name: "Pages of clinics" });
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/trt-clinics-california\?page=2$/);
    const second = page.getByRole("region", { name: "All TRT clinics in California" }).locator("article h3");
    await expect(second).toHaveText(
      clinics.slice(STATE_PAGE_SIZE, 2 * STATE_PAGE_SIZE).map((clinic) => clinic.name),
    );
    await expect(
      page.getByText(
        `Showing ${STATE_PAGE_SIZE + 1}–${Math.min(2 * STATE_PAGE_SIZE, clinics.length)} of ${clinics.length}`,
      ),
    ).toBeVisible();
    await expect(pages.locator('[aria-current="page"]')).toHaveText("Page 2");
  });

  test("a phone-sized screen shows the tiles and cards", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/trt-clinics-west-virginia");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics in West Virginia");
    await expect(tile(page, "TRT clinics")).toBeVisible();
    await expect(page.locator("article").first()).toBeVisible();
  });
});
