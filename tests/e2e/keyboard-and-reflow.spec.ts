import type { Locator, Page } from "@playwright/test";
import { cityPath } from "../../app/domain/city-url.ts";
import { statePath } from "../../app/domain/state-url.ts";
import { stateByCode } from "../../app/domain/us-states.ts";
import { apiClinics } from "./clinic-data.ts";
import { expect, test } from "./fixtures.ts";
import { elementsPastTheEdge, focusedElement, focusProblems } from "./focus-helpers.ts";
import { hydrated, stubTiles } from "./search-helpers.ts";

const FINDER = "/trt-clinics-near-me";
const announcer = (page: Page) => page.locator("#route-announcer");
const viewToggle = (page: Page) => page.getByRole("navigation", { name: "Results view" });
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Filters" });
const resultsHeading = (page: Page) => page.locator("#results-heading");

async function expectFocusVisible(page: Page, label: string) {
  expect(await focusProblems(page), `${label} (focus on ${await focusedElement(page)})`).toEqual([]);
}

/** The map shown and settled; a map below the fold (the finder's) loads once it is scrolled to. */
async function mapReady(page: Page) {
  await page.locator(".map-frame").first().scrollIntoViewIfNeeded();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expect(page.getByText("Loading interactive map...")).toBeHidden();
}

/** Tabs from `start` until focus leaves `scope`, checking at each stop that focus can be seen. */
async function tabThrough(page: Page, scope: Locator, key: "Tab" | "Shift+Tab", label: string) {
  let stops = 0;
  for (;;) {
    await page.keyboard.press(key);
    if (!(await scope.evaluate((element) => element.contains(document.activeElement)))) break;
    stops++;
    await expectFocusVisible(page, `${label}, stop ${stops}`);
  }
  return stops;
}

test.beforeEach(async ({ page }) => {
  await stubTiles(page);
});

test.describe("focus that can be seen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the List/Map toggle shows an uncut focus ring, before and after switching", async ({ page }) => {
    await page.goto("/search?location=Chicago%2C%20IL");
    await hydrated(page);
    await page.getByRole("combobox", { name: "Sort by" }).focus();
    await page.keyboard.press("Tab");
    await expect(viewToggle(page).getByRole("link", { name: "List" })).toBeFocused();
    await expectFocusVisible(page, "List link");
    await page.keyboard.press("Tab");
    const map = viewToggle(page).getByRole("link", { name: "Map" });
    await expect(map).toBeFocused();
    await expectFocusVisible(page, "Map link");

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/view=map$/);
    await mapReady(page);
    await expect(map).toBeFocused();
    await expectFocusVisible(page, "Map link after switching");
  });

  for (const { label, path } of [
    { label: "the search page's map", path: "/search?location=Chicago%2C%20IL&view=map" },
    { label: "the finder's map", path: FINDER },
  ]) {
    test(`${label} shows a focus ring when reached with the keyboard`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await mapReady(page);
      const container = page.locator(".leaflet-container");
      // The control just before the map, then Tab onto the map itself.
      await page.evaluate(() => {
        const map = document.querySelector(".leaflet-container");
        const before = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select")].filter(
          (element) =>
            map &&
            element.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING &&
            !map.contains(element),
        );
        before.at(-1)?.focus();
      });
      await page.keyboard.press("Tab");
      await expect(container).toBeFocused();
      await expectFocusVisible(page, label);
    });
  }

  test("filter options reached with Tab or Shift+Tab stay clear of the sticky Apply bar and header", async ({
    page,
  }) => {
    await page.goto("/search?location=Chicago%2C%20IL");
    await hydrated(page);
    const form = sidebar(page).getByRole("form", { name: "Filter clinics" });
    await sidebar(page).getByRole("radio", { name: "Within 50 miles" }).focus();
    await expectFocusVisible(page, "first filter");
    const forward = await tabThrough(page, form, "Tab", "tabbing down the filters");
    // Distance, services, rating, online care, then Apply and Clear All (insurance and price are beside the box).
    expect(forward).toBeGreaterThan(10);
    await sidebar(page).getByRole("button", { name: "Clear All" }).focus();
    await tabThrough(page, form, "Shift+Tab", "tabbing back up the filters");
  });
});

