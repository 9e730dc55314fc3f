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

/** Waits until the page's scripts have loaded and React has hydrated. */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}

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
 * A position that arrives only after `delayMs`, recording the options the page asked with in
 * window.__geolocationOptions.
 */
export async function slowGeolocation(page: Page, latitude: number, longitude: number, delayMs: number) {
  await page.addInitScript(
    ({ latitude, longitude, delayMs }) => {
      const geolocation = {
        getCurrentPosition(success: (p: unknown) => void, _error: unknown, options: unknown) {
          (window as unknown as { __geolocationOptions: unknown }).__geolocationOptions = options;
          setTimeout(
            () => success({ coords: { latitude, longitude, accuracy: 10 }, timestamp: Date.now() }),
            delayMs,
          );
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
    { latitude, longitude, delayMs },
  );
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
