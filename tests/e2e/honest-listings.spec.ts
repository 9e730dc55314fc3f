import type { Clinic } from "../../app/domain/clinic.ts";
import { type OpenStatus, openStatus, openStatusLabel } from "../../app/domain/open-now.ts";
import { verificationLabel, verificationOf } from "../../app/domain/verification.ts";
import { allClinics, findClinic, jsonLd } from "./clinic-data.ts";
import { expect, test } from "./fixtures.ts";

/** The next Monday, 00:00 UTC: the week the tests look at, near today like the demo data's dates. */
function nextMonday(): number {
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return midnight + ((8 - today.getUTCDay()) % 7 || 7) * 86_400_000;
}

/** The first half past an hour in that week at which the clinic is in the wanted state, and the label then. */
function momentWhen(clinic: Clinic, wanted: OpenStatus["state"]): { at: Date; label: string } {
  const start = nextMonday();
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
    const clinic = await findClinic(
      request,
      (c) => c.openingHours.length === 0 && c.services.length > 0,
      "clinic without hours",
    );
    await page.goto(`/clinic/${clinic.slug}`);
    await expect(page.locator("h1")).toHaveText(clinic.name);
    await expect(page.locator("[data-open-status]")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Opening hours" })).toHaveCount(0);
    await expect(page.getByTestId("not-listed")).toContainText(`${clinic.name} has not listed its`);
    await expect(page.getByTestId("not-listed")).toContainText("hours");
  });

  test("search cards show each clinic's status in its own zone", async ({ page, request }) => {
    const at = new Date(nextMonday() + 15.5 * 3_600_000); // Monday morning in the US: some open, some not yet
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
  });

  test("featured labels link to how featured listings work", async ({ page }) => {
    await page.goto("/");
    const featured = page.locator('[data-badge="featured"]').first();
    await expect(featured).toHaveAttribute("href", "/how-we-list-clinics#featured");
    await expect(featured).toContainText("Featured");
  });
});

/** The demo data's listings made like registry records: at their ZIP code's centre, with an NPI, nothing else. */
async function registryLike(request: Parameters<typeof allClinics>[0]): Promise<Clinic[]> {
  const clinics = (await allClinics(request)).filter((c) => c.locationPrecision === "zip");
  expect(clinics.length).toBeGreaterThan(0);
  return clinics;
}

/** Every distance a card shows: "3.4 mi away", "about 2 mi from the city center", "in the 80206 area". */
async function cardDistances(page: import("@playwright/test").Page, name: string): Promise<string> {
  const card = page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card).toHaveCount(1);
  return (await card.locator(".clinic-card-place").textContent()) ?? "";
}

test.describe("a listing placed at its ZIP code's centre", () => {
  test("search cards give its distance as its ZIP area or about whole miles, never under a mile", async ({
    page,
    request,
  }) => {
    const denver = (await registryLike(request)).find((c) => c.zipCode === "80206");
    if (!denver) throw new Error("no registry-like listing in 80206");
    await page.goto("/search?location=80206");
    const near = await cardDistances(page, denver.name);
    expect(near).toContain("in the 80206 area");
    expect(near).not.toMatch(/\d mi/);

    await page.goto("/search?location=Denver%2C%20CO");
    const fromDenver = await cardDistances(page, denver.name);
    expect(fromDenver).toMatch(/about [1-9]\d* mi away/);
    expect(fromDenver).not.toMatch(/\d\.\d mi/);
    // The other cards are placed at their doors and keep their tenths of a mile.
    await expect(
      page
        .locator(".clinic-card-place")
        .filter({ hasText: /\d\.\d mi away/ })
        .first(),
    ).toBeVisible();

    await page.goto("/city/denver/co");
    const fromCentre = await cardDistances(page, denver.name);
    expect(fromCentre).toMatch(/about [1-9]\d* mi from the city center|in the 80206 area/);
  });

  test("its profile: Call, Directions by address, the NPI, the legal name, what is not listed, and an area on the map", async ({
    page,
    request,
  }) => {
    const [clinic] = await registryLike(request);
    if (!clinic) throw new Error("no registry-like listing");
    await page.goto(`/clinic/${clinic.slug}`);
    await expect(page.locator("h1")).toHaveText(clinic.name);
    // Fictional demo data is never indexed; what the head says is what the page shows.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      `${clinic.name}, a testosterone replacement therapy clinic in ${clinic.city}, ${clinic.state}. Its address, phone number and NPI registry record, with directions.`,
    );
    const medical = (await jsonLd(page)).find((item) => item["@type"] === "MedicalClinic");
    expect(medical).toBeDefined();
    expect(medical).not.toHaveProperty("geo");

    const header = page.locator("header.hero");
    await expect(header.getByRole("link", { name: /^Call Now/ })).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    const directions = header.getByRole("link", { name: /^Directions/ });
    await expect(directions).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(clinic.address)}`,
    );
    const tabs = page.getByRole("tablist", { name: "Clinic information" }).getByRole("tab");
    await expect(tabs).toHaveText(["Overview", "Reviews", "Location"]);
    const listing = page.getByRole("region", { name: "About this listing" });
    await expect(listing).toContainText(`${clinic.npi} (fictional, like the rest of this demo listing)`);
    await expect(listing.getByTestId("legal-name")).toHaveText(`Registered as ${clinic.legalName}`);
    await expect(listing).toContainText("Not yet verified");
    await expect(listing.getByRole("link", { name: "Suggest an edit" })).toHaveAttribute(
      "href",
      `/clinic/${clinic.slug}/suggest-edit`,
    );
    const notListed = page.getByTestId("not-listed");
    await expect(notListed).toContainText("Nobody has checked this listing with the clinic yet");
    await expect(notListed).toContainText(
      `${clinic.name} has not listed its services, prices, insurance, hours and telehealth options with us.`,
    );
    for (const empty of ["Insurance & payment", "Opening hours", "Telehealth", `About ${clinic.name}`]) {
      await expect(page.getByRole("region", { name: empty, exact: true })).toHaveCount(0);
    }

    await page.getByRole("tab", { name: "Location" }).click();
    await expect(page.getByTestId("approximate-location")).toContainText(
      `Approximate location: the ${clinic.zipCode} ZIP code area`,
    );
    const area = page.locator(".clinic-map-area");
    await expect(area).toBeVisible();
    await expect(area).toHaveAttribute(
      "title",
      `${clinic.name}: approximate location, ZIP code ${clinic.zipCode} area`,
    );
    // An area, not a pin: no pin shape anywhere on the map.
    await expect(page.locator(".leaflet-marker-pane path")).toHaveCount(0);
    await area.click();
    const popup = page.locator(".clinic-map-popup");
    await expect(popup).toContainText(`Approximate location: the ${clinic.zipCode} ZIP code area.`);
    await expect(popup.getByRole("link", { name: /^Directions/ })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(clinic.address)}`,
    );
  });
});
