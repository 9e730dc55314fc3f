import type { Clinic } from "../../app/domain/clinic.ts";
import { type OpenStatus, openStatus, openStatusLabel } from "../../app/domain/open-now.ts";
import { verificationLabel, verificationOf } from "../../app/domain/verification.ts";
import { allClinics, findClinic } from "./clinic-data.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";

/** The first whole hour in the coming week at which the clinic is in the wanted state, and the label then. */
function momentWhen(clinic: Clinic, wanted: OpenStatus["state"]): { at: Date; label: string } {
  const start = Date.UTC(2026, 10, 23, 0, 0); // a Monday
  for (let hour = 0; hour < 24 * 7; hour++) {
    const at = new Date(start + hour * 3_600_000 + 30 * 60_000);
    const status = openStatus(clinic.openingHours, clinic.timeZone, at);
    if (status?.state === wanted) return { at, label: openStatusLabel(status) };
  }
  throw new Error(`${clinic.slug} is never ${wanted}`);
}

test.describe("open now from the clinic's own hours and time zone", () => {
  test("the profile says open, with the closing time, while the clinic is open", async ({
    page,
    request,
  }) => {
    const clinic = await findClinic(
      request,
      (c) => c.openingHours.length >= 5 && c.timeZone !== null && c.timeZone !== "America/New_York",
      "clinic with weekday hours outside the Eastern time zone",
    );
    const { at, label } = momentWhen(clinic, "open");
    await page.clock.setFixedTime(at);
    await page.goto(`/clinic/${clinic.slug}`);
    const status = page.locator("header.hero [data-open-status]");
    await expect(status).toHaveAttribute("data-open-status", "open");
    await expect(status).toHaveText(label);
    expect(label).toMatch(/^Open now · closes \d{1,2}:\d{2} [AP]M$/);
  });

  test("closed, with when it opens next, and before opening on the same day", async ({ page, request }) => {
    const clinic = await findClinic(
      request,
      (c) => c.openingHours.length >= 5 && c.timeZone === "America/Denver",
      "clinic with weekday hours in Mountain time",
    );
    const closed = momentWhen(clinic, "closed");
    await page.clock.setFixedTime(closed.at);
    await page.goto(`/clinic/${clinic.slug}`);
    const status = page.locator("header.hero [data-open-status]");
    await expect(status).toHaveText(closed.label);
    expect(closed.label).toMatch(/^Closed · opens (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}:\d{2} [AP]M$/);

    const early = momentWhen(clinic, "opens-today");
    await page.clock.setFixedTime(early.at);
    await page.reload();
    await expect(status).toHaveText(early.label);
    await expectAccessible(page, "profile before opening time");
  });

  test("the server renders an empty line of the same height, filled in the browser without moving anything", async ({
    page,
    request,
  }) => {
    const clinic = await findClinic(request, (c) => c.openingHours.length > 0, "clinic with hours");
    const html = await (await request.get(`/clinic/${clinic.slug}`)).text();
    expect(html).toContain('data-open-status="pending"');
    expect(html).not.toMatch(/Open now ·|Closed · opens|Opens today at/);

    await page.goto(`/clinic/${clinic.slug}`);
    const status = page.locator("header.hero [data-open-status]");
    await expect(status).not.toHaveAttribute("data-open-status", "pending");
    const box = await status.boundingBox();
    expect(box?.height).toBe(20);
  });

  test("a clinic that publishes no hours shows no open or closed status at all", async ({
    page,
    request,
  }) => {
    const clinic = await findClinic(request, (c) => c.openingHours.length === 0, "clinic without hours");
    await page.goto(`/clinic/${clinic.slug}`);
    await expect(page.locator("h1")).toHaveText(clinic.name);
    await expect(page.locator("[data-open-status]")).toHaveCount(0);
    await expect(page.getByText("This clinic has not published its opening hours.")).toBeVisible();
  });

  test("search cards show each clinic's status in its own zone", async ({ page, request }) => {
    const at = new Date("2026-11-23T15:30:00Z"); // Monday: 9:30 in Denver, 8:30 in Phoenix, 10:30 in Chicago
    await page.clock.setFixedTime(at);
    await page.goto("/search?location=Denver%2C%20CO");
    const cards = page.locator("article");
    await expect(cards.first()).toBeVisible();
    const clinics = await allClinics(request, "location=Denver%2C%20CO&radius=50");
    for (const card of (await cards.all()).slice(0, 5)) {
      const name = (await card.getByRole("heading").textContent()) ?? "";
      const clinic = clinics.find((c) => c.name === name);
      if (!clinic) continue;
      const status = openStatus(clinic.openingHours, clinic.timeZone, at);
      if (status) await expect(card.locator("[data-open-status]")).toHaveText(openStatusLabel(status));
      else await expect(card.locator("[data-open-status]")).toHaveCount(0);
    }
    await expect(page.getByText("Open Now", { exact: true })).toHaveCount(0);
  });
});

