import type { Locator, Page } from "@playwright/test";
import type { Clinic } from "../../app/domain/clinic.ts";
import { firstYearCost, formatDollarRange } from "../../app/domain/first-year-cost.ts";
import { allClinics } from "./clinic-data.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

const AUSTIN = "/search?location=Austin%2C+TX";

const cards = (page: Page) => page.locator("article.clinic-card");
const cardName = (card: Locator) => card.locator(".clinic-card-name").innerText();
const compareTable = (page: Page) => page.getByRole("table", { name: /^Comparison of / });
const columnNames = (page: Page) => compareTable(page).locator("thead th > a:first-child");

/** Chooses Compare on the first `count` cards of the list; returns their names. */
async function chooseFromList(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    const card = cards(page).nth(index);
    const name = (await cardName(card)).trim();
    const toggle = card.getByRole("button", { name: `Compare ${name}` });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    names.push(name);
  }
  return names;
}

test.describe("compare clinics", () => {
  // Each test walks through several pages.
  test.slow();
  test("from a list: choose 3, a fourth is refused, the bar opens the table with distances", async ({
    page,
  }) => {
    await page.goto(AUSTIN);
    const names = await chooseFromList(page, 3);
    const bar = page.getByTestId("compare-bar");
    await expect(bar.getByRole("status")).toHaveText("3 of 3 clinics chosen to compare.");

    const fourth = cards(page).nth(3);
    const fourthName = (await cardName(fourth)).trim();
    await fourth.getByRole("button", { name: `Compare ${fourthName}` }).click();
    await expect(bar.getByRole("status")).toHaveText(
      `You can compare up to 3 clinics. Remove one to add ${fourthName}.`,
    );
    await expect(fourth.getByRole("button", { name: `Compare ${fourthName}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expectAccessible(page, "a list with 3 clinics chosen and a refusal");

    await bar.getByRole("link", { name: "Compare (3)" }).click();
    await expect(page).toHaveURL(/\/compare\?c=[a-z0-9-]+,[a-z0-9-]+,[a-z0-9-]+&location=Austin%2C\+TX$/);
    await expect(page.getByRole("heading", { level: 1, name: "Compare clinics" })).toBeVisible();
    await expect(columnNames(page)).toHaveText(names);
    for (const heading of [
      "Monthly price and what it includes",
      "Labs",
      "Consultation fee",
      "First-year cost estimate",
      "Insurance",
      "Telehealth and licensed states",
      "Hours",
      "Distance",
      "Listing verified",
    ]) {
      await expect(
        compareTable(page).getByRole("rowheader", { name: new RegExp(`^${heading}`) }),
      ).toBeVisible();
    }
    await expect(compareTable(page).locator('tr[data-row="distance"] td')).toHaveText(
      Array(3).fill(/mi from Austin, TX|in the \d{5} area/),
    );
    await expectAccessible(page, "the compare table");
  });

  test("from profiles: Compare in each header, then the shared address opens the same table", async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto(AUSTIN);
    const slugs = await cards(page)
      .locator(".clinic-card-name a")
      .evaluateAll((links) =>
        links.slice(0, 3).map((link) => link.getAttribute("href")?.split("/").pop() ?? ""),
      );
    const names: string[] = [];
    for (const slug of slugs) {
      await page.goto(`/clinic/${slug}`);
      const header = page.getByTestId("clinic-header");
      const name = (await header.getByRole("heading", { level: 1 }).innerText()).trim();
      await header.getByRole("button", { name: `Compare ${name}` }).click();
      await expect(header.getByRole("button", { name: `Compare ${name}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      names.push(name);
    }
    await expectAccessible(page, "a profile with its clinic chosen to compare");
    await page.getByTestId("clinic-header").getByRole("link", { name: "Compare (3)" }).click();
    await expect(page).toHaveURL(`/compare?c=${slugs.join(",")}`);
    await expect(columnNames(page)).toHaveText(names);
    // No location given: no distance row.
    await expect(compareTable(page).getByRole("rowheader", { name: "Distance", exact: true })).toHaveCount(0);

    const shared = await page.getByRole("textbox", { name: "Link to this comparison" }).inputValue();
    expect(shared).toBe(`${baseURL}/compare?c=${slugs.join(",")}`);
    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    try {
      await other.goto(shared);
      await expect(columnNames(other)).toHaveText(names);
      expect(await compareTable(other).innerText()).toBe(await compareTable(page).innerText());
    } finally {
      await context.close();
    }
  });

  test("removing and adding a clinic on the compare page", async ({ page, request }) => {
    const clinics = (await allClinics(request)).slice(0, 2);
    const [first, second] = clinics as [(typeof clinics)[0], (typeof clinics)[0]];
    await page.goto(`/compare?c=${first.slug}`);
    await page.getByRole("searchbox", { name: "Add a clinic by name" }).fill(second.name);
    await page.getByRole("button", { name: "Find clinic" }).click();
    await page
      .getByTestId("compare-find-results")
      .getByRole("link", { name: `Add ${second.name}` })
      .first()
      .click();
    await expect(page).toHaveURL(`/compare?c=${first.slug},${second.slug}`);
    await expect(columnNames(page)).toHaveText([first.name, second.name]);
    await compareTable(page)
      .getByRole("link", { name: `Remove ${first.name} from the comparison` })
      .click();
    await expect(page).toHaveURL(`/compare?c=${second.slug}`);
    await expect(columnNames(page)).toHaveText([second.name]);
  });

  test("the print view shows the table without the site's navigation or the forms", async ({
    page,
    request,
  }) => {
    // The 3 clinics with the most to show: the longest columns the table can have in the demo data.
    const facts = (clinic: Clinic) =>
      clinic.pricing.length * 3 + clinic.acceptedInsurance.length + clinic.license_states.length;
    const slugs = (await allClinics(request))
      .sort((a, b) => facts(b) - facts(a))
      .slice(0, 3)
      .map((clinic) => clinic.slug);
    await page.goto(`/compare?c=${slugs.join(",")}&location=Austin%2C+TX`);
    await page.emulateMedia({ media: "print" });
    await expect(compareTable(page)).toBeVisible();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("searchbox", { name: "Add a clinic by name" })).toBeHidden();
    for (const link of await compareTable(page)
      .getByRole("link", { name: /^Remove / })
      .all()) {
      await expect(link).toBeHidden();
    }
    // The table fits the printed page's width: nothing scrolls sideways.
    const overflow = await page
      .locator(".compare-scroll")
      .evaluate((region) => region.scrollWidth - region.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Printed, the comparison of 3 clinics is one landscape sheet.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
    const pageCounts = [...pdf.matchAll(/\/Count (\d+)/g)].map((match) => Number(match[1]));
    expect(Math.max(...pageCounts)).toBe(1);
  });

  test("an address with unknown, invalid and too many clinics shows the valid ones and says why", async ({
    page,
    request,
  }) => {
    const slugs = (await allClinics(request)).slice(0, 4).map((clinic) => clinic.slug);
    // An unknown clinic takes no place: the first 3 that exist are shown.
    const response = await page.goto(
      `/compare?c=${slugs[0]},no-such-clinic,${slugs[1]},${slugs[0]},${slugs[2]},${slugs[3]},BAD%21`,
    );
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const problems = page.getByTestId("compare-problems");
    await expect(problems).toContainText("No listed clinic has the address “no-such-clinic”");
    await expect(problems).toContainText("“BAD!” is not a clinic address.");
    await expect(problems).toContainText(
      `You can compare up to 3 clinics at once, so “${slugs[3]}” was left out.`,
    );
    await expect(compareTable(page).locator("thead th")).toHaveCount(3);
    await expectAccessible(page, "the compare page with problems");

    await page.goto("/compare");
    await expect(page.getByRole("heading", { name: "No clinics chosen yet" })).toBeVisible();
    await expect(compareTable(page)).toHaveCount(0);
    await expectAccessible(page, "the compare page with no clinics");

    await page.goto(`/compare?c=${slugs[0]}&location=Qqqxzz&find=zzzzqqq`);
    await expect(page.getByText("We could not find “Qqqxzz” on the map.")).toBeVisible();
    await expect(page.getByText("No listed clinic matches “zzzzqqq”.")).toBeVisible();
    await expectAccessible(page, "the compare page with an unplaced location and no matches");
  });

  test("works without JavaScript: Compare links, the name search and Remove", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(AUSTIN);
      const card = cards(page).first();
      const name = (await cardName(card)).trim();
      await card.getByRole("link", { name: `Compare ${name}` }).click();
      await expect(page).toHaveURL(/\/compare\?c=[a-z0-9-]+&location=Austin%2C\+TX$/);
      await expect(columnNames(page)).toHaveText([name]);
      await expect(
        compareTable(page).getByRole("rowheader", { name: "Distance", exact: true }),
      ).toBeVisible();

      await page.getByRole("searchbox", { name: "Add a clinic by name" }).fill("Austin");
      await page.getByRole("button", { name: "Find clinic" }).click();
      const add = page.getByTestId("compare-find-results").getByRole("link").first();
      await add.click();
      await expect(compareTable(page).locator("thead th")).toHaveCount(2);
      await expect(page).toHaveURL(/location=Austin%2C\+TX/);
      await compareTable(page)
        .getByRole("link", { name: `Remove ${name} from the comparison` })
        .click();
      await expect(compareTable(page).locator("thead th")).toHaveCount(1);
    } finally {
      await context.close();
    }
  });

  test("the keyboard reaches every control of the compare page and the toggles of a list", async ({
    page,
    request,
  }) => {
    const slugs = (await allClinics(request)).slice(0, 2).map((clinic) => clinic.slug);
    await page.goto(`/compare?c=${slugs.join(",")}&location=Austin%2C+TX`);
    const controls = await page
      .locator("main")
      .locator("a[href], button, input:not([type=hidden]), [tabindex='0']")
      .evaluateAll(
        (elements) => elements.map((element, index) => element.setAttribute("data-k", String(index))).length,
      );
    const reached = new Set<string>();
    await page.locator("main").focus();
    for (let press = 0; press < controls + 10 && reached.size < controls; press++) {
      await page.keyboard.press("Tab");
      const key = await page.evaluate(() => document.activeElement?.getAttribute("data-k") ?? null);
      if (key !== null) reached.add(key);
    }
    expect(reached.size).toBe(controls);

    await page.goto(AUSTIN);
    const card = cards(page).first();
    const name = (await cardName(card)).trim();
    const toggle = card.getByRole("button", { name: `Compare ${name}` });
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("first-year cost on a profile", () => {
  test("with every term listed: the terms, their sources and the total", async ({ page, request }) => {
    const clinic = (await allClinics(request)).find((candidate) => {
      const cost = firstYearCost(candidate.pricing);
      return cost.missing.length === 0 && cost.treatments.length === 1;
    });
    if (!clinic) throw new Error("the demo data has no clinic with a consultation, labs and one treatment");
    const cost = firstYearCost(clinic.pricing);
    await page.goto(`/clinic/${clinic.slug}?tab=pricing`);
    const section = page.getByTestId("first-year-cost");
    const table = section.getByRole("table", {
      name: `First-year cost estimate for ${clinic.name}, term by term`,
    });
    await expect(table.getByRole("row", { name: /Consultation \(once\)/ })).toContainText(
      cost.consultation?.row.price ?? "",
    );
    await expect(table.getByRole("row", { name: /Lab panel \(once\)/ })).toContainText(
      cost.labs?.row.price ?? "",
    );
    const treatment = cost.treatments[0];
    await expect(
      table.getByRole("row", { name: new RegExp(treatment?.treatment.row.service ?? "") }),
    ).toContainText(formatDollarRange(treatment?.total ?? { low: 0, high: 0 }));
    await expect(table).toContainText(/as of [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(section.getByTestId("first-year-not-enough")).toHaveCount(0);
    await expectAccessible(page, "a profile's first-year cost with every term");
  });

  test("with a term missing: says there are not enough prices, and shows what is listed", async ({
    page,
    request,
  }) => {
    const clinic = (await allClinics(request)).find((candidate) => {
      const cost = firstYearCost(candidate.pricing);
      return cost.missing.includes("consultation") && cost.treatments.length > 0;
    });
    if (!clinic)
      throw new Error("the demo data has no clinic with a treatment price but no consultation price");
    await page.goto(`/clinic/${clinic.slug}?tab=pricing`);
    const section = page.getByTestId("first-year-cost");
    await expect(section.getByTestId("first-year-not-enough")).toContainText(
      "Not enough prices to estimate: the clinic lists no consultation price",
    );
    await expect(section.getByRole("row", { name: /Consultation \(once\)/ })).toContainText("Not listed");
    await expectAccessible(page, "a profile's first-year cost with a term missing");
  });
});