test.describe("client-side navigation", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the first page load moves no focus and announces nothing", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    await expect(announcer(page)).toBeAttached();
    await expect(announcer(page)).toHaveText("");
    expect(await focusedElement(page)).toBe("body");
  });

  test("a link moves focus to the new page's heading and announces its title; Back returns to the link", async ({
    page,
  }) => {
    await page.goto("/blog");
    await hydrated(page);
    const article = page.getByRole("main").getByRole("article").nth(1).getByRole("link");
    const name = (await article.textContent()) ?? "";
    await article.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog\/.+/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText(name);
    await expect(heading).toBeFocused();
    await expect(announcer(page)).toHaveText(await page.title());

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("main").getByRole("link", { name, exact: true })).toBeFocused();
    await expect(announcer(page)).toHaveText(await page.title());

    await page.goForward();
    await expect(heading).toHaveText(name);
    await expect(heading).toBeFocused();
  });

  test("a header link: the new page's heading, and Back returns to the header link", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const guide = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "TRT Guide" });
    await guide.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about-trt$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(announcer(page)).toHaveText(await page.title());
    await page.goBack();
    await expect(guide).toBeFocused();
  });

  test("a search lands on the results heading; so does the next page of results", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const box = page.getByRole("combobox", { name: "City, state, or ZIP code" });
    await box.fill("Texas");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?location=Texas$/);
    await expect(resultsHeading(page)).toBeFocused();
    await expect(resultsHeading(page)).toHaveText(/^Showing 1–\d+ of \d+ clinics$/);
    await expect(announcer(page)).toHaveText(await page.title());

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(resultsHeading(page)).toBeFocused();
    await expect(announcer(page)).toHaveText(/\(page 2\)/);

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?location=Texas$/);
    await expect(
      page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }),
    ).toBeFocused();
  });

  test("changes that refresh the results in place keep focus on the control used", async ({ page }) => {
    await page.goto(FINDER);
    await hydrated(page);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const telehealth = page.getByRole("switch", { name: "Online visits" });
    await telehealth.focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/telehealth=true/);
    await expect(telehealth).toBeChecked();
    await expect(telehealth).toBeFocused();
    await expect(announcer(page)).toHaveText("Top-Rated TRT Clinics");

    await page.goto("/search?location=Chicago%2C%20IL");
    await hydrated(page);
    await sidebar(page).getByRole("checkbox", { name: "HCG Therapy" }).check();
    const apply = sidebar(page).getByRole("button", { name: "Apply Filters" });
    await apply.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/services=hcg-therapy/);
    // Apply is the exception: focus goes to the result count it produced (docs/decisions/0046).
    await expect(resultsHeading(page)).toBeFocused();
    await expect(announcer(page)).toHaveText(/^Showing 1–\d+ of \d+ clinics?$/);

    const sort = page.getByRole("combobox", { name: "Sort by" });
    await sort.focus();
    await sort.selectOption("Highest rated");
    await expect(page).toHaveURL(/sort=rating/);
    await expect(sort).toBeFocused();
  });

  test("when the control used goes away, focus goes to the heading of its section", async ({ page }) => {
    await page.goto(`${FINDER}?location=Austin%2C%20TX`);
    await hydrated(page);
    const clear = page.getByRole("button", { name: "Clear location" });
    await clear.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${FINDER}$`));
    await expect(page.getByRole("heading", { name: "Top-Rated TRT Clinics" })).toBeFocused();
  });
});

test.describe("reflow at 320 CSS pixels", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("no page scrolls sideways and nothing reaches past the screen's edge", async ({ page, request }) => {
    test.slow(); // thirteen pages
    const { clinics } = await apiClinics(request, "limit=1&location=Chicago%2C%20IL");
    const clinic = clinics[0];
    if (!clinic) throw new Error("the demo data has no clinic in Chicago");
    const state = stateByCode(clinic.state);
    if (!state) throw new Error(`no state for ${clinic.state}`);
    const paths = [
      "/",
      "/search?location=Chicago%2C%20IL",
      "/search?location=Chicago%2C%20IL&view=map",
      FINDER,
      `/clinic/${clinic.slug}`,
      statePath(state),
      cityPath(clinic.city, clinic.state),
      "/tele-trt-clinics",
      "/blog",
      "/blog/trt-cost-guide-2025-what-to-expect-how-to-save",
      "/about-trt",
      "/tools/symptom-checker",
      "/about",
    ];
    for (const path of paths) {
      await page.goto(path);
      await hydrated(page);
      if (path.includes("view=map") || path === FINDER) await mapReady(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      expect(await elementsPastTheEdge(page), path).toEqual([]);
    }
  });

  test("the clinic tabs scroll sideways and every tab is fully shown when focused", async ({
    page,
    request,
  }) => {
    const { clinics } = await apiClinics(request, "limit=1");
    await page.goto(`/clinic/${clinics[0]?.slug}`);
    await hydrated(page);
    const tabs = page.getByRole("tablist", { name: "Clinic information" }).getByRole("tab");
    await expect(tabs).toHaveCount(5);
    await tabs.first().focus();
    await expectFocusVisible(page, "first tab");
    for (let index = 1; index < 5; index++) {
      await page.keyboard.press("ArrowRight");
      await expect(tabs.nth(index)).toBeFocused();
      await expectFocusVisible(page, `tab ${index + 1}`);
      const fits = await tabs
        .nth(index)
        .evaluate(
          (element) =>
            element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
        );
      expect(fits, `tab ${index + 1} shows its whole label`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.keyboard.press("Home");
    await expect(tabs.first()).toBeFocused();
    await expectFocusVisible(page, "back on the first tab");

    await page.goto(`/clinic/${clinics[0]?.slug}?tab=reviews`);
    await hydrated(page);
    const reviewTabs = page.getByRole("tablist", { name: "Review sections" }).getByRole("tab");
    for (const reviewTab of await reviewTabs.all()) {
      const fits = await reviewTab.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, `${await reviewTab.textContent()} shows its whole label`).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe("text at 200% on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button stays fully on screen and opens the menu", async ({ page, request }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    // What a visitor's "very large text" setting does: a default font size of 32 px instead of 16.
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32 } });
    const { clinics } = await apiClinics(request, "limit=1");
    for (const path of ["/", "/search?location=Chicago%2C%20IL", `/clinic/${clinics[0]?.slug}`]) {
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
      const button = page.getByRole("button", { name: "Open menu" });
      const box = await button.boundingBox();
      expect(box, path).not.toBeNull();
      expect(box?.x ?? -1, path).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), path).toBeLessThanOrEqual(390);
    }
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});

test.describe("valid ARIA", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the location box names an active option only while one is highlighted", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const box = page.getByRole("combobox", { name: "City, state, or ZIP code" });
    await expect(box).not.toHaveAttribute("aria-activedescendant");
    await box.pressSequentially("san");
    await expect(page.locator('ul[role="listbox"]').getByRole("option")).toHaveCount(8);
    await expect(box).not.toHaveAttribute("aria-activedescendant");
    await box.press("ArrowDown");
    const first = page.locator('ul[role="listbox"]').getByRole("option").first();
    await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "");
    await box.press("Escape");
    await expect(box).not.toHaveAttribute("aria-activedescendant");
  });

  test("the online-care switches take their state from the checkbox, not aria-checked", async ({ page }) => {
    await page.goto("/search?location=Chicago%2C%20IL");
    await hydrated(page);
    const switches = sidebar(page).getByRole("switch");
    await expect(switches).toHaveCount(3);
    for (const control of await switches.all()) {
      await expect(control).not.toHaveAttribute("aria-checked");
      await expect(control).not.toBeChecked();
    }
    const telehealth = sidebar(page).getByRole("switch", { name: "Online visits" });
    await telehealth.focus();
    await page.keyboard.press("Space");
    await expect(telehealth).toBeChecked();
    await expect(telehealth).not.toHaveAttribute("aria-checked");
    await expectFocusVisible(page, "switch");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the menu button says what it opens, which element that is, and whether it is open", async ({
      page,
    }) => {
      await page.goto("/");
      await hydrated(page);
      const button = page.getByRole("button", { name: "Open menu" });
      await expect(button).toHaveAttribute("aria-haspopup", "dialog");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      const controls = await button.getAttribute("aria-controls");
      expect(controls).toBeTruthy();
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await button.click();
      await expect(dialog).toBeVisible();
      expect(await dialog.getAttribute("id")).toBe(controls);
      await expect(page.locator(`[aria-controls="${controls}"]`)).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
    });
  });
});
