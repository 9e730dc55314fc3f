import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { blockTiles, hydrated, stubTiles, TILE_FAILURE } from "./search-helpers.ts";

const PHONE = { width: 390, height: 844 };
const MAP_CHUNK = /\/assets\/clinic-map\.client-[^/]+\.js$/;
const mapRegion = (page: Page) => page.getByRole("region", { name: "Clinic map" });
const pins = (page: Page) => page.locator(".clinic-map-marker");
const clusters = (page: Page) => page.locator(".clinic-map-cluster");

async function bannerTotal(page: Page): Promise<number> {
  const text = (await page.getByText("Active Search").locator("..").textContent()) ?? "";
  return Number(/\((\d+) clinics? found\)/.exec(text)?.[1]);
}

/**
 * The first pin once the map has settled: for its first 300 ms the map resizes itself (the spec's loading state)
 * and its markers move, as a visitor would see them do before choosing one.
 */
async function settledPin(page: Page) {
  await expect(page.getByText("Loading interactive map...")).toBeHidden();
  return pins(page).first();
}

/** Every marker's text, in order: changes when the map redraws its markers at a new zoom. */
async function markerTexts(page: Page): Promise<string> {
  return (
    (await page.locator(".clinic-map-marker, .clinic-map-cluster").allTextContents()).join("|") +
    `#${await page.locator(".clinic-map-marker").count()}`
  );
}

