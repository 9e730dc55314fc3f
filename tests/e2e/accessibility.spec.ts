import type { Page } from "@playwright/test";
import { openStatus } from "../../app/domain/open-now.ts";
import { verificationOf } from "../../app/domain/verification.ts";
import { E2E_FORM_SECRET, sendSuggestionFormsAsIfTyped } from "../support/form-time.ts";
import { type ServerProcess, startServerProcess } from "../support/server-process.ts";
import { createOperator, saveSupportHoursInAnotherTab, signInByCookie } from "./admin-session.ts";
import { findClinic } from "./clinic-data.ts";
import { accessibilityViolations, test as base, expect } from "./fixtures.ts";
import { runRegistryTool } from "./registry-tool.ts";
import {
  blockTiles,
  failGeolocation,
  followLinkWithDataHeld,
  holdDataRequests,
  hydrated,
  stubTiles,
} from "./search-helpers.ts";

/**
 * The accessibility sweep: axe (WCAG 2.1 A and AA, and best practices) over every page type, and over the states a
 * visitor or an operator brings a page into (menus and dialogs open, filters, the map and its popups, loading
 * placeholders, messages, error pages, every admin page), at the screen sizes the site is built for. Every state
 * is checked, and a test lists every violation of its states before it fails.
 */

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 700 };
const DESKTOP = { width: 1280, height: 900 };
const MAP_CHUNK = /\/assets\/clinic-map\.client-[^/]+\.js$/;

async function check(page: Page, state: string) {
  expect.soft(await accessibilityViolations(page), `accessibility violations on ${state}`).toEqual([]);
}

/** The map shown and settled; a map below the fold (the finder's) loads once it is scrolled to. */
async function mapReady(page: Page) {
  await page.locator(".map-frame").first().scrollIntoViewIfNeeded();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expect(page.getByText("Loading interactive map...")).toBeHidden();
}

