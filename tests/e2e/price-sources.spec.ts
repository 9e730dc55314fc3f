import type { Page } from "@playwright/test";
import type { Clinic } from "../../app/domain/clinic.ts";
import { lowestMonthlyPrice, monthlyFromAmount } from "../../app/domain/monthly-price.ts";
import { asOfDay, asOfMonth, isStalePrice, priceSourceLabel } from "../../app/domain/price-source.ts";
import { allClinics } from "./clinic-data.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

// Prices as dollars with their source and day (decision 43): the card's "From $X/mo", the profile's price list.
const results = (page: Page) => page.getByRole("list", { name: "Search results" });

function monthly(clinic: Clinic) {
  const row = lowestMonthlyPrice(clinic.pricing);
  const amount = row ? monthlyFromAmount(row) : null;
  return row && amount !== null ? { row, amount } : null;
}

/** A clinic's card in the search around its own ZIP code (nearest first, so on the first page). */
async function cardOf(page: Page, clinic: Clinic) {
  await page.goto(`/search?location=${clinic.zipCode}&distance=5`);
  return results(page)
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: clinic.name, exact: true }) });
}

test.describe("prices with their source and day", () => {
  test("a card on a phone: From $X/mo with its month in text, then Call, Directions, Details and Compare on one line", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const now = new Date();
    const clinics = await allClinics(request);
    const clinic = clinics.find((c) => {
      const price = monthly(c);
      return c.city === "Austin" && c.phone !== null && price !== null && !isStalePrice(price.row.asOf, now);
    });
    if (!clinic) throw new Error("the demo data has no Austin clinic with a current monthly price");
    const price = monthly(clinic);
    const card = await cardOf(page, clinic);
    await expect(card.getByText(`From $${price?.amount}/mo`, { exact: true })).toBeVisible();
    // The month is text on the card, not a tooltip: seen without hovering, read in order by screen readers.
    const month = card.locator("[data-card-price] time");
    await expect(month).toBeVisible();
    await expect(month).toHaveText(asOfMonth(price?.row.asOf ?? ""));
    await expect(month).not.toHaveAttribute("title");
    const heard = await card.locator("[data-card-price]").ariaSnapshot();
    expect(heard).toContain(`text: From $${price?.amount} a month, price as of`);
    expect(heard).toContain(`time: ${asOfMonth(price?.row.asOf ?? "")}`);
    expect(heard).not.toContain("/mo");
    await expect(card.getByText(/\$+ · [A-Za-z ]+/)).toHaveCount(0);

    const actions = [
      card.getByRole("link", { name: /^Call / }),
      card.getByRole("link", { name: /^Directions to / }),
      card.getByRole("link", { name: `Details for ${clinic.name}` }),
      card.getByRole("button", { name: `Compare ${clinic.name}` }),
    ];
    const tops = await Promise.all(actions.map(async (action) => (await action.boundingBox())?.y));
    expect(new Set(tops).size, "the card's actions share one line").toBe(1);
    // Keyboard order follows the reading order: Call, Directions, Details, Compare.
    await actions[0]?.focus();
    for (const action of actions.slice(1)) {
      await page.keyboard.press("Tab");
      await expect(action).toBeFocused();
    }
    const box = await card.boundingBox();
    expect(box?.height, "about 180 px tall on a 390 px phone").toBeLessThanOrEqual(240);
    await expectAccessible(page, "search results with monthly prices on the cards");
  });

  test("a card whose monthly price is over 12 months old says it may have changed", async ({
    page,
    request,
  }) => {
    const now = new Date();
    const clinic = (await allClinics(request)).find((c) => {
      const price = monthly(c);
      return price !== null && isStalePrice(price.row.asOf, now) && c.locationPrecision === "address";
    });
    if (!clinic) throw new Error("the demo data has no clinic with a monthly price over 12 months old");
    const card = await cardOf(page, clinic);
    await expect(card.locator("[data-card-price]")).toContainText(
      `as of ${asOfMonth(monthly(clinic)?.row.asOf ?? "")}, may have changed`,
    );
  });

  test("the pricing tab gives each price's source and day, and says when prices are over 12 months old", async ({
    page,
    request,
  }) => {
    const now = new Date();
    const clinics = await allClinics(request);
    const stale = clinics.find(
      (c) => c.pricing.length > 1 && c.pricing.every((row) => isStalePrice(row.asOf, now)),
    );
    const fresh = clinics.find(
      (c) => c.pricing.length > 1 && c.pricing.every((row) => !isStalePrice(row.asOf, now)),
    );
    if (!stale || !fresh) throw new Error("the demo data lacks a clinic with only old or only recent prices");

    await page.goto(`/clinic/${stale.slug}?tab=pricing`);
    const panel = page.getByRole("tabpanel");
    const first = stale.pricing[0];
    const day = first?.asOf ?? "";
    // The demo clinics' prices each come from one check: said once, under the list.
    const said = panel.locator("[data-price-source]");
    await expect(said).toContainText(
      `Every price: ${priceSourceLabel(first?.source ?? "")}, as of ${asOfDay(day)}`,
    );
    await expect(said).toContainText(
      `Price from ${asOfMonth(day)}: over 12 months old; confirm it with the clinic`,
    );
    await expectAccessible(page, "pricing tab with prices over 12 months old");

    await page.goto(`/clinic/${fresh.slug}?tab=pricing`);
    await expect(page.getByRole("tabpanel").locator("[data-price-source]")).toContainText(
      `${priceSourceLabel(fresh.pricing[0]?.source ?? "")}, as of ${asOfDay(fresh.pricing[0]?.asOf ?? "")}`,
    );
    await expect(page.getByRole("tabpanel").getByText(/over 12 months old/)).toHaveCount(0);
  });
});