/** Resolves once the map has no zoom or pan animation running and its markers kept their places for a few frames. */
async function markersAtRest(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const read = () =>
          [...document.querySelectorAll(".clinic-map-marker, .clinic-map-cluster")]
            .map((marker) => {
              const r = marker.getBoundingClientRect();
              return `${r.left},${r.top}`;
            })
            .join(";");
        let last = read();
        let still = 0;
        const frame = () => {
          const now = read();
          const animating = document.querySelector(".leaflet-zoom-anim, .leaflet-pan-anim") !== null;
          still = now === last && !animating ? still + 1 : 0;
          last = now;
          if (still >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** Sum of what the markers stand for: one per pin, the count of each cluster. */
async function plottedCount(page: Page): Promise<number> {
  const counts = await clusters(page).allTextContents();
  return (await pins(page).count()) + counts.reduce((sum, text) => sum + Number(text), 0);
}

test.describe("search map view", () => {
  test.beforeEach(async ({ page }) => {
    await stubTiles(page);
  });

  test("on a phone the list view never loads the map's code", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.goto("/search?location=Texas");
    await page.waitForLoadState("networkidle");
    expect(
      requested.filter((url) => MAP_CHUNK.test(url) || (url.endsWith(".css") && url.includes("clinic-map"))),
    ).toEqual([]);
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
  });

  test("on a phone the List/Map toggle switches views through the URL", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/search?location=Texas");
    await hydrated(page);
    const chunk = page.waitForRequest(MAP_CHUNK);
    await page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "Map" }).click();
    await expect(page).toHaveURL(/\/search\?location=Texas&view=map$/);
    await chunk;
    await expect(mapRegion(page)).toBeVisible();
    const total = await bannerTotal(page);
    await expect(mapRegion(page).getByText(`${total} TRT Clinics`)).toBeVisible();
    await expect.poll(() => plottedCount(page)).toBe(total);
    // Clustering keeps the number of markers small.
    expect((await pins(page).count()) + (await clusters(page).count())).toBeLessThan(total);
    const box = await page.locator(".leaflet-container").boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(598); // 600 px frame less its border
    await page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "List" }).click();
    await expect(page).toHaveURL(/\/search\?location=Texas$/);
    await expect(page.locator(".leaflet-container")).toHaveCount(0);
    await page.goBack();
    await expect(mapRegion(page)).toBeVisible();
  });

  test("no marker covers another, on a phone and at every zoom a cluster click leads to (WCAG 2.5.8)", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await stubTiles(page);
    await page.goto("/search?location=Texas&view=map");
    await expect(clusters(page).first()).toBeVisible();
    const total = await bannerTotal(page);
    for (let step = 0; step < 3; step++) {
      await expect(page.getByText("Loading interactive map...")).toBeHidden();
      await expect.poll(() => plottedCount(page)).toBeGreaterThan(0);
      const boxes = await page.locator(".clinic-map-marker, .clinic-map-cluster").evaluateAll((markers) =>
        markers.map((marker) => {
          const r = marker.getBoundingClientRect();
          return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        }),
      );
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) {
          const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          expect(overlaps, `markers at ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(false);
        }
      const axe = await new AxeBuilder({ page })
        .include(".leaflet-container")
        .withRules(["target-size"])
        .analyze();
      expect(axe.violations.map((v) => v.nodes.map((n) => n.failureSummary))).toEqual([]);
      if (step === 0) expect(await plottedCount(page)).toBe(total);
      const biggest = clusters(page)
        .filter({ hasText: /^\d{2,}$/ })
        .first();
      if ((await biggest.count()) === 0) break;
      const before = await markerTexts(page);
      await biggest.click();
      // The map has zoomed in and drawn its markers again, and they have stopped moving.
      await expect.poll(() => markerTexts(page)).not.toEqual(before);
      await markersAtRest(page);
    }
  });

  test("the server sends a placeholder of the final height with the loading texts", async ({ page }) => {
    const response = await page.request.get("/search?location=Texas&view=map");
    const html = await response.text();
    expect(html).toContain("Loading interactive map...");
    expect(html).toMatch(/\d+ clinics ready/);
    expect(html).toContain("height:600px");
    expect(html).not.toContain("leaflet-container");
  });

  test("on a 412-px phone the HTML pictures the map's opening view, and the map takes it over in place", async ({
    browser,
    page,
  }) => {
    const phone = { width: 412, height: 823 };
    const url = "/search?location=Texas&view=map";
    const html = await (await page.request.get(url)).text();
    const previewTiles = [
      ...html.matchAll(/<img src="https:\/\/tile\.openstreetmap\.org\/(\d+)\/\d+\/\d+\.png"/g),
    ];
    expect(previewTiles.length).toBeGreaterThan(3);
    // One tile, the one under the centre, is fetched first (React also preloads it from the head).
    expect(html.match(/<img [^>]*fetchpriority="high"/gi)).toHaveLength(1);

    // Before any script: the tiles are on screen, with the attribution and the loading card over them.
    const noScript = await browser.newContext({ viewport: phone });
    const still = await noScript.newPage();
    await stubTiles(still);
    await still.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await still.goto(url);
    await expect(still.locator('.map-preview img[fetchpriority="high"]')).toBeVisible();
    // Tiles for wider frames are left out on a phone.
    await expect(still.locator(".map-preview img:visible")).toHaveCount(
      previewTiles.length - (await still.locator(".map-preview img[loading=lazy]").count()),
    );
    await expect(still.getByText("Loading interactive map...")).toBeVisible();
    await expect(still.getByText("OpenStreetMap contributors")).toBeVisible();
    await noScript.close();

    // The interactive map opens at the same zoom, its tile under the centre where the picture's is.
    await page.setViewportSize(phone);
    // The map's code waits until the picture has been measured.
    let release = () => {};
    const measured = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(MAP_CHUNK, async (route) => {
      await measured;
      await route.continue();
    });
    await page.goto(url);
    const central = page.locator('.map-preview img[fetchpriority="high"]');
    const src = (await central.getAttribute("src")) ?? "";
    const picture = await central.boundingBox();
    release();
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    const live = page.locator(`.leaflet-tile[src="${src}"]`);
    await expect(live).toHaveCount(1);
    expect(await live.boundingBox()).toEqual(picture);
    // Once the map has settled the picture goes, so that later searches fetch no tiles for it.
    await expect(page.locator(".map-preview")).toHaveCount(0);
  });

  test("zoom controls and attribution come with the map; it starts on the results", async ({ page }) => {
    await page.goto("/search?location=Austin%2C%20TX&view=map");
    await expect(page.getByRole("button", { name: "Zoom in", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Zoom out" })).toBeVisible();
    await expect(page.locator(".leaflet-control-attribution")).toContainText("OpenStreetMap");
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    // Fitted to Austin's clinics, which at the national view would all be one cluster.
    await expect
      .poll(async () => (await pins(page).count()) + (await clusters(page).count()))
      .toBeGreaterThan(1);
    const tile = page.locator(".leaflet-tile").first();
    await expect(tile).toHaveAttribute("src", /tile\.openstreetmap\.org\/(1[0-2]|[7-9])\//);
  });

  test("a cluster zooms in to its clinics", async ({ page }) => {
    await page.goto("/search?location=Texas&view=map");
    await expect(clusters(page).first()).toBeVisible();
    // A click while the map still fits itself to the results can land where the cluster was a moment before.
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    await markersAtRest(page);
    const before = await markerTexts(page);
    const biggest = clusters(page)
      .filter({ hasText: /^\d{2,}$/ })
      .first();
    await biggest.click();
    await expect.poll(() => markerTexts(page)).not.toEqual(before);
  });

  test("a marker's popup: name, place, phone, stars, Details and Directions", async ({ page }) => {
    await page.goto("/search?location=78701&distance=5&view=map");
    const pin = await settledPin(page);
    await expect(pin).toBeVisible();
    const name = await pin.getAttribute("title");
    expect(name).toBeTruthy();
    await pin.click();
    const popup = page.locator(".leaflet-popup");
    await expect(popup.getByText(name ?? "", { exact: true })).toBeVisible();
    await expect(popup.getByText(/^[\w .'-]+, [A-Z]{2}$/)).toBeVisible();
    await expect(popup.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toHaveAttribute(
      "href",
      /^tel:\+1\d{10}$/,
    );
    await expect(popup.getByText(/^Rated [\d.]+ out of 5$/)).toHaveCount(1);
    const directions = popup.getByRole("link", { name: /^Directions to / });
    await expect(directions).toHaveAttribute("target", "_blank");
    await expect(directions).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=30\.\d+%2C-97\.\d+$/,
    );
    const details = popup.getByRole("link", { name: `Details: ${name}` });
    const href = await details.getAttribute("href");
    expect(href).toMatch(/^\/clinic\/[a-z0-9-]+$/);
    await details.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test("markers can be reached and opened with the keyboard", async ({ page }) => {
    await page.goto("/search?location=78701&distance=5&view=map");
    const pin = await settledPin(page);
    await expect(pin).toBeVisible();
    await pin.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(".leaflet-popup")).toBeVisible();
  });

  test("a cluster is named for what it holds and does: 'N clinics here, zoom in'", async ({ page }) => {
    await page.goto("/search?location=Texas&view=map");
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    const cluster = clusters(page).first();
    await expect(cluster).toBeVisible();
    const count = Number(await cluster.textContent());
    expect(count).toBeGreaterThan(1);
    await expect(cluster).toHaveAccessibleName(`${count} clinics here, zoom in`);
    await expect(cluster).toHaveAttribute("role", "button");
    await expect(page.getByRole("button", { name: `${count} clinics here, zoom in` }).first()).toBeVisible();
    await expectAccessible(page, "the map with named clusters");
  });

  test("a popup opened from a marker takes focus, and its close button gives it back", async ({ page }) => {
    await page.goto("/search?location=78701&distance=5&view=map");
    const pin = await settledPin(page);
    const name = (await pin.getAttribute("title")) ?? "";
    await pin.focus();
    await page.keyboard.press("Enter");
    const popup = page.getByRole("group", { name, exact: true });
    await expect(popup).toBeFocused();
    await expectAccessible(page, "a focused map popup");
    // Tab goes on into the popup's own links.
    await page.keyboard.press("Tab");
    await expect(page.locator(".leaflet-popup :focus")).toHaveCount(1);
    await page.locator(".leaflet-popup-close-button").click();
    await expect(page.locator(".leaflet-popup")).toHaveCount(0);
    await expect(pin).toBeFocused();

    // Opened with the mouse too.
    await pin.click();
    await expect(popup).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(pin).toBeFocused();
  });

  test("no matching clinics: an empty map and the empty state", async ({ page }) => {
    await page.goto("/search?location=Zzyzxqv&view=map");
    await expect(mapRegion(page).getByText("0 TRT Clinics")).toBeVisible();
    await expect(page.getByRole("heading", { name: "No clinics found" })).toBeVisible();
  });
});

test.describe("list and map side by side (1280 px)", () => {
  const resultsList = (page: Page) => page.getByRole("list", { name: "Search results" });
  const resultCards = (page: Page) => resultsList(page).locator(":scope > li");

  test("the list and a sticky map sit side by side; Map still opens the map of every match", async ({
    page,
  }) => {
    await page.goto("/search?location=Austin%2C%20TX");
    await expect(mapRegion(page)).toBeVisible();
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    const list = await resultsList(page).boundingBox();
    const map = await mapRegion(page).boundingBox();
    expect(map?.x ?? 0).toBeGreaterThan((list?.x ?? 0) + (list?.width ?? 0));
    // The map shows this page's clinics.
    const cards = await resultCards(page).count();
    await expect(mapRegion(page).getByText(`${cards} TRT Clinics`)).toBeVisible();
    await page.mouse.wheel(0, 900);
    await expect.poll(async () => (await mapRegion(page).boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((await mapRegion(page).boundingBox())?.y ?? 999).toBeLessThan(120);

    await page.getByRole("navigation", { name: "Results view" }).getByRole("link", { name: "Map" }).click();
    await expect(page).toHaveURL(/view=map$/);
    await expect(resultsList(page)).toBeHidden();
    const total = await bannerTotal(page);
    await expect(mapRegion(page).getByText(`${total} TRT Clinics`)).toBeVisible();
  });

  test("hovering or focusing a card marks its marker, and hovering a marker outlines its card", async ({
    page,
  }) => {
    await page.goto("/search?location=78701&distance=5");
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    const active = page.locator(".clinic-map-marker.is-active, .clinic-map-cluster.is-active");
    await expect(active).toHaveCount(0);
    const first = resultCards(page).first();
    await first.hover();
    await expect(active).toHaveCount(1);
    await page.mouse.move(5, 5);
    await expect(active).toHaveCount(0);
    await first.getByRole("link", { name: /^Details for / }).focus();
    await expect(active).toHaveCount(1);

    const pin = await settledPin(page);
    const name = (await pin.getAttribute("title")) ?? "";
    await pin.hover();
    const card = resultCards(page).filter({ hasText: name });
    await expect(card).toHaveAttribute("data-highlighted", "");
    await expect(resultsList(page).locator("[data-highlighted]")).toHaveCount(1);
  });

  test("Search this area appears once the map is moved and searches the visible area", async ({ page }) => {
    await page.goto("/search?location=Austin%2C%20TX");
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
    const button = page.getByRole("button", { name: "Search this area" });
    await expect(button).toHaveCount(0);
    await page.getByRole("button", { name: "Zoom in", exact: true }).click();
    await expect(button).toBeVisible();
    await button.click();
    await expect(page).toHaveURL(/\/search\?bounds=-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+%2C-?[\d.]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "TRT Clinics in the map area" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/search$/);
    await expect(button).toHaveCount(0);
    const url = page.url();
    const cards = await resultCards(page).count();
    expect(cards).toBeGreaterThan(0);

    // The same URL, loaded afresh (and from the page cache), shows the same area and results.
    for (let visit = 0; visit < 2; visit++) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(resultCards(page)).toHaveCount(cards);
      await expect(page.getByText("Loading interactive map...")).toBeHidden();
      await expect(mapRegion(page).getByText(`${cards} TRT Clinics`)).toBeVisible();
    }
  });

  test("unreadable bounds are named and left out, never an error", async ({ page }) => {
    const response = await page.goto("/search?bounds=40,-100,30,-90");
    expect(response?.status()).toBe(200);
    await expect(page.getByText(/were not understood and were left out: bounds/)).toBeVisible();
    const api = await page.request.get("/api/clinics?bounds=40,-100,30,-90");
    expect(api.status()).toBe(400);
    expect(await api.json()).toMatchObject({
      error: { field: "bounds", message: "south must be below north" },
    });
  });

  test("Escape closes a marker's popup and returns focus to the marker", async ({ page }) => {
    await page.goto("/search?location=78701&distance=5");
    const pin = await settledPin(page);
    await expect(pin).toBeVisible();
    await pin.focus();
    await expect(pin).toBeFocused();
    await page.keyboard.press("Enter");
    const popup = page.locator(".leaflet-popup");
    await expect(popup).toBeVisible();
    await popup.getByRole("link", { name: /^Details: / }).focus();
    await page.keyboard.press("Escape");
    await expect(popup).toHaveCount(0);
    await expect(pin).toBeFocused();
  });
});

test.describe("reduced motion", () => {
  test.beforeEach(async ({ page }) => {
    await stubTiles(page);
  });

  for (const [reducedMotion, animated] of [
    ["reduce", false],
    ["no-preference", true],
  ] as const) {
    test(`prefers-reduced-motion: ${reducedMotion} ${animated ? "keeps" : "turns off"} Leaflet's zoom and fade animations`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await page.goto("/search?location=Texas&view=map");
      await expect(page.getByText("Loading interactive map...")).toBeHidden();
      await expect(clusters(page).first()).toBeVisible();
      const map = page.locator(".leaflet-container");
      if (animated) await expect(map).toHaveClass(/\bleaflet-fade-anim\b/);
      else await expect(map).not.toHaveClass(/\bleaflet-fade-anim\b/);
      // With zoom animation Leaflet adds a proxy pane and marks the markers it animates; without, it hides them.
      const proxy = map.locator(".leaflet-proxy");
      const zoomedMarkers = map.locator(".leaflet-marker-icon.leaflet-zoom-animated");
      if (animated) {
        await expect(proxy).toHaveCount(1);
        await expect(zoomedMarkers).not.toHaveCount(0);
      } else {
        await expect(proxy).toHaveCount(0);
        await expect(zoomedMarkers).toHaveCount(0);
        await expect(map.locator(".leaflet-marker-icon.leaflet-zoom-hide")).not.toHaveCount(0);
      }
      if (!animated) {
        // A cluster zooms in at once: no zoom animation class is ever set.
        const before = await markerTexts(page);
        await clusters(page)
          .filter({ hasText: /^\d{2,}$/ })
          .first()
          .click();
        await expect.poll(() => markerTexts(page)).not.toEqual(before);
        await expect(map).not.toHaveClass(/\bleaflet-zoom-anim\b/);
        await expectAccessible(page, "the map with reduced motion");
      }
    });
  }
});

