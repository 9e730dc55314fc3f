import type { Page } from "@playwright/test";
import { CLINIC_TABS } from "../../app/domain/clinic-tabs.ts";
import { avatarInitials } from "../../app/domain/initials-avatar.ts";
import { directionsHref } from "../../app/domain/outbound-links.ts";
import { formatRating } from "../../app/domain/rating.ts";
import { asOfLabel, hasFigures } from "../../app/domain/review-platforms.ts";
import { satisfactionGrade } from "../../app/domain/satisfaction.ts";
import { stateByCode } from "../../app/domain/us-states.ts";
import { verificationLabel, verificationOf } from "../../app/domain/verification.ts";
import { hasVirtualCare } from "../../app/domain/virtual-care.ts";
import { apiClinics, findClinic, recordThirdPartyRequests } from "./clinic-data.ts";
import { expect, test } from "./fixtures.ts";

const YEAR = new Date().getUTCFullYear();

const tab = (page: Page, name: string) =>
  page.getByRole("tablist", { name: "Clinic information" }).getByRole("tab", { name, exact: true });
const panel = (page: Page) => page.getByRole("tabpanel").filter({ visible: true }).first();

// /clinic/{id}, unknown and hostile addresses: page-answers.test.ts; structured data: page-heads.test.ts.
test.describe("clinic profile", () => {
  test("header: verified badge, name, rating, reviews, address, Call Now and Directions", async ({
    page,
    request,
    baseURL,
  }) => {
    const clinic = await findClinic(
      request,
      (c) =>
        verificationOf(c, new Date()).state === "verified" &&
        c.rating !== null &&
        c.phone !== null &&
        c.website !== null &&
        !c.featured,
      "clinic verified this year, with a rating, phone and website",
    );
    const thirdParty = await recordThirdPartyRequests(page, baseURL);
    await page.goto(`/clinic/${clinic.slug}`);
    const header = page.locator("header.hero");
    await expect(header.getByRole("heading", { level: 1 })).toHaveText(clinic.name);
    const verified = header.getByRole("link", { name: /^Verified [A-Z][a-z]{2} \d{1,2}, \d{4}/ });
    await expect(verified).toContainText(verificationLabel(verificationOf(clinic, new Date())));
    await expect(verified).toHaveAttribute("href", "/how-we-list-clinics#verified");
    await expect(header.getByText("Featured", { exact: true })).toHaveCount(0);
    await expect(
      header.getByText(
        `Rated ${formatRating(clinic.rating ?? 0)} out of 5 on Google (${clinic.reviewCount.toLocaleString("en-US")} reviews)`,
      ),
    ).toBeAttached();
    await expect(header.getByText(clinic.address)).toBeVisible();
    await expect(header.getByRole("link", { name: /Call Now/ })).toHaveAttribute(
      "href",
      `tel:+1${clinic.phone?.replace(/\D/g, "")}`,
    );
    const directions = header.getByRole("link", { name: /Directions/ });
    await expect(directions).toHaveAttribute("href", directionsHref(clinic));
    expect(await directions.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute("rel", "noopener noreferrer");
    const website = header.getByRole("link", { name: /Visit Website/ });
    await expect(website).toHaveAttribute("href", clinic.website ?? "");
    await expect(website).toHaveAttribute("rel", "noopener");

    // The initials (the spec's rule), decorative: gradient avatar or brand monogram alike.
    const avatar = header.locator("[data-gradient], [data-monogram]");
    await expect(avatar).toHaveText(avatarInitials(clinic.name));
    await expect(avatar).toHaveAttribute("aria-hidden", "true");
    await page.waitForLoadState("networkidle");
    expect(thirdParty, "no third-party request on page load").toEqual([]);
  });

  test("an unverified or unrated clinic gets no verified badge and no invented rating", async ({
    page,
    request,
  }) => {
    const clinic = await findClinic(request, (c) => c.rating === null, "clinic without a rating");
    await page.goto(`/clinic/${clinic.slug}`);
    const header = page.locator("header.hero");
    await expect(header.getByRole("heading", { level: 1 })).toHaveText(clinic.name);
    await expect(header.getByText("No ratings yet")).toBeVisible();
    await expect(header.getByText(/Rated .* out of 5/)).toHaveCount(0);
    const unverified = await findClinic(request, (c) => !c.verified, "unverified clinic");
    await page.goto(`/clinic/${unverified.slug}`);
    await expect(page.locator("header.hero").getByText("Verified", { exact: true })).toHaveCount(0);
  });

  test("every tab is reachable by URL and by keyboard, and the URL follows the tab", async ({
    page,
    request,
    baseURL,
  }) => {
    const clinic = await findClinic(
      request,
      (c) => c.pricing.length > 0 && c.services.length > 0 && c.rating !== null,
      "clinic with pricing and services",
    );
    await recordThirdPartyRequests(page, baseURL);
    await page.goto(`/clinic/${clinic.slug}?tab=pricing`);
    await expect(tab(page, "Pricing")).toHaveAttribute("aria-selected", "true");
    await expect(panel(page).getByRole("table", { name: `Prices listed by ${clinic.name}` })).toContainText(
      clinic.pricing[0]?.service ?? "",
    );
    await expect(panel(page)).toContainText(clinic.pricing[0]?.price ?? "");

    await tab(page, "Pricing").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Reviews")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Reviews")).toBeFocused();
    await expect(page).toHaveURL(/\?tab=reviews$/);

    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Location")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=location$/);

    await page.keyboard.press("Home");
    await expect(tab(page, "Overview")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(new RegExp(`/clinic/${clinic.slug}$`));

    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Services")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\?tab=services$/);
    for (const service of clinic.services) await expect(panel(page)).toContainText(service.name);

    await page.reload();
    await expect(tab(page, "Services")).toHaveAttribute("aria-selected", "true");
  });

  test("an unknown tab falls back to the overview", async ({ page, request }) => {
    const { clinics } = await apiClinics(request, "limit=1");
    await page.goto(`/clinic/${clinics[0]?.slug}?tab=%3Cscript%3E&review=nope`);
    await expect(tab(page, "Overview")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { selected: true })).toHaveCount(1);
  });

  test("reviews sub-tabs: overview, platforms, statistics and write", async ({ page, request }) => {
    const clinic = await findClinic(
      request,
      (c) =>
        c.rating !== null &&
        c.reviewCount >= 10 &&
        c.yearEstablished !== null &&
        c.reviewPlatforms.some((p) => p.platform === "yelp" && hasFigures(p)) &&
        !c.reviewPlatforms.some((p) => p.platform === "healthgrades"),
      "rated clinic with Google and Yelp figures and none from Healthgrades",
    );
    const google = clinic.reviewPlatforms.find((p) => p.platform === "google");
    const yelp = clinic.reviewPlatforms.find((p) => p.platform === "yelp");
    await page.goto(`/clinic/${clinic.slug}?tab=reviews`);
    await expect(tab(page, "Reviews")).toHaveAttribute("aria-selected", "true");
    const reviews = page.getByRole("tabpanel", { name: "Reviews" });
    const grade = satisfactionGrade(clinic.rating);
    await expect(reviews.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    const overview = panel(page).getByRole("tabpanel").filter({ visible: true });
    await expect(overview.getByText(grade ?? "", { exact: true })).toBeVisible();
    await expect(reviews).not.toContainText("%");
    await expect(
      overview.getByText(
        `Based on ${clinic.reviewCount.toLocaleString("en-US")} reviews, ${asOfLabel(google?.asOf ?? null)}`,
      ),
    ).toBeVisible();
    await expect(overview).toContainText(`Also on Yelp: ${formatRating(yelp?.rating ?? 0)} of 5`);

    await reviews.getByRole("tab", { name: "Platforms" }).click();
    await expect(page).toHaveURL(/\?tab=reviews&review=platforms$/);
    const platforms = panel(page).getByRole("tabpanel").filter({ visible: true });
    for (const figures of [google, yelp]) {
      const row = platforms.locator(`li[data-platform="${figures?.platform}"]`);
      await expect(row.getByTestId("platform-figures")).toContainText(
        `${figures?.reviewCount?.toLocaleString("en-US")} review`,
      );
      await expect(row.getByTestId("platform-figures")).toContainText(asOfLabel(figures?.asOf ?? null) ?? "");
      await expect(row).toContainText(formatRating(figures?.rating ?? 0));
    }
    const healthgrades = platforms.locator('li[data-platform="healthgrades"]');
    await expect(healthgrades.getByTestId("platform-figures")).toHaveText("No figures held");
    await expect(healthgrades.getByRole("link", { name: /Read reviews on Healthgrades/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.healthgrades\.com\/usearch\?/,
    );
    await expect(platforms).not.toContainText("estimate");

    await reviews.getByRole("tab", { name: "Statistics" }).click();
    await expect(page).toHaveURL(/review=statistics$/);
    const stats = panel(page).getByRole("tabpanel").filter({ visible: true });
    // What we hold, per platform, with its date; no figures repeated from the other sub-tabs' star rows.
    const googleHeld = stats.locator('[data-platform="google"]');
    await expect(googleHeld).toContainText(
      `Rating and review count, copied from Google ${asOfLabel(google?.asOf ?? null)?.replace("as of ", "in ")}`,
    );
    await expect(stats.locator('[data-platform="yelp"]')).toContainText("Rating and review count");
    await expect(stats.locator('[data-platform="healthgrades"]')).toContainText(
      "Nothing: we link to a Healthgrades search for the clinic.",
    );
    await expect(stats.getByRole("heading", { name: "How the figures are worked out" })).toBeVisible();
    await expect(stats.getByTestId("rating-band-rule")).toContainText(
      `Rating band “${grade}”: the word for a Google rating of ${formatRating(clinic.rating ?? 0)}`,
    );
    await expect(stats.getByTestId("years-rule")).toContainText(
      `${YEAR - (clinic.yearEstablished ?? 0)} Year`,
    );
    await expect(stats.getByTestId("years-rule")).toContainText(`${YEAR} minus ${clinic.yearEstablished}`);
    await expect(stats.getByRole("link", { name: /Read reviews on|Review on/ })).toHaveCount(0);
    await expect(stats).not.toContainText("Patients Treated");
    await expect(stats).not.toContainText("%");

    await reviews.getByRole("tab", { name: "Write a Review" }).click();
    await expect(page).toHaveURL(/review=write$/);
    const write = panel(page).getByRole("tabpanel").filter({ visible: true });
    await expect(write).toContainText("Reviews are written on the review sites themselves");
    await expect(write.getByRole("heading", { level: 3 })).toHaveText(["Google", "Yelp", "Healthgrades"]);
    await expect(write.locator('li[data-platform="google"]')).toContainText("Sign in with a Google account");
    await expect(write.locator('li[data-platform="healthgrades"]')).toContainText(
      "find the clinician who treated you",
    );
    const links = write.getByRole("link");
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
    expect(hrefs.map((href) => new URL(href).hostname)).toEqual([
      "www.google.com",
      "www.yelp.com",
      "www.healthgrades.com",
    ]);
    for (const href of hrefs) expect(decodeURIComponent(href.replaceAll("+", " "))).toContain(clinic.name);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }

    // Each sub-tab shows something of its own.
    const texts: string[] = [];
    for (const name of ["Overview", "Platforms", "Statistics", "Write a Review"]) {
      await reviews.getByRole("tab", { name }).click();
      texts.push(await panel(page).getByRole("tabpanel").filter({ visible: true }).innerText());
    }
    expect(new Set(texts).size).toBe(4);
    const sentences = texts.map(
      (text) => new Set(text.split("\n").filter((line) => line.trim().length > 30)),
    );
    for (const [i, mine] of sentences.entries()) {
      for (const [j, other] of sentences.entries()) {
        if (i < j)
          expect(
            [...mine].filter((line) => other.has(line)),
            `sub-tabs ${i} and ${j}`,
          ).toEqual([]);
      }
    }

    await page.goto(`/clinic/${clinic.slug}?tab=reviews&review=statistics`);
    await expect(page.getByRole("tab", { name: "Statistics" })).toHaveAttribute("aria-selected", "true");
  });

  test("overview figures come from the clinic's data and are left out when it has none", async ({
    page,
    request,
  }) => {
    const full = await findClinic(
      request,
      (c) =>
        c.supportHours !== null &&
        c.responseRate !== null &&
        c.responseTime !== null &&
        c.yearEstablished !== null,
      "clinic with support hours, response figures and a founding year",
    );
    await page.goto(`/clinic/${full.slug}`);
    const glance = page.getByRole("region", { name: "At a glance" });
    await expect(glance).toContainText(`${YEAR - (full.yearEstablished ?? 0)} Year`);
    await expect(glance).toContainText(`Established ${full.yearEstablished}`);
    await expect(glance).toContainText(full.supportHours ?? "");
    await expect(glance).toContainText(`${full.responseRate}%`);
    await expect(glance).toContainText(full.responseTime ?? "");
    await expect(page.getByText("15+ Years")).toHaveCount(0);

    const sparse = await findClinic(
      request,
      (c) => c.supportHours === null && c.responseRate === null && c.responseTime === null,
      "clinic without support hours or response figures",
    );
    await page.goto(`/clinic/${sparse.slug}`);
    await expect(page.getByText("Support hours", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Response rate", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Response time", { exact: true })).toHaveCount(0);
    await expect(page.getByText("24/7")).toHaveCount(0);
  });

  test("hours table highlights today where the clinic is; insurance is listed", async ({ page, request }) => {
    const clinic = await findClinic(
      request,
      (c) =>
        Object.keys(c.hoursOfOperation).length === 7 && c.timeZone !== null && c.acceptedInsurance.length > 0,
      "clinic with published hours, a time zone and insurance",
    );
    // A fixed moment, so that the clinic's day cannot turn between the page's reading and the test's.
    const now = new Date();
    await page.clock.setFixedTime(now);
    await page.goto(`/clinic/${clinic.slug}`);
    // The clinic's day, not the visitor's: they differ for hours around midnight.
    const today = now.toLocaleDateString("en-US", { weekday: "long", timeZone: clinic.timeZone ?? "UTC" });
    const hours = page.getByRole("table", { name: "Opening hours" });
    await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);
    await expect(hours.locator('tr[aria-current="date"] th')).toContainText(today);
    // Heard as "Thursday (today)", never run together as "ThursdayToday"; the badge is seen.
    await expect(hours.getByRole("rowheader", { name: `${today} (today)`, exact: true })).toBeVisible();
    await expect(hours.locator('tr[aria-current="date"] th [aria-hidden="true"]')).toHaveText("Today");
    await expect(hours).toContainText(/Times are the clinic’s local time \(\w[\w ]+ Time\)\./);
    const key = today.toLowerCase() as keyof typeof clinic.hoursOfOperation;
    await expect(hours.locator('tr[aria-current="date"] td')).toHaveText(clinic.hoursOfOperation[key] ?? "");
    for (const name of clinic.acceptedInsurance) {
      await expect(panel(page).getByText(name, { exact: true }).first()).toBeVisible();
    }
  });

  test("virtual care: the badge, telehealth details and license states", async ({ page, request }) => {
    const online = await findClinic(
      request,
      (c) => hasVirtualCare(c) && c.license_states.length > 1,
      "online clinic with license states",
    );
    await page.goto(`/clinic/${online.slug}?tab=services`);
    await expect(page.locator("header.hero").getByText("Online care", { exact: true })).toBeVisible();
    const details = panel(page).getByRole("region", { name: "Telehealth" });
    await expect(details).toContainText(
      `Licensed to treat patients in ${online.license_states.length} states`,
    );
    for (const code of online.license_states)
      await expect(details).toContainText(stateByCode(code)?.name ?? code);

    const local = await findClinic(request, (c) => !hasVirtualCare(c), "clinic without virtual care");
    await page.goto(`/clinic/${local.slug}`);
    await expect(page.locator("header.hero").getByText("Online care", { exact: true })).toHaveCount(0);
    // No empty Telehealth section: what the clinic has not listed is said once, under "Not listed yet".
    await expect(panel(page).getByRole("region", { name: "Telehealth" })).toHaveCount(0);
    await expect(panel(page).getByTestId("not-listed")).toContainText("telehealth options");
  });

  test("the map loads only on the location tab, with no request but map tiles", async ({
    page,
    request,
    baseURL,
  }) => {
    const { clinics } = await apiClinics(request, "limit=1&sort=reviews");
    const clinic = clinics[0];
    const thirdParty = await recordThirdPartyRequests(page, baseURL);
    await page.goto(`/clinic/${clinic?.slug}`);
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    expect(thirdParty).toEqual([]);

    await tab(page, "Location").click();
    await expect(page).toHaveURL(/\?tab=location$/);
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await expect(page.getByText("1 TRT Clinics")).toBeVisible();
    await expect(panel(page).locator("address")).toContainText(clinic?.addressLine1 ?? "");
    // Leaflet asks for its tiles once it knows its size, which on a busy machine can come after the network
    // was idle for a moment.
    await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    for (const url of thirdParty) expect(url).toMatch(/\/\d+\/\d+\/\d+\.png/);
  });

  test("a phone-sized screen shows the tabs and the call bar, not the header's buttons", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { clinics } = await apiClinics(request, "limit=1&sort=rating");
    await page.goto(`/clinic/${clinics[0]?.slug}?tab=reviews&review=platforms`);
    await expect(page.getByTestId("clinic-call-bar").getByRole("link", { name: /^Call/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Call Now/ })).toBeHidden();
    for (const name of ["Overview", "Services", "Pricing", "Reviews", "Location"]) {
      await expect(tab(page, name)).toBeVisible();
    }
    expect(CLINIC_TABS).toHaveLength(5);
  });
});

