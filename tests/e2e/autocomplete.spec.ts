import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { hydrated, recordNavigations, stubTiles } from "./search-helpers.ts";

const PAGES = [
  { path: "/", box: "City, state, or ZIP code" },
  { path: "/search", box: "City, state, or ZIP code" },
  { path: "/trt-clinics-near-me", box: "Your city, state, or ZIP code" },
] as const;

/** The suggestions list (named after the box's label), not the sort control's options. */
const listbox = (page: Page) => page.locator('ul[role="listbox"]');
const options = (page: Page) => listbox(page).getByRole("option");

/** The locations the page has asked suggestions for, in order. */
function suggestRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/locations/suggest"))
      asked.push(new URL(request.url()).searchParams.get("q") ?? "");
  });
  return asked;
}

for (const { path, box } of PAGES) {
  test.describe(`location suggestions on ${path}`, () => {
    const input = (page: Page) => page.getByRole("combobox", { name: box });

    async function open(page: Page) {
      await stubTiles(page);
      await page.goto(path);
      await hydrated(page);
    }

    test("appear from two characters, at most eight, names starting with the text first; arrows move the highlight; Escape and a click elsewhere close the list and keep the text", async ({
      page,
    }) => {
      // The page's clock stands still while typing: whether a one-letter text asked for suggestions is known
      // once the pause that would have sent the request has passed, without waiting for it in real time.
      await page.clock.install();
      await open(page);
      const navigations = recordNavigations(page);
      const asked = suggestRequests(page);
      await page.clock.pauseAt(Date.now() + 60_000);
      await input(page).pressSequentially("s");
      await page.clock.runFor(1_000);
      await input(page).pressSequentially("an");
      await page.clock.runFor(1_000);
      await page.clock.resume();
      await expect(options(page)).toHaveCount(8);
      // Requests go out in order: one for "s" would be listed before the one for "san".
      expect(asked).toEqual(["san"]);
      await expect(input(page)).toHaveAttribute("aria-expanded", "true");
      const labels = await options(page).locator("span:first-child").allTextContents();
      for (const label of labels) expect(label.toLowerCase().startsWith("san")).toBe(true);
      expect(labels[0]).toBe("San Antonio, TX");
      await expect(page.getByRole("status").filter({ hasText: "8 suggestions" })).toBeAttached();

      await input(page).press("ArrowDown");
      await expect(options(page).nth(0)).toHaveAttribute("aria-selected", "true");
      await input(page).press("ArrowDown");
      await expect(options(page).nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(options(page).nth(0)).toHaveAttribute("aria-selected", "false");
      const activeId = await input(page).getAttribute("aria-activedescendant");
      expect(activeId).toBe(await options(page).nth(1).getAttribute("id"));
      await input(page).press("ArrowUp");
      await expect(options(page).nth(0)).toHaveAttribute("aria-selected", "true");

      await input(page).press("Escape");
      await expect(listbox(page)).toBeHidden();
      await expect(input(page)).toHaveAttribute("aria-expanded", "false");
      await expect(input(page)).toHaveValue("san");
      await input(page).press("Escape");
      await expect(input(page)).toHaveValue("san");

      await input(page).fill("");
      await input(page).pressSequentially("hous");
      await expect(options(page).first()).toBeVisible();
      await options(page).first().hover();
      await page.getByRole("heading", { level: 1 }).click();
      await expect(listbox(page)).toBeHidden();
      await expect(input(page)).toHaveValue("hous");

      // Nothing was picked along the way: the one navigation is the search asked for now.
      await input(page).press("Enter");
      await expect(page).toHaveURL(/\/search\?location=hous$/);
      expect(navigations).toEqual(["/search?location=hous"]);
    });

    test("Enter picks the highlighted place, or submits the typed text; a click on a suggestion picks it", async ({
      page,
    }) => {
      await open(page);
      await input(page).pressSequentially("san");
      await expect(options(page)).toHaveCount(8);
      await input(page).press("ArrowDown");
      await input(page).press("Enter");
      await expect(page).toHaveURL(/\/search\?location=San%20Antonio%2C%20TX$/);

      await open(page);
      await input(page).pressSequentially("Austin, TX");
      await expect(options(page).first()).toBeVisible();
      await input(page).press("Enter");
      await expect(page).toHaveURL(/\/search\?location=Austin%2C%20TX$/);

      await open(page);
      await input(page).pressSequentially("denv");
      await options(page).filter({ hasText: "Denver, CO" }).click();
      await expect(page).toHaveURL(/\/search\?location=Denver%2C%20CO$/);
    });
  });
}

test("suggestions are debounced: fast typing asks the server once", async ({ page }) => {
  // The page's clock stands still while typing, so the test does not depend on how busy the machine is.
  await page.clock.install();
  await page.goto("/search");
  await hydrated(page);
  const asked = suggestRequests(page);
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("combobox", { name: "City, state, or ZIP code" }).pressSequentially("phoenix");
  await page.clock.runFor(1_000);
  await page.clock.resume();
  await expect(options(page).filter({ hasText: "Phoenix, AZ" })).toBeVisible();
  expect(asked).toEqual(["phoenix"]);
});

test("the list is announced with the combobox pattern; text inside a city name finds it", async ({
  page,
}) => {
  await page.goto("/search");
  await hydrated(page);
  const input = page.getByRole("combobox", { name: "City, state, or ZIP code" });
  await expect(input).toHaveAttribute("aria-autocomplete", "list");
  const controls = await input.getAttribute("aria-controls");
  expect(controls).toBeTruthy();
  await input.pressSequentially("chic");
  await expect(page.locator(`[id="${controls}"]`)).toHaveAttribute("role", "listbox");
  await expect(page.locator(`[id="${controls}"]`).getByRole("option").first()).toBeVisible();

  // 'ouston' suggests Houston, TX.
  await input.fill("");
  await input.pressSequentially("ouston");
  await expect(options(page).first()).toContainText("Houston, TX");
});
