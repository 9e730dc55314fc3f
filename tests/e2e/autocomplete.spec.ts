import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { hydrated, stubTiles } from "./search-helpers.ts";

const PAGES = [
  { path: "/", box: "City, state, or ZIP code" },
  { path: "/search", box: "City, state, or ZIP code" },
  { path: "/trt-clinics-near-me", box: "Your city, state, or ZIP code" },
] as const;

/** The suggestions list (named after the box's label), not the sort control's options. */
const listbox = (page: Page) => page.locator('ul[role="listbox"]');
const options = (page: Page) => listbox(page).getByRole("option");

for (const { path, box } of PAGES) {
  test.describe(`location suggestions on ${path}`, () => {
    const input = (page: Page) => page.getByRole("combobox", { name: box });

    test.beforeEach(async ({ page }) => {
      await stubTiles(page);
      await page.goto(path);
      await hydrated(page);
    });

    test("appear from two characters, at most eight, names starting with the text first", async ({
      page,
    }) => {
      await input(page).pressSequentially("s");
      await page.waitForTimeout(400);
      await expect(listbox(page)).toBeHidden();
      await expect(input(page)).toHaveAttribute("aria-expanded", "false");

      await input(page).pressSequentially("an");
      await expect(options(page)).toHaveCount(8);
      await expect(input(page)).toHaveAttribute("aria-expanded", "true");
      const labels = await options(page).locator("span:first-child").allTextContents();
      for (const label of labels) expect(label.toLowerCase().startsWith("san")).toBe(true);
      expect(labels[0]).toBe("San Antonio, TX");
      await expect(page.getByRole("status").filter({ hasText: "8 suggestions" })).toBeAttached();
      await expectAccessible(page, `suggestions open on ${path}`);
    });

    test("ArrowDown and ArrowUp move the highlight; Enter picks it", async ({ page }) => {
      await input(page).pressSequentially("san");
      await expect(options(page)).toHaveCount(8);
      await input(page).press("ArrowDown");
      await expect(options(page).nth(0)).toHaveAttribute("aria-selected", "true");
      await input(page).press("ArrowDown");
      await expect(options(page).nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(options(page).nth(0)).toHaveAttribute("aria-selected", "false");
      const activeId = await input(page).getAttribute("aria-activedescendant");
      expect(activeId).toBe(await options(page).nth(1).getAttribute("id"));
      await input(page).press("ArrowUp");
      await expect(options(page).nth(0)).toHaveAttribute("aria-selected", "true");
      await input(page).press("Enter");
      await expect(page).toHaveURL(/\/search\?location=San%20Antonio%2C%20TX$/);
    });

    test("Enter with nothing highlighted submits the typed text", async ({ page }) => {
      await input(page).pressSequentially("Austin, TX");
      await expect(options(page).first()).toBeVisible();
      await input(page).press("Enter");
      await expect(page).toHaveURL(/\/search\?location=Austin%2C%20TX$/);
    });

    test("a click on a suggestion picks it", async ({ page }) => {
      await input(page).pressSequentially("denv");
      await options(page).filter({ hasText: "Denver, CO" }).click();
      await expect(page).toHaveURL(/\/search\?location=Denver%2C%20CO$/);
    });

    test("Escape closes the list and keeps the text", async ({ page }) => {
      await input(page).pressSequentially("hous");
      await expect(options(page).first()).toBeVisible();
      await input(page).press("ArrowDown");
      await input(page).press("Escape");
      await expect(listbox(page)).toBeHidden();
      await expect(input(page)).toHaveValue("hous");
      await input(page).press("Escape");
      await expect(input(page)).toHaveValue("hous");
    });

    test("a click elsewhere closes the list without picking", async ({ page }) => {
      await input(page).pressSequentially("hous");
      await expect(options(page).first()).toBeVisible();
      await options(page).first().hover();
      await page.getByRole("heading", { level: 1 }).click();
      await expect(listbox(page)).toBeHidden();
      await expect(input(page)).toHaveValue("hous");
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe(path);
    });
  });
}

test("suggestions are debounced: fast typing asks the server once", async ({ page }) => {
  // The page's clock stands still while typing, so the test does not depend on how busy the machine is.
  await page.clock.install();
  await page.goto("/search");
  await hydrated(page);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/locations/suggest"))
      asked.push(new URL(request.url()).searchParams.get("q") ?? "");
  });
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.getByRole("combobox", { name: "City, state, or ZIP code" }).pressSequentially("phoenix");
  await page.clock.runFor(1_000);
  await page.clock.resume();
  await expect(options(page).filter({ hasText: "Phoenix, AZ" })).toBeVisible();
  expect(asked).toEqual(["phoenix"]);
});

test("the suggestions list is announced with the combobox pattern", async ({ page }) => {
  await page.goto("/search");
  await hydrated(page);
  const input = page.getByRole("combobox", { name: "City, state, or ZIP code" });
  await expect(input).toHaveAttribute("aria-autocomplete", "list");
  const controls = await input.getAttribute("aria-controls");
  expect(controls).toBeTruthy();
  await input.pressSequentially("chic");
  await expect(page.locator(`[id="${controls}"]`)).toHaveAttribute("role", "listbox");
  await expect(page.locator(`[id="${controls}"]`).getByRole("option").first()).toBeVisible();
});

test("text inside a city name finds it: 'ouston' suggests Houston, TX", async ({ page }) => {
  await page.goto("/search");
  await hydrated(page);
  await page.getByRole("combobox", { name: "City, state, or ZIP code" }).pressSequentially("ouston");
  await expect(options(page).first()).toContainText("Houston, TX");
});
