import type { Clinic } from "../../app/domain/clinic.ts";
import { lowestMonthlyPrice, monthlyFromAmount } from "../../app/domain/monthly-price.ts";
import { allClinics, apiClinics, expectNoindex } from "./clinic-data.ts";
import { expect, test } from "./fixtures.ts";
import { followLinkWithDataHeld } from "./search-helpers.ts";

async function cityClinics(
  request: import("@playwright/test").APIRequestContext,
  city: string,
  state: string,
) {
  const response = await request.get(`/api/clinics/city/${city}/${state}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Clinic[];
}

// Other spellings, unknown cities and hostile input: page-answers.test.ts; structured data: page-heads.test.ts.
test.describe("city page", () => {
  test("heading, count, cards with real distances and real monthly prices, nearest first", async ({
    page,
    request,
  }) => {
    const clinics = await cityClinics(request, "houston", "tx");
    expect(clinics.length).toBeGreaterThan(3);
    await page.goto("/city/houston/tx");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best TRT Clinics in Houston, TX");
    await expect(page.getByText(`${clinics.length} clinics found`)).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(clinics.length);
    const sorted = [...clinics].sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    for (const [index, clinic] of sorted.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).toHaveText(clinic.name);
      await expect(card).toContainText(`${clinic.distance?.toFixed(1)} mi from the city center`);
      // One card anatomy (decision 43): the lowest monthly price, not the services.
      const monthly = lowestMonthlyPrice(clinic.pricing);
      if (monthly) await expect(card.getByText(`From $${monthlyFromAmount(monthly)}/mo`)).toBeVisible();
      else await expect(card.locator("[data-card-price]")).toHaveCount(0);
      await expect(card.getByRole("link", { name: clinic.name, exact: true })).toHaveAttribute(
        "href",
        `/clinic/${clinic.slug}`,
      );
      if (clinic.featured) await expect(card.getByText("Featured", { exact: true })).toBeVisible();
    }
    const about = page.getByRole("region", { name: "About TRT clinics in Houston" });
    await expect(about).toContainText(
      `We list ${clinics.length} clinics offering testosterone replacement therapy`,
    );
    // The demo data's clinics are fictional: a city page listing only them is not for search engines (decision 33).
    await expectNoindex(page, true);
  });

  test("city names with spaces and punctuation work", async ({ page }) => {
    await page.goto("/city/St.%20Louis/MO");
    await expect(page).toHaveURL(/\/city\/st-louis\/mo$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best TRT Clinics in St. Louis, MO");
    await expect(page.locator("main article").first()).toBeVisible();

    await page.goto("/city/salt-lake-city/ut");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Best TRT Clinics in Salt Lake City, UT",
    );
    await expect(page.locator("main article").first()).toBeVisible();
  });

  test("shows 5 skeleton cards while the next city's clinics load", async ({ page }) => {
    await page.goto("/city/austin/tx");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best TRT Clinics in Austin, TX");
    const release = await followLinkWithDataHeld(page, {
      pathPrefix: "/city/",
      navigation: "More TRT clinics in Texas",
      link: "Dallas",
    });
    await expect(page.getByTestId("clinic-card-skeleton")).toHaveCount(5);
    await expect(page.getByRole("status").filter({ hasText: "Loading clinics" })).toHaveCount(1);
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best TRT Clinics in Dallas, TX");
    await expect(page.getByTestId("clinic-card-skeleton")).toHaveCount(0);
    await expect(page.locator("main article").first()).toBeVisible();
  });

  test("a known city without clinics: honest heading, spec's empty texts, nearest in-person and online clinics", async ({
    page,
    request,
  }) => {
    const response = await page.goto("/city/marfa/tx");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics Near Marfa, TX");
    await expect(page.getByText(/Best TRT Clinics|0 clinics found/)).toHaveCount(0);
    await expect(page.getByText("No TRT clinics found in Marfa, TX", { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        "Try expanding your search to nearby cities or check back later as we add more clinics.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: /About TRT clinics/ })).toHaveCount(0);

    const nearest = page.getByRole("region", { name: "Nearest in-person clinics to Marfa" });
    const cards = nearest.locator("article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    const miles: number[] = [];
    for (let index = 0; index < count; index++) {
      const text = (await cards.nth(index).textContent()) ?? "";
      const match = /([\d.]+) mi from Marfa/.exec(text);
      expect(match, text).not.toBeNull();
      miles.push(Number(match?.[1]));
    }
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(Math.max(...miles)).toBeLessThanOrEqual(250);
    await expect(nearest).toContainText("nearest Marfa within 250 miles, nearest first");
    // The nearest in-person clinics, as the API's radius search finds them (online-only names left out).
    const midland = (await apiClinics(request, "location=Marfa%2C%20TX&radius=250&limit=10")).clinics
      .filter((clinic) => !/online|virtual|tele|nation/i.test(clinic.name))
      .slice(0, count);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(midland.map((clinic) => clinic.name));

    const texasOnline = (await allClinics(request)).filter(
      (clinic) => clinic.telehealth && clinic.license_states.includes("TX"),
    );
    const online = page.getByRole("region", { name: "Online clinics licensed in Texas" });
    await expect(online).toContainText(
      `${texasOnline.length} online clinics are licensed to treat patients in Texas`,
    );
    await expect(online.locator("article")).toHaveCount(Math.min(6, texasOnline.length));
    await expect(online.locator("article").filter({ hasText: / mi from / })).toHaveCount(0);
    const all = online.getByRole("link", {
      name: `See all ${texasOnline.length} online clinics licensed in Texas`,
    });
    await expect(all).toHaveAttribute("href", "/tele-trt-clinics?state=TX");
    await expectNoindex(page, true);
  });

  test("a city without clinics on a phone: no horizontal scroll at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/city/odessa/tx");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinics Near Odessa, TX");
    await expect(
      page.getByRole("region", { name: "Nearest in-person clinics to Odessa" }).locator("article").first(),
    ).toContainText("mi from Odessa");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("a city with one clinic: no 'best' heading, '1 clinic found', more clinics nearby, noindex", async ({
    page,
    request,
  }) => {
    const clinics = await cityClinics(request, "midland", "tx");
    expect(clinics).toHaveLength(1);
    await page.goto("/city/midland/tx");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("TRT Clinic in Midland, TX");
    await expect(page.getByText("1 clinic found")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: clinics[0]?.name })).toBeVisible();
    const more = page.getByRole("region", { name: "More in-person clinics near Midland" });
    await expect(more.locator("article").first()).toContainText("mi from Midland");
    await expect(more.getByRole("heading", { name: clinics[0]?.name ?? "" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Online clinics licensed in Texas" })).toBeVisible();
    await expectNoindex(page, true);
  });

  test("a phone-sized screen shows the heading and cards", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/city/chicago/il");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best TRT Clinics in Chicago, IL");
    await expect(page.locator("main article").first()).toBeVisible();
  });
});
