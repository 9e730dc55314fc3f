import type { Locator } from "@playwright/test";
import { findClinic } from "./clinic-data.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** 400% zoom of a 1440 x 900 screen: 360 x 225 CSS pixels (WCAG 1.4.10). */
const ZOOMED = { width: 360, height: 225 };
const PHONE = { width: 390, height: 844 };

const position = (element: Locator) => element.evaluate((node) => getComputedStyle(node).position);

test.describe("at 400% zoom nothing sticks over the page", () => {
  test("the header and the profile's call bar scroll with the page; on a phone they stick", async ({
    page,
    request,
  }) => {
    const clinic = await findClinic(request, (c) => c.phone !== null, "clinic with a phone");
    await page.setViewportSize(PHONE);
    await page.goto(`/clinic/${clinic.slug}`);
    const header = page.getByRole("banner");
    const callBar = page.getByTestId("clinic-call-bar");
    expect(await position(header)).toBe("sticky");
    expect(await position(callBar)).toBe("sticky");

    await page.setViewportSize(ZOOMED);
    expect(await position(header)).toBe("static");
    expect(await position(callBar)).toBe("static");
    // Scrolled down, the header has gone with the top of the page and covers nothing.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(header).not.toBeInViewport();
    await expectAccessible(page, "a clinic profile at 400% zoom");
  });
});
