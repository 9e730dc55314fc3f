import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { hydrated } from "./search-helpers.ts";

const PATH = "/tele-trt-clinics";
const cards = (page: Page) => page.getByRole("region", { name: /online clinics?/ }).getByRole("article");
const searchBox = (page: Page) =>
  page.getByRole("searchbox", { name: "Search online clinics by name or service" });

// Titles, canonical links and robots, the no-match page: page-heads.test.ts. Hostile text, unknown states and a
// state given by name: page-answers.test.ts.
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
      // A monthly price as dollars, or none: never the $-$$$$ tier (decision 43).
      await expect(card.getByText(/\$+ · [A-Za-z ]+|Contact for pricing/)).toHaveCount(0);
      await expect(card.getByRole("link", { name: /^Details for / })).toHaveAttribute(
        "href",
        /^\/clinic\/[a-z0-9-]+$/,
      );
      await expect(card.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
      await expect(
        card.getByText(/^Treats patients in (all 50 states|1 state: [A-Za-z ]+|\d+ states\b.*)$/),
      ).toHaveCount(1);
    }
    await expect(
      cards(page)
        .getByText(/^From \$[\d,.]+\/mo$/)
        .first(),
    ).toBeVisible();
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
    await expect(page).toHaveURL(/\/tele-trt-clinics\?q=virtual&state=&insurance=&maxPrice=&sort=rating$/);
    await expect(
      page.getByRole("heading", { name: /^\d+ online clinics? matching “virtual”$/ }),
    ).toBeVisible();
    for (const name of await cards(page).getByRole("heading", { level: 2 }).allTextContents()) {
      expect(name.toLowerCase()).toContain("virtual");
    }
    await searchBox(page).fill("HCG");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=HCG&state=&insurance=&maxPrice=&sort=rating$/);
    // Cards do not list services (decision 43): each listed clinic's name or services match, by the API.
    for (const card of await cards(page).all()) {
      const slug = (await card.getByRole("link", { name: /^Details for / }).getAttribute("href"))
        ?.split("/")
        .pop();
      const clinic = (await (await page.request.get(`/api/clinics/slug/${slug}`)).json()) as {
        name: string;
        services: { name: string }[];
      };
      expect([clinic.name, ...clinic.services.map((service) => service.name)].join(" ")).toMatch(/hcg/i);
    }
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/tele-trt-clinics$/);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pagination.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });
});

async function licensedTotal(page: Page, code: string): Promise<number> {
  const response = await page.request.get(`/api/clinics?licensed_state=${code}&limit=1`);
  expect(response.ok()).toBe(true);
  return Number(response.headers()["x-total-count"]);
}

const stateSelect = (page: Page) => page.getByRole("combobox", { name: "Licensed in my state" });

test.describe("licensed in my state", () => {
  test("?state=TX lists only clinics licensed in Texas, each saying where it treats", async ({ page }) => {
    await page.goto(`${PATH}?state=TX`);
    await expect(stateSelect(page)).toHaveValue("TX");
    const heading = page.getByRole("heading", { name: /^\d+ online clinics? licensed in Texas$/ });
    await expect(heading).toBeVisible();
    const total = Number((await heading.textContent())?.split(" ")[0]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(await licensedTotal(page, "TX"));
    for (const card of await cards(page).all()) {
      await expect(
        card.getByText(/^Treats patients in (all 50 states|1 state: Texas|\d+ states, including Texas)$/),
      ).toHaveCount(1);
    }
  });

  test("a searched location chooses its state; 'Show every state' lists them all", async ({ page }) => {
    await page.goto(`${PATH}?location=${encodeURIComponent("Austin, TX")}`);
    await expect(stateSelect(page)).toHaveValue("TX");
    await expect(
      page.getByText("Showing clinics licensed in Texas, where you searched (Austin, TX)."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: /licensed in Texas$/ })).toBeVisible();
    await page.getByRole("link", { name: "Show every state" }).click();
    await expect(page.getByRole("heading", { name: /^\d+ online clinics$/ })).toBeVisible();
    await expect(stateSelect(page)).toHaveValue("");
  });

  test("later pages keep the state", async ({ page }) => {
    await page.goto(`${PATH}?state=CA`);
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    if ((await pagination.count()) === 0) return;
    await pagination.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\?state=CA&page=2$/);
    await expect(pagination.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(pagination.locator('[aria-current="page"]')).toHaveText("Page 2");
  });
});

// axe needs scripts, so this runs in a context of its own (the fixture's page, unused, is not checked).
test("without JavaScript, the plain form chooses a state and keeps the text search", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(PATH);
    await searchBox(page).fill("clinic");
    await stateSelect(page).selectOption({ label: "Florida" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    // The form's insurance and monthly price questions, left unanswered, go along empty; the order as chosen.
    await expect(page).toHaveURL(/\?q=clinic&state=FL&insurance=&maxPrice=&sort=rating$/);
    await expect(stateSelect(page)).toHaveValue("FL");
    await expect(
      page.getByRole("heading", { name: /^\d+ online clinics? licensed in Florida matching “clinic”$/ }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test("at 320 px the filter form and the cards reflow without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(`${PATH}?state=TX`);
  await expect(stateSelect(page)).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
