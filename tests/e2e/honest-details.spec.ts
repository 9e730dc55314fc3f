import { expect, expectAccessible, test } from "./fixtures.ts";

test.describe("online clinics' opening times", () => {
  test("name the time zone they are in: seen short, read out in full", async ({ page }) => {
    await page.goto("/tele-trt-clinics");
    const status = page.locator("[data-open-status]:not([data-open-status='pending'])").first();
    await expect(status).toBeVisible();
    const zone = status.locator("abbr[data-time-zone]");
    await expect(zone).toHaveAttribute("title", /Time$/);
    const [short, long] = await Promise.all([
      zone.locator('[aria-hidden="true"]').textContent(),
      zone.getAttribute("title"),
    ]);
    expect(short).toMatch(/^[A-Z]{2,4}$/);
    await expect(zone.locator(".sr-only")).toHaveText(long ?? "");
    await expect(status).toHaveText(/(closes|opens) .*\d:\d\d [AP]M [A-Z]/i);
    await expectAccessible(page, "online clinics with time zones");
  });
});