const test = base.extend<object, { sweepAdminServer: ServerProcess }>({
  sweepAdminServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use, workerInfo) => {
      const server = await startServerProcess(`sweep-admin-${workerInfo.workerIndex}`, {
        FORM_SECRET: E2E_FORM_SECRET,
      });
      await use(server);
      await server.dispose();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

test.beforeEach(async ({ page }) => {
  await stubTiles(page);
});

test.describe("every page type and state passes axe", () => {
  // The sweep's error pages, refused forms and failing map parts are reported by the browser.
  test.use({
    allowedConsoleErrors: [
      /status of (400|401|404|409|413|500|503)|dynamically imported module|Failed to fetch|net::ERR_FAILED/,
    ],
  });
  test.describe.configure({ timeout: 300_000 });

  test("home page, site shell and unknown pages", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await check(page, "home page");
    const box = page.getByRole("combobox", { name: "City, state, or ZIP code" });
    await box.pressSequentially("san");
    await expect(page.locator('ul[role="listbox"]').getByRole("option")).toHaveCount(8);
    await box.press("ArrowDown");
    await check(page, "home page, suggestions open, an option highlighted");

    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page.getByRole("region", { name: "Find TRT clinics by state" }).scrollIntoViewIfNeeded();
    await check(page, "home page scrolled on a phone");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await check(page, "side menu open on a phone");

    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32 } });
    await page.goto("/search?location=Chicago%2C%20IL");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await check(page, "menu opened with 200% text");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 16 } });

    await page.setViewportSize(DESKTOP);
    await page.goto("/this/page/does-not-exist");
    await check(page, "an unknown page: the not-found notice over the home page");
    await page.setViewportSize(NARROW);
    await page.goto("/no/such/page");
    await check(page, "an unknown page at 320 px");
  });

  test("search results, filters and their messages", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/search?location=Austin%2C%20TX");
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    await check(page, "search results beside the map");
    await page.getByRole("combobox", { name: "Sort by" }).selectOption("rating");
    await expect(page).toHaveURL(/sort=rating/);
    await check(page, "search results refreshed in place");

    await page.goto("/search?location=Chicago%2C%20IL");
    const sidebar = page.getByRole("complementary", { name: "Filters" });
    await sidebar.getByRole("switch", { name: "Online visits" }).check();
    await check(page, "a filter switch turned on");

    await page.goto("/");
    const box = page.getByRole("combobox", { name: "City, state, or ZIP code" });
    await box.fill("Texas");
    await box.press("Enter");
    await expect(page.locator("#results-heading")).toBeFocused();
    await check(page, "search results reached from the home page, focus on their heading");

    await page.goto("/search?location=Texas");
    await hydrated(page);
    const release = await holdDataRequests(page, "/search");
    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
    await expect(page.locator("[data-skeleton]")).toHaveCount(3);
    await check(page, "search results loading");
    release();
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);
  });

  test("search messages, and search on a phone", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/search?location=Zzyzxqv");
    await check(page, "a search without results");
    await page.goto("/search?sort=drop&page=-1&distance=7&priceRange=cheap&lat=abc&lng=1");
    await check(page, "a search whose settings were not understood");
    await page.goto("/search?location=Texas&page=500");
    await check(page, "a page past the last one");
    await page.goto("/search?location=80206");
    await check(page, "a search with an approximate distance");

    await page.setViewportSize(PHONE);
    await page.goto("/search?location=Austin%2C%20TX");
    await check(page, "search on a phone");
    await page.goto("/search?location=Texas&telehealth=true");
    await page.getByRole("button", { name: "Filters (1)" }).click();
    await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
    await check(page, "filter drawer open on a phone");

    await page.setViewportSize(NARROW);
    await page.goto("/search?location=Austin%2C%20TX");
    await check(page, "search at 320 px");
  });

  test("locate-me messages", async ({ browser, baseURL }) => {
    for (const [state, path, setup] of [
      ["search, position refused", "/search?location=Texas", (page: Page) => failGeolocation(page, 1)],
      ["finder, position refused", "/trt-clinics-near-me", (page: Page) => failGeolocation(page, 1)],
    ] as const) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      try {
        await stubTiles(page);
        await setup(page);
        await page.goto(path);
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await page.getByRole("button", { name: "Use my current location" }).click();
        await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toBeVisible();
        await check(page, state);
      } finally {
        await context.close();
      }
    }
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    try {
      await failGeolocation(page, 1);
      await page.goto("/search?nearme=true");
      await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toBeVisible();
      await check(page, "near me without a position");
    } finally {
      await context.close();
    }
  });

  test("the map: views, popups, focus, failures", async ({ page, browser }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/search?location=Texas&view=map");
    await expect(page.locator(".clinic-map-cluster").first()).toBeVisible();
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    await check(page, "map view on a phone");

    await page.setViewportSize(NARROW);
    await page.goto("/search?location=Austin%2C%20TX&view=map");
    await mapReady(page);
    await check(page, "map view at 320 px");

    await page.setViewportSize(DESKTOP);
    await page.goto("/search?location=78701&distance=5&view=map");
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    await page.locator(".clinic-map-marker").first().click();
    await expect(page.locator(".leaflet-popup")).toBeVisible();
    await check(page, "map popup open");

    await page.goto("/search?location=78701&distance=5");
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    await page
      .getByRole("list", { name: "Search results" })
      .locator(":scope > li")
      .first()
      .getByRole("link", { name: /^Details for / })
      .focus();
    await expect(page.locator(".clinic-map-marker.is-active, .clinic-map-cluster.is-active")).toHaveCount(1);
    await check(page, "a card focused, its marker marked");
    const pin = page.locator(".clinic-map-marker").first();
    await pin.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".leaflet-popup")).toBeVisible();
    await page
      .locator(".leaflet-popup")
      .getByRole("link", { name: /^Details: / })
      .focus();
    await check(page, "a popup open beside the list");

    await page.goto("/search?location=Austin%2C%20TX");
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    await page.getByRole("button", { name: "Zoom in", exact: true }).click();
    await expect(page.getByRole("button", { name: "Search this area" })).toBeVisible();
    await check(page, "search this area offered");

    await page.goto("/search?location=Chicago%2C%20IL");
    await page.getByRole("combobox", { name: "Sort by" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/view=map$/);
    await mapReady(page);
    await check(page, "map view reached with the keyboard");
    await page.locator(".leaflet-container").focus();
    await check(page, "the search page's map focused");

    await page.unrouteAll({ behavior: "ignoreErrors" });
    await blockTiles(page);
    await page.goto("/search?location=78701&distance=5");
    await expect(page.getByText("The map background could not be loaded.", { exact: false })).toBeVisible();
    await page.locator(".clinic-map-marker").first().click();
    await expect(page.locator(".leaflet-popup")).toBeVisible();
    await check(page, "map without tiles, a popup open");

    await page.unrouteAll({ behavior: "ignoreErrors" });
    await stubTiles(page);
    await page.route(MAP_CHUNK, (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/search?location=Texas&view=map");
    await expect(page.getByText("Map Error")).toBeVisible();
    await check(page, "map failed to load");

    // Before any script: the server's picture of the map.
    const noScript = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const still = await noScript.newPage();
    try {
      await stubTiles(still);
      await still.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await still.goto("/search?location=Texas&view=map");
      await expect(still.getByText("Loading interactive map...")).toBeVisible();
      await check(still, "search map before its scripts");
    } finally {
      await noScript.close();
    }
  });

  test("the local finder", async ({ page }) => {
    const FINDER = "/trt-clinics-near-me";
    await page.setViewportSize(DESKTOP);
    await page.goto(FINDER);
    await check(page, "finder");
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(page.getByRole("group", { name: "Treatments" })).toBeVisible();
    await check(page, "finder filters open");
    await mapReady(page);
    await page.locator(".leaflet-container").focus();
    await check(page, "the finder's map focused");

    await page.goto(`${FINDER}?location=78701&distance=5`);
    await mapReady(page);
    await page.locator(".clinic-map-marker").first().click();
    await expect(page.locator(".leaflet-popup")).toBeVisible();
    await check(page, "finder map popup open");

    await page.goto(`${FINDER}?location=Austin%2C%20TX`);
    await check(page, "finder with a location");
    await page.getByRole("button", { name: "Clear location" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Top-Rated TRT Clinics" })).toBeFocused();
    await check(page, "finder after clearing the location");
    const release = await followLinkWithDataHeld(page, {
      pathPrefix: FINDER,
      navigation: "Quick search",
      link: "Boston, MA",
    });
    await expect(page.getByRole("status").filter({ hasText: "Loading clinics..." })).toBeVisible();
    await check(page, "finder loading");
    release();
    await expect(page.locator("[data-skeleton]")).toHaveCount(0);

    await page.goto(`${FINDER}?location=Zzyzxqv`);
    await expect(page.getByText("No clinics found in Zzyzxqv")).toBeVisible();
    await check(page, "finder: no clinics in a location");
    await page.goto(`${FINDER}?services=testosterone-pellets&insurance=medicare&maxPrice=1&minRating=4.8`);
    await check(page, "finder: no clinic matches");

    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(FINDER);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await expect(page.getByRole("group", { name: "Treatments" })).toBeVisible();
    await check(page, "finder at 320 px with filters");
  });

  test("clinic profiles and the suggestion form", async ({ page, request }) => {
    const clinic = await findClinic(
      request,
      (c) => c.pricing.length > 0 && c.services.length > 0 && c.rating !== null && c.phone !== null,
      "clinic with pricing, services, a rating and a phone",
    );
    await page.setViewportSize(DESKTOP);
    await page.goto(`/clinic/${clinic.slug}`);
    await check(page, "clinic overview");
    for (const tab of ["services", "pricing", "reviews"]) {
      await page.goto(`/clinic/${clinic.slug}?tab=${tab}`);
      await check(page, `clinic ${tab} tab`);
    }
    for (const review of ["platforms", "statistics", "write"]) {
      await page.goto(`/clinic/${clinic.slug}?tab=reviews&review=${review}`);
      await check(page, `clinic reviews: ${review}`);
    }
    await page.goto(`/clinic/${clinic.slug}?tab=location`);
    await expect(page.locator(".leaflet-container")).toBeVisible();
    await check(page, "clinic location tab with its map");

    const lapsed = await findClinic(
      request,
      (c) => verificationOf(c, new Date()).state === "lapsed",
      "lapsed clinic",
    );
    await page.goto(`/clinic/${lapsed.slug}`);
    await check(page, "a clinic whose verification lapsed");
    const unverified = await findClinic(
      request,
      (c) => !c.verified && c.locationPrecision !== "zip",
      "unverified",
    );
    await page.goto(`/clinic/${unverified.slug}`);
    await check(page, "an unverified clinic");
    const online = await findClinic(
      request,
      (c) => c.telehealth && c.license_states.length > 1,
      "online clinic",
    );
    await page.goto(`/clinic/${online.slug}?tab=services`);
    await check(page, "an online clinic's services");
    const noHours = await findClinic(
      request,
      (c) => c.openingHours.length === 0 && c.services.length > 0,
      "clinic without hours",
    );
    await page.goto(`/clinic/${noHours.slug}`);
    await check(page, "a clinic without hours");

    const registryLike = await findClinic(
      request,
      (c) => c.locationPrecision === "zip",
      "registry-like listing",
    );
    await page.goto(`/clinic/${registryLike.slug}`);
    await check(page, "a registry-like listing");
    await page.getByRole("tab", { name: "Location" }).click();
    await expect(page.locator(".clinic-map-area")).toBeVisible();
    await page.locator(".clinic-map-area").click();
    await expect(page.locator(".clinic-map-popup")).toBeVisible();
    await check(page, "an approximate area on the map, popup open");

    await page.setViewportSize(PHONE);
    await page.goto(`/clinic/${clinic.slug}`);
    await check(page, "clinic page with the call bar on a phone");
    await page.setViewportSize(NARROW);
    await page.goto(`/clinic/${clinic.slug}?tab=reviews`);
    await check(page, "clinic reviews at 320 px");

    await page.setViewportSize(DESKTOP);
    await page.goto("/clinic/no-such-clinic-anywhere");
    await check(page, "clinic not found");

    await sendSuggestionFormsAsIfTyped(page, clinic.id);
    await page.goto(`/clinic/${clinic.slug}/suggest-edit`);
    await check(page, "suggest an edit");
    await page.getByRole("textbox", { name: /Your e-mail address/ }).fill("not-an-address");
    await page.getByRole("button", { name: "Send correction" }).click();
    await expect(page.getByText("Choose what is wrong.").first()).toBeVisible();
    await check(page, "suggest an edit, with errors");
    await page.getByRole("radio", { name: "Wrong phone number" }).check();
    await page.getByRole("textbox", { name: /The correction/ }).fill("The number changed");
    await page.getByRole("textbox", { name: /Your e-mail address/ }).fill("reader@example.com");
    await page.getByRole("button", { name: "Send correction" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
    await check(page, "suggestion sent");
    await page.goto("/clinic/no-such-clinic-anywhere/suggest-edit");
    await check(page, "suggestion form of an unknown clinic");
  });

  test("the open-now line before opening time", async ({ page, request }) => {
    const clinic = await findClinic(
      request,
      (c) => c.openingHours.length >= 5 && c.timeZone === "America/Denver",
      "clinic with weekday hours in Mountain time",
    );
    // The first half past an hour of the coming week at which the clinic opens later that day.
    const today = new Date();
    const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + 86_400_000;
    const at = Array.from(
      { length: 24 * 7 },
      (_, hour) => new Date(start + hour * 3_600_000 + 30 * 60_000),
    ).find((moment) => openStatus(clinic.openingHours, clinic.timeZone, moment)?.state === "opens-today");
    if (!at) throw new Error(`${clinic.slug} never opens later the same day`);
    await page.clock.setFixedTime(at);
    await page.goto(`/clinic/${clinic.slug}`);
    await expect(page.locator("header.hero [data-open-status]")).not.toHaveAttribute(
      "data-open-status",
      "pending",
    );
    await check(page, "profile before opening time");
  });

  test("state, city and online-clinic pages", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const [state, path] of [
      ["state page", "/trt-clinics-texas"],
      ["state page 2", "/trt-clinics-california?page=2"],
      ["state not found", "/trt-clinics-atlantis"],
      ["city page", "/city/houston/tx"],
      ["city with one clinic", "/city/midland/tx"],
      ["known city without clinics", "/city/marfa/tx"],
      ["city not found", "/city/austin"],
      ["online clinics", "/tele-trt-clinics"],
      ["online clinics licensed in Texas", "/tele-trt-clinics?state=TX"],
      ["online clinics matching a search", "/tele-trt-clinics?q=virtual&state="],
      ["online clinics, no match", "/tele-trt-clinics?q=zzqxv"],
      ["online clinics, not a state", "/tele-trt-clinics?state=ZZ"],
      [
        "online clinics for a searched location",
        `/tele-trt-clinics?location=${encodeURIComponent("Austin, TX")}`,
      ],
    ] as const) {
      await page.goto(path);
      await check(page, state);
    }
    await page.goto("/city/austin/tx");
    await hydrated(page);
    const release = await followLinkWithDataHeld(page, {
      pathPrefix: "/city/",
      navigation: "More TRT clinics in Texas",
      link: "Dallas",
    });
    await expect(page.getByTestId("clinic-card-skeleton")).toHaveCount(5);
    await check(page, "city page while loading");
    release();
    await expect(page.getByTestId("clinic-card-skeleton")).toHaveCount(0);

    await page.setViewportSize(PHONE);
    await page.goto("/trt-clinics-west-virginia");
    await check(page, "state page on a phone");
    await page.setViewportSize(NARROW);
    for (const [state, path] of [
      ["state page at 320 px", "/trt-clinics-texas"],
      ["city without clinics at 320 px", "/city/odessa/tx"],
      ["city page at 320 px", "/city/chicago/il"],
      ["online clinics at 320 px", "/tele-trt-clinics?state=TX"],
    ] as const) {
      await page.goto(path);
      await check(page, state);
    }
  });

  test("articles, the guide and the information pages", async ({ page, context }) => {
    await page.setViewportSize(DESKTOP);
    for (const [state, path] of [
      ["blog", "/blog"],
      ["blog post", "/blog/trt-cost-guide-2025-what-to-expect-how-to-save"],
      ["sponsored blog post", "/blog/trt-nation-at-home-testing-revolutionary-testosterone-assessment"],
      ["blog post not found", "/blog/no-such-article"],
      ["TRT guide", "/about-trt"],
      ["about", "/about"],
      ["contact", "/contact"],
      ["privacy policy", "/privacy"],
      ["terms", "/terms"],
      ["insurance verification", "/tools/insurance-verification"],
      ["how we list clinics", "/how-we-list-clinics"],
    ] as const) {
      await page.goto(path);
      await check(page, state);
    }
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      // biome-ignore lint/suspicious/noExplicitAny: removing a browser API for the test
      delete (Navigator.prototype as any).share;
    });
    await page.goto("/blog/trt-cost-guide-2025-what-to-expect-how-to-save");
    await page.getByRole("button", { name: "Share" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Link copied to your clipboard." }),
    ).toBeVisible();
    await check(page, "blog post, link copied");

    await page.goto("/blog");
    await page.getByRole("main").getByRole("article").nth(1).getByRole("link").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await check(page, "blog post reached by a link, focus on its heading");

    await page.setViewportSize(PHONE);
    for (const [state, path] of [
      ["blog post with a wide table on a phone", "/blog/trt-injections-gels-pellets-compared"],
      ["TRT guide on a phone", "/about-trt"],
      ["styleguide on a phone", "/styleguide"],
    ] as const) {
      await page.goto(path);
      await check(page, state);
    }
    await page.setViewportSize(DESKTOP);
    await page.goto("/styleguide");
    await check(page, "styleguide");
  });

  test("the symptom checker, question by question", async ({ page }) => {
    const card = page.getByRole("region", { name: "Symptom assessment" });
    const answer = (value: boolean | number) =>
      card
        .getByRole("button", {
          name: typeof value === "boolean" ? (value ? "Yes" : "No") : new RegExp(`^${value}\\b`),
          exact: typeof value === "boolean",
        })
        .click();
    const result = page.getByRole("heading", { name: /^Your result:/ });
    // Low, moderate and high results each have their own colours.
    for (const [level, answers] of [
      ["Low", [false, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
      ["Moderate", [true, 2, 2, 2, 2, 2, 2, 2, 2, 2]],
      ["High", [true, 4, 4, 4, 4, 4, 4, 4, 4, 4]],
    ] as const) {
      await page.goto("/tools/symptom-checker");
      for (const [index, value] of answers.entries()) {
        await expect(card.getByText(`Question ${index + 1} of 10`, { exact: true })).toBeVisible();
        if (level === "Moderate") await check(page, `symptom checker, question ${index + 1}`);
        await answer(value);
      }
      await expect(result).toHaveText(`Your result: ${level} symptom score`);
      await check(page, `symptom checker, ${level} result`);
    }
  });

  test("every admin page", async ({ page, sweepAdminServer }) => {
    const server = sweepAdminServer;
    const email = `sweep${process.env.TEST_WORKER_INDEX ?? "0"}@example.com`;
    await createOperator(server.databaseFile, email);
    await runRegistryTool(server.databaseFile);
    await page.route("**/api/events", (route) => route.fulfill({ status: 204 }));
    const go = (path: string) => page.goto(`${server.base}${path}`);

    await go("/admin/sign-in");
    await check(page, "admin sign-in");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or the password is not right.");
    await check(page, "admin sign-in refused");

    // A visitor's correction, for the inbox.
    const [clinic] = (await (await page.request.get(`${server.base}/api/clinics?limit=1`)).json()) as {
      id: number;
      slug: string;
    }[];
    if (!clinic) throw new Error("no clinic");
    await sendSuggestionFormsAsIfTyped(page, clinic.id);
    await go(`/clinic/${clinic.slug}/suggest-edit`);
    await page.getByRole("radio", { name: "Wrong price" }).check();
    await page.getByRole("textbox", { name: /The correction/ }).fill("Consultation is $149 now");
    await page.getByRole("button", { name: "Send correction" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();

    await signInByCookie(page, { databaseFile: server.databaseFile, email, baseURL: server.base });
    for (const [state, path] of [
      ["admin overview", "/admin"],
      ["admin clinic list", "/admin/clinics?state=TX"],
      ["admin suggestions", "/admin/suggestions"],
      ["admin analytics", "/admin/analytics?days=7"],
      ["admin import", "/admin/import"],
      ["admin candidates", "/admin/candidates"],
      ["admin verification queue", "/admin/verification?state=TX"],
      ["admin new clinic", "/admin/clinics/new"],
      ["admin stale-verification queue", "/admin/clinics?verification=lapsed&sort=verification"],
      ["admin held listings", "/admin/clinics?visibility=held"],
      ["admin audit log", "/admin/audit"],
      ["admin import history", "/admin/imports"],
      ["admin users", "/admin/users"],
      ["admin own account", "/admin/account"],
      ["admin outbox", "/admin/outbox"],
    ] as const) {
      await go(path);
      await check(page, state);
    }
    await go("/admin/candidates?name=northside");
    await page.getByRole("link", { name: "Northside Low T Center" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Northside Low T Center" })).toBeVisible();
    await check(page, "admin candidate");

    await go("/admin/clinics?state=CA");
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: "Edit every field" })).toBeVisible();
    const edit = page.url();
    await check(page, "admin clinic edit");
    await page.getByLabel("Phone").fill("call us");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("heading", { name: /problems?: nothing was saved/ })).toBeVisible();
    await check(page, "admin clinic edit with problems");

    await page.goto(edit);
    await saveSupportHoursInAnotherTab(page);
    await page.getByLabel("Response time").fill("Within a day");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "This clinic was changed after you opened this form" }),
    ).toBeVisible();
    await check(page, "admin clinic edit refused: changed meanwhile");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your changes were saved." })).toBeVisible();
    await check(page, "admin clinic edit saved, with its history");

    const header = "name,addressLine1,city,state,zipCode,latitude,longitude,phone,source";
    await go("/admin/import");
    await page.getByLabel("File to check").setInputFiles({
      name: "broken.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`${header}\nBroken Clinic,1 Main St,Austin,TX,787,30.27,-97.74,call us,sweep\n`),
    });
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(page.getByText(/2 errors in 1 of 1 row/)).toBeVisible();
    await check(page, "admin import with errors");
    const good = {
      name: "clinics.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        `${header}\nSweep Import Health,1 Main St,Austin,TX,78701,30.27,-97.74,(512) 555-0150,sweep\n`,
      ),
    };
    await page.getByLabel("File to check").setInputFiles(good);
    await page.getByRole("button", { name: "Check the file" }).click();
    await expect(page.getByText(/dry run: nothing was saved/)).toBeVisible();
    await check(page, "admin import checked, ready to apply");
    await page.getByRole("button", { name: "Apply the import" }).click();
    await expect(page.getByRole("heading", { name: "clinics.csv was imported" })).toBeVisible();
    await check(page, "admin import applied");

    await go("/admin");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("You have signed out.")).toBeVisible();
    await check(page, "admin signed out");
  });
});
