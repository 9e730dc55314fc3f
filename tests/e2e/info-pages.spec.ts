import type { Page } from "@playwright/test";
import { INFO_PAGE_PATHS } from "../support/info-pages.ts";
import { expect, test } from "./fixtures.ts";

const main = (page: Page) => page.getByRole("main");

test.describe("insurance verification", () => {
  test("explains how to check coverage and collects nothing", async ({ page }) => {
    const response = await page.goto("/tools/insurance-verification");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "How to Check Your Insurance Coverage for TRT",
    );
    for (const heading of [
      "Before you call",
      "Questions to ask your insurer",
      "What is usually covered, and what usually isn't",
      "Medicare",
      "Paying with an HSA or FSA",
      "If coverage is denied",
      "Clinics in our directory by insurance",
    ]) {
      await expect(main(page).getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      main(page).getByRole("cell", { name: "Often covered when medically necessary" }),
    ).toBeVisible();
    await expect(main(page).locator("form, input, select, textarea")).toHaveCount(0);
  });

  test("lists the insurers in our data with clinic counts that open a filtered search", async ({
    page,
    request,
  }) => {
    const catalog = (await (await request.get("/api/insurance")).json()) as {
      id: string;
      name: string;
      clinicCount: number;
    }[];
    await page.goto("/tools/insurance-verification");
    const insurers = main(page).getByRole("list", { name: "Insurers" });
    const payment = main(page).getByRole("list", { name: "Other ways to pay" });
    for (const entry of catalog) {
      const list = entry.id === "self-pay" || entry.id === "hsa-fsa" ? payment : insurers;
      const item = list.getByRole("listitem").filter({ hasText: entry.name });
      await expect(item).toContainText(`${entry.clinicCount.toLocaleString("en-US")} clinic`);
      if (entry.clinicCount > 0)
        await expect(item.getByRole("link")).toHaveAttribute("href", `/search?insurance=${entry.id}`);
    }
    const aetna = catalog.find((entry) => entry.id === "aetna");
    expect(aetna?.clinicCount).toBeGreaterThan(0);
    await insurers.getByRole("link", { name: /Aetna/ }).click();
    await expect(page).toHaveURL(/\/search\?insurance=aetna$/);
  });
});

test.describe("about", () => {
  test("says what the directory is, how listings are checked, how we make money and our data sources", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About TRT Clinic Finder");
    for (const heading of [
      "What the directory does",
      "How listings are added and checked",
      "How we make money",
      "Where our data comes from",
    ]) {
      await expect(main(page).getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main(page)).toContainText("Demo data is loaded.");
    await expect(main(page)).toContainText("Affiliate links.");
    await expect(main(page)).toContainText("Featured listings.");
    await expect(main(page).getByRole("link", { name: "GeoNames" })).toHaveAttribute(
      "href",
      "https://www.geonames.org/",
    );
    await expect(main(page)).toContainText("U.S. Census Bureau");
  });
});

test.describe("contact", () => {
  test("offers the featured-provider inquiry by e-mail with the spec's subject", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    const inquiry = main(page).getByRole("link", { name: "Email us about featured listings" });
    await expect(inquiry).toHaveAttribute(
      "href",
      "mailto:partnerships@example.com?subject=Featured%20Provider%20Program%20Inquiry",
    );
    const href = (await inquiry.getAttribute("href")) ?? "";
    expect(new URL(href).searchParams.get("subject")).toBe("Featured Provider Program Inquiry");
    await expect(main(page).locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(main(page)).toContainText("We are a directory, not a clinic.");
  });
});

test.describe("privacy", () => {
  test("describes what the site does and does not collect, and sets no cookies", async ({
    page,
    context,
  }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    const text = main(page);
    await expect(text).toContainText("No cookies, no accounts and no sign-in for visitors.");
    await expect(text).toContainText("No IP addresses in our logs");
    await expect(text).toContainText("its path without the query string");
    await expect(text).toContainText("not sent to any third-party geocoding service");
    await expect(text).toContainText("tile.openstreetmap.org");
    await expect(text).toContainText("is scored entirely in your browser");
    await expect(text).toContainText("affiliate link");
    for (const path of ["/", "/blog", "/tools/symptom-checker", "/contact"]) await page.goto(path);
    expect(await context.cookies()).toEqual([]);
  });
});