test.describe("clinic page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("compact header: name, rating, address and open status within 300 px", async ({ page, request }) => {
    const clinic = await findClinic(
      request,
      (c) =>
        c.rating !== null &&
        c.openingHours.length > 0 &&
        c.featured &&
        hasVirtualCare(c) &&
        verificationOf(c, new Date()).state === "verified",
      "a featured, verified clinic with virtual care, a rating and hours (the most a header shows)",
    );
    await page.goto(`/clinic/${clinic.slug}`);
    const header = page.getByTestId("clinic-header");
    await expect(header.getByRole("heading", { level: 1 })).toHaveText(clinic.name);
    await expect(header.getByText(clinic.address)).toBeVisible();
    await expect(header.getByText(/Rated .* on Google/)).toBeAttached();
    await expect(header.locator("[data-open-status]")).not.toHaveAttribute("data-open-status", "pending");
    await expect(header.locator("[data-open-status]")).toBeVisible();
    const box = await header.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(300);
    await expect(tab(page, "Overview")).toBeInViewport();
  });

  test("sticky call bar: Call is a tel: link, Directions opens maps, it never covers the profile's end", async ({
    page,
    request,
  }) => {
    const clinic = await findClinic(request, (c) => c.phone !== null, "clinic with a phone");
    await page.goto(`/clinic/${clinic.slug}`);
    const bar = page.getByTestId("clinic-call-bar");
    const call = bar.getByRole("link", { name: new RegExp(`^Call ${clinic.name}`) });
    await expect(call).toHaveAttribute("href", `tel:+1${clinic.phone?.replace(/\D/g, "")}`);
    const directions = bar.getByRole("link", { name: /^Directions/ });
    await expect(directions).toHaveAttribute("href", directionsHref(clinic));
    await expect(directions).toHaveAttribute("target", "_blank");
    // In view at the bottom of the screen at the top of the page...
    const top = await bar.boundingBox();
    expect(top && top.y + top.height).toBeCloseTo(844, 0);

    // ...and at the end of the profile it sits below the last content instead of over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastContent = page.getByRole("tabpanel").filter({ visible: true }).first();
    const content = await lastContent.boundingBox();
    const end = await bar.boundingBox();
    if (!content || !end) throw new Error("the last tab panel or the call bar has no box");
    expect(end.y).toBeGreaterThanOrEqual(content.y + content.height);
    await expect(page.locator("footer").last()).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(bar).toBeHidden();
    await expect(page.getByTestId("clinic-header").getByRole("link", { name: /Call Now/ })).toBeVisible();
  });

  test("tabs scroll sideways at 320 px without widening the page", async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const { clinics } = await apiClinics(request, "limit=1&sort=rating");
    await page.goto(`/clinic/${clinics[0]?.slug}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await tab(page, "Location").focus();
    await expect(tab(page, "Location")).toBeInViewport({ ratio: 1 });
  });
});
