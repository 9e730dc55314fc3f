import type { Page } from "@playwright/test";
import type { Clinic } from "../../app/domain/clinic.ts";
import { lowestMonthlyPrice, monthlyFromAmount } from "../../app/domain/monthly-price.ts";
import { allClinics, apiClinics } from "./clinic-data.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { hydrated } from "./search-helpers.ts";

const results = (page: Page) => page.getByRole("list", { name: "Search results" });
const insurance = (page: Page) => page.getByRole("combobox", { name: "Insurance" });
const monthlyPrice = (page: Page) => page.getByRole("combobox", { name: "Monthly price" });

/** The "From $X/mo" of each card, in order; null for a card without a monthly price. */
async function cardPrices(cards: ReturnType<Page["getByRole"]>): Promise<(number | null)[]> {
  return cards.evaluateAll((articles) =>
    articles.map((article) => {
      const text = article.querySelector("[data-card-price]")?.textContent ?? "";
      const amount = /From \$([\d,.]+)\/mo/.exec(text)?.[1];
      return amount ? Number(amount.replaceAll(",", "")) : null;
    }),
  );
}

/** Cheapest first, and the cards without a monthly price after every card with one. */
function cheapestFirst(prices: readonly (number | null)[]): boolean {
  const firstMissing = prices.indexOf(null);
  const listed = firstMissing === -1 ? prices : prices.slice(0, firstMissing);
  const rest = firstMissing === -1 ? [] : prices.slice(firstMissing);
  return (
    rest.every((price) => price === null) &&
    listed.every((price, index) => index === 0 || (listed[index - 1] as number) <= (price as number))
  );
}

/** The clinic's lowest monthly price as the site reads it (rows billed per month only); null when it lists none. */
function lowestMonthly(clinic: Clinic): number | null {
  const row = lowestMonthlyPrice(clinic.pricing);
  return row ? monthlyFromAmount(row) : null;
}

test.describe("the Austin journey on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("four taps from an Austin search reach the Blue Cross clinics under $200, and their cards say so", async ({
    page,
    request,
  }) => {
    const expected = await apiClinics(request, "location=Austin%2C%20TX&insurance=blue-cross&maxPrice=200");
    const names = expected.clinics.map((clinic) => clinic.name);
    // The demo data's two Austin clinics that take Blue Cross for at most $200 a month.
    expect(names).toEqual(
      expect.arrayContaining(["Elk Meadow Men's Health & Hormones", "East Point Hormone Therapy Clinic"]),
    );

    await page.goto("/search?location=Austin%2C+TX");
    await hydrated(page);
    await expectAccessible(page, "an Austin search with the two questions beside the location box");
    // Taps 1 and 2: open the insurance question and choose Blue Cross.
    await insurance(page).selectOption({ label: "Blue Cross Blue Shield" });
    await expect(page).toHaveURL(/[?&]insurance=blue-cross(&|$)/);
    await expect(insurance(page)).toHaveValue("blue-cross");
    // Taps 3 and 4: open the monthly price and choose "Up to $200/mo", which names how many it keeps.
    await expect(
      monthlyPrice(page).getByRole("option", { name: `Up to $200/mo (${expected.total})` }),
    ).toHaveCount(1);
    await monthlyPrice(page).selectOption("200");
    await expect(page).toHaveURL(/[?&]insurance=blue-cross&maxPrice=200(&|$)/);

    const cards = results(page).getByRole("article");
    await expect(cards).toHaveCount(expected.total);
    await expect(cards.getByRole("heading")).toHaveText(names);
    for (const card of await cards.all()) await expect(card).toContainText("Takes Blue Cross");
    // The first result is on screen, without scrolling.
    await expect(cards.first()).toBeInViewport();
    await expect(page.getByText("Clinics that list no monthly price are hidden.")).toBeVisible();
    await expectAccessible(page, "Blue Cross clinics under $200 near Austin");
  });
});