test.describe("verification a visitor can see", () => {
  test("a listing checked more than 12 months ago says 'Last verified' without the badge", async ({
    page,
    request,
  }) => {
    const clinic = await findClinic(
      request,
      (c) => verificationOf(c, new Date()).state === "lapsed",
      "clinic whose verification has lapsed",
    );
    await page.goto(`/clinic/${clinic.slug}`);
    const status = page.locator('header.hero [data-verification="lapsed"]');
    await expect(status).toContainText(verificationLabel(verificationOf(clinic, new Date())));
    await expect(status).toContainText(/^Last verified /);
    await expect(status).not.toHaveClass(/badge-verified/);
    await expect(page.locator("header.hero .badge-verified")).toHaveCount(0);
  });

  test("an unverified listing says so", async ({ page, request }) => {
    const clinic = await findClinic(request, (c) => !c.verified, "unverified clinic");
    await page.goto(`/clinic/${clinic.slug}`);
    await expect(page.locator('header.hero [data-verification="unverified"]')).toContainText(
      "Not yet verified",
    );
    await expect(page.getByRole("region", { name: "About this listing" })).toContainText("Not yet verified");
  });

  test("'How we list clinics' explains verification, ratings and featured listings, linked from badges, menu and footer", async ({
    page,
    request,
  }) => {
    await page.goto("/search?location=Austin%2C%20TX");
    const badge = page.locator('article [data-badge="verified"]').first();
    await expect(badge).toHaveAttribute("href", "/how-we-list-clinics#verified");
    await expect(page.locator("footer").getByRole("link", { name: "How We List Clinics" })).toHaveAttribute(
      "href",
      "/how-we-list-clinics",
    );
    await badge.click();
    await expect(page).toHaveURL(/\/how-we-list-clinics#verified$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How We List Clinics");
    for (const heading of [
      'What "Verified" means',
      "Ratings and reviews",
      "Featured listings",
      "How often listings change",
      "Report a mistake",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.locator("#verified")).toBeInViewport();
    await expect(
      page.getByText("never changes the order of results that are sorted by distance"),
    ).toBeVisible();

    const stats = (await (await request.get("/api/stats")).json()) as { verifiedCount: number };
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menuLink = page.getByRole("dialog").getByRole("link", {
      name: `${stats.verifiedCount.toLocaleString("en-US")} verified clinics`,
    });
    await expect(menuLink).toHaveAttribute("href", "/how-we-list-clinics#verified");
    await expectAccessible(page, "side menu with the verified count");
  });

  test("the verified count in the menu matches the listings verified within 12 months", async ({
    request,
  }) => {
    const clinics = await allClinics(request);
    const now = new Date();
    const current = clinics.filter((c) => verificationOf(c, now).state === "verified").length;
    const stats = (await (await request.get("/api/stats")).json()) as { verifiedCount: number };
    expect(stats.verifiedCount).toBe(current);
    expect(current).toBeLessThan(clinics.filter((c) => c.verified).length);
  });

  test("featured labels link to how featured listings work", async ({ page }) => {
    await page.goto("/");
    const featured = page.locator('[data-badge="featured"]').first();
    await expect(featured).toHaveAttribute("href", "/how-we-list-clinics#featured");
    await expect(featured).toContainText("Featured");
  });
});
