import { PRIMARY_NAV } from "../../app/domain/navigation.ts";
import { DOCUMENT_404, expect, test } from "./fixtures.ts";
import { hydrated } from "./search-helpers.ts";

test.describe("header", () => {
  test.use({ viewport: { width: 1280, height: 900 }, allowedConsoleErrors: [DOCUMENT_404] });

  test("lists the five navigation links and the two buttons", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const item of PRIMARY_NAV) {
      await expect(nav.getByRole("link", { name: item.label })).toHaveAttribute("href", item.href);
    }
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Free Assessment" })).toHaveAttribute(
      "href",
      "/tools/symptom-checker",
    );
    await expect(banner.getByRole("link", { name: "Find Clinics", exact: true })).toHaveAttribute(
      "href",
      "/search",
    );
  });

  test("highlights no item on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" }).locator("[aria-current=page]")).toHaveCount(
      0,
    );
  });

  test("highlights the item whose path the current path equals or starts with", async ({ page }) => {
    await page.goto("/blog/some-article");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
    await expect(nav.getByRole("link", { name: "Expert Resources" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Expert Resources" })).toHaveClass(/nav-link-active/);

    await page.goto("/trt-clinics-near-me");
    await expect(nav.getByRole("link", { name: "Clinics Near Me" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Find TRT Clinics" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("side menu on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, allowedConsoleErrors: [DOCUMENT_404] });

  test("opens as a dialog, keeps focus inside, and closes with Escape", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^\d[\d,]*\+ Clinics$/)).toBeVisible();
    await expect(dialog.getByRole("link", { name: /^\d[\d,]* verified clinics$/ })).toHaveAttribute(
      "href",
      "/how-we-list-clinics#verified",
    );
    for (const item of PRIMARY_NAV) {
      await expect(dialog.getByRole("link", { name: item.label })).toHaveAttribute("href", item.href);
    }
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (const key of [...Array(12).fill("Tab"), ...Array(12).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("closes with the close button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
  });

  test("closes when a link is followed", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("link", { name: "TRT Guide" }).click();
    await expect(page).toHaveURL(/\/about-trt$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe("links to our own pages", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  /** Set on the window of the document: it survives a navigation inside the app, not a new document. */
  const markDocument = (page: import("@playwright/test").Page) =>
    page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const sameDocument = (page: import("@playwright/test").Page) =>
    page.evaluate(() => "sameDocument" in window);

  test("open inside the app from the header, the footer and an article's text; back returns", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await markDocument(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);

    await page.goto("/blog/testosterone-blood-test-guide");
    await hydrated(page);
    await markDocument(page);
    await page.locator('[data-markdown-html] a[href="/tools/symptom-checker"]').first().click();
    await expect(page).toHaveURL(/\/tools\/symptom-checker$/);
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\/testosterone-blood-test-guide$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test("a Ctrl-click is left to the browser: a new tab, this page stays", async ({ page, context }) => {
    await page.goto("/");
    await hydrated(page);
    const opened = context.waitForEvent("page");
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Free Assessment" })
      .click({ modifiers: ["ControlOrMeta"] });
    const tab = await opened;
    await tab.waitForLoadState("domcontentloaded");
    expect(new URL(tab.url()).pathname).toBe("/tools/symptom-checker");
    expect(new URL(page.url()).pathname).toBe("/");
    await tab.close();
  });
});

test.describe("footer", () => {
  test("links to every page the spec lists and shows the copyright line", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const href of [
      "/search",
      "/about-trt",
      "/blog",
      "/tools/symptom-checker",
      "/about",
      "/contact",
      "/privacy",
      "/terms",
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs.filter((href) => href?.startsWith("/blog/"))).toHaveLength(3);
    const year = new Date().getUTCFullYear();
    const expected = year > 2025 ? `© 2025–${year}` : "© 2025";
    await expect(footer).toContainText(expected);
    await expect(footer).toContainText("Demo data: the clinics listed on this site are fictional examples");
    await expect(footer.getByRole("link", { name: "GeoNames" })).toBeVisible();
  });
});

test.describe("unknown paths", () => {
  test.use({ allowedConsoleErrors: [DOCUMENT_404] });

  test("say the page was not found above the home page, with status 404 and noindex", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
    await expect(page.getByRole("region", { name: "Featured TRT providers" })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(page.getByRole("search", { name: "Find clinics by location" })).toBeInViewport();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
