import type { Page, Request } from "@playwright/test";
import { findClinic } from "./clinic-data.ts";
import { expect, test } from "./fixtures.ts";
import { hydrated } from "./search-helpers.ts";

/** Every beacon the page sends to the events endpoint, answered here as the server would (204). */
async function recordEvents(page: Page): Promise<Record<string, unknown>[]> {
  const sent: Record<string, unknown>[] = [];
  await page.route("**/api/events", async (route) => {
    const request: Request = route.request();
    sent.push(JSON.parse(request.postData() ?? "null") as Record<string, unknown>);
    await route.fulfill({ status: 204 });
  });
  return sent;
}

/** Clicks on links stay on the page: the test looks at what was sent, not where the link leads. */
async function holdLinks(page: Page) {
  await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
}

test("a visit sends the page's kind and path, a search its words, a call its clinic; nothing else", async ({
  page,
  request,
}) => {
  const clinic = await findClinic(request, (c) => Boolean(c.phone), "a clinic with a phone number");
  const sent = await recordEvents(page);
  await page.goto("/search?location=Austin%2C%20TX&sort=rating");
  await hydrated(page);
  await expect.poll(() => sent).toContainEqual({ type: "search", path: "/search", location: "Austin, TX" });

  await page.goto(`/clinic/${clinic.slug}?tab=overview`);
  await hydrated(page);
  await expect.poll(() => sent).toContainEqual({ type: "view_clinic", path: `/clinic/${clinic.slug}` });
  await holdLinks(page);
  await page.locator('a[href^="tel:"]:visible').first().click();
  await expect
    .poll(() => sent)
    .toContainEqual({ type: "click_phone", path: `/clinic/${clinic.slug}`, clinic: clinic.slug });
  for (const event of sent) expect(JSON.stringify(event)).not.toMatch(/sort=|tab=/);
});

test("with Global Privacy Control on, no event is sent", async ({ page, request }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true });
  });
  const clinic = await findClinic(request, (c) => Boolean(c.phone), "a clinic with a phone number");
  const sent = await recordEvents(page);
  await page.goto("/search?location=Austin%2C%20TX");
  await hydrated(page);
  await page.goto(`/clinic/${clinic.slug}`);
  await hydrated(page);
  await holdLinks(page);
  await page.locator('a[href^="tel:"]:visible').first().click();
  await page.getByRole("link", { name: "Privacy" }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.waitForLoadState("networkidle");
  expect(sent).toEqual([]);
});

test("with Do Not Track on, no event is sent", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" });
  });
  const sent = await recordEvents(page);
  await page.goto("/tools/symptom-checker");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(sent).toEqual([]);
});