test.describe("offline tiles", () => {
  test.use({ allowedConsoleErrors: [TILE_FAILURE] });

  test("without tiles a quiet notice says so and the markers still open their popups", async ({ page }) => {
    await blockTiles(page);
    await page.goto("/search?location=78701&distance=5");
    const notice = mapRegion(page)
      .getByRole("status")
      .filter({ hasText: "map background could not be loaded" });
    await expect(notice).toHaveText("The map background could not be loaded. The clinic markers still work.");
    await expect(page.getByText("Map Error")).toHaveCount(0);
    const pin = await settledPin(page);
    await pin.click();
    await expect(page.locator(".leaflet-popup")).toBeVisible();
  });

  test("the map still works when every tile fails", async ({ page }) => {
    await blockTiles(page);
    await page.goto("/search?location=Texas&view=map");
    await expect(page.getByText("Map Error")).toHaveCount(0);
    await expect(clusters(page).first()).toBeVisible();
    await page.getByRole("button", { name: "Zoom in", exact: true }).click();
    await expect(page.getByText("Loading interactive map...")).toBeHidden();
  });
});

test.describe("map failure", () => {
  // One pattern: Playwright reads an option array of several objects as [value, options].
  test.use({ allowedConsoleErrors: [/status of 500|dynamically imported module|Failed to fetch/] });

  test("'Map Error' with the message and a Reload Page button", async ({ page }) => {
    await stubTiles(page);
    let fail = true;
    await page.route(MAP_CHUNK, (route) =>
      fail ? route.fulfill({ status: 500, body: "" }) : route.continue(),
    );
    await page.goto("/search?location=Texas&view=map");
    await expect(page.getByText("Map Error")).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Map Error" })).toContainText(/\S+/);
    fail = false;
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Reload Page" }).click()]);
    await expect(page.getByText("Map Error")).toHaveCount(0);
    await expect(clusters(page).first()).toBeVisible();
  });
});
