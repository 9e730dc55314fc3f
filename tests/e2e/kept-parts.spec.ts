import type { Page } from "@playwright/test";
import { apiClinics } from "./clinic-data.ts";
import { expect, test } from "./fixtures.ts";
import { holdDataRequests, hydrated, markDocument, sameDocument } from "./search-helpers.ts";

// Parts of a page that do nothing in the browser are kept as the server drew them: a page opened from a link
// does not load their code, and a page the browser draws itself loads it (decision 54).

/** The site's scripts the page has asked for, by file name without its hash ("clinic-parts"). */
async function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/assets/") && path.endsWith(".js"))
      .map((path) => (path.split("/").pop() ?? "").replace(/-[\w-]{8}\.js$/, "")),
  );
}

/** The cards' parts' code reaches the browser 1.5 s after it is asked for. */
async function delayCardParts(page: Page) {
  await page.route(/\/assets\/clinic-card-parts-[\w-]{8}\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

const KEPT_CHUNKS = ["clinic-parts", "clinic-card-parts", "state-parts", "city-parts", "online-parts"];

test.describe("parts kept as the server drew them", () => {
  test("a clinic's profile opened from a link loads none of its static parts' code, and still works", async ({
    page,
    request,
  }) => {
    const {
      clinics: [clinic],
    } = await apiClinics(request, "location=Austin%2C%20TX&limit=1");
    if (!clinic) throw new Error("no clinic near Austin");
    await page.goto(`/clinic/${clinic.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(clinic.name);
    const loaded = await scriptsLoaded(page);
    expect(loaded.filter((name) => KEPT_CHUNKS.includes(name))).toEqual([]);

    // What works in the browser does: the tabs follow the URL, Compare counts the clinic.
    await page.getByRole("tab", { name: "Reviews", exact: true }).click();
    await expect(page).toHaveURL(/\?tab=reviews$/);
    await page.getByRole("tab", { name: "Statistics" }).click();
    await expect(page).toHaveURL(/\?tab=reviews&review=statistics$/);
    await expect(page.getByRole("tabpanel").filter({ visible: true }).last()).toContainText("What we hold");
    await page
      .getByTestId("profile-compare")
      .getByRole("button", { name: `Compare ${clinic.name}` })
      .click();
    await expect(page.getByTestId("profile-compare")).toContainText("1 of 3 clinics chosen to compare.");
  });

  test("a link inside a kept part opens the next page inside the app, which draws its parts itself", async ({
    page,
    request,
  }) => {
    const { clinics } = await apiClinics(request, "location=Austin%2C%20TX&limit=20");
    const first = clinics.find((clinic) => clinic.city === "Austin");
    if (!first) throw new Error("no clinic in Austin");
    await page.goto(`/clinic/${first.slug}`);
    await markDocument(page);

    // The breadcrumbs are kept as drawn: their link to the city is followed without a new page load.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Austin" }).click();
    await expect(page).toHaveURL(/\/city\/austin\/tx$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Austin");
    expect(await sameDocument(page), "the city page came without a new page load").toBe(true);
    expect(await scriptsLoaded(page)).toContain("city-parts");

    // A clinic's name on a card (kept as drawn) leads to its profile, drawn whole by the browser.
    const next = page.locator(`.clinic-card-name a:not([href="/clinic/${first.slug}"])`).first();
    const name = (await next.textContent()) ?? "";
    await next.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(await sameDocument(page)).toBe(true);
    expect(await scriptsLoaded(page)).toContain("clinic-parts");
    await expect(page.getByRole("tabpanel").filter({ visible: true }).first()).toContainText(`About ${name}`);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(name);
  });

  test("a profile shown after another one draws the new clinic in every part", async ({ page, request }) => {
    const {
      clinics: [first, second],
    } = await apiClinics(request, "location=Austin%2C%20TX&limit=2");
    if (!first || !second) throw new Error("fewer than two clinics in Austin");
    await page.goto(`/clinic/${first.slug}`);
    await markDocument(page);
    // A link to the second clinic, clicked from the first one's page: the same route with new data.
    await page.evaluate((slug) => {
      const link = document.createElement("a");
      link.href = `/clinic/${slug}`;
      link.dataset.discover = "true";
      link.textContent = "Next clinic";
      document.querySelector("main")?.prepend(link);
    }, second.slug);
    await page.getByRole("link", { name: "Next clinic" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second.name);
    expect(await sameDocument(page)).toBe(true);
    const header = page.locator("header.hero");
    await expect(header).not.toContainText(first.name);
    await expect(header).toContainText(second.address);
    await expect(page.getByTestId("clinic-call-bar")).toHaveCount(1);
    await expect(page.getByRole("tabpanel").filter({ visible: true }).first()).toContainText(
      `About ${second.name}`,
    );
  });

  test("the online list's kept filters are sent with its search form", async ({ page }) => {
    await page.goto("/tele-trt-clinics");
    await markDocument(page);
    expect((await scriptsLoaded(page)).filter((name) => KEPT_CHUNKS.includes(name))).toEqual([]);
    await page.getByLabel("Licensed in my state").selectOption("TX");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]state=TX/);
    await expect(page.getByRole("heading", { name: /licensed in Texas/ })).toBeVisible();
    expect(await sameDocument(page), "the form was sent inside the app").toBe(true);
  });

  test("a second filter chosen as soon as the address shows the first keeps both, however slow the parts' code", async ({
    page,
  }) => {
    await page.goto("/trt-clinics-near-me");
    await hydrated(page);
    // The cards' parts' code comes late: the navigation must wait for it rather than draw the page without it.
    await delayCardParts(page);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await page
      .getByRole("group", { name: "Treatments" })
      .getByRole("checkbox", { name: "HCG Therapy" })
      .check();
    await expect(page).toHaveURL(/\?services=hcg-therapy$/);
    // No wait for the new cards: the page the second choice is made on is the one the address names.
    await page.getByRole("combobox", { name: "Monthly price" }).selectOption("200");
    await expect(page).toHaveURL(/\?services=hcg-therapy&maxPrice=200$/);
    await expect(page.getByRole("button", { name: "Filters (2)" })).toBeVisible();
    expect(await scriptsLoaded(page)).toContain("clinic-card-parts");
  });

  test("on the search page too, a second payment answer chosen as soon as the address shows the first keeps both", async ({
    page,
  }) => {
    await page.goto("/search?location=Austin%2C+TX&maxPrice=100");
    await hydrated(page);
    await delayCardParts(page);
    // Any price: clinics not shown before, whose cards the browser draws with the parts' late code.
    await page.getByRole("combobox", { name: "Monthly price" }).selectOption("");
    await expect(page).toHaveURL(/\?location=Austin%2C%20TX$/);
    await page.getByRole("combobox", { name: "Insurance" }).selectOption({ label: "Blue Cross Blue Shield" });
    await expect(page).toHaveURL(/\?location=Austin%2C%20TX&insurance=blue-cross$/);
    await expect(page.getByRole("combobox", { name: "Monthly price" })).toHaveValue("");
    expect(await scriptsLoaded(page)).toContain("clinic-card-parts");
  });

  test("a page with kept parts shows its loading state, and its result cards mark their markers", async ({
    page,
  }) => {
    await page.goto("/search?location=Texas");
    const release = await holdDataRequests(page, "/search");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page.locator("[data-skeleton]")).toHaveCount(3);
    release();
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);
    await expect(page).toHaveURL(/page=2/);

    // Focus and hover inside a card's kept parts reach the list's handlers.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/search?location=78701&distance=5");
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    const first = page.getByRole("list", { name: "Search results" }).locator(":scope > li").first();
    await first.getByRole("link", { name: /^Details for / }).focus();
    await expect(first).toHaveAttribute("data-highlighted", "");
    await expect(page.locator(".clinic-map-marker.is-active, .clinic-map-cluster.is-active")).toHaveCount(1);
  });

  test("the search page keeps its cards and structured data as sent; a search drawn in the browser brings its own", async ({
    page,
  }) => {
    // The page sends the browser only what the cards' live lines read, and no structured data (decision 57).
    const structuredData = async () =>
      JSON.parse(
        (await page.locator('head script[type="application/ld+json"]').first().textContent()) ?? "{}",
      ) as { "@type"?: string; itemListElement?: { name: string }[] };
    const cards = page.getByRole("list", { name: "Search results" }).locator(":scope > li");
    const directions = cards.getByRole("link", { name: /^Directions to / });

    await page.goto("/search?location=Austin%2C+TX");
    await hydrated(page);
    await markDocument(page);
    const sent = await structuredData();
    expect(sent["@type"]).toBe("ItemList");
    expect(sent.itemListElement).toHaveLength(await cards.count());
    await expect(directions.first()).toHaveAttribute("href", /query=\d+/);
    expect(await scriptsLoaded(page)).not.toContain("clinic-card-parts");

    await page.getByLabel("Sort by").selectOption("name");
    await expect(page).toHaveURL(/sort=name/);
    expect(await sameDocument(page)).toBe(true);
    const names = await cards.getByRole("heading", { level: 3 }).allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // Drawn by the browser from the navigation's data: every card whole, and the head's list in the new order.
    expect(await directions.count()).toBe(names.length);
    for (const link of await directions.all()) await expect(link).toHaveAttribute("href", /query=\d+/);
    await expect.poll(async () => (await structuredData()).itemListElement?.[0]?.name).toBe(names[0]);
  });
});