test.describe("terms", () => {
  test("include the medical disclaimer and the affiliate and sponsorship disclosure", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of use");
    await expect(main(page).getByRole("heading", { name: "Medical disclaimer" })).toBeVisible();
    await expect(
      main(page).getByRole("heading", { name: "Affiliate and sponsorship disclosure" }),
    ).toBeVisible();
    await expect(main(page)).toContainText("not medical advice");
    await expect(main(page)).toContainText("we earn a commission");
    await expect(main(page)).toContainText("labelled as sponsored");
  });
});

// Each info page's own title, description, canonical link and structured data: page-heads.test.ts.
test("every info page fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of INFO_PAGE_PATHS) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
});

test.describe("pages written in Markdown", () => {
  test("fill in the site's settings and leave no placeholder behind", async ({ page }) => {
    for (const path of ["/about", "/privacy", "/terms", "/contact", "/tools/insurance-verification"]) {
      await page.goto(path);
      await expect(main(page).locator("h1")).toBeVisible();
      expect(await main(page).innerText(), path).not.toContain("{{");
    }
    await page.goto("/about");
    await expect(main(page)).toContainText(/You can search \d[\d,]*\+? clinic listings by city/);
    await page.goto("/terms");
    await expect(main(page)).toContainText("design of this site belong to TRT Clinic Finder.");
    await page.goto("/privacy");
    await expect(main(page)).toContainText("TRT Clinic Finder is built to collect as little as possible");
    await expect(main(page).getByRole("link", { name: "privacy@example.com" })).toHaveAttribute(
      "href",
      "mailto:privacy@example.com?subject=Privacy%20question",
    );
    expect(await main(page).locator('a[href^="mailto:"]').count()).toBe(1);
    await expect(
      main(page).getByRole("link", { name: "OpenStreetMap Foundation privacy policy" }),
    ).toHaveAttribute("href", "https://osmfoundation.org/wiki/Privacy_Policy");
    await page.goto("/contact");
    await expect(main(page).getByRole("link", { name: "Email a listing correction" })).toHaveAttribute(
      "href",
      "mailto:contact@example.com?subject=Listing%20correction",
    );
    await expect(main(page).getByRole("link", { name: "Email a general question" })).toHaveAttribute(
      "href",
      "mailto:contact@example.com?subject=Question%20about%20the%20website",
    );
    await expect(main(page).getByRole("link", { name: "Email us about featured listings" })).toHaveAttribute(
      "href",
      "mailto:partnerships@example.com?subject=Featured%20Provider%20Program%20Inquiry",
    );
  });

  test("keep their section ids, and the insurance page's contents and sources", async ({ page }) => {
    await page.goto("/about");
    for (const id of ["what-we-do", "listings", "how-we-make-money", "data-sources", "contact"])
      await expect(main(page).locator(`h2#${id}`)).toHaveCount(1);
    await expect(main(page).getByRole("link", { name: "how featured listings work" })).toHaveAttribute(
      "href",
      "/how-we-list-clinics#featured",
    );
    await page.goto("/privacy");
    await expect(main(page).getByRole("region", { name: "In short" }).getByRole("listitem")).toHaveCount(4);
    await page.goto("/terms");
    for (const id of ["medical-disclaimer", "directory", "affiliate-disclosure", "changes"])
      await expect(main(page).locator(`h2#${id}`)).toHaveCount(1);
    await page.goto("/tools/insurance-verification");
    const contents = main(page).getByRole("navigation", { name: "On this page" }).getByRole("link");
    await expect(contents).toHaveCount(7);
    for (const href of await contents.evaluateAll((links) =>
      links.map((link) => link.getAttribute("href")),
    )) {
      await expect(
        main(page)
          .getByRole("region")
          .and(page.locator(`[aria-labelledby="${href?.slice(1)}"]`)),
      ).toHaveCount(1);
    }
    await expect(main(page).getByRole("columnheader", { name: "Typical insurance picture" })).toBeVisible();
    await expect(main(page).getByRole("region", { name: "Sources" }).getByRole("listitem")).toHaveCount(6);
    await expect(main(page).getByRole("complementary", { name: "Medical disclaimer" })).toContainText(
      "Last reviewed: November 1, 2026",
    );
  });

  test("open links to our own pages inside the app, without loading a new document", async ({ page }) => {
    await page.goto("/about");
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await main(page).getByRole("link", { name: "How we list clinics" }).click();
    await expect(page).toHaveURL(/\/how-we-list-clinics$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How We List Clinics");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});