test.describe("the maximum monthly price", () => {
  test("'Up to $200/mo' never hides a clinic that lists a monthly price under $200 (the whole demo set)", async ({
    page,
    request,
  }) => {
    const everyClinic = await allClinics(request);
    const under200 = everyClinic.filter((clinic) => {
      const price = lowestMonthly(clinic);
      return price !== null && price < 200;
    });
    const atMost200 = everyClinic.filter((clinic) => {
      const price = lowestMonthly(clinic);
      return price !== null && price <= 200;
    });
    expect(under200.length).toBeGreaterThan(400);

    const kept = new Set((await allClinics(request, "maxPrice=200")).map((clinic) => clinic.slug));
    expect(under200.filter((clinic) => !kept.has(clinic.slug)).map((clinic) => clinic.slug)).toEqual([]);
    expect(kept.size).toBe(atMost200.length);

    // The pages say the same: the option's count and the list's total.
    await page.goto("/search?maxPrice=200");
    await expect(monthlyPrice(page)).toHaveValue("200");
    await expect(monthlyPrice(page).locator("option:checked")).toHaveText(`Up to $200/mo (${kept.size})`);
    await expect(page.locator("#results-heading")).toContainText(`of ${kept.size.toLocaleString("en-US")}`);
    await page.goto("/trt-clinics-near-me?maxPrice=200");
    await expect(monthlyPrice(page).locator("option:checked")).toHaveText(`Up to $200/mo (${kept.size})`);
  });

  test("sorting by the lowest monthly price lists the cheapest first", async ({ page, request }) => {
    await page.goto("/search?location=Texas");
    await hydrated(page);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price");
    await expect(page).toHaveURL(/sort=price/);
    const expected = await apiClinics(request, "state=TX&sort=price&limit=12");
    const prices = expected.clinics.map(lowestMonthly);
    expect(prices.filter((price) => price !== null)).toEqual(
      [...prices].filter((price) => price !== null).sort((a, b) => (a as number) - (b as number)),
    );
    await expect(results(page).getByRole("article").getByRole("heading")).toHaveText(
      expected.clinics.map((clinic) => clinic.name),
    );
  });

  test("an old link with a price tier lists every price and says why", async ({ page, request }) => {
    await page.goto("/search?location=Texas&priceRange=%24");
    await expect(page.getByText("Price tiers ($ to $$$$) are no longer a filter")).toBeVisible();
    const { total } = await apiClinics(request, "state=TX&limit=1");
    await expect(page.locator("#results-heading")).toContainText(`of ${total}`);
    await expectAccessible(page, "a search from a link with a price tier");
  });
});

test.describe("the same questions on the finder and the online page", () => {
  test("the finder's answers filter its list and its cards say what they take", async ({ page }) => {
    await page.goto("/trt-clinics-near-me?location=Austin%2C%20TX");
    await hydrated(page);
    await insurance(page).selectOption({ label: "Self-pay only" });
    await expect(page).toHaveURL(/insurance=self-pay/);
    const cards = page.getByRole("region", { name: /TRT Clinics Near Austin/ }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText("Takes self-pay patients");
    await expectAccessible(page, "the finder with an insurance answer");
  });

  test("the finder and the online page sort by the lowest monthly price too", async ({ page }) => {
    await page.goto("/trt-clinics-near-me?location=Texas");
    await hydrated(page);
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price");
    await expect(page).toHaveURL(/sort=price/);
    const finderCards = page.getByRole("region", { name: /TRT Clinics Near Texas/ }).getByRole("article");
    await expect(finderCards.first()).toBeVisible();
    const finderPrices = await cardPrices(finderCards);
    expect(finderPrices.filter((price) => price !== null).length).toBeGreaterThan(1);
    expect(cheapestFirst(finderPrices), finderPrices.join(", ")).toBe(true);
    await expect(page.getByRole("link", { name: /^See all \d+ clinics near Texas$/ })).toHaveAttribute(
      "href",
      /sort=price/,
    );

    await page.goto("/tele-trt-clinics");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("price");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/sort=price/);
    const onlineCards = page.getByRole("region", { name: /online clinics?/ }).getByRole("article");
    await expect(onlineCards.first()).toBeVisible();
    const onlinePrices = await cardPrices(onlineCards);
    expect(cheapestFirst(onlinePrices), onlinePrices.join(", ")).toBe(true);
    await expectAccessible(page, "online clinics sorted by price");
  });

  test("the online page asks them in its search form, which works without JavaScript too", async ({
    page,
    request,
  }) => {
    await page.goto("/tele-trt-clinics");
    await insurance(page).selectOption({ label: "Any insurance" });
    await monthlyPrice(page).selectOption("150");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/insurance=true&maxPrice=150/);
    const cards = page.getByRole("region", { name: /online clinics?/ }).getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(/Takes \w/);
    const heading = await page.locator("#online-results").textContent();
    const shown = Number.parseInt(heading ?? "", 10);
    const every = await allClinics(request, "insurance=true&maxPrice=150");
    expect(shown).toBeLessThanOrEqual(every.length);
    await expect(monthlyPrice(page).locator("option:checked")).toHaveText(`Up to $150/mo (${shown})`);
    await expectAccessible(page, "online clinics with any insurance under $150");
  });
});

// axe needs scripts, so this runs in a context of its own.
test("without JavaScript, the search page's location form sends the answers along", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto("/search?location=Austin%2C%20TX");
    await insurance(page).selectOption("blue-cross");
    await monthlyPrice(page).selectOption("200");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/insurance=blue-cross&maxPrice=200$/);
    const cards = results(page).getByRole("article");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText("Takes Blue Cross");
  } finally {
    await context.close();
  }
});
