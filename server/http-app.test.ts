import { expect, it } from "vitest";
import { isApiPath, routeRequests } from "./http-app.ts";

it("sends /api, /api?… and /api/… to the API listener, kept pages to the page cache and the rest to Express", async () => {
  for (const url of ["/api", "/api?x=1", "/api/", "/api/stats", "/api/clinics?location=Austin"]) {
    expect(isApiPath(url), url).toBe(true);
  }
  for (const url of [
    undefined,
    "",
    "/",
    "/apis",
    "/api-docs",
    "/apiary/x",
    "/search?api=1",
    "//api/stats",
    "/API/stats",
  ]) {
    expect(isApiPath(url), String(url)).toBe(false);
  }
  const seen: string[] = [];
  const listener = routeRequests({
    api: (req) => seen.push(`api ${req.url}`),
    app: (req) => seen.push(`app ${req.url}`),
    kept: async (req) => {
      if (req.url !== "/kept") return false;
      seen.push(`kept ${req.url}`);
      return true;
    },
  });
  for (const url of ["/api/stats", "/search", "/kept"]) listener({ url } as never, {} as never);
  await new Promise((resolve) => setImmediate(resolve));
  expect(seen.sort()).toEqual(["api /api/stats", "app /search", "kept /kept"]);
});

it("sends pages through the render gate and hashed assets around it", async () => {
  const gated: string[] = [];
  const listener = routeRequests({
    api: () => {},
    app: () => {},
    gate: {
      admit: (req, res, handler) => {
        gated.push(req.url ?? "");
        handler(req, res);
      },
      running: 0,
      waiting: 0,
    },
  });
  for (const url of ["/assets/entry.client-abc123.js", "/search?location=Austin", "/favicon.ico"]) {
    listener({ url } as never, {} as never);
  }
  await new Promise((resolve) => setImmediate(resolve));
  expect(gated).toEqual(["/search?location=Austin", "/favicon.ico"]);
});

it("hands pages on without the tracking parameters of ad and social links, and the API as it was asked", async () => {
  const seen: string[] = [];
  const listener = routeRequests({
    api: (req) => seen.push(`api ${req.url}`),
    app: (req) => seen.push(`app ${req.url}`),
    kept: async (req) => {
      seen.push(`kept? ${req.url}`);
      return false;
    },
  });
  for (const url of [
    "/clinic/austin-mens-health?fbclid=IwAR0abc",
    "/search?location=Austin%2C+TX&utm_source=newsletter&sort=rating",
    "/api/clinics?location=Austin&utm_source=x",
  ]) {
    listener({ url } as never, {} as never);
  }
  await new Promise((resolve) => setImmediate(resolve));
  expect(seen.sort()).toEqual([
    "api /api/clinics?location=Austin&utm_source=x",
    "app /clinic/austin-mens-health",
    "app /search?location=Austin%2C+TX&sort=rating",
    "kept? /clinic/austin-mens-health",
    "kept? /search?location=Austin%2C+TX&sort=rating",
  ]);
});
