import type { Page } from "@playwright/test";

import { BLANK_TILE, TILE_SERVER as TILES } from "./fixtures.ts";

/** Answers map tiles locally, so tests never reach the tile server. */
export async function stubTiles(page: Page) {
  await page.route(TILES, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: BLANK_TILE }),
  );
}

/** Makes every tile fail, as when the visitor is offline. */
export async function blockTiles(page: Page) {
  await page.route(TILES, (route) => route.abort());
}

/** The browser's report of a failed tile request. */
export const TILE_FAILURE = /net::ERR_FAILED/;

/**
 * Waits until the page's scripts have loaded and React has hydrated (every page.goto already does: fixtures.ts),
 * what a visitor's first tap needs. A test that checks that something was never requested waits for the network
 * to fall quiet itself.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Marks the document, so that a later check can tell a navigation inside the app from a new page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { keptMark: boolean }).keptMark = true;
  });
}

/** Whether the page is still the document `markDocument` marked. */
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { keptMark?: boolean }).keptMark === true);

/** Replaces navigator.geolocation so every request fails with the given GeolocationPositionError code. */
export async function failGeolocation(page: Page, code: 1 | 2 | 3) {
  await page.addInitScript((errorCode) => {
    const geolocation = {
      getCurrentPosition(_success: unknown, error: (e: { code: number; message: string }) => void) {
        setTimeout(() => error({ code: errorCode, message: "test failure" }), 50);
      },
      watchPosition() {
        return 0;
      },
      clearWatch() {},
    };
    Object.defineProperty(Navigator.prototype, "geolocation", { get: () => geolocation, configurable: true });
  }, code);
}

/** A browser without geolocation. */
export async function removeGeolocation(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "geolocation", { get: () => undefined, configurable: true });
  });
}

/**
 * A position that arrives only when the test delivers it (the returned function), as a phone's GPS takes its
 * time; the options the page asked with are kept in window.__geolocationOptions.
 */
export async function heldGeolocation(
  page: Page,
  latitude: number,
  longitude: number,
): Promise<() => Promise<void>> {
  await page.addInitScript(
    ({ latitude, longitude }) => {
      const held = window as unknown as { __geolocationOptions: unknown; __deliverPosition: () => void };
      const geolocation = {
        getCurrentPosition(success: (p: unknown) => void, _error: unknown, options: unknown) {
          held.__geolocationOptions = options;
          held.__deliverPosition = () =>
            success({ coords: { latitude, longitude, accuracy: 10 }, timestamp: Date.now() });
        },
        watchPosition() {
          return 0;
        },
        clearWatch() {},
      };
      Object.defineProperty(Navigator.prototype, "geolocation", {
        get: () => geolocation,
        configurable: true,
      });
    },
    { latitude, longitude },
  );
  return () =>
    page.evaluate(() => (window as unknown as { __deliverPosition: () => void }).__deliverPosition());
}

/** Holds client-side data requests for a page until the returned function is called. */
export async function holdDataRequests(page: Page, pathPrefix: string): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith(pathPrefix) && url.pathname.endsWith(".data"),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  return release;
}

/**
 * Follows the link named `link` in the navigation named `navigation` while the data requests under
 * `pathPrefix` are held, so the page stays in its loading state until the returned function is called.
 */
export async function followLinkWithDataHeld(
  page: Page,
  { pathPrefix, navigation, link }: { pathPrefix: string; navigation: string; link: string },
): Promise<() => void> {
  const release = await holdDataRequests(page, pathPrefix);
  await page.getByRole("navigation", { name: navigation }).getByRole("link", { name: link }).click();
  return release;
}

/** The numbers in "N mi away" labels, in page order. */
export async function distances(page: Page, scope = "main"): Promise<number[]> {
  const texts = await page
    .locator(scope)
    .getByText(/ mi away$/)
    .allTextContents();
  // "3.4 mi away", or "about 3 mi away" for a clinic placed at its ZIP code's centre.
  return texts.map((text) => Number(/([\d.]+) mi/.exec(text)?.[1]));
}

/** The ratings read out to screen readers on clinic cards, in page order. */
export async function ratings(page: Page): Promise<number[]> {
  const texts = await page
    .locator("main")
    .getByText(/^Rated [\d.]+ out of 5/)
    .allTextContents();
  return texts.map((text) => Number.parseFloat(text.replace("Rated ", "")));
}

/**
 * Every address the page's main frame goes to from now on, in order: full loads and in-app navigations alike.
 * "Nothing happened" is then checked without waiting for it: after a navigation the test does cause, the list
 * holds exactly that one, and any a stray action started before it would be listed ahead of it.
 */
export function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) {
      const url = new URL(frame.url());
      seen.push(`${url.pathname}${url.search}`);
    }
  });
  return seen;
}
