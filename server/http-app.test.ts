import { expect, it } from "vitest";
import { isApiPath, routeRequests } from "./http-app.ts";

it("sends /api, /api?… and /api/… to the API listener and everything else to Express", () => {
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
  });
  for (const url of ["/api/stats", "/search"]) listener({ url } as never, {} as never);
  expect(seen).toEqual(["api /api/stats", "app /search"]);
});
